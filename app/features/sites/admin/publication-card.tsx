import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ArrowRight, EyeOff, Globe, Landmark, Mail, PencilRuler, Rocket } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { PUBLICATION_ACTION, PUBLICATION_INTENTS, PUBLICATION_TEXTS } from "~/features/sites/publication";
import { LEGAL_SETTINGS_HREF, MEDIATOR_LABEL, legalMissingText } from "~/features/legal/legal-notice";

/**
 * Both buttons share one keyed fetcher, whose answer `PublicationToast` shows: the button that
 * sent it is gone once the page reloads its data (a published site has no 'Publier mon site').
 */
const PUBLICATION_FETCHER = "publication";

function usePublicationFetcher() {
  return useFetcher<ActionResult>({ key: PUBLICATION_FETCHER });
}

/** The answer of 'Publier mon site' or 'Dépublier', as a toast; mounted by the pages that have them. */
export function PublicationToast() {
  useResultToast(usePublicationFetcher().data);
  return null;
}

/**
 * 'Renvoyer l'e-mail de confirmation': a new link to the site owner's address, through
 * the dashboard's action like 'Publier mon site' (rate-limited there); its answer is the same toast.
 */
export function ResendConfirmationButton() {
  const fetcher = usePublicationFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={PUBLICATION_ACTION}>
      <SiteIdField />
      <input type="hidden" name="intent" value={PUBLICATION_INTENTS.resendConfirmation} />
      <SubmitButton size="sm" variant="outline" submitting={busy} busyLabel={PUBLICATION_TEXTS.resending} icon={<Mail aria-hidden="true" />}>
        {PUBLICATION_TEXTS.resend}
      </SubmitButton>
    </fetcher.Form>
  );
}

/** 'Publier mon site': one post to the dashboard's action (siteAction: the session's site only). */
export function PublishButton({ className }: { className?: string }) {
  const fetcher = usePublicationFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={PUBLICATION_ACTION} className={className}>
      <SiteIdField />
      <input type="hidden" name="intent" value={PUBLICATION_INTENTS.publish} />
      <SubmitButton size="lg" submitting={busy} busyLabel={PUBLICATION_TEXTS.publishing} icon={<Rocket aria-hidden="true" />} className="w-full sm:w-auto">
        {PUBLICATION_TEXTS.publish}
      </SubmitButton>
    </fetcher.Form>
  );
}

/** 'Dépublier', confirmed first: the site goes back to 'Bientôt en ligne' for its visitors. */
export function UnpublishButton() {
  const fetcher = usePublicationFetcher();
  const busy = fetcher.state !== "idle";
  // Open until an answer arrives: the answer's id when it was opened (none yet: null).
  const [openedWith, setOpenedWith] = useState<string | null | undefined>(undefined);
  const answered = fetcher.data?.id ?? null;
  const open = openedWith !== undefined && (busy || answered === openedWith);
  const close = () => setOpenedWith(undefined);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpenedWith(answered)}>
        <EyeOff aria-hidden="true" />
        {PUBLICATION_TEXTS.unpublish}
      </Button>
      <ConfirmDialog open={open} onCancel={close} busy={busy} title={PUBLICATION_TEXTS.unpublishTitle} description={PUBLICATION_TEXTS.unpublishDescription}>
        <fetcher.Form method="post" action={PUBLICATION_ACTION}>
          <SiteIdField />
          <input type="hidden" name="intent" value={PUBLICATION_INTENTS.unpublish} />
          <ConfirmFooter busy={busy}>
            <SubmitButton variant="destructive" submitting={busy} busyLabel={PUBLICATION_TEXTS.unpublishing} icon={<EyeOff aria-hidden="true" />}>
              {PUBLICATION_TEXTS.unpublish}
            </SubmitButton>
          </ConfirmFooter>
        </fetcher.Form>
      </ConfirmDialog>
    </>
  );
}

/**
 * Why 'Publier mon site' waits: the owner's address is not confirmed yet. `resendConfirmation` is
 * the sign-up's 'Renvoyer l'e-mail de confirmation' button (app/features/signup/
 * sign-up part), passed in by the route; nothing is shown in its place without it.
 */
export function UnconfirmedAddressNotice({ resendConfirmation }: { resendConfirmation?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start">
      <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">{PUBLICATION_TEXTS.unconfirmed}</p>
        <p>{PUBLICATION_TEXTS.unconfirmedHelp}</p>
        {resendConfirmation ? <div className="mt-2">{resendConfirmation}</div> : null}
      </div>
    </div>
  );
}

/**
 * Why 'Publier mon site' waits: the consumer mediator is missing (the action refuses with the same
 * words). Links to the settings section where she fills it.
 */
export function MediatorMissingNotice() {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start">
      <Landmark aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">{legalMissingText([MEDIATOR_LABEL])}</p>
        <Button asChild size="sm" variant="outline" className="mt-2 justify-self-start">
          <Link to={LEGAL_SETTINGS_HREF}>
            {PUBLICATION_TEXTS.mediatorLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The site's publication state and its one control: 'Dépublier' for a published site; for a
 * draft, 'Publier mon site' once the owner's address is confirmed and the consumer mediator is
 * filled (`mediatorMissing`: why not yet). On the settings screen, and on
 * the dashboard of a published site (a draft's dashboard has the getting-started checklist).
 */
export function PublicationCard({
  published,
  ownerConfirmed,
  mediatorMissing = false,
  resendConfirmation,
}: {
  published: boolean;
  ownerConfirmed: boolean;
  mediatorMissing?: boolean;
  resendConfirmation?: ReactNode;
}) {
  const canPublish = ownerConfirmed && !mediatorMissing;
  return (
    <Card className="gap-4 px-5 py-5 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className={
              published
                ? "grid size-9 shrink-0 place-items-center rounded-lg bg-green-50 text-green-700"
                : "grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700"
            }
          >
            {published ? <Globe className="size-4" /> : <PencilRuler className="size-4" />}
          </span>
          <div className="min-w-0">
            <h2 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
              {published ? PUBLICATION_TEXTS.onlineTitle : PUBLICATION_TEXTS.draftTitle}
              <Badge variant={published ? "success" : "warning"}>{published ? PUBLICATION_TEXTS.statusPublished : PUBLICATION_TEXTS.statusDraft}</Badge>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{published ? PUBLICATION_TEXTS.onlineDescription : PUBLICATION_TEXTS.draftDescription}</p>
          </div>
        </div>
        {published ? (
          <div className="shrink-0">
            <UnpublishButton />
          </div>
        ) : canPublish ? (
          <PublishButton className="shrink-0" />
        ) : null}
      </div>
      {!published && !ownerConfirmed ? <UnconfirmedAddressNotice resendConfirmation={resendConfirmation} /> : null}
      {!published && ownerConfirmed && mediatorMissing ? <MediatorMissingNotice /> : null}
    </Card>
  );
}
