import { useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { ArrowRight, Globe, LoaderCircle, Mail, MailCheck, MailPlus, MailWarning, MousePointerClick, Pencil, PencilLine, Store } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { formatDate } from "~/features/admin-kit/format-date";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { CreateSiteDialog, EditSiteDialog, type Profile } from "~/features/sites/admin/create-site-dialog";
import { InviteOwnerDialog } from "~/features/sites/admin/invite-owner-dialog";
import { SITE_MESSAGES } from "~/features/sites/sites-schema";
import { DataTable } from "~/components/ui/data-table";
import type { SitePlan } from "~/db/enums";
import { PLAN_LABELS } from "~/features/plans/plans";

export type SiteRow = {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  ownerId: string | null;
  ownerEmail: string | null;
  /** Whether the owner's address is confirmed (null without an owner). */
  ownerConfirmed?: boolean | null;
  /** The plan, and when the site was published (ISO; null = a draft). */
  plan: SitePlan;
  publishedAt: string | null;
  /** The pending owner invitation: the address and when the link ends (ISO). */
  invitation?: { email: string; expiresAt: string } | null;
};

type RowHandlers = { onEdit: (site: SiteRow) => void; onDelete: (site: SiteRow) => void; onInvite: (site: SiteRow) => void };

type SitesPageProps = {
  sites: SiteRow[];
  profiles?: Profile[];
  loadError?: boolean;
  currentSiteId?: string | null;
};

/**
 * /admin/sites (admins only): every site, 'Accéder' to work on one, 'Créer
 * un site'; and 'Modifier' (name, owner) and 'Supprimer' (the name typed again).
 */
export function SitesPage({ sites, profiles = [], loadError = false, currentSiteId = null }: SitesPageProps) {
  // The site just created is marked until the page is left, so it is easy to find and open.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<SiteRow | null>(null);
  const [deleting, setDeleting] = useState<SiteRow | null>(null);
  const [inviting, setInviting] = useState<SiteRow | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Sites"
        description="Tous les sites de la plateforme, du plus récent au plus ancien."
        actions={<CreateSiteDialog profiles={profiles} onCreated={setCreatedId} />}
      />

      {loadError ? <LoadErrorAlert>{SITE_MESSAGES.loadFailed}</LoadErrorAlert> : null}

      {sites.length > 0 && !currentSiteId ? (
        <p className="flex items-center gap-2.5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <MousePointerClick aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          Sélectionnez un site pour commencer.
        </p>
      ) : null}

      {loadError ? null : sites.length === 0 ? (
        <EmptyState icon={<Store />}>Aucun site pour le moment.</EmptyState>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <SiteList sites={sites} currentSiteId={currentSiteId} createdId={createdId} onEdit={setEditing} onDelete={setDeleting} onInvite={setInviting} />
        </Card>
      )}

      <EditSiteDialog site={editing} profiles={profiles} onClose={() => setEditing(null)} />
      <InviteOwnerDialog site={inviting} onClose={() => setInviting(null)} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        withSiteId={false}
        title={(site) => `Supprimer le site «\u00a0${site.name}\u00a0»\u00a0?`}
        description={() => (
          <>
            Tout son contenu sera définitivement supprimé{"\u00a0"}: pages, produits, horaires, messages, demandes de devis, images et domaines. Cette action
            est irréversible.
          </>
        )}
        typeToConfirm={(site) => ({
          name: "confirmName",
          expected: site.name,
          label: (
            <span className="block leading-snug font-normal">
              Pour confirmer, saisissez le nom du site{"\u00a0"}: <strong className="font-semibold wrap-anywhere">{site.name}</strong>
            </span>
          ),
        })}
        fields={(site) => ({ intent: "delete", siteId: site.id })}
        action="/admin/sites"
      />
    </div>
  );
}

function OwnerEmail({ email, confirmed }: { email: string | null; confirmed?: boolean | null }) {
  // Wrapped rather than cut: the table leaves it what the other columns do not take.
  if (!email) return <span className="text-muted-foreground italic">Non attribué</span>;
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <span className="min-w-0 wrap-anywhere">{email}</span>
      {confirmed === undefined || confirmed === null ? null : <AddressState confirmed={confirmed} />}
    </span>
  );
}

/**
 * Whether the owner proved the address. An unconfirmed account may be anyone who typed
 * it at sign-up; it is deleted after 7 days, and a site goes to it only through an invitation.
 */
function AddressState({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <Badge variant="success">
      <MailCheck aria-hidden="true" />
      Adresse confirmée
    </Badge>
  ) : (
    <Badge variant="warning" title="Ce compte sera supprimé 7 jours après sa création si son adresse n'est pas confirmée.">
      <MailWarning aria-hidden="true" />
      Adresse non confirmée
    </Badge>
  );
}

/** The invitation waiting for an answer, under the owner. */
function PendingInvitation({ invitation }: { invitation: SiteRow["invitation"] }) {
  if (!invitation) return null;
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        Invitation envoyée à {invitation.email}, jusqu'au <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
      </span>
    </span>
  );
}

