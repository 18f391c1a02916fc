import { useId } from "react";
import { useFetcher } from "react-router";
import { EyeOff, FileText, Globe, Rocket } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult, FieldErrors } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import type { OtherLanguage, SeoPage } from "~/db/enums";
import { LANGUAGE_FRENCH_NAMES } from "~/lib/i18n/languages";
import { LANGUAGES_TEXTS, shownFrenchInputName, translationInputName, translationTooLong, translationsHref } from "~/features/languages/languages-schema";
import { TRANSLATION_STATE_LABELS, progressText, type TranslationState } from "~/features/languages/page-state";
import type { ScreenField, TranslationsScreenData } from "~/features/languages/translations-screen.server";
import { SEO_PAGE_LABELS } from "~/features/seo/page-seo-schema";
import { IconTile } from "~/features/admin-kit/section-card";

const STATE_VARIANTS: Record<TranslationState, "outline" | "info" | "success" | "warning"> = {
  "to-translate": "outline",
  "in-progress": "info",
  published: "success",
  "to-review": "warning",
};

/** 'À traduire', 'En cours', 'Publiée', 'À revoir'. */
export function StateBadge({ state }: { state: TranslationState }) {
  return <Badge variant={STATE_VARIANTS[state]}>{TRANSLATION_STATE_LABELS[state]}</Badge>;
}

