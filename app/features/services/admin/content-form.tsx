import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { DEFAULT_SERVICES_HEADER } from "~/features/services/services-defaults";
import { contentSchema, type ContentField } from "~/features/services/services-schema";
import { SERVICES_EDITOR_PATH } from "~/features/services/services-texts";

/**
 * The page's title and description (one row per site). Left blank, the public page shows its
 * defaults, which are the placeholders here so the merchant sees what visitors will read.
 */
export function ContentForm({ content }: { content: { title: string; description: string } }) {
  const form = useActionForm({ schema: contentSchema });
  const { fetcher, errors, formProps } = form;
  const ids = useId();

  const field = (name: ContentField) => ({
    id: `${ids}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${ids}-${name}-error` : `${ids}-${name}-hint`,
  });

  return (
    <fetcher.Form method="post" action={SERVICES_EDITOR_PATH} {...formProps} className="grid gap-4">
      <SiteIdField />
      <input type="hidden" name="intent" value="save-content" />
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-title`}>Titre de la page</Label>
        <Input {...field("title")} defaultValue={content.title} placeholder={DEFAULT_SERVICES_HEADER.title} maxLength={200} />
        <FieldNote ids={ids} name="title" error={errors.title} hint="Laissé vide, le titre par défaut s'affiche." />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-description`}>Description</Label>
        <Textarea {...field("description")} rows={3} defaultValue={content.description} placeholder={DEFAULT_SERVICES_HEADER.description} maxLength={2000} />
        <FieldNote ids={ids} name="description" error={errors.description} hint="Une ou deux phrases sous le titre." />
      </div>
      <SaveBar form={form} />
    </fetcher.Form>
  );
}

function FieldNote({ ids, name, error, hint }: { ids: string; name: string; error?: string; hint: string }) {
  return error ? (
    <p id={`${ids}-${name}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : (
    <p id={`${ids}-${name}-hint`} className="text-xs text-muted-foreground">
      {hint}
    </p>
  );
}
