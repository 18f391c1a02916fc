import { CircleCheck, FileText, Hourglass, Inbox, Store, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { quoteStatusLabel, type QuoteStatusLabel } from "~/features/quotes/quote-status";
import { formatDate } from "~/features/back-office/format-date";
import { PageHeader } from "~/features/back-office/page-header";

export type DashboardSite = { id: string; name: string };
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

/** /admin/dashboard (back-office.md §2): the selected site's quote counts and latest requests. */
export function Dashboard({
  site,
  stats,
  recent,
}: {
  site: DashboardSite | null;
  stats: DashboardStats | null;
  recent: RecentQuote[];
}) {
  if (!site) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Tableau de bord" />
        <Card className="items-center gap-3 px-6 py-12 text-center">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <Store className="size-6" />
          </span>
          <p className="max-w-md text-sm text-muted-foreground">
            Vous n'avez pas encore de site attribué. Veuillez contacter un administrateur.
          </p>
        </Card>
      </div>
    );
  }

  const counts = stats ?? EMPTY_STATS;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tableau de bord"
        description={
          <p className="flex min-w-0 items-center gap-1.5">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{site.name}</span>
          </p>
        }
      />

      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          Demandes de devis
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {STAT_CARDS.map(({ key, label, icon: Icon, tone }) => (
            <Card key={key} className="gap-3 p-4 sm:p-5">
              {/* dt and dd stay direct children of the card (a div in the dl), as HTML requires. */}
              <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                {label}
                <span aria-hidden="true" className={cn("grid size-8 place-items-center rounded-lg", tone)}>
                  <Icon className="size-4" />
                </span>
              </dt>
              <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{counts[key]}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <Card className="gap-0 overflow-hidden py-0">
        <CardHeader className="border-b py-4">
          <CardTitle as="h2">Demandes de devis récentes</CardTitle>
          <CardDescription>Les dix dernières demandes reçues sur ce site.</CardDescription>
        </CardHeader>
        {recent.length === 0 ? (
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
    </div>
  );
}

function customerName(quote: RecentQuote): string {
  return [quote.firstName, quote.lastName].filter(Boolean).join(" ").trim() || "—";
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
              <p className="min-w-0 truncate font-medium">{customerName(quote)}</p>
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

      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-xs font-medium text-muted-foreground">
            <tr>
              <th scope="col" className="px-6 py-2.5 font-medium">
                Client
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Service
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Date
              </th>
              <th scope="col" className="px-6 py-2.5 font-medium">
                Statut
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {quotes.map((quote) => (
              <tr key={quote.id} className="transition-colors hover:bg-muted/40">
                <td className="max-w-64 truncate px-6 py-3 font-medium">{customerName(quote)}</td>
                <td className="max-w-72 truncate px-4 py-3 text-muted-foreground">{quote.serviceType || "—"}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                  <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
                </td>
                <td className="px-6 py-3">
                  <StatusBadge status={quote.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
