import type { ReactNode } from "react";
import { IconTile } from "~/features/admin-kit/section-card";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Link } from "react-router";
import { AlertTriangle, ArrowRight, CircleCheck, Clock, FileText, Hourglass, Inbox, Mail, Plus, Store, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DASHBOARD_LOADING } from "~/features/back-office/dashboard-skeleton";
import { cn } from "~/lib/cn";
import { quoteStatusLabel, type QuoteStatusLabel } from "~/features/quotes/quote-status";
import { formatDate } from "~/features/admin-kit/format-date";
import { PageHeader } from "~/features/admin-kit/page-header";
import { OwnerStateBadge } from "~/features/domains/admin/owner-state-badge";
import type { SiteDomainLine } from "~/features/domains/checks/owner-wording";
import { DataTable } from "~/components/ui/data-table";
import type { LiveStatusProps } from "~/features/hours/public/live-status";
import { TickingLiveStatus } from "~/features/hours/admin/ticking-live-status";
import { PublicationCard, PublicationToast } from "~/features/sites/admin/publication-card";
import { SiteAddressCard, type SiteAddressView } from "~/features/sites/admin/site-address-card";
import { GettingStartedCard } from "~/features/back-office/getting-started/getting-started-card";
import type { GettingStarted } from "~/features/back-office/getting-started/getting-started";
import { LegalIncompleteCard } from "~/features/back-office/getting-started/legal-incomplete-card";
import type { MissingLegalField } from "~/features/legal/legal-notice";
import type { SitePlan } from "~/db/enums";
import { planIncludes } from "~/features/plans/plans";
import { PlatformSettingsCard, type PlatformSettingGapView } from "~/features/back-office/platform-settings-card";
import { AdvisorCard } from "~/features/support/admin/advisor-card";
import type { AdvisorCardView } from "~/features/support/advisors.server";

/** `publishedAt`: an ISO date, null for a draft; `plan`: what the site has (the quote requests come with its quote form). */
export type DashboardSite = { id: string; name: string; publishedAt?: Date | string | null; plan?: SitePlan };
/** Why there is no site to show: a user without one, or an admin on a platform without any site. */
export type NoSiteReason = "user-without-site" | "admin-without-site";

export const DASHBOARD_TEXTS = {
  userWithoutSite: "Vous n'avez pas encore de site attribué. Veuillez contacter un administrateur.",
  adminWithoutSite: "Aucun site n'existe encore. Créez un premier site, ou sélectionnez-en un dans la liste des sites.",
  loadFailed: "Impossible de charger les demandes de devis.",
  loading: DASHBOARD_LOADING,
} as const;

const QUOTES_PATH = "/admin/content/quotes";
const MESSAGES_PATH = "/admin/content/messages";
const HOURS_PATH = "/admin/pages/hours";
/** What today's open/closed line needs (the public page's `LiveStatus`): the site's hours, zone and the loader's instant. */
export type DashboardHours = Omit<LiveStatusProps, "className">;
export type DashboardStats = { total: number; new: number; inProgress: number; completed: number };
export type RecentQuote = {
  id: string | number;
  firstName: string | null;
  lastName: string | null;
  serviceType: string | null;
  status: string;
  /** ISO timestamp. */
  createdAt: string;
};

type StatKey = keyof DashboardStats;

const STAT_CARDS: readonly { key: StatKey; label: string; icon: LucideIcon; tone: string }[] = [
  { key: "total", label: "Total", icon: FileText, tone: "bg-gray-100 text-gray-700" },
  { key: "new", label: "Nouveaux", icon: Inbox, tone: "bg-sky-50 text-sky-700" },
  { key: "inProgress", label: "En cours", icon: Hourglass, tone: "bg-amber-50 text-amber-700" },
  { key: "completed", label: "Terminés", icon: CircleCheck, tone: "bg-green-50 text-green-700" },
];

const STATUS_VARIANT: Record<QuoteStatusLabel, NonNullable<BadgeProps["variant"]>> = {
  Nouveau: "info",
  "En cours": "warning",
  Terminé: "success",
};

const EMPTY_STATS: DashboardStats = { total: 0, new: 0, inProgress: 0, completed: 0 };

