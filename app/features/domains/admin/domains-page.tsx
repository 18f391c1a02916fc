import { Fragment, useState } from "react";
import { useFetcher } from "react-router";
import { ExternalLink, Globe, Pencil, Plus, RefreshCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { formatDate } from "~/features/admin-kit/format-date";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { DomainDialog, DOMAINS_ACTION, type SiteChoice } from "./domain-dialog";
import { DOMAIN_MESSAGES } from "../domain-result";
import { HostingInstructions, type PlatformView } from "./hosting-instructions";
import { DataTable } from "~/components/ui/data-table";
import { DomainRecords, DomainStateBadge, DomainStatePanel, hasDomainRecords, type DomainStateView } from "./domain-state";

export type MappingView = {
  id: string;
  domain: string;
  siteId: string;
  siteName: string;
  isActive: boolean;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Issue 15: the mapping's DNS/certificate state (null when it could not be read). */
  check: DomainStateView | null;
};

type Props = {
  mappings: MappingView[];
  sites: SiteChoice[];
  currentSiteId: string | null;
  platform: PlatformView & { protocol: string; port: string };
  loadError: boolean;
};

/** /admin/domains (back-office.md §2, §5, §8): admins map merchants' domains to their sites. */
export function DomainsPage({ mappings, sites, currentSiteId, platform, loadError }: Props) {
  const [creating, setCreating] = useState(false);
  // The edited mapping stays set while the dialog closes, so its content does not flip to "create".
  const [editing, setEditing] = useState<MappingView | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<MappingView | null>(null);

  const openUrl = (domain: string) => `${platform.protocol}//${domain}${platform.port ? `:${platform.port}` : ""}/`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Domaines"
        description="Les noms de domaine des commerçants et le site que chacun affiche. Réservé aux administrateurs."
        actions={
          <Button onClick={() => setCreating(true)} disabled={sites.length === 0}>
            <Plus aria-hidden="true" />
            Ajouter un domaine
          </Button>
        }
      />

      {loadError ? (
        <LoadErrorAlert>{DOMAIN_MESSAGES.loadFailed}</LoadErrorAlert>
      ) : mappings.length === 0 ? (
        <Card className="items-center gap-3 px-6 py-12 text-center">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <Globe className="size-6" />
          </span>
          <p className="text-sm text-muted-foreground">Aucun domaine pour le moment{"\u00a0"}: les sites restent accessibles par l'adresse de la plateforme.</p>
        </Card>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <MappingList
            mappings={mappings}
            openUrl={openUrl}
            onEdit={(mapping) => {
              setEditing(mapping);
              setEditOpen(true);
            }}
            onDelete={setDeleting}
          />
        </Card>
      )}

      <HostingInstructions platform={platform} />

      <DomainDialog open={creating} onOpenChange={setCreating} sites={sites} defaultSiteId={currentSiteId} />
      {editing ? <DomainDialog open={editOpen} onOpenChange={setEditOpen} sites={sites} defaultSiteId={null} mapping={editing} /> : null}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        withSiteId={false}
        title={() => "Supprimer ce mapping\u00a0?"}
        description={(mapping) => (
          <>
            <span className="font-mono text-foreground">{mapping.domain}</span> n'affichera plus le site «{"\u00a0"}{mapping.siteName}{"\u00a0"}». Les autres noms du même
            site (comme la version en www.) restent en place.
          </>
        )}
        fields={(mapping) => ({ intent: "delete", mappingId: mapping.id })}
        action={DOMAINS_ACTION}
      />
    </div>
  );
}

type RowProps = {
  mappings: MappingView[];
  openUrl: (domain: string) => string;
  onEdit: (mapping: MappingView) => void;
  onDelete: (mapping: MappingView) => void;
};

