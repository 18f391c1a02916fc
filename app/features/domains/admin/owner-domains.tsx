import { useId } from "react";
import { Card } from "~/components/ui/card";
import { DeleteButton } from "~/features/admin-kit/confirm-delete";
import type { DnsRecord, DomainStateView } from "~/features/domains/checks/expected-records";
import type { DomainMappingRow } from "~/features/domains/domain-mappings.server";
import { Info } from "lucide-react";
import { CUSTOM_DOMAINS_UNAVAILABLE, ownerPairState } from "~/features/domains/checks/owner-wording";
import { OwnerStateBadge } from "~/features/domains/admin/owner-state-badge";
import { CanonicalChoice } from "~/features/domains/admin/canonical-choice";
import { DomainName } from "~/features/domains/admin/domain-name";
import { CopyButton } from "~/features/domains/admin/domain-state";
import { VerifyButton } from "~/features/domains/admin/verify-button";

/** What the owner's screen needs of a mapping (the admins' MappingView adds its token and dates). */
export type OwnerMapping = Pick<DomainMappingRow, "id" | "domain" | "siteId" | "siteName" | "isActive" | "isCanonical"> & {
  /** ISO timestamp; null: ownership not proven yet, the mapping stays inactive. */
  verifiedAt: string | null;
  /** The mapping's DNS/certificate state (null when it could not be read). */
  check: DomainStateView | null;
};

type Pair<M> = { key: string; bare: string; names: M[] };

/** The owner's mappings by pair (a bare name and its www. twin), the bare name first, pairs in the list's order. */
export function groupPairs<M extends { domain: string; siteId: string }>(mappings: readonly M[]): Pair<M>[] {
  const pairs = new Map<string, Pair<M>>();
  for (const m of mappings) {
    const bare = m.domain.replace(/^www\./, "");
    const key = `${m.siteId}|${bare}`;
    const pair = pairs.get(key) ?? { key, bare, names: [] };
    pair.names.push(m);
    pairs.set(key, pair);
  }
  for (const pair of pairs.values()) pair.names.sort((a, b) => Number(a.domain.startsWith("www.")) - Number(b.domain.startsWith("www.")));
  return [...pairs.values()];
}

/**
 * /admin/domains for a shop owner: one card per domain (the bare name and its www.
 * twin together), one state, the settings to copy to her registrar for HER names with copy
 * buttons while something is to do, 'Vérifier maintenant' with its answer, and once the domain
 * is hers, the choice of the main address. No switch, no per-name badges: admins keep those.
 */
export function OwnerDomains<M extends OwnerMapping>({
  mappings,
  openUrl,
  onDelete,
  available = true,
}: {
  mappings: M[];
  openUrl: (domain: string) => string;
  onDelete: (mapping: M) => void;
  /** False while the platform has no public address: no settings to copy, the state says it waits for the platform. */
  available?: boolean;
}) {
  return (
    <ul className="grid gap-4" aria-label="Vos domaines">
      {groupPairs(mappings).map((pair) => (
        <li key={pair.key}>
          <PairCard pair={pair} openUrl={openUrl} onDelete={onDelete} available={available} />
        </li>
      ))}
    </ul>
  );
}