/** /admin/dashboard: the selected site's quote counts and latest requests. */
export function Dashboard({
  site,
  stats,
  recent,
  unreadMessages = 0,
  hours = null,
  noSiteReason = "user-without-site",
  loadError = false,
  checklist = null,
  legalMissing = null,
  hostLegalMissing = [],
  resendConfirmation,
  domainState = null,
  address = null,
  platformGaps = [],
  advisor = null,
}: {
  site: DashboardSite | null;
  stats: DashboardStats | null;
  recent: RecentQuote[];
  /** Beyond the spec: the inbox's unread contact messages. */
  unreadMessages?: number;
  /** Beyond the spec: today's open/closed line; null when the hours could not be read. */
  hours?: DashboardHours | null;
  noSiteReason?: NoSiteReason;
  loadError?: boolean;
  /** A draft's getting-started checklist (null for a published site, or when it failed to load). */
  checklist?: GettingStarted | null;
  /** A published site's missing 'Mentions légales' fields (a draft's checklist has them). */
  legalMissing?: MissingLegalField[] | null;
  /** What the host's part of the legal pages lacks (HOST_LEGAL_*), the platform's to complete. */
  hostLegalMissing?: string[];
  /** The settings merchants depend on that the server lacks; admins only (empty for owners). */
  platformGaps?: PlatformSettingGapView[];
  /** The sign-up's 'Renvoyer l'e-mail de confirmation' button (app/features/signup/), shown while the owner's address is unconfirmed. */
  resendConfirmation?: ReactNode;
  /** The site's canonical domain and its pair's one state in plain French; null when it has none (or it could not be read). */
  domainState?: SiteDomainLine | null;
  /** The site's main address and its QR code; null when it has none (or it could not be read). */
  address?: SiteAddressView | null;
  /** An Expert site's named advisor ('Votre conseiller'); null outside Expert or when none is set. */
  advisor?: AdvisorCardView | null;
}) {
  if (!site) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Tableau de bord" />
        <PlatformSettingsCard gaps={platformGaps} />
        {noSiteReason === "admin-without-site" ? (
          <EmptyState
            icon={<Store />}
            actions={
              <Button asChild size="sm">
                <Link to="/admin/sites">
                  <Plus aria-hidden="true" />
                  Créer ou sélectionner un site
                </Link>
              </Button>
            }
          >
            {DASHBOARD_TEXTS.adminWithoutSite}
          </EmptyState>
        ) : (
          <EmptyState icon={<Store />}>{DASHBOARD_TEXTS.userWithoutSite}</EmptyState>
        )}
      </div>
    );
  }

  const counts = stats ?? EMPTY_STATS;
  // The quote requests come with the quote form (the services page's feature); a site
  // whose plan has none sees them only when it holds some from before a change of plan.
  const quotesShown = !site.plan || planIncludes(site.plan, "services") || counts.total > 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tableau de bord"
        description={
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
            <p className="flex min-w-0 items-center gap-1.5">
              <Store aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{site.name}</span>
            </p>
            {domainState ? (
              <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs">
                <span className="font-mono wrap-anywhere">{domainState.domain}</span>
                <OwnerStateBadge state={domainState.summary} />
              </p>
            ) : null}
          </div>
        }
      />

      {address ? <SiteAddressCard address={address} /> : null}
      <PublicationToast />
      {site.publishedAt ? null : checklist ? (
        <GettingStartedCard checklist={checklist} resendConfirmation={resendConfirmation} />
      ) : (
        <PublicationCard published={false} ownerConfirmed resendConfirmation={resendConfirmation} />
      )}
      <PlatformSettingsCard gaps={platformGaps} />
      {site.publishedAt && legalMissing && (legalMissing.length > 0 || hostLegalMissing.length > 0) ? (
        <LegalIncompleteCard missing={legalMissing} hostMissing={hostLegalMissing} />
      ) : null}

      <section aria-labelledby="dashboard-today" className="grid gap-3 sm:grid-cols-2 lg:gap-4">
        <h2 id="dashboard-today" className="sr-only">
          Aujourd'hui
        </h2>
        <TodayCard hours={hours} />
        <MessagesCard unread={unreadMessages} />
      </section>
      {advisor ? <AdvisorCard advisor={advisor} /> : null}

      {quotesShown ? (
        <>
          <section aria-labelledby="dashboard-stats" className="grid gap-3">
            <div className="grid gap-1">
              <h2 id="dashboard-stats" className="text-base font-semibold">
                Demandes de devis
              </h2>
              <p className="text-sm text-muted-foreground">Les demandes reçues par le formulaire de devis de votre site, selon leur statut.</p>
            </div>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
              {STAT_CARDS.map(({ key, label, icon: Icon, tone }) => (
                <Card key={key} className="gap-3 p-4 sm:p-5">
                  {/* dt and dd stay direct children of the card (a div in the dl), as HTML requires. */}
                  <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                    {label}
                    <IconTile icon={<Icon />} className={cn("mt-0", tone)} />
                  </dt>
                  <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{counts[key]}</dd>
                </Card>
              ))}
            </dl>
          </section>

          <Card className="gap-0 overflow-hidden py-0">
            <CardHeader className="flex-row items-center justify-between gap-3 border-b px-4 py-4 sm:px-6">
              <div className="grid min-w-0 gap-1">
                <CardTitle as="h2">Demandes de devis récentes</CardTitle>
                <CardDescription>Les dix dernières demandes reçues sur ce site.</CardDescription>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={QUOTES_PATH} prefetch="intent">
                  Tout voir
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardHeader>
            {loadError ? (
              <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-red-50 text-red-700">
                  <AlertTriangle className="size-5" />
                </span>
                <p className="text-sm font-medium text-red-800">{DASHBOARD_TEXTS.loadFailed}</p>
              </div>
            ) : recent.length === 0 ? (
              <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-muted text-muted-foreground">
                  <Inbox className="size-5" />
                </span>
                <p className="text-sm text-muted-foreground">Aucune demande de devis pour le moment.</p>
              </div>
            ) : (
              <RecentQuotes quotes={recent} />
            )}
          </Card>
        </>
      ) : null}

      {site.publishedAt ? <PublicationCard published ownerConfirmed /> : null}
    </div>
  );
}

