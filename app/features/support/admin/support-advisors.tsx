import { useState } from "react";
import { Mail, Phone, Trash2, UserRoundPen, UsersRound } from "lucide-react";
import { AdvisorPhoto } from "~/features/support/admin/advisor-photo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDelete } from "~/features/admin-kit/confirm-delete";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { lazyDialog, preloadOn } from "~/features/admin-kit/lazy-dialog";
import type { ExpertSiteAdvisor } from "~/features/support/advisors.server";
import type { SupportAdmin } from "~/features/support/support-queue.server";
import { ADVISOR_TEXTS, supportQueueHref } from "~/features/support/support-queue-schema";
import { telHref } from "~/features/support/advisor-card-texts";

const AdvisorDialog = lazyDialog(() => import("~/features/support/admin/advisor-dialog").then((m) => m.AdvisorDialog));

/**
 * 'Conseillers Expert': every Expert site with its named advisor (or none), set or changed in a
 * dialog, removed after a confirmation. Here rather than on 'Sites' because it is the support's
 * business: the admin who gives a site its advisor is the one who sees its requests.
 */
export function SupportAdvisors({
  advisors,
  admins,
  selectedSite,
}: {
  advisors: ExpertSiteAdvisor[];
  admins: SupportAdmin[];
  /** The site the back-office has selected: where the photo field stores an upload. */
  selectedSite: { id: string; name: string } | null;
}) {
  const [editing, setEditing] = useState<ExpertSiteAdvisor | null>(null);
  const [removing, setRemoving] = useState<ExpertSiteAdvisor | null>(null);
  const adminName = (id: string | null) => {
    const admin = admins.find((a) => a.id === id);
    return admin ? admin.name || admin.email : null;
  };
  return (
    <section aria-labelledby="support-advisors" className="flex flex-col gap-3">
      <div>
        <h2 id="support-advisors" className="font-sans text-base font-semibold">
          Conseillers Expert
        </h2>
        <p className="text-sm text-muted-foreground">{ADVISOR_TEXTS.listDescription}</p>
      </div>
      {advisors.length === 0 ? (
        <EmptyState icon={<UsersRound />} title="Aucun site Expert">
          {ADVISOR_TEXTS.noExpertSite}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {advisors.map((site) => {
            const advisor = site.advisor;
            const titleId = `advisor-${site.siteId}`;
            return (
              <li key={site.siteId}>
                <Card className="h-full gap-3 px-4 py-4" aria-labelledby={titleId} role="group">
                  <h3 id={titleId} className="truncate font-sans text-base font-semibold">
                    {site.siteName}
                  </h3>
                  {advisor ? (
                    <div className="flex items-start gap-3">
                      <AdvisorPhoto url={advisor.photoUrl} size="sm" />
                      <div className="grid min-w-0 gap-0.5 text-sm">
                        <p className="font-medium">{advisor.name}</p>
                        {advisor.phone ? (
                          <a href={telHref(advisor.phone)} className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground">
                            <Phone aria-hidden="true" className="size-3.5" />
                            {advisor.phone}
                          </a>
                        ) : null}
                        {advisor.email ? (
                          <a href={`mailto:${advisor.email}`} className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground hover:text-foreground">
                            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                            <span className="truncate">{advisor.email}</span>
                          </a>
                        ) : null}
                        <p className="text-xs text-muted-foreground">
                          Demandes assignées à{"\u00a0"}: {adminName(advisor.advisorUserId) ?? "personne"}
                        </p>
                      </div>
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">{ADVISOR_TEXTS.none}</p>
                  )}
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant={advisor ? "outline" : "default"}
                      onClick={() => setEditing(site)}
                      aria-describedby={titleId}
                      {...preloadOn(AdvisorDialog)}
                    >
                      <UserRoundPen aria-hidden="true" />
                      {ADVISOR_TEXTS.set}
                    </Button>
                    {advisor ? (
                      <Button type="button" size="sm" variant="ghost" onClick={() => setRemoving(site)} aria-describedby={titleId}>
                        <Trash2 aria-hidden="true" />
                        Retirer
                      </Button>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <AdvisorDialog
        site={editing}
        admins={admins}
        selectedSite={selectedSite}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDelete
        target={removing}
        onClose={() => setRemoving(null)}
        title={() => ADVISOR_TEXTS.remove}
        description={(site) =>
          `Le tableau de bord du site ${site.siteName} n'affichera plus de conseiller, et ses nouvelles demandes ne seront plus assignées.`
        }
        fields={(site) => ({ intent: "clear-advisor", siteId: site.siteId })}
        action={supportQueueHref("advisors")}
        withSiteId={false}
      />
    </section>
  );
}
