import { Link } from "react-router";
import { BadgeCheck, BookOpen, Copy, ImageOff, Info, Package, Rss } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionForm } from "~/features/admin-kit/action-form";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { copyText } from "~/features/admin-kit/copy-text";
import { TextField } from "~/features/admin-kit/form-field";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SectionCard } from "~/features/admin-kit/section-card";
import type { FeedKind, LeftOutProduct } from "~/features/social/feeds";
import {
  FEED_GUIDES,
  FEED_TEXTS,
  GUIDE_DESCRIPTION,
  GUIDE_TITLE,
  SOCIAL_SCREEN_TITLE,
  VERIFICATION_TEXTS,
  verificationSchema,
} from "~/features/social/social-schema";
import type { SiteVerification } from "~/features/social/social-schema";

export type SocialScreenData = {
  /** A draft's feeds answer 404 until it is published. */
  published: boolean;
  feeds: { kind: FeedKind; url: string }[];
  /** Both feeds carry the same items. */
  itemCount: number;
  leftOut: LeftOutProduct[];
  /** The codes proving the site to Google and Meta. */
  verification: SiteVerification;
};

const PRODUCTS_PATH = "/admin/products";

/** 'Réseaux sociaux': the two feed addresses with 'Copier', what they carry and leave out, and the guides. */
export function SocialScreen({
  screen,
  actionResult,
}: {
  screen: ({ loadError: false } & SocialScreenData) | { loadError: true };
  actionResult: ActionResult | null;
}) {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={SOCIAL_SCREEN_TITLE} description={FEED_TEXTS.intro} />
      {screen.loadError ? <LoadErrorAlert>{FEED_TEXTS.loadError}</LoadErrorAlert> : <Feeds {...screen} />}
      <Guides />
      {screen.loadError ? null : <Verification saved={screen.verification} actionResult={actionResult} />}
    </div>
  );
}

/** The codes Google and Meta give to prove the site is the merchant's: pasted here, written in the home's head. */
function Verification({ saved, actionResult }: { saved: SiteVerification; actionResult: ActionResult | null }) {
  const form = useActionForm({ schema: verificationSchema, actionData: actionResult });
  const { fetcher, errors, formProps } = form;
  const typed = (name: "google" | "meta") => {
    const value = (fetcher.data ?? actionResult)?.values?.[name];
    return typeof value === "string" ? value : undefined;
  };
  return (
    <fetcher.Form method="post" {...formProps}>
      <SiteIdField />
      <input type="hidden" name="intent" value="save-verification" />
      <SectionCard icon={<BadgeCheck />} titleId="verification-titre" title={VERIFICATION_TEXTS.title} description={VERIFICATION_TEXTS.description}>
        <div className="flex flex-col gap-4 px-5 pt-5 sm:px-6">
          <TextField
            key={`google-${saved.google ?? ""}`}
            name="google"
            label={VERIFICATION_TEXTS.google}
            hint={VERIFICATION_TEXTS.googleHint}
            error={errors.google}
            defaultValue={typed("google") ?? saved.google ?? ""}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            key={`meta-${saved.meta ?? ""}`}
            name="meta"
            label={VERIFICATION_TEXTS.meta}
            hint={VERIFICATION_TEXTS.metaHint}
            error={errors.meta}
            defaultValue={typed("meta") ?? saved.meta ?? ""}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <SaveBar
          form={form}
          label={VERIFICATION_TEXTS.save}
          busyLabel={VERIFICATION_TEXTS.saving}
          className="mx-0 mt-5 rounded-b-xl px-5 sm:mx-0 sm:px-6 md:border-t md:bg-muted/30 md:px-6 md:py-3"
        />
      </SectionCard>
    </fetcher.Form>
  );
}

