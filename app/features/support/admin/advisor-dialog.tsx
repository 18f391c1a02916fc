import { Select } from "~/components/ui/select";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { FormField, TextField } from "~/features/admin-kit/form-field";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";
import { ImageField } from "~/features/media/image-field";
import type { ExpertSiteAdvisor } from "~/features/support/advisors.server";
import type { SupportAdmin } from "~/features/support/support-queue.server";
import { ADVISOR_TEXTS, advisorSchema, supportQueueHref } from "~/features/support/support-queue-schema";

type Props = {
  site: ExpertSiteAdvisor | null;
  admins: SupportAdmin[];
  /** The site the back-office has selected: where an uploaded photo is stored. */
  selectedSite: { id: string; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * An Expert site's advisor: the admin account its requests go to, then what the merchant's
 * dashboard shows (the name, a photo, the direct line, the e-mail). Loaded when first opened.
 */
export function AdvisorDialog({ site: openedFor, admins, selectedSite, open, onOpenChange }: Props) {
  const site = useKeptWhileClosing(openedFor);
  const form = useDialogForm({ open, onOpenChange, schema: advisorSchema });
  const advisor = site?.advisor ?? null;
  const errors = form.errors;
  // An upload is stored with the selected site's images: said when that is not this site.
  const photoHint = !selectedSite
    ? ADVISOR_TEXTS.photoHintNoSite(site?.siteName ?? "")
    : site && selectedSite.id !== site.siteId
      ? ADVISOR_TEXTS.photoHintOtherSite(selectedSite.name, site.siteName)
      : ADVISOR_TEXTS.photoHint;
  return (
    <FormDialog
      form={form}
      className="sm:max-w-2xl"
      title={site ? ADVISOR_TEXTS.edit(site.siteName) : ADVISOR_TEXTS.title}
      description={ADVISOR_TEXTS.description}
      action={supportQueueHref("advisors")}
      fields={{ intent: "set-advisor", siteId: site?.siteId ?? "" }}
      withSiteId={false}
      submitLabel={ADVISOR_TEXTS.save}
    >
      <TextField name="name" label={ADVISOR_TEXTS.name} required defaultValue={advisor?.name ?? ""} maxLength={80} error={errors.name} autoComplete="off" />
      <FormField name="advisorUserId" label={ADVISOR_TEXTS.advisorUser} hint={ADVISOR_TEXTS.advisorUserHint} error={errors.advisorUserId}>
        {(props) => (
          <Select defaultValue={advisor?.advisorUserId ?? ""} {...props}>
            <option value="">Aucun (demandes non assignées)</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name ? `${admin.name} — ${admin.email}` : admin.email}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phone"
          label={ADVISOR_TEXTS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          defaultValue={advisor?.phone ?? ""}
          error={errors.phone}
        />
        <TextField name="email" label={ADVISOR_TEXTS.email} type="email" autoComplete="off" defaultValue={advisor?.email ?? ""} error={errors.email} />
      </div>
      <ImageField
        name="photoUrl"
        label={ADVISOR_TEXTS.photo}
        bucket="about-images"
        aspect="1/1"
        hint={photoHint}
        defaultValue={advisor?.photoUrl}
        error={errors.photoUrl}
        onUploadingChange={form.trackUpload}
      />
    </FormDialog>
  );
}