/** 'Accéder': selects the site (checked server-side) and opens its dashboard. Works without JavaScript. */
function AccessButton({ site }: { site: SiteRow }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("siteId") === site.id;
  return (
    <Form method="post" action="/admin/select-site">
      <input type="hidden" name="siteId" value={site.id} />
      <input type="hidden" name="redirectTo" value="/admin/dashboard" />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        Accéder<span className="sr-only"> à {site.name}</span>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ArrowRight aria-hidden="true" />}
      </Button>
    </Form>
  );
}

function SiteBadges({ site, currentSiteId, createdId }: { site: SiteRow; currentSiteId: string | null; createdId: string | null }) {
  return (
    <>
      {site.id === currentSiteId ? (
        <Badge variant="success" className="shrink-0">
          Site actuel
        </Badge>
      ) : null}
      {site.id === createdId ? (
        <Badge variant="info" className="shrink-0">
          Nouveau
        </Badge>
      ) : null}
    </>
  );
}

const PLAN_BADGES: Record<SitePlan, "secondary" | "info" | "default"> = { essentiel: "secondary", pro: "info", expert: "default" };

/** The site's plan. */
function PlanBadge({ plan }: { plan: SitePlan }) {
  return (
    <Badge variant={PLAN_BADGES[plan]} data-plan={plan}>
      <span className="sr-only">Formule </span>
      {PLAN_LABELS[plan]}
    </Badge>
  );
}

/** Published or a draft: a draft is shown to visitors as 'Bientôt en ligne'. */
function StateBadge({ publishedAt }: { publishedAt: string | null }) {
  return publishedAt ? (
    <Badge variant="success">
      <Globe aria-hidden="true" />
      Publié
    </Badge>
  ) : (
    <Badge variant="warning">
      <PencilLine aria-hidden="true" />
      Brouillon
    </Badge>
  );
}

/** 'Modifier' and 'Supprimer', named with the site for screen readers. */
function RowActions({ site, onEdit, onDelete, onInvite }: { site: SiteRow } & RowHandlers) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button variant="ghost" size="icon-sm" title="Inviter un propriétaire" onClick={() => onInvite(site)}>
        <MailPlus aria-hidden="true" />
        <span className="sr-only">Inviter un propriétaire pour {site.name}</span>
      </Button>
      <Button variant="ghost" size="icon-sm" title="Modifier" onClick={() => onEdit(site)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Modifier {site.name}</span>
      </Button>
      <DeleteButton label={`Supprimer ${site.name}`} onClick={() => onDelete(site)} />
    </div>
  );
}

/** A table from `md` up; stacked cards on phones (only one of the two is displayed). */
function SiteList({
  sites,
  currentSiteId,
  createdId,
  onEdit,
  onDelete,
  onInvite,
}: { sites: SiteRow[]; currentSiteId: string | null; createdId: string | null } & RowHandlers) {
  return (
    <>
      <ul className="divide-y md:hidden">
        {sites.map((site) => (
          <li key={site.id} className="grid gap-2.5 px-4 py-3.5">
            <div className="flex min-w-0 items-start gap-3">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium break-words">{site.name}</span>
                  <SiteBadges site={site} currentSiteId={currentSiteId} createdId={createdId} />
                </p>
                <p className="flex flex-wrap items-center gap-1.5">
                  <PlanBadge plan={site.plan} />
                  <StateBadge publishedAt={site.publishedAt} />
                </p>
                <p className="flex min-w-0 flex-col text-sm text-muted-foreground">
                  <OwnerEmail email={site.ownerEmail} confirmed={site.ownerConfirmed} />
                  <PendingInvitation invitation={site.invitation} />
                  <span>
                    Créé le <time dateTime={site.createdAt}>{formatDate(site.createdAt)}</time>
                  </span>
                </p>
              </div>
              <RowActions site={site} onEdit={onEdit} onDelete={onDelete} onInvite={onInvite} />
            </div>
            <AccessButton site={site} />
          </li>
        ))}
      </ul>

      <DataTable
        columns={[
          { label: "Nom" },
          { label: "Propriétaire" },
          { label: "Date de création", className: "whitespace-nowrap" },
          { label: "Actions", srOnly: true, className: "text-right" },
        ]}
      >
        {sites.map((site) => (
          <tr key={site.id} className="transition-colors hover:bg-muted/40">
            <td className="px-6 py-3">
              <div className="flex min-w-0 items-center gap-2">
                <span className="max-w-72 truncate font-medium">{site.name}</span>
                <SiteBadges site={site} currentSiteId={currentSiteId} createdId={createdId} />
              </div>
              {/* Issue 14: its plan and whether it is published, under the name (as on phones). */}
              <div className="mt-1.5 flex items-center gap-1.5">
                <PlanBadge plan={site.plan} />
                <StateBadge publishedAt={site.publishedAt} />
              </div>
            </td>
            <td className="max-w-72 px-4 py-3">
              <div className="grid min-w-0 gap-0.5">
                <OwnerEmail email={site.ownerEmail} confirmed={site.ownerConfirmed} />
                <PendingInvitation invitation={site.invitation} />
              </div>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
              <time dateTime={site.createdAt}>{formatDate(site.createdAt)}</time>
            </td>
            <td className="px-6 py-2 text-right">
              <div className="flex items-center justify-end gap-2">
                <RowActions site={site} onEdit={onEdit} onDelete={onDelete} onInvite={onInvite} />
                <AccessButton site={site} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