/** Today's open/closed line, as the public page shows it; a prompt when the site has no hours yet. */
function TodayCard({ hours }: { hours: DashboardHours | null }) {
  const hasHours = hours !== null && hours.hours.length > 0;
  return (
    <Card className="flex-row items-center justify-between gap-3 p-4 sm:p-5">
      <div className="grid min-w-0 gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          Votre boutique aujourd'hui
        </p>
        {hasHours ? (
          <TickingLiveStatus {...hours} className="justify-self-start" />
        ) : (
          <p className="text-sm">{hours ? "Horaires non renseignés" : "Horaires indisponibles"}</p>
        )}
      </div>
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link to={HOURS_PATH} prefetch="intent">
          {hasHours ? "Horaires" : "Renseigner"}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

/** The unread contact messages, with the way to them. */
function MessagesCard({ unread }: { unread: number }) {
  return (
    <Card className="flex-row items-center justify-between gap-3 p-4 sm:p-5">
      <div className="grid min-w-0 gap-1">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Mail aria-hidden="true" className="size-4" />
          Messages non lus
        </p>
        <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="unread-messages">
          {unread}
        </p>
      </div>
      <Button asChild variant={unread > 0 ? "default" : "outline"} size="sm" className="shrink-0">
        <Link to={MESSAGES_PATH} prefetch="intent">
          {unread > 0 ? "Lire" : "Messages"}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

function customerName(quote: RecentQuote): string {
  return [quote.firstName, quote.lastName].filter(Boolean).join(" ").trim() || "—";
}

/** To the request on the quotes screen (its card carries the id as anchor). */
function QuoteLink({ quote, className }: { quote: RecentQuote; className?: string }) {
  return (
    <Link to={`${QUOTES_PATH}#quote-${quote.id}`} className={cn("underline-offset-4 hover:text-primary hover:underline focus-visible:underline", className)}>
      {customerName(quote)}
    </Link>
  );
}

function StatusBadge({ status }: { status: string }) {
  const label = quoteStatusLabel(status);
  return <Badge variant={STATUS_VARIANT[label]}>{label}</Badge>;
}

/** A table from `md` up; stacked cards on phones (only one of the two is displayed). */
function RecentQuotes({ quotes }: { quotes: RecentQuote[] }) {
  return (
    <>
      <ul className="divide-y md:hidden">
        {quotes.map((quote) => (
          <li key={quote.id} className="flex flex-col gap-1.5 px-4 py-3.5">
            <div className="flex items-start justify-between gap-3">
              <QuoteLink quote={quote} className="min-w-0 truncate font-medium" />
              <StatusBadge status={quote.status} />
            </div>
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              <span className="min-w-0 truncate">{quote.serviceType || "—"}</span>
              <time dateTime={quote.createdAt} className="shrink-0 tabular-nums">
                {formatDate(quote.createdAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>

      <DataTable columns={[{ label: "Client" }, { label: "Service" }, { label: "Date" }, { label: "Statut" }]}>
        {quotes.map((quote) => (
          <tr key={quote.id} className="transition-colors hover:bg-muted/40">
            <td className="max-w-64 truncate px-6 py-3 font-medium">
              <QuoteLink quote={quote} />
            </td>
            <td className="max-w-72 truncate px-4 py-3 text-muted-foreground">{quote.serviceType || "—"}</td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
              <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
            </td>
            <td className="px-6 py-3">
              <StatusBadge status={quote.status} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
