import { useActionForm } from "~/features/admin-kit/action-form";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { TextField } from "~/features/admin-kit/form-field";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { DEFAULT_SERVICES_HEADER } from "~/features/services/services-defaults";
import { contentSchema } from "~/features/services/services-schema";
import { SERVICES_EDITOR_PATH } from "~/features/services/services-texts";

/**
 * The page's title and description (one row per site). Left blank, the public page shows its
 * defaults, which are the placeholders here so the merchant sees what visitors will read.
 */
export function ContentForm({ content }: { content: { title: string; description: string } }) {
  const form = useActionForm({ schema: contentSchema });
  const { fetcher, errors, formProps } = form;
  return (
    <fetcher.Form method="post" action={SERVICES_EDITOR_PATH} {...formProps} className="grid gap-4">
      <SiteIdField />
      <input type="hidden" name="intent" value="save-content" />
      <TextField
        name="title"
        label="Titre de la page"
        error={errors.title}
        hint="Laissé vide, le titre par défaut s'affiche."
        defaultValue={content.title}
        placeholder={DEFAULT_SERVICES_HEADER.title}
        maxLength={200}
      />
      <TextField
        name="description"
        label="Description"
        multiline
        rows={3}
        error={errors.description}
        hint="Une ou deux phrases sous le titre."
        defaultValue={content.description}
        placeholder={DEFAULT_SERVICES_HEADER.description}
        maxLength={2000}
      />
      <SaveBar form={form} />
    </fetcher.Form>
  );
}
