import { BadgeCheck, CircleDashed, Copy, Hourglass, ShieldCheck, TriangleAlert } from "lucide-react";
import type { ComponentType } from "react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { DomainState } from "~/db/enums";
import { formatDate } from "~/features/admin-kit/format-date";
import { copyText } from "~/features/admin-kit/copy-text";
import { DOMAIN_STATE_LABELS, type DnsRecord, type DomainStateView } from "~/features/domains/checks/expected-records";
import type { UnresolvableKind } from "~/features/domains/checks/dns-verdict";
import { OWNER_STATE_TEXTS } from "~/features/domains/checks/owner-wording";

export type { DomainStateView };

const LOOK: Record<DomainState, { variant: NonNullable<BadgeProps["variant"]>; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> }> = {
  dns_pending: { variant: "warning", icon: CircleDashed },
  dns_propagating: { variant: "info", icon: Hourglass },
  verified: { variant: "success", icon: BadgeCheck },
  certificate_active: { variant: "success", icon: ShieldCheck },
  dns_changed: { variant: "destructive", icon: TriangleAlert },
};

/**
 * The state's badge: an icon, a colour, the text; 'DNS modifié' says since when.
 * A name no public DNS will ever hold (`unresolvable`) is never 'DNS à configurer', a
 * task nobody can do: a switched-on `.localhost` name works on this machine (the demo's
 * delices.localhost), 'Actif (adresse locale)'; any other such name is to fix.
 */
export function DomainStateBadge({
  state,
  stateChangedAt,
  unresolvable = null,
  isActive = false,
  className,
}: {
  state: DomainState;
  stateChangedAt: string;
  unresolvable?: UnresolvableKind | null;
  isActive?: boolean;
  className?: string;
}) {
  if (unresolvable !== null) {
    const local = unresolvable === "local-only" && isActive;
    const Icon = local ? BadgeCheck : TriangleAlert;
    return (
      <Badge variant={local ? "success" : "destructive"} className={cn("max-w-full whitespace-normal", className)}>
        <Icon aria-hidden />
        <span>{local ? OWNER_STATE_TEXTS.local : OWNER_STATE_TEXTS.notPublic}</span>
      </Badge>
    );
  }
  const { variant, icon: Icon } = LOOK[state];
  return (
    <Badge variant={variant} className={cn("max-w-full whitespace-normal", className)}>
      <Icon aria-hidden />
      <span>
        {DOMAIN_STATE_LABELS[state]}
        {state === "dns_changed" ? (
          <>
            {" "}
            (depuis le <time dateTime={stateChangedAt}>{formatDate(stateChangedAt)}</time>)
          </>
        ) : null}
      </span>
    </Badge>
  );
}

/**
 * A mapping's state with, while something is to do at the registrar, the exact records to create
 * (each value with a copy button) and what the DNS holds now. `compact` leaves the records out.
 */
export function DomainStatePanel({ view, compact = false }: { view: DomainStateView; compact?: boolean }) {
  return (
    <div className="grid min-w-0 gap-2">
      <DomainStateBadge state={view.state} stateChangedAt={view.stateChangedAt} unresolvable={view.unresolvable} isActive={view.isActive} />
      {compact ? null : <DomainRecords view={view} />}
    </div>
  );
}

/** Whether `DomainRecords` has anything to show. */
export function hasDomainRecords(view: DomainStateView | null): view is DomainStateView {
  return view !== null && (view.records.length > 0 || view.seen.length > 0);
}

/** The records to create and what the DNS holds now (nothing once the domain is ours and proven). */
export function DomainRecords({ view }: { view: DomainStateView }) {
  if (!hasDomainRecords(view)) return null;
  return (
    <div className="grid min-w-0 gap-2">
      {view.records.length > 0 ? <RecordsToCreate domain={view.domain} records={view.records} owned={view.owned} /> : null}
      {view.seen.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Actuellement dans le DNS{"\u00a0"}: <span className="font-mono wrap-anywhere text-foreground">{view.seen.join(", ")}</span>
        </p>
      ) : null}
    </div>
  );
}

/** `intro`: the line above the list (off where the text around already says it). */
export function RecordsToCreate({ domain, records, owned, intro = true }: { domain: string; records: DnsRecord[]; owned: boolean; intro?: boolean }) {
  return (
    <div className="grid gap-1.5">
      {intro ? (
        <p className="text-xs text-muted-foreground">
          {owned ? "À créer dans la zone DNS du domaine\u00a0:" : "À créer dans la zone DNS du domaine (le TXT prouve qu'il vous appartient)\u00a0:"}
        </p>
      ) : null}
      <ul className="grid gap-1.5" aria-label={`Enregistrements DNS à créer pour ${domain}`}>
        {records.map((r) => (
          <li
            key={`${r.type}-${r.name}`}
            className="grid min-w-0 gap-1 rounded-md border bg-muted/30 px-2.5 py-2 text-xs sm:grid-cols-[3.5rem_minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:gap-2"
          >
            <span className="font-mono font-semibold">{r.type}</span>
            <span className="min-w-0 font-mono wrap-anywhere text-muted-foreground">{r.name}</span>
            <span className="flex min-w-0 items-center gap-1">
              <code className="min-w-0 flex-1 font-mono wrap-anywhere">{r.value}</code>
              <CopyButton value={r.value} label={`Copier la valeur ${r.type} de ${r.name}`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A real button: copies with the Clipboard API and says so with a toast 'Copié'. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      className="inline-grid size-7 shrink-0 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      onClick={() => copyText(value)}
    >
      <Copy aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