function Feeds({ published, feeds, itemCount, leftOut }: SocialScreenData) {
  return (
    <>
      <SectionCard icon={<Rss />} titleId="catalogues-titre" title={FEED_TEXTS.feedsTitle} description={FEED_TEXTS.feedsDescription}>
        <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
          {published ? null : (
            <p role="status" className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {FEED_TEXTS.draft}
            </p>
          )}
          <ul className="flex flex-col gap-3">
            {feeds.map((feed) => (
              <FeedRow key={feed.kind} kind={feed.kind} url={feed.url} itemCount={itemCount} />
            ))}
          </ul>
          <div className="flex flex-col gap-1 text-sm text-muted-foreground">
            <p>{FEED_TEXTS.whatIsIn}</p>
            <p>{FEED_TEXTS.freshness}</p>
          </div>
        </div>
      </SectionCard>
      <LeftOut leftOut={leftOut} />
    </>
  );
}

function FeedRow({ kind, url, itemCount }: { kind: FeedKind; url: string; itemCount: number }) {
  const name = FEED_TEXTS.names[kind];
  const nameId = `catalogue-${kind}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4" data-testid={`feed-${kind}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={nameId} className="font-sans text-sm font-semibold text-foreground">
          {name}
        </h3>
        <Badge variant="outline">{FEED_TEXTS.formats[kind]}</Badge>
        <Badge variant={itemCount > 0 ? "success" : "warning"} data-testid={`feed-${kind}-count`}>
          {FEED_TEXTS.itemCount(itemCount)}
        </Badge>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 rounded-md border bg-background px-3 py-2 font-mono text-sm break-all text-foreground select-all"
          data-testid={`feed-${kind}-url`}
        >
          {url}
        </code>
        <Button type="button" size="sm" className="self-start sm:self-auto" aria-label={FEED_TEXTS.copyLabel(name)} onClick={() => copyText(url)}>
          <Copy aria-hidden="true" />
          {FEED_TEXTS.copy}
        </Button>
      </div>
    </li>
  );
}

function LeftOut({ leftOut }: { leftOut: LeftOutProduct[] }) {
  return (
    <SectionCard icon={<ImageOff />} titleId="non-inclus-titre" title={FEED_TEXTS.leftOutTitle} description={FEED_TEXTS.leftOutDescription}>
      <div className="flex flex-col gap-3 px-5 py-5 sm:px-6" data-testid="feed-left-out">
        {leftOut.length === 0 ? (
          <p className="text-sm text-foreground">{FEED_TEXTS.leftOutNone}</p>
        ) : (
          <>
            <ul className="divide-y rounded-lg border">
              {leftOut.map((product) => (
                <li key={product.productId} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                  <span className="min-w-0 font-medium break-words text-foreground">{product.name}</span>
                  <Badge variant="warning">{FEED_TEXTS.reasons[product.reason]}</Badge>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
              <p>{FEED_TEXTS.leftOutFix}</p>
              <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
                <Link to={PRODUCTS_PATH}>
                  <Package aria-hidden="true" />
                  {FEED_TEXTS.productsLink}
                </Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </SectionCard>
  );
}

function Guides() {
  return (
    <SectionCard icon={<BookOpen />} titleId="mode-emploi-titre" title={GUIDE_TITLE} description={GUIDE_DESCRIPTION}>
      <div className="grid gap-6 px-5 py-5 sm:px-6 md:grid-cols-2">
        {(["meta", "google"] as const).map((kind) => {
          const guide = FEED_GUIDES[kind];
          return (
            <section key={kind} aria-labelledby={`guide-${kind}`} className="flex flex-col gap-3">
              <h3 id={`guide-${kind}`} className="font-sans text-sm font-semibold text-foreground">
                {guide.title}
              </h3>
              <ol className="flex flex-col gap-2.5">
                {guide.steps.map((step, index) => (
                  <li key={step} className="flex gap-3 text-sm text-foreground">
                    <span
                      aria-hidden="true"
                      className="grid size-6 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
              <p className="text-sm text-muted-foreground">{guide.note}</p>
            </section>
          );
        })}
      </div>
    </SectionCard>
  );
}
