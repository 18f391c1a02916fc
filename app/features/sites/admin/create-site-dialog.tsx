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
import { NO_OWNER, SITE_NAME_MAX, createSiteSchema, updateSiteSchema } from "../site-form-schema";

export type Profile = { id: string; email: string; role: "admin" | "user" };

/** The site edited by 'Modifier le site'. */
export type EditedSite = { id: string; name: string; ownerId: string | null };

const SITES_ACTION = "/admin/sites";

/** The name and the owner, shared by the create and edit dialogs (the spec's rules, back-office.md §5). */
function SiteFields({ formId, errors, profiles, site }: { formId: string; errors: FieldErrors; profiles: Profile[]; site?: EditedSite }) {
  return (
    <>
      <FormField formId={formId} name="name" label="Nom du site" error={errors.name}>
        {(props) => <Input {...props} autoComplete="off" maxLength={SITE_NAME_MAX} placeholder="Boulangerie Martin" defaultValue={site?.name} />}
      </FormField>
      <FormField formId={formId} name="ownerId" label="Propriétaire (optionnel)">
        {(props) => (
          <Select {...props} defaultValue={site?.ownerId ?? NO_OWNER}>
            <option value={NO_OWNER}>Aucun propriétaire</option>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.email} — {roleLabel(profile.role)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}

/**
 * 'Créer un site' (back-office.md §2, §5, §8): a name of at least 3 characters and an optional
 * owner among all profiles. The new site shows in the list as soon as the loaders revalidate.
 */
export function CreateSiteDialog({ profiles, onCreated }: { profiles: Profile[]; onCreated?: (siteId: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useDialogForm({ open, onOpenChange: setOpen, schema: createSiteSchema, onResult: (result) => result.ok && result.rowId && onCreated?.(result.rowId) });
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
 * 'Modifier le site' (issue 13): rename it (the creation's rules) and give it another owner, or
 * none ('Aucun propriétaire'). Opened from a row of the sites list; `site` null closes it.
 */
export function EditSiteDialog({ site, profiles, onClose }: { site: EditedSite | null; profiles: Profile[]; onClose: () => void }) {
  // Kept while the closing animation runs, so the fields do not go blank.
  const [shown, setShown] = useState(site);
  if (site !== null && site !== shown) setShown(site);
  const form = useDialogForm({ open: site !== null, onOpenChange: (open) => !open && onClose(), schema: updateSiteSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      title="Modifier le site"
      description={"Son nom s'affiche sur le site public et dans le back-office\u00a0; son propriétaire travaille sur ce site depuis son compte."}
      action={SITES_ACTION}
      fields={shown ? { intent: "update", siteId: shown.id } : {}}
      submitLabel="Enregistrer"
    >
      {shown ? <SiteFields key={shown.id} formId={formId} errors={form.errors} profiles={profiles} site={shown} /> : null}
    </FormDialog>
  );
}
