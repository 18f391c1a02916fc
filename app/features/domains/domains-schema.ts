import { z } from "~/lib/zod";
import { INVALID_DOMAIN, normalizeDomain } from "~/features/domains/normalize-domain";

/** The create and edit dialogs of /admin/domains, shared by the dialog and the action. */
export const DOMAIN_FIELDS = ["domain", "siteId"] as const;
export type DomainField = (typeof DOMAIN_FIELDS)[number];
export type DomainFormValues = Record<DomainField, string>;
export type DomainFormErrors = Partial<Record<DomainField, string>>;

export const DOMAIN_TAKEN = "Ce domaine est déjà associé à un site.";
export const DOMAIN_IS_PLATFORM = "Ce domaine est celui de la plateforme\u00a0: il ne peut pas être associé à un site.";
export const UNKNOWN_SITE = "Ce site n'existe plus.";
/** A name another site has proven (or an admin gave it): only an admin can move it. */
export const DOMAIN_USED_ELSEWHERE = "Ce domaine est déjà utilisé par un autre site";

/** A site has as many unproven requests as it may (MAX_PENDING_PAIRS). */
export const TOO_MANY_PENDING = "Trop de domaines en attente de vérification\u00a0: prouvez ou supprimez-en un avant d'en ajouter un autre.";

/** Another site asked for the name and has not proven it yet (ADR 029, part B: it holds it 7 days). */
export function domainPendingElsewhere(until: string): string {
  return `Ce domaine attend la preuve d'un autre site jusqu'au ${until}\u00a0: réessayez après cette date, ou demandez à un administrateur.`;
}

export function domainFormSchema({ keepWww }: { keepWww: boolean }) {
  return z.object({
    domain: z.string().transform((value, ctx) => {
      const result = normalizeDomain(value, { keepWww });
      if (result.ok) return result.domain;
      ctx.addIssue({ code: "custom", message: INVALID_DOMAIN });
      return z.NEVER;
    }),
    siteId: z.uuid(UNKNOWN_SITE),
  });
}

/** "blank domain or no site means nothing happens" — the form is not sent, the action ignores it. */
export function isIncompleteDomainForm(values: DomainFormValues): boolean {
  return values.domain.trim() === "" || values.siteId.trim() === "";
}