function PairCard<M extends OwnerMapping>({
  pair,
  openUrl,
  onDelete,
  available,
}: {
  pair: Pair<M>;
  openUrl: (domain: string) => string;
  onDelete: (mapping: M) => void;
  available: boolean;
}) {
  const titleId = useId();
  const views = pair.names.map((m) => m.check).filter((v): v is DomainStateView => v !== null);
  const state = ownerPairState(views, available);
  const owned = pair.names.some((m) => m.verifiedAt !== null);
  // Settings to add while something is to do — never for a name that can exist nowhere (its state says so).
  const todo = state.tone === "todo" || (state.tone === "fix" && views.every((v) => v.unresolvable === null));
  const records = todo && available ? views.flatMap((v) => v.records) : [];
  const both = pair.names.length === 2 ? ([pair.names[0]?.id ?? "", pair.names[1]?.id ?? ""] as const) : null;
  const first = pair.names[0];
  return (
    <Card className="gap-4 px-4 py-4 sm:px-6" aria-labelledby={titleId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={titleId} className="min-w-0 font-mono text-base font-semibold wrap-anywhere">
          {pair.bare}
        </h2>
        <OwnerStateBadge state={state} />
      </div>

      {records.length > 0 ? <RecordsToCopy bare={pair.bare} records={records} owned={owned} /> : null}

      {first ? <VerifyButton mappingId={first.id} domain={pair.bare} /> : null}

      <div className="grid gap-2 border-t pt-3">
        <p className="text-xs text-muted-foreground">Les adresses de ce domaine{"\u00a0"}:</p>
        <ul className="grid gap-2">
          {pair.names.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <DomainName domain={m.domain} href={openUrl(m.domain)} />
              <span className="flex items-center gap-3">
                {/* The main address is hers to choose once the domain is proven hers. */}
                {owned && both ? <CanonicalChoice mapping={m} pair={both} /> : null}
                <DeleteButton label={`Supprimer ${m.domain}`} onClick={() => onDelete(m)} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/**
 * The platform has no public address for merchants' domains yet (a demo on 127.0.0.1, a
 * platform whose operator has not set PUBLIC_IPV4 / CNAME_TARGET): said once, in her words, in place
 * of the guide; her site's platform address stays in its own card above.
 */
export function CustomDomainsUnavailable() {
  const titleId = useId();
  return (
    <Card className="flex-row gap-3 px-5 py-4 sm:px-6" aria-labelledby={titleId} role="region" data-testid="custom-domains-unavailable">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
        <Info className="size-4" />
      </span>
      <div className="min-w-0 text-sm">
        <h2 id={titleId} className="mb-1 font-sans text-sm font-semibold">
          {CUSTOM_DOMAINS_UNAVAILABLE.title}
        </h2>
        <p className="text-muted-foreground">{CUSTOM_DOMAINS_UNAVAILABLE.text}</p>
      </div>
    </Card>
  );
}

/** The part of a name the registrar's form asks for, on a domain like boulangerie-martin.fr: '_vitrine', 'www', or nothing (the domain itself). */
export function shortName(name: string, bare: string): string | null {
  const labels = bare.split(".");
  if (labels.length !== 2) return null;
  if (name === bare) return "";
  return name.endsWith(`.${bare}`) ? name.slice(0, -(bare.length + 1)) : null;
}

const PURPOSE: Record<DnsRecord["type"], (name: string) => string> = {
  TXT: () => "Prouve que le domaine est à vous",
  A: (name) => `Fait arriver les visiteurs de ${name} sur votre site`,
  AAAA: (name) => `Fait arriver les visiteurs de ${name} sur votre site (réseaux récents)`,
  CNAME: (name) => `Fait arriver les visiteurs de ${name} sur votre site`,
};

/**
 * Her settings, one card each, laid out like the form she fills at her registrar: the type to
 * pick in its list (the only place TXT, A or CNAME appear), the name, the value, each to copy.
 */
function RecordsToCopy({ bare, records, owned }: { bare: string; records: DnsRecord[]; owned: boolean }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {owned
          ? "À ajouter chez votre fournisseur de domaine (voir «\u00a0Relier votre nom de domaine, pas à pas\u00a0» plus bas)\u00a0:"
          : "Pour relier ce domaine à votre site, ajoutez ces réglages chez votre fournisseur de domaine (voir «\u00a0Relier votre nom de domaine, pas à pas\u00a0» plus bas)\u00a0:"}
      </p>
      <ol className="grid gap-2" aria-label={`Réglages à ajouter pour ${bare}`}>
        {records.map((r, index) => {
          const short = shortName(r.name, bare);
          return (
            <li key={`${r.type}-${r.name}`} className="grid min-w-0 gap-1.5 rounded-md border bg-muted/30 px-3 py-2.5 text-sm">
              <p className="font-medium">
                Réglage {index + 1}
                <span className="font-normal text-muted-foreground"> — {PURPOSE[r.type](r.name)}</span>
              </p>
              <dl className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-3">
                <dt className="text-muted-foreground">Type</dt>
                <dd className="font-mono font-semibold">{r.type}</dd>
                <dt className="text-muted-foreground">Nom (ou sous-domaine)</dt>
                <dd className="flex min-w-0 items-center gap-1">
                  <span className="min-w-0 flex-1 wrap-anywhere">
                    {short === "" ? (
                      <>
                        laissez vide (ou «{"\u00a0"}@{"\u00a0"}»)
                        <span className="text-muted-foreground"> — c'est {r.name} lui-même</span>
                      </>
                    ) : (
                      <>
                        <code className="font-mono">{short ?? r.name}</code>
                        {short ? (
                          <span className="text-muted-foreground">
                            {" "}
                            — nom complet{"\u00a0"}: {r.name}
                          </span>
                        ) : null}
                      </>
                    )}
                  </span>
                  {short === "" ? null : <CopyButton value={short ?? r.name} label={`Copier le nom du réglage ${index + 1}`} />}
                </dd>
                <dt className="text-muted-foreground">Valeur (ou cible)</dt>
                <dd className="flex min-w-0 items-center gap-1">
                  <code className="min-w-0 flex-1 font-mono wrap-anywhere">{r.value}</code>
                  <CopyButton value={r.value} label={`Copier la valeur du réglage ${index + 1}`} />
                </dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
