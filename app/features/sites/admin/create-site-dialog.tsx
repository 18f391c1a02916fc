import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { roleLabel } from "~/features/admin-kit/role-label";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { NO_OWNER, SITE_NAME_MAX, createSiteSchema } from "../site-form-schema";

export type Profile = { id: string; email: string; role: "admin" | "user" };

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
      description="Le site est créé vide ; son propriétaire pourra ensuite le remplir depuis le back-office."
      action="/admin/sites"
      submitLabel="Créer le site"
      submittingLabel="Création..."
    >
      <FormField formId={formId} name="name" label="Nom du site" error={form.errors.name}>
        {(props) => <Input {...props} autoComplete="off" maxLength={SITE_NAME_MAX} placeholder="Boulangerie Martin" />}
      </FormField>
      <FormField formId={formId} name="ownerId" label="Propriétaire (optionnel)">
        {(props) => (
          <Select {...props} defaultValue={NO_OWNER}>
            <option value={NO_OWNER}>Aucun propriétaire</option>
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.email} — {roleLabel(profile.role)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
