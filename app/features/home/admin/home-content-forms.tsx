import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm, type ActionForm } from "~/features/admin-kit/action-form";
import { TextField } from "~/features/admin-kit/form-field";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { ImageField } from "~/features/media/image-field";
import { heroSchema, highlightSchema, type HERO_FIELDS, type HIGHLIGHT_FIELDS } from "~/features/home/home-schema";
import type { HomeContentView } from "~/features/home/home.server";

type FormProps = { content: HomeContentView; actionResult: ActionResult | null };

/**
 * One tab's form: sent through a fetcher (the page stays put, a toast answers), or as a plain
 * POST without JavaScript (the route's action data then carries the answer, and what was typed).
 */
function useContentForm(intent: "save-hero" | "save-highlight", actionResult: ActionResult | null) {
  const form = useActionForm({
    schema: intent === "save-hero" ? heroSchema : highlightSchema,
    actionData: actionResult?.intent === intent ? actionResult : null,
  });
  const answer = form.fetcher.data ?? (actionResult?.intent === intent ? actionResult : null);
  // These forms have text fields only: what was typed is strings.
  const typed = answer && !answer.ok ? (answer.values as Partial<Record<string, string>> | undefined) : undefined;
  return { ...form, typed };
}

function FormShell({
  title,
  description,
  intent,
  form,
  children,
}: {
  title: string;
  description: string;
  intent: string;
  form: ActionForm;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="gap-0 py-0">
      <form.fetcher.Form method="post" {...form.formProps} aria-labelledby={headingId}>
        <SiteIdField />
        <input type="hidden" name="intent" value={intent} />
        <div className="flex flex-col gap-1 border-b px-5 py-4 sm:px-6">
          <h2 id={headingId} className="font-sans text-base font-semibold text-foreground">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">{children}</div>
        <SaveBar form={form} className="mx-0 rounded-b-xl px-5 sm:mx-0 sm:px-6 md:border-t md:bg-muted/30 md:px-6 md:py-3" />
      </form.fetcher.Form>
    </Card>
  );
}

export function HeroForm({ content, actionResult }: FormProps) {
  const form = useContentForm("save-hero", actionResult);
  const value = (field: (typeof HERO_FIELDS)[number]) => form.typed?.[field] ?? content[field];
  return (
    <FormShell title="Bannière" description={"Le haut de l'accueil\u00a0: un titre, une phrase d'accroche et une grande photo."} intent="save-hero" form={form}>
      <TextField
        name="heroTitle"
        label="Titre"
        defaultValue={value("heroTitle")}
        error={form.errors.heroTitle}
        maxLength={200}
        placeholder={"Ex.\u00a0: Bienvenue chez nous"}
      />
      <TextField
        name="heroSubtitle"
        label="Sous-titre"
        multiline
        defaultValue={value("heroSubtitle")}
        error={form.errors.heroSubtitle}
        maxLength={600}
        placeholder="Une phrase qui dit ce que vous faites et pour qui."
      />
      <ImageField
        name="heroImageUrl"
        label="Image de fond"
        bucket="hero-images"
        aspect="16/9"
        defaultValue={value("heroImageUrl")}
        hint={"Une photo au format paysage\u00a0; le texte s'affiche par-dessus, sur un voile sombre."}
        error={form.errors.heroImageUrl}
        onUploadingChange={form.trackUpload}
      />
    </FormShell>
  );
}

export function HighlightForm({ content, actionResult }: FormProps) {
  const form = useContentForm("save-highlight", actionResult);
  const value = (field: (typeof HIGHLIGHT_FIELDS)[number]) => form.typed?.[field] ?? content[field];
  return (
    <FormShell
      title="En ce moment"
      description={"Une actualité mise en avant sur l'accueil\u00a0: un titre, un texte et deux photos verticales."}
      intent="save-highlight"
      form={form}
    >
      <TextField
        name="highlightTitle"
        label="Titre"
        defaultValue={value("highlightTitle")}
        error={form.errors.highlightTitle}
        maxLength={200}
        placeholder={"Ex.\u00a0: Les fraises de saison sont arrivées"}
      />
      <TextField
        name="highlightDescription"
        label="Description"
        multiline
        defaultValue={value("highlightDescription")}
        error={form.errors.highlightDescription}
        maxLength={2000}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <ImageField
          name="highlightImageUrl"
          label="Première image"
          bucket="highlight-images"
          aspect="9/16"
          defaultValue={value("highlightImageUrl")}
          hint="Format vertical (9:16), comme une story."
          error={form.errors.highlightImageUrl}
          onUploadingChange={form.trackUpload}
        />
        <ImageField
          name="highlightSecondImageUrl"
          label="Deuxième image"
          bucket="highlight-images"
          aspect="9/16"
          defaultValue={value("highlightSecondImageUrl")}
          hint="Format vertical (9:16), comme une story."
          error={form.errors.highlightSecondImageUrl}
          onUploadingChange={form.trackUpload}
        />
      </div>
    </FormShell>
  );
}
