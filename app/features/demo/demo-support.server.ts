/**
 * The demo's support: Les Délices de Marie (Expert) has a named advisor, the demo admin account,
 * shown on its owner's dashboard; and one request of last week, answered and resolved, so that
 * 'Aide' and the admins' 'Support' show a real thread. Nothing is mailed. Runs only when the
 * demo's main site is created, so seeding again adds nothing.
 */
import type { Transaction } from "~/db/connect.server";
import { siteAdvisors, supportMessages, supportRequests } from "~/db/schema";
import { supportDueAt } from "~/features/support/working-hours";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoSupport(
  tx: Transaction,
  mainSiteId: string | undefined,
  people: { admin: string; owner: string },
  now = new Date(),
): Promise<void> {
  if (!mainSiteId) return;
  await tx.insert(siteAdvisors).values({
    siteId: mainSiteId,
    advisorUserId: people.admin,
    name: "Claire Martin",
    phone: "01 84 60 12 34",
    email: "admin@vitrine.localhost",
  });
  const asked = new Date(now.getTime() - 6 * DAY_MS);
  const answered = new Date(asked.getTime() + 2 * 60 * 60 * 1000);
  const [request] = await tx
    .insert(supportRequests)
    .values({
      siteId: mainSiteId,
      authorUserId: people.owner,
      subject: "Afficher la carte des fêtes en anglais",
      screen: "/admin/traductions",
      plan: "expert",
      status: "resolved",
      dueAt: supportDueAt("expert", asked),
      assignedUserId: people.admin,
      merchantReadAt: new Date(answered.getTime() + 30 * 60 * 1000),
      createdAt: asked,
      updatedAt: answered,
    })
    .returning({ id: supportRequests.id });
  await tx.insert(supportMessages).values([
    {
      siteId: mainSiteId,
      requestId: request.id,
      authorUserId: people.owner,
      body: "Bonjour,\nj'ai traduit la page d'accueil en anglais, mais la carte des fêtes reste en français sur /en. Que dois-je faire\u00a0?\nMarie",
      createdAt: asked,
    },
    {
      siteId: mainSiteId,
      requestId: request.id,
      authorUserId: people.admin,
      fromSupport: true,
      body: "Bonjour Marie,\nla carte des fêtes est un événement\u00a0: ouvrez «\u00a0Traductions\u00a0», choisissez l'anglais puis la page d'accueil\u00a0: l'événement y a son propre groupe. Traduisez-le, puis cliquez sur «\u00a0Publier cette page\u00a0». La version anglaise se met à jour aussitôt.\nBelle journée,\nClaire",
      createdAt: answered,
    },
  ]);
}
