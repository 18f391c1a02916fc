/**
 * A site's platform address (ADR 033): `<slug>.<SITES_DOMAIN>`, given at creation and
 * editable. Plain module: the sign-up page proposes and checks the slug as it is typed, the
 * server checks it again and the database's check constraint holds the same rule.
 */

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Never a shop's: the platform's own names, whatever SITES_DOMAIN is. */
export const RESERVED_SLUGS: readonly string[] = ["www", "admin", "api", "mail", "app", "static", "assets", "vitrine"];

/** Lower-case ASCII letters and digits, single dashes between them: what a DNS label and the check constraint accept. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * The slug proposed for a shop's name: accents folded ('Délices' → 'delices'), ligatures spelt
 * out, anything else a dash, cut at SLUG_MAX on a dash when there is one. May be shorter than
 * SLUG_MIN (a name of one letter): `slugProblem` says so, and the caller proposes another.
 */
export function slugFromName(name: string): string {
  const folded = name
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  const dashed = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (dashed.length <= SLUG_MAX) return dashed;
  const cut = dashed.slice(0, SLUG_MAX);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash >= SLUG_MIN ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}

export const SLUG_TEXTS = {
  length: `L'adresse doit contenir entre ${SLUG_MIN} et ${SLUG_MAX} caractères`,
  shape: "Utilisez des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin)",
  reserved: "Cette adresse est réservée\u00a0: choisissez-en une autre",
  taken: "Cette adresse est déjà utilisée par un autre site\u00a0: choisissez-en une autre",
  gone: "Ce site n'existe plus.",
  changed: "Adresse du site modifiée",
  changeFailed: "Impossible de modifier l'adresse du site.",
} as const;

/** Why `slug` cannot be a site's, or null. `reserved`: more names to refuse (the first label of PUBLIC_URL's host). */
export function slugProblem(slug: string, reserved: readonly string[] = []): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return SLUG_TEXTS.length;
  if (!SLUG_SHAPE.test(slug)) return SLUG_TEXTS.shape;
  if (RESERVED_SLUGS.includes(slug) || reserved.includes(slug)) return SLUG_TEXTS.reserved;
  return null;
}

/** The address a slug gives on the platform, `delices.vitrine.fr` (SITES_DOMAIN lower case, no dot at either end). */
export function platformAddress(slug: string, sitesDomain: string): string {
  return `${slug}.${sitesDomain}`;
}

/** Whether `domain` is a name under SITES_DOMAIN (`x.vitrine.fr`, `a.b.vitrine.fr`): a platform address's place. */
export function isUnderSitesDomain(domain: string, sitesDomain: string | null): boolean {
  return sitesDomain !== null && domain.endsWith(`.${sitesDomain}`);
}
