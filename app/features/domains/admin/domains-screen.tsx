import { Fragment, useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Link, useFetcher } from "react-router";
import { BadgeCheck, Globe, Pencil, Plus } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { formatDate } from "~/features/admin-kit/format-date";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { useResultToast } from "~/components/ui/toaster";
import { useLastingFetcher } from "~/features/admin-kit/lasting-fetcher";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { DomainDialog, DOMAINS_ACTION, type SiteChoice } from "~/features/domains/admin/domain-dialog";
import { DOMAIN_MESSAGES } from "~/features/domains/domains-texts";
import { twinDomain } from "~/features/site-resolution/resolve-site";
import { HostingInstructions, type PlatformView } from "~/features/domains/admin/hosting-instructions";
import { DataTable } from "~/components/ui/data-table";
import { DomainRecords, DomainStateBadge, DomainStatePanel, hasDomainRecords } from "~/features/domains/admin/domain-state";
import { SiteIdField, useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { CanonicalChoice } from "~/features/domains/admin/canonical-choice";
import { VerifyButton } from "~/features/domains/admin/verify-button";
import { DomainName } from "~/features/domains/admin/domain-name";
import { CustomDomainsUnavailable, OwnerDomains, type OwnerMapping } from "~/features/domains/admin/owner-domains";

/** A mapping as the screen gets it: what the owner's cards need, and what the admins' table adds. */
export type MappingView = OwnerMapping & {
  /** The TXT record's value (`_vitrine.<domain>`) that proves control. */
  verificationToken: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
};

type Props = {
  /** Admins manage every site's mappings; an owner their current site's. */
  isAdmin: boolean;
  currentSiteName: string | null;
  mappings: MappingView[];
  sites: SiteChoice[];
  currentSiteId: string | null;
  platform: PlatformView & { protocol: string; port: string };
  loadError: boolean;
  /** The current site's platform address (`<slug>.<SITES_DOMAIN>`), not a row of the list; null without SITES_DOMAIN. */
  siteAddress?: string | null;
  /** False while the platform has no public address for merchants' domains (PUBLIC_IPV4 / CNAME_TARGET). */
  customDomains?: boolean;
};

/**
 * /admin/domains: admins map merchants' domains to their sites; an
 * owner requests their own site's, proves control with a TXT record, and picks the main name.
 */
export function DomainsPage({
  isAdmin,
  currentSiteName,
  mappings,
  sites,
  currentSiteId,
  platform,
  loadError,
  siteAddress = null,
  customDomains = true,
}: Props) {
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
        description={
          isAdmin
            ? "Les noms de domaine des commerçants et le site que chacun affiche. Réservé aux administrateurs."
            : `L'adresse que vos clients tapent pour arriver sur ${currentSiteName ? `«\u00a0${currentSiteName}\u00a0»` : "votre site"}, comme boulangerie-martin.fr. Ajoutez le nom de domaine que vous avez acheté, puis suivez les étapes affichées.`
        }
        actions={
          <Button onClick={() => setCreating(true)} disabled={isAdmin && sites.length === 0}>
            <Plus aria-hidden="true" />
            Ajouter un domaine
          </Button>
        }
      />

      {siteAddress ? (
        <Card className="flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6" data-testid="platform-address">
          <div className="min-w-0">
            <p className="text-sm font-semibold">Adresse Vitrine{currentSiteName ? ` de «\u00a0${currentSiteName}\u00a0»` : ""}</p>
            <p className="text-sm text-muted-foreground">
              Toujours active. Quand un de vos domaines est vérifié, il devient l'adresse principale et celle-ci y redirige. Vous pouvez la changer dans{" "}
              <Link to="/admin/settings" className="font-medium text-foreground underline underline-offset-4">
                Paramètres du site
              </Link>
              .
            </p>
          </div>
          <a
            href={openUrl(siteAddress)}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 font-mono text-sm font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
          >
            {siteAddress}
          </a>
        </Card>
      ) : null}

      {!isAdmin && !customDomains ? <CustomDomainsUnavailable /> : null}

      {loadError ? (
        <LoadErrorAlert>{DOMAIN_MESSAGES.loadFailed}</LoadErrorAlert>
      ) : mappings.length === 0 ? (
        <EmptyState icon={<Globe />}>
          Aucun domaine pour le moment{"\u00a0"}:{" "}
          {isAdmin ? "les sites restent accessibles par l'adresse de la plateforme." : "votre site reste accessible à son adresse Vitrine."}
        </EmptyState>
      ) : !isAdmin ? (
        <OwnerDomains mappings={mappings} openUrl={openUrl} onDelete={setDeleting} available={customDomains} />
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <MappingList
            isAdmin={isAdmin}
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

      {/* Without a public address, the owner's step-by-step guide would lead nowhere: the notice above replaces it. */}
      {isAdmin || customDomains ? <HostingInstructions platform={platform} isAdmin={isAdmin} available={customDomains} /> : null}

      <DomainDialog open={creating} onOpenChange={setCreating} sites={isAdmin ? sites : null} defaultSiteId={currentSiteId} />
      {editing ? <DomainDialog open={editOpen} onOpenChange={setEditOpen} sites={sites} defaultSiteId={null} mapping={editing} /> : null}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        withSiteId={!isAdmin}
        title={() => (isAdmin ? "Supprimer ce mapping\u00a0?" : "Supprimer cette adresse\u00a0?")}
        description={(mapping) =>
          isAdmin ? (
            <>
              <span className="font-mono text-foreground">{mapping.domain}</span> n'affichera plus le site «{"\u00a0"}
              {mapping.siteName}
              {"\u00a0"}». Les autres noms du même site (comme la version en www.) restent en place.
            </>
          ) : (
            <>
              <span className="font-mono text-foreground">{mapping.domain}</span> n'affichera plus votre site. L'autre adresse du même domaine (avec ou sans
              www.) reste en place.
            </>
          )
        }
        fields={(mapping) => ({ intent: "delete", mappingId: mapping.id })}
        action={DOMAINS_ACTION}
      />
    </div>
  );
}

type RowProps = {
  isAdmin: boolean;
  mappings: MappingView[];
  openUrl: (domain: string) => string;
  onEdit: (mapping: MappingView) => void;
  onDelete: (mapping: MappingView) => void;
};

/** A table from `md` up; stacked rows on phones (only one of the two is displayed). */
function MappingList({ isAdmin, mappings, openUrl, onEdit, onDelete }: RowProps) {
  // A name whose twin (www. or bare) is a mapping of the same site: the pair has a main name to choose.
  const ids = new Map(mappings.map((m) => [`${m.siteId}|${m.domain}`, m.id]));
  const twinId = (m: MappingView) => ids.get(`${m.siteId}|${twinDomain(m.domain)}`);
  const canonicalChoice = (m: MappingView, compact = false) => {
    const twin = twinId(m);
    return twin ? <CanonicalChoice mapping={m} pair={[m.id, twin]} compact={compact} /> : null;
  };
  return (
    <>
      <ul className="divide-y md:hidden" aria-label="Domaines">
        {mappings.map((m) => (
          <li key={m.id} className="grid gap-2 px-4 py-3.5">
            <div className="flex min-w-0 items-start justify-between gap-3">
              <DomainName domain={m.domain} href={openUrl(m.domain)} />
              <RowActions isAdmin={isAdmin} mapping={m} onEdit={onEdit} onDelete={onDelete} />
            </div>
            {isAdmin ? <p className="text-sm break-words">{m.siteName}</p> : null}
            <CheckState mapping={m} />
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
              <ActiveSwitch mapping={m} />
              <span>
                Créé le <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
              </span>
            </div>
            {canonicalChoice(m)}
            <Proof mapping={m} isAdmin={isAdmin} />
          </li>
        ))}
      </ul>

      <DataTable
        columns={[
          { label: "Domaine" },
          ...(isAdmin ? [{ label: "Site" }] : []),
          { label: "État du domaine" },
          { label: "Statut" },
          { label: "Date de création" },
          { label: "Actions", srOnly: true, className: "text-right" },
        ]}
      >
        {mappings.map((m) => (
          <Fragment key={m.id}>
            <tr className={cn("align-top transition-colors hover:bg-muted/40", hasDomainRecords(m.check) && "border-b-0")}>
              <td className="max-w-80 min-w-48 py-3 pr-2 pl-6">
                <DomainName domain={m.domain} href={openUrl(m.domain)} />
                <Proof mapping={m} isAdmin={isAdmin} />
              </td>
              {isAdmin ? <td className="max-w-48 truncate px-4 py-3">{m.siteName}</td> : null}
              <td className="min-w-40 px-4 py-3">
                <CheckState mapping={m} badgeOnly />
              </td>
              <td className="px-4 py-3">
                {/* The switch, and under it the pair's main address: one column less at 1280 px. */}
                <div className="grid justify-items-start gap-2">
                  <ActiveSwitch mapping={m} />
                  {canonicalChoice(m, true)}
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
              </td>
              <td className="py-2 pr-4 pl-2">
                <div className="flex justify-end">
                  <RowActions isAdmin={isAdmin} mapping={m} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </td>
            </tr>
            {hasDomainRecords(m.check) ? (
              <tr>
                <td colSpan={isAdmin ? 6 : 5} className="px-6 pt-0 pb-4">
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

function RowActions({
  isAdmin,
  mapping,
  onEdit,
  onDelete,
}: {
  isAdmin: boolean;
  mapping: MappingView;
  onEdit: RowProps["onEdit"];
  onDelete: RowProps["onDelete"];
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {isAdmin && mapping.verifiedAt === null ? <ApproveButton mapping={mapping} /> : null}
      {isAdmin ? (
        <Button variant="ghost" size="icon-sm" onClick={() => onEdit(mapping)}>
          <Pencil aria-hidden="true" />
          <span className="sr-only">Modifier {mapping.domain}</span>
        </Button>
      ) : null}
      <DeleteButton label={`Supprimer ${mapping.domain}`} onClick={() => onDelete(mapping)} />
    </div>
  );
}

/** The state (records to create while pending) and 'Vérifier maintenant', which checks at once and says what it found. */
function CheckState({ mapping, badgeOnly = false }: { mapping: MappingView; badgeOnly?: boolean }) {
  return (
    <div className="grid min-w-0 justify-items-start gap-1.5">
      {mapping.check ? (
        badgeOnly ? (
          <DomainStateBadge
            state={mapping.check.state}
            stateChangedAt={mapping.check.stateChangedAt}
            unresolvable={mapping.check.unresolvable}
            isActive={mapping.check.isActive}
          />
        ) : (
          <DomainStatePanel view={mapping.check} />
        )
      ) : null}
      <VerifyButton mappingId={mapping.id} domain={mapping.domain} className="w-full" />
    </div>
  );
}

/** The Actif/Inactif switch: shown in its new position at once, back if the change fails. */
function ActiveSwitch({ mapping }: { mapping: MappingView }) {
  const fetcher = useFetcher<ActionResult>();
  // An owner's forms carry their site (ADR 013); an admin's action does not read it.
  const siteId = useRenderedSiteId();
  useResultToast(fetcher.data);
  const pending = fetcher.formData?.get("isActive");
  const checked = typeof pending === "string" ? pending === "true" : mapping.isActive;
  const id = `active-${mapping.id}`;
  const unverified = mapping.verifiedAt === null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* The switch and its word never part; the badge goes under them when the column is narrow. */}
      <span className="flex items-center gap-2">
        <Switch
          id={id}
          checked={checked}
          // Not proven yet: the server refuses to switch it on; the reason is said beside it.
          disabled={unverified}
          aria-describedby={unverified ? `${id}-why` : undefined}
          aria-label={`Actif\u00a0: ${mapping.domain}`}
          onCheckedChange={(next) =>
            fetcher.submit({ intent: "toggle", mappingId: mapping.id, isActive: String(next), siteId }, { method: "post", action: DOMAINS_ACTION })
          }
        />
        <span aria-hidden="true" className={cn("w-14 text-sm", checked ? "font-medium text-green-800" : "text-muted-foreground")}>
          {checked ? "Actif" : "Inactif"}
        </span>
      </span>
      {unverified ? (
        <Badge id={`${id}-why`} variant="warning">
          À vérifier
        </Badge>
      ) : null}
    </div>
  );
}

/**
 * A pending request, for an admin: 'Approuver' is theirs (the owner sees the TXT record to create
 * among the domain's records, DomainState).
 */
function Proof({ mapping, isAdmin }: { mapping: MappingView; isAdmin: boolean }) {
  if (mapping.verifiedAt !== null || !isAdmin) return null;
  return <p className="mt-1 text-xs text-amber-900">En attente de preuve (enregistrement TXT) ou de votre approbation.</p>;
}

/** An admin approves a pending request: both names verified by 'admin' and active. */
function ApproveButton({ mapping }: { mapping: MappingView }) {
  // Approved, the button goes: its answer is shown by the layout (lasting-fetcher.tsx).
  const fetcher = useLastingFetcher(`approve-${mapping.id}`);
  return (
    <fetcher.Form method="post" action={DOMAINS_ACTION}>
      <SiteIdField />
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="mappingId" value={mapping.id} />
      {/* Its word on phones and wide screens; the icon alone (with its title) where the table is tight. */}
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"} title={`Approuver ${mapping.domain}`}>
        <BadgeCheck aria-hidden="true" />
        <span aria-hidden="true" className="md:hidden 2xl:inline">
          Approuver
        </span>
        <span className="sr-only">Approuver {mapping.domain}</span>
      </Button>
    </fetcher.Form>
  );
}
