import { useId } from "react";
import { Input } from "~/components/ui/input";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { inviteOwnerSchema } from "~/features/sites/invitation-schema";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

export type InvitedSite = { id: string; name: string };

/**
 * 'Inviter un propriétaire': an e-mail address; the invitation link goes out through
 * the mail outbox, valid 7 days, and makes its recipient the site's owner once they have chosen
 * a password. `site` null closes it.
 */
export function InviteOwnerDialog({ site, onClose }: { site: InvitedSite | null; onClose: () => void }) {
  const shown = useKeptWhileClosing(site);
  const form = useDialogForm({ open: site !== null, onOpenChange: (open) => !open && onClose(), schema: inviteOwnerSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      title="Inviter un propriétaire"
      description={
        shown ? (
          <>
            La personne invitée recevra un lien, valable 7{"\u00a0"}jours, pour choisir son mot de passe et gérer le site «{"\u00a0"}
            {shown.name}
            {"\u00a0"}». Une nouvelle invitation remplace la précédente.
          </>
        ) : null
      }
      action="/admin/sites"
      fields={shown ? { intent: "invite", siteId: shown.id } : {}}
      submitLabel="Envoyer l'invitation"
      submittingLabel="Envoi..."
    >
      <FormField formId={formId} name="email" label="E-mail" error={form.errors.email}>
        {(props) => (
          <Input
            {...props}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="marie@boulangerie-martin.fr"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
