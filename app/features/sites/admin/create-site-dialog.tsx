import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { roleLabel } from "~/features/admin-kit/role-label";
import { useDialogForm } from "~/features/admin-kit/action-form";
import type { FieldErrors } from "~/features/admin-kit/action-result";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { RadioGroup } from "~/features/admin-kit/radio-group";
import { SITE_PLANS, type SitePlan } from "~/db/enums";
import { PLAN_LABELS, PLAN_PRICES } from "~/features/plans/plans";
import { DEFAULT_SITE_PLAN, NO_OWNER, SITE_NAME_MAX, createSiteSchema, updateSiteSchema } from "~/features/sites/sites-schema";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

/** `confirmed`: an account whose address is not confirmed cannot be given a site (the action refuses it). */
export type Profile = { id: string; email: string; role: "admin" | "user"; confirmed?: boolean };

/** The site edited by 'Modifier le site'. */
export type EditedSite = { id: string; name: string; ownerId: string | null; plan: SitePlan };

const SITES_ACTION = "/admin/sites";

/** Under each plan's name in the choice: what it adds, in a few words. */
const PLAN_SUMMARIES: Record<SitePlan, string> = {
  essentiel: "Accueil, contact et horaires",
  pro: "+ Qui sommes-nous, prestations et devis, produits",
  expert: "+ Référencement avancé et partage",
};

/**
 * The site's plan: three radio cards with their monthly price. A page that leaves the
 * plan keeps its content, hidden until the plan includes it again.
 */
function PlanChoice({ formId, error, defaultPlan }: { formId: string; error?: string; defaultPlan: SitePlan }) {
  return (
    <RadioGroup
      idPrefix={formId}
      name="plan"
      legend="Formule"
      options={SITE_PLANS.map((plan) => ({
        value: plan,
        label: PLAN_LABELS[plan],
        description: <span className="text-xs leading-snug">{PLAN_SUMMARIES[plan]}</span>,
        aside: (
          <span className="font-medium whitespace-nowrap tabular-nums">
            {PLAN_PRICES[plan]}
            {"\u00a0"}€<span className="text-xs font-normal text-muted-foreground">/mois</span>
          </span>
        ),
      }))}
      defaultValue={defaultPlan}
      error={error}
      hint="Le contenu d'une page qui sort de la formule est conservé et revient avec elle."
    />
  );
}

/** The name, the owner and the plan, shared by the create and edit dialogs (the spec's rules). */
function SiteFields({ formId, errors, profiles, site }: { formId: string; errors: FieldErrors; profiles: Profile[]; site?: EditedSite }) {
  return (
    <>
      <FormField formId={formId} name="name" label="Nom du site" error={errors.name}>
        {(props) => <Input {...props} autoComplete="off" maxLength={SITE_NAME_MAX} placeholder="Boulangerie Martin" defaultValue={site?.name} />}
      </FormField>
      <FormField formId={formId} name="ownerId" label="Propriétaire (optionnel)" error={errors.ownerId}>
        {(props) => (
          <Select {...props} defaultValue={site?.ownerId ?? NO_OWNER}>
            <option value={NO_OWNER}>Aucun propriétaire</option>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.email} — {roleLabel(profile.role)}
                {profile.confirmed === false ? " (adresse non confirmée)" : ""}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <PlanChoice formId={formId} error={errors.plan} defaultPlan={site?.plan ?? DEFAULT_SITE_PLAN} />
    </>
  );
}

/**
 * 'Créer un site': a name of at least 3 characters and an optional
 * owner among all profiles. The new site shows in the list as soon as the loaders revalidate.
 */
export function CreateSiteDialog({ profiles, onCreated }: { profiles: Profile[]; onCreated?: (siteId: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useDialogForm({
    open,
    onOpenChange: setOpen,
    schema: createSiteSchema,
    onResult: (result) => result.ok && result.rowId && onCreated?.(result.rowId),
  });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Créer un site
        </Button>
      }
      title="Créer un site"
      description={"Le site est créé vide\u00a0; son propriétaire pourra ensuite le remplir depuis le back-office."}
      action={SITES_ACTION}
      fields={{ intent: "create" }}
      submitLabel="Créer le site"
      submittingLabel="Création..."
    >
      <SiteFields formId={formId} errors={form.errors} profiles={profiles} />
    </FormDialog>
  );
}

/**
 * 'Modifier le site': rename it (the creation's rules) and give it another owner, or
 * none ('Aucun propriétaire'). Opened from a row of the sites list; `site` null closes it.
 */
export function EditSiteDialog({ site, profiles, onClose }: { site: EditedSite | null; profiles: Profile[]; onClose: () => void }) {
  const shown = useKeptWhileClosing(site);
  const form = useDialogForm({ open: site !== null, onOpenChange: (open) => !open && onClose(), schema: updateSiteSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      title="Modifier le site"
      description={
        "Son nom s'affiche sur le site public et dans le back-office\u00a0; son propriétaire travaille sur ce site depuis son compte. Sa formule décide des pages que le site propose."
      }
      action={SITES_ACTION}
      fields={shown ? { intent: "update", siteId: shown.id } : {}}
      submitLabel="Enregistrer"
    >
      {shown ? <SiteFields key={shown.id} formId={formId} errors={form.errors} profiles={profiles} site={shown} /> : null}
    </FormDialog>
  );
}
