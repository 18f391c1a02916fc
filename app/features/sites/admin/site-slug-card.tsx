import { useId } from "react";
import { Link2 } from "lucide-react";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { SectionCard } from "~/features/admin-kit/section-card";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { Input } from "~/components/ui/input";
import { SLUG_MAX } from "~/features/sites/site-slug";
import { SITE_SLUG_INTENT, siteSlugSchema } from "~/features/sites/site-slug-schema";

/** The site's platform address as 'Paramètres du site' edits it: the slug, and what follows it (`.vitrine.fr`). */
export type SiteSlugView = { slug: string; suffix: string };

/**
 * 'Adresse Vitrine': the slug of `<slug>.<SITES_DOMAIN>`, changed on its own (not with
 * the page's form: the old address starts redirecting at once, so it is a deliberate step).
 */
export function SiteSlugCard({ address, actionResult, disabled }: { address: SiteSlugView; actionResult: ActionResult | null; disabled: boolean }) {
  const titleId = useId();
  const formId = useId();
  const form = useActionForm({ schema: siteSlugSchema, actionData: actionResult });
  const typed = (actionResult?.values as { slug?: string } | undefined)?.slug;
  return (
    <SectionCard
      icon={<Link2 />}
      titleId={titleId}
      title="Adresse Vitrine"
      description={
        "L'adresse de votre site sur Vitrine, en attendant ou en plus de votre propre nom de domaine. L'ancienne adresse redirige vers la nouvelle pendant 90\u00a0jours."
      }
    >
      <form.fetcher.Form method="post" {...form.formProps} className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-start sm:px-6">
        <SiteIdField />
        <input type="hidden" name="intent" value={SITE_SLUG_INTENT} />
        <div className="min-w-0 flex-1">
          <FormField formId={formId} name="slug" label="Adresse du site" error={form.errors.slug}>
            {(props) => (
              <div className="flex min-w-0 items-stretch">
                <Input
                  {...props}
                  key={address.slug}
                  className="min-w-0 rounded-r-none"
                  defaultValue={typed ?? address.slug}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={SLUG_MAX}
                  disabled={disabled}
                />
                <span
                  aria-hidden="true"
                  className="flex max-w-[55%] items-center truncate rounded-r-md border border-l-0 bg-muted px-3 text-sm text-muted-foreground"
                >
                  {address.suffix}
                </span>
              </div>
            )}
          </FormField>
        </div>
        <SubmitButton submitting={form.submitting} busyLabel="Modification..." variant="outline" className="sm:mt-6" disabled={disabled}>
          Changer l'adresse
        </SubmitButton>
      </form.fetcher.Form>
    </SectionCard>
  );
}