/** A table from `md` up; stacked rows on phones (only one of the two is displayed). */
function MappingList({ mappings, openUrl, onEdit, onDelete }: RowProps) {
  return (
    <>
      <ul className="divide-y md:hidden" aria-label="Domaines">
        {mappings.map((m) => (
          <li key={m.id} className="grid gap-2 px-4 py-3.5">
            <div className="flex min-w-0 items-start justify-between gap-3">
              <DomainName mapping={m} href={openUrl(m.domain)} />
              <RowActions mapping={m} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <p className="text-sm break-words">{m.siteName}</p>
            <CheckState mapping={m} />
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              <ActiveSwitch mapping={m} />
              <span>
                Créé le <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>

      <DataTable columns={[{ label: "Domaine" }, { label: "Site" }, { label: "État du domaine" }, { label: "Statut" }, { label: "Date de création" }, { label: "Actions", srOnly: true, className: "text-right" }]}>
        {mappings.map((m) => (
          <Fragment key={m.id}>
            <tr className={cn("transition-colors hover:bg-muted/40", hasDomainRecords(m.check) && "border-b-0")}>
              <td className="max-w-80 min-w-56 px-6 py-3">
                <DomainName mapping={m} href={openUrl(m.domain)} />
              </td>
              <td className="max-w-60 truncate px-4 py-3">{m.siteName}</td>
              <td className="min-w-56 px-4 py-3">
                <CheckState mapping={m} badgeOnly />
              </td>
              <td className="px-4 py-3">
                <ActiveSwitch mapping={m} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
              </td>
              <td className="px-6 py-2">
                <div className="flex justify-end">
                  <RowActions mapping={m} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </td>
            </tr>
            {hasDomainRecords(m.check) ? (
              <tr>
                <td colSpan={6} className="px-6 pt-0 pb-4">
                  <div className="max-w-3xl">
                    <DomainRecords view={m.check} />
                  </div>
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </DataTable>
    </>
  );
}

/**
 * The domain in full, never cut: a long name wraps (at any character, as domains have no spaces)
 * rather than hiding its end, which is what tells two names apart (issue 13, at 375 px).
 */
function DomainName({ mapping, href }: { mapping: MappingView; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="group inline-flex min-w-0 items-start gap-1.5 rounded py-0.5 font-mono text-[0.8125rem] font-medium text-foreground hover:underline"
    >
      <span className="min-w-0 wrap-anywhere">{mapping.domain}</span>
      <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground group-hover:text-foreground" />
      <span className="sr-only"> (ouvre un nouvel onglet)</span>
    </a>
  );
}

function RowActions({ mapping, onEdit, onDelete }: { mapping: MappingView; onEdit: RowProps["onEdit"]; onDelete: RowProps["onDelete"] }) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button variant="ghost" size="icon-sm" onClick={() => onEdit(mapping)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Modifier {mapping.domain}</span>
      </Button>
      <DeleteButton label={`Supprimer ${mapping.domain}`} onClick={() => onDelete(mapping)} />
    </div>
  );
}

/** Issue 15: the state (records to create while pending) and 'Vérifier maintenant', which checks at once. */
function CheckState({ mapping, badgeOnly = false }: { mapping: MappingView; badgeOnly?: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <div className="grid min-w-0 justify-items-start gap-1.5">
      {mapping.check ? (
        badgeOnly ? (
          <DomainStateBadge state={mapping.check.state} stateChangedAt={mapping.check.stateChangedAt} />
        ) : (
          <DomainStatePanel view={mapping.check} />
        )
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-7 px-2 text-xs"
        disabled={busy}
        onClick={() => fetcher.submit({ intent: "recheck", mappingId: mapping.id }, { method: "post", action: DOMAINS_ACTION })}
      >
        <RefreshCw aria-hidden="true" className={cn(busy && "animate-spin")} />
        Vérifier maintenant
        <span className="sr-only"> {mapping.domain}</span>
      </Button>
    </div>
  );
}

/** §4 the Actif/Inactif switch: shown in its new position at once, back if the change fails. */
function ActiveSwitch({ mapping }: { mapping: MappingView }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.formData?.get("isActive");
  const checked = typeof pending === "string" ? pending === "true" : mapping.isActive;
  const id = `active-${mapping.id}`;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        aria-label={`Actif\u00a0: ${mapping.domain}`}
        onCheckedChange={(next) =>
          fetcher.submit({ intent: "toggle", mappingId: mapping.id, isActive: String(next) }, { method: "post", action: DOMAINS_ACTION })
        }
      />
      <span aria-hidden="true" className={cn("w-14 text-sm", checked ? "font-medium text-green-800" : "text-muted-foreground")}>
        {checked ? "Actif" : "Inactif"}
      </span>
    </div>
  );
}