/** The translation form's own check (the action makes it again): no translation longer than its limit. */
function checkLengths(values: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values as Record<string, string>)) {
    const tooLong = name.startsWith("t:") ? translationTooLong(name, value) : null;
    if (tooLong) errors[name] = tooLong;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

type Props = {
  language: OtherLanguage;
  page: SeoPage;
  editor: NonNullable<TranslationsScreenData["editor"]>;
  actionResult: ActionResult | null;
};

/** One page in one language: its state and progress, its publication, and its fields grouped as the page shows them. */
export function PageEditor({ language, page, editor, actionResult }: Props) {
  // Without JavaScript, a refused save comes back as the route's action data, with what was typed.
  const refused = actionResult && actionResult.intent === "save" && !actionResult.ok ? actionResult : null;
  const form = useActionForm({ check: checkLengths, actionData: refused });
  const { fetcher, errors, formProps } = form;
  const typed = (refused?.values ?? {}) as Record<string, string | undefined>;
  const action = translationsHref(language, page);
  const groups = groupFields(editor.fields);
  const headingId = useId();

  return (
    <Card role="region" aria-labelledby={headingId} className="gap-0 py-0">
      <div className="flex flex-col gap-3 border-b px-5 py-4 sm:px-6">
        <div className="flex items-start gap-3">
          <IconTile icon={<FileText />} />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-sans text-base font-semibold">
              {SEO_PAGE_LABELS[page]}
              <span className="font-normal text-muted-foreground">en {LANGUAGE_FRENCH_NAMES[language]}</span>
              <StateBadge state={editor.status.state} />
            </h2>
            <Progress done={editor.status.done} total={editor.status.total} />
          </div>
        </div>
        <Publication language={language} page={page} action={action} published={editor.published} complete={editor.complete} />
      </div>
      <fetcher.Form method="post" action={action} {...formProps} aria-label={`Traduction de la page ${SEO_PAGE_LABELS[page]}`}>
        <SiteIdField />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="page" value={page} />
        {groups.length === 0 ? <p className="px-5 py-6 text-sm text-muted-foreground sm:px-6">{LANGUAGES_TEXTS.noFields}</p> : null}
        {groups.map(([group, fields]) => (
          <fieldset key={group} className="border-b px-5 py-4 last-of-type:border-b-0 sm:px-6">
            <legend className="float-left w-full pb-1 font-sans text-sm font-semibold text-foreground">{group}</legend>
            <div className="clear-left divide-y divide-dashed">
              {fields.map((field) => (
                <FieldRow
                  key={field.key}
                  field={field}
                  language={language}
                  error={errors[translationInputName(field.key)]}
                  defaultValue={typed[translationInputName(field.key)] ?? field.value}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {groups.length > 0 ? <SaveBar form={form} className="mx-0 rounded-b-xl px-5 sm:mx-0 sm:px-6 md:border-t md:bg-muted/30 md:px-6 md:py-3" /> : null}
      </fetcher.Form>
    </Card>
  );
}

function groupFields(fields: readonly ScreenField[]): [string, ScreenField[]][] {
  const groups = new Map<string, ScreenField[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups];
}

/** '12 champs sur 15', and the same as a bar. */
function Progress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="mt-2 flex items-center gap-3">
      <div aria-hidden="true" className="h-1.5 max-w-48 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">{progressText({ done, total })}</p>
    </div>
  );
}

/** 'Publier cette page' (the action refuses it until every field is translated) or 'Retirer la publication'. */
function Publication({
  language,
  page,
  action,
  published,
  complete,
}: {
  language: OtherLanguage;
  page: SeoPage;
  action: string;
  published: boolean;
  complete: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <SiteIdField />
      <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="page" value={page} />
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        {published ? <Globe aria-hidden="true" className="text-green-700" /> : null}
        {published ? LANGUAGES_TEXTS.publishedHint(language) : complete ? null : LANGUAGES_TEXTS.publishHint}
      </p>
      <SubmitButton
        variant={published ? "outline" : undefined}
        size="sm"
        submitting={busy}
        busyLabel={published ? LANGUAGES_TEXTS.unpublishing : LANGUAGES_TEXTS.publishing}
        icon={published ? <EyeOff aria-hidden="true" /> : <Rocket aria-hidden="true" />}
        className="self-start sm:self-auto"
      >
        {published ? LANGUAGES_TEXTS.unpublish : LANGUAGES_TEXTS.publish}
      </SubmitButton>
    </fetcher.Form>
  );
}

/** A field: its French (read-only), what it said before when it changed since, and its translation. */
function FieldRow({ field, language, error, defaultValue }: { field: ScreenField; language: OtherLanguage; error?: string; defaultValue: string }) {
  const sourceId = useId();
  const name = translationInputName(field.key);
  return (
    <div className="grid gap-3 py-4 first:pt-2 last:pb-1 md:grid-cols-2 md:gap-6">
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          {field.label} <span className="font-normal">· {LANGUAGES_TEXTS.frenchSource.toLowerCase()}</span>
        </p>
        {field.earlier !== null ? (
          <div id={sourceId} className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">{LANGUAGES_TEXTS.reviewTitle}</p>
            <FrenchVersion label={LANGUAGES_TEXTS.reviewBefore} text={field.earlier} className="whitespace-pre-line line-through decoration-amber-700/50" />
            <FrenchVersion label={LANGUAGES_TEXTS.reviewNow} text={field.french} className="whitespace-pre-line" />
            <p className="text-xs">{LANGUAGES_TEXTS.reviewHint}</p>
          </div>
        ) : (
          <p id={sourceId} lang="fr" className="rounded-lg bg-muted/60 px-3 py-2 text-sm whitespace-pre-line text-foreground">
            {field.french}
          </p>
        )}
      </div>
      <input type="hidden" name={shownFrenchInputName(field.key)} value={field.french} />
      <FormField name={name} label={LANGUAGES_TEXTS.fieldLabel(field.label, language)} error={error}>
        {(props) => {
          const describedBy = [props["aria-describedby"], sourceId].filter(Boolean).join(" ");
          const shared = { ...props, "aria-describedby": describedBy, lang: language, defaultValue, autoComplete: "off" };
          return field.multiline ? <Textarea {...shared} rows={4} /> : <Input {...shared} />;
        }}
      </FormField>
    </div>
  );
}

/** One version of a field's French in the review box: what it said before, or what it says now. */
function FrenchVersion({ label, text, className }: { label: string; text: string; className: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{label}</p>
      <p lang="fr" className={className}>
        {text}
      </p>
    </div>
  );
}
