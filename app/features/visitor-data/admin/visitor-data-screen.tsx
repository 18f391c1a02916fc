import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Download, FileText, History, Hourglass, Mail, Search, ThumbsUp, Trash2, UserRoundSearch } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";
import { useResultToast } from "~/components/ui/toaster";
import { useActionForm } from "~/features/admin-kit/action-form";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDelete } from "~/features/admin-kit/confirm-delete";
import { FormField } from "~/features/admin-kit/form-field";
import { formatDate } from "~/features/admin-kit/format-date";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { IconTile, SectionCard } from "~/features/admin-kit/section-card";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { MESSAGES_PATH, messageAnchor } from "~/features/messages/message-anchor";
import { QUOTES_PATH, quoteAnchor } from "~/features/quotes/quote-anchor";
import { cn } from "~/lib/cn";
import { fieldErrors } from "~/lib/form-errors";
import type { VisitorDataResult } from "~/features/visitor-data/visitor-data-action.server";
import type { VisitorDataLogEntry, VisitorExport, VisitorFound, VisitorItem } from "~/features/visitor-data/visitor-data.server";
import {
  RETENTION_CHOICES,
  VISITOR_DATA_TEXTS,
  countsSentence,
  countsText,
  deletedWord,
  retentionSchema,
  visitorEmailSchema,
} from "~/features/visitor-data/visitor-data-schema";
import { monthsText } from "~/lib/french-date";

type Props = {
  site: { id: string; name: string };
  retentionMonths: number;
  log: VisitorDataLogEntry[];
  loadError: boolean;
  actionResult: VisitorDataResult | null;
};

/** /admin/donnees 'Données des visiteurs': the retention of messages and quotes, a visitor's data, the log. */
export function VisitorDataPage({ site, retentionMonths, log, loadError, actionResult }: Props) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Données des visiteurs"
        description={
          <>
            Ce que <span className="font-medium text-foreground">{site.name}</span> garde des messages et demandes de devis reçus, et les droits de vos
            visiteurs sur leurs données (RGPD){"\u00a0"}: consultation, export, effacement.
          </>
        }
      />
      {loadError ? <LoadErrorAlert>{VISITOR_DATA_TEXTS.loadFailed}</LoadErrorAlert> : null}
      <RetentionCard months={retentionMonths} actionResult={actionResult?.intent === "save-retention" ? actionResult : null} disabled={loadError} />
      <VisitorCard actionResult={actionResult?.intent === "search" ? actionResult : null} />
      <LogCard log={log} loadError={loadError} />
    </div>
  );
}

