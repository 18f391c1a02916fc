import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ArrowRight, EyeOff, Languages } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SectionCard } from "~/features/admin-kit/section-card";
import { useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { LANGUAGE_NATIVE_NAMES, OTHER_LANGUAGES, type OtherLanguage } from "~/lib/i18n/languages";
import { LANGUAGES_ACTION, LANGUAGES_TEXTS, languageLabel, translationsHref } from "~/features/languages/languages-schema";
import { SubmitButton } from "~/features/admin-kit/submit-button";

type Props = {
  siteName: string;
  /** The site's pages (its plan's). */
  pageCount: number;
  /** The switched-on languages, each with its number of published pages. */
  on: Partial<Record<OtherLanguage, number>>;
  loadError: string | null;
};

/** /admin/langues 'Langues' (Expert): French always; each other language switched on or off, with its translations one link away. */
export function LanguagesScreen({ siteName, pageCount, on, loadError }: Props) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Langues"
        description={
          <>
            Les langues dans lesquelles <span className="font-medium text-foreground">{siteName}</span> s'affiche. {LANGUAGES_TEXTS.languagesDescription}
          </>
        }
      />
      {loadError ? <LoadErrorAlert>{loadError}</LoadErrorAlert> : null}
      <SectionCard
        icon={<Languages />}
        titleId="langues-titre"
        title="Langues du site"
        description="Le sélecteur de langue de votre site propose chaque langue activée."
      >
        <ul className="divide-y">
          <li className="flex items-center gap-3 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{LANGUAGES_TEXTS.french}</p>
              <p className="text-sm text-muted-foreground">{LANGUAGES_TEXTS.frenchNote}</p>
            </div>
            <Badge variant="secondary">{LANGUAGES_TEXTS.frenchBadge}</Badge>
          </li>
          {OTHER_LANGUAGES.map((language) => (
            <LanguageRow key={language} language={language} published={on[language]} pageCount={pageCount} disabled={loadError !== null} />
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

function LanguageRow({ language, published, pageCount, disabled }: { language: OtherLanguage; published?: number; pageCount: number; disabled: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const siteId = useRenderedSiteId();
  const [confirming, setConfirming] = useState(false);
  const labelId = useId();
  const busy = fetcher.state !== "idle";
  const isOn = published !== undefined;
  // While a switch is sent, it already shows where it is going.
  const pending = fetcher.formData?.get("intent");
  const shownOn = busy && typeof pending === "string" ? pending === "switch-on" : isOn;
  useResultToast(fetcher.data, () => setConfirming(false));

  const send = (intent: "switch-on" | "switch-off") => fetcher.submit({ intent, language, siteId }, { method: "post", action: LANGUAGES_ACTION });

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Switch
          aria-labelledby={labelId}
          checked={shownOn}
          disabled={disabled || busy}
          onCheckedChange={(checked) => (checked ? send("switch-on") : setConfirming(true))}
          className="mt-0.5"
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={labelId} className="font-medium">
              {languageLabel(language)}
              <span className="sr-only"> — {LANGUAGES_TEXTS.switchLabel(language)}</span>
            </span>
            <span lang={language} className="text-sm text-muted-foreground">
              {LANGUAGE_NATIVE_NAMES[language]}
            </span>
            <Badge variant={shownOn ? "success" : "outline"}>{shownOn ? LANGUAGES_TEXTS.on : LANGUAGES_TEXTS.off}</Badge>
          </p>
          {isOn ? <p className="mt-0.5 text-sm text-muted-foreground">{LANGUAGES_TEXTS.publishedCount(published, pageCount)}</p> : null}
        </div>
      </div>
      {isOn ? (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <Link to={translationsHref(language)}>
            {LANGUAGES_TEXTS.translations}
            <span className="sr-only"> en {languageLabel(language).toLowerCase()}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        busy={busy}
        title={LANGUAGES_TEXTS.switchOffTitle(language)}
        description={LANGUAGES_TEXTS.switchOffDescription(language)}
      >
        <fetcher.Form method="post" action={LANGUAGES_ACTION}>
          <input type="hidden" name="siteId" value={siteId} />
          <input type="hidden" name="intent" value="switch-off" />
          <input type="hidden" name="language" value={language} />
          <ConfirmFooter busy={busy}>
            <SubmitButton variant="destructive" submitting={busy} busyLabel={LANGUAGES_TEXTS.switchingOff} icon={<EyeOff aria-hidden="true" />}>
              {LANGUAGES_TEXTS.switchOff}
            </SubmitButton>
          </ConfirmFooter>
        </fetcher.Form>
      </ConfirmDialog>
    </li>
  );
}