function RetentionCard({ months, actionResult, disabled }: { months: number; actionResult: ActionResult | null; disabled: boolean }) {
  const form = useActionForm({ schema: retentionSchema, actionData: actionResult });
  const { fetcher, errors, formProps } = form;
  const typed = (actionResult?.values as { months?: string } | undefined)?.months;
  // A duration set outside the list (by an operator) is shown as it is, to be replaced by one of the list.
  const listed = RETENTION_CHOICES.some((choice) => choice.months === months);
  return (
    <fetcher.Form method="post" {...formProps}>
      <SiteIdField />
      <input type="hidden" name="intent" value="save-retention" />
      <SectionCard
        icon={<Hourglass />}
        titleId="retention-title"
        title="Durée de conservation"
        description="Combien de temps les messages de contact et les demandes de devis restent dans Vitrine."
      >
        <fieldset disabled={disabled} className="flex flex-col gap-4 px-5 pt-5 sm:px-6">
          <FormField
            name="months"
            label="Conserver les messages et les demandes de devis"
            error={errors.months}
            hint="Chaque jour, les messages et demandes de devis plus anciens que cette durée sont supprimés définitivement, indésirables compris."
          >
            {(props) => (
              <Select {...props} key={months} defaultValue={typed ?? String(months)} wrapperClassName="sm:max-w-sm">
                {listed ? null : <option value={String(months)}>{monthsText(months)} (valeur actuelle)</option>}
                {RETENTION_CHOICES.map((choice) => (
                  <option key={choice.months} value={String(choice.months)}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </fieldset>
        <SaveBar
          form={form}
          disabled={disabled}
          label="Enregistrer"
          busyLabel="Enregistrement..."
          className="mx-0 mt-5 rounded-b-xl px-5 sm:mx-0 sm:px-6 md:border-t md:bg-muted/30 md:px-6 md:py-3"
        />
      </SectionCard>
    </fetcher.Form>
  );
}

/**
 * The search is a read, not a change to save: a plain fetcher form checked with the shared schema,
 * not a kit form, whose unsaved-changes tracking would ask 'Quitter sans enregistrer ?' for a
 * typed address (ADR 042 leaves such one-click forms out of it too).
 */
function VisitorCard({ actionResult }: { actionResult: VisitorDataResult | null }) {
  const fetcher = useFetcher<VisitorDataResult>();
  // Sent, not yet answered (the page's reload after the answer does not dim what was found).
  const submitting = fetcher.state === "submitting";
  // The last answer that said what the address holds: a search's, then a deletion's (nothing left).
  const [shown, setShown] = useState<{ email: string; found: VisitorFound } | null>(
    actionResult?.email && actionResult.found ? { email: actionResult.email, found: actionResult.found } : null,
  );
  const [failedSearch, setFailedSearch] = useState(false);
  // Mounted here, not with the results: its fetcher outlives them when the deletion empties them.
  const [confirming, setConfirming] = useState<{ email: string; found: VisitorFound } | null>(null);
  const [error, setError] = useState<string | undefined>(actionResult?.errors?.email);
  const [email, setEmail] = useState((actionResult?.values as { email?: string } | undefined)?.email ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  useResultToast(fetcher.data ?? actionResult, (result) => {
    setFailedSearch(!result.ok && result.errors === undefined);
    setError(result.errors?.email);
    if (result.errors?.email) inputRef.current?.focus();
    if (result.ok && result.email && result.found) setShown({ email: result.email, found: result.found });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = visitorEmailSchema.safeParse({ email });
    if (parsed.success) {
      setError(undefined);
      return;
    }
    event.preventDefault();
    setError(fieldErrors<"email">(parsed.error).email);
    inputRef.current?.focus();
  }

  return (
    <SectionCard
      icon={<UserRoundSearch />}
      titleId="visitor-title"
      title="Données d'un visiteur"
      description={"Une personne vous demande ce que vous avez gardé d'elle, ou de l'effacer\u00a0? Cherchez son adresse e-mail."}
    >
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        <fetcher.Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          role="search"
          aria-label="Chercher les données d'un visiteur"
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <SiteIdField />
          <input type="hidden" name="intent" value="search" />
          <div className="min-w-0 flex-1">
            <FormField name="email" label="E-mail du visiteur" error={error}>
              {(props) => (
                <Input
                  {...props}
                  ref={inputRef}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="prenom.nom@exemple.fr"
                  maxLength={254}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (error !== undefined && visitorEmailSchema.safeParse({ email: event.target.value }).success) setError(undefined);
                  }}
                />
              )}
            </FormField>
          </div>
          <SubmitButton submitting={submitting} busyLabel="Recherche..." icon={<Search aria-hidden="true" />} className="sm:mt-[1.375rem]">
            Rechercher
          </SubmitButton>
        </fetcher.Form>

        <div id={resultsId} aria-live="polite" aria-busy={submitting} className={cn("transition-opacity", submitting && "opacity-60")}>
          {failedSearch ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              La recherche n'a pas abouti. Réessayez dans un instant.
            </p>
          ) : shown ? (
            <VisitorResults email={shown.email} found={shown.found} onDelete={() => setConfirming(shown)} />
          ) : submitting ? (
            <Spinner size="sm" label="Recherche en cours..." showLabel />
          ) : null}
        </div>

        <ConfirmDelete
          target={confirming}
          onClose={() => setConfirming(null)}
          title={() => "Supprimer toutes les données de ce visiteur\u00a0?"}
          description={(target) => (
            <>
              {countsSentence(target.found)} de <span className="font-medium [overflow-wrap:anywhere] text-foreground">{target.email}</span> seront{" "}
              {deletedWord(target.found)} définitivement, avec les e-mails de notification qui les contiennent encore. Cette action est irréversible.
            </>
          )}
          fields={(target) => ({ intent: "delete", email: target.email })}
          onResult={(result) => {
            const answer = result as VisitorDataResult;
            if (answer.ok && answer.email && answer.found) setShown({ email: answer.email, found: answer.found });
          }}
        />

        <p className="flex gap-2 border-t pt-4 text-xs text-muted-foreground">
          <ThumbsUp aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            Les réponses «{"\u00a0"}Je viendrai{"\u00a0"}» aux événements ne contiennent ni nom ni adresse e-mail (seulement un identifiant anonyme du
            navigateur){"\u00a0"}: elles ne peuvent être rattachées à personne, il n'y a rien à chercher ni à effacer à leur sujet.
          </span>
        </p>
      </div>
    </SectionCard>
  );
}

function VisitorResults({ email, found, onDelete }: { email: string; found: VisitorFound; onDelete: () => void }) {
  const exporter = useFetcher<VisitorDataResult>();
  const exporting = exporter.state === "submitting";
  useResultToast(exporter.data, (result) => {
    if (result.ok && result.file) download(result.file);
  });
  const total = found.messages + found.quotes;

  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
        <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5">
          <Search />
        </span>
        <h3 className="font-sans text-base font-semibold">{VISITOR_DATA_TEXTS.noData}</h3>
        <p className="max-w-md text-sm text-muted-foreground">
          Aucun message ni demande de devis n'a été reçu de <span className="font-medium [overflow-wrap:anywhere] text-foreground">{email}</span> sur ce site,
          indésirables compris.
        </p>
      </div>
    );
  }

  const hidden = total - found.items.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="font-sans text-base font-semibold">
          <span className="[overflow-wrap:anywhere]">{email}</span>
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="visitor-counts">
          {countsSentence(found)} sur ce site.
        </p>
      </div>
      <ul className="divide-y rounded-xl border" aria-label={`Données de ${email}`}>
        {found.items.map((item) => (
          <VisitorRow key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </ul>
      {hidden > 0 ? <p className="text-xs text-muted-foreground">Et {hidden} de plus, dans l'export et dans la suppression.</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <exporter.Form method="post">
          <SiteIdField />
          <input type="hidden" name="intent" value="export" />
          <input type="hidden" name="email" value={email} />
          <SubmitButton
            submitting={exporting}
            busyLabel="Export en cours..."
            variant="outline"
            icon={<Download aria-hidden="true" />}
            className="w-full sm:w-auto"
          >
            Exporter (JSON)
          </SubmitButton>
        </exporter.Form>
        <Button type="button" variant="destructive" onClick={onDelete} className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          Supprimer toutes ses données
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Le fichier reprend tout ce qui a été reçu de cette personne, avec l'état de chaque demande et vos notes internes{"\u00a0"}: c'est ce qu'elle peut vous
        demander.
      </p>
    </div>
  );
}

function VisitorRow({ item }: { item: VisitorItem }) {
  const message = item.kind === "message";
  const href = message ? `${MESSAGES_PATH}${item.spam ? "?folder=spam" : ""}#${messageAnchor(item.id)}` : `${QUOTES_PATH}#${quoteAnchor(item.id)}`;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <IconTile icon={message ? <Mail /> : <FileText />} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <a href={href} className="min-w-0 font-medium break-words text-foreground underline-offset-4 hover:underline">
            {item.title}
          </a>
          {item.spam ? <Badge variant="warning">Indésirable</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {message ? "Message de contact" : "Demande de devis"} · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

const ACTION_LABELS = { export: "Export", delete: "Suppression" } as const;

function LogCard({ log, loadError }: { log: VisitorDataLogEntry[]; loadError: boolean }) {
  return (
    <SectionCard
      icon={<History />}
      titleId="log-title"
      title="Historique des demandes"
      description="Les exports et suppressions faits sur ce site, sans l'adresse ni les données concernées."
    >
      {log.length === 0 ? (
        <p className="px-5 py-5 text-sm text-muted-foreground sm:px-6">
          {loadError ? "Historique indisponible." : "Aucun export ni suppression pour l'instant."}
        </p>
      ) : (
        <ul className="divide-y">
          {log.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 px-5 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-6">
              <span>
                <span className="font-medium">{ACTION_LABELS[entry.action]}</span>
                <span className="text-muted-foreground">
                  {" "}
                  — {countsText({ messages: entry.counts.messages ?? 0, quotes: entry.counts.quotes ?? 0 })}
                  {entry.actor ? `, par ${entry.actor}` : null}
                </span>
              </span>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {formatDate(entry.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** The answer's file, saved by the browser as `donnees-visiteur-<date>.json`. */
function download(file: VisitorExport) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `donnees-visiteur-${file.exporteLe.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
