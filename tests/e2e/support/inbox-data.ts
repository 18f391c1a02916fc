import { and, count, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { contactMessages, type quoteRequests } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { createMessage, createQuote } from "../../support/factories";

/**
 * The inbox stories' data (dashboard counts, quote requests, contact messages, the spam folder):
 * a message and a request in the owner's words, tagged so each test finds its own again, and the
 * sidebar's unread counters as the database and the page tell them.
 */
export const LAST_YEAR = new Date().getUTCFullYear() - 1;

export async function addMessage(db: Database, siteId: string, tag: string, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  return createMessage(db, siteId, {
    firstName: "Jeanne",
    name: `Martin ${tag}`,
    email: `jeanne.${tag}@example.fr`,
    subject: `Commande de bûche ${tag}`,
    message: "Bonjour,\nune bûche pour 8 personnes.\nMerci",
    // 13:07 UTC is 14:07 in Paris (winter time); last year's, so always within the site's
    // retention (36 months): an older message is the pruning worker's to delete.
    createdAt: new Date(Date.UTC(LAST_YEAR, 2, 5, 13, 7)),
    ...values,
  });
}

export async function addQuote(db: Database, siteId: string, tag: string, values: Partial<typeof quoteRequests.$inferInsert> = {}) {
  return createQuote(db, siteId, {
    customerFirstName: "Claire",
    customerLastName: `Dubois ${tag}`,
    customerCompany: "Atelier Dubois",
    customerEmail: `claire.${tag}@example.fr`,
    customerPhone: "06 12 34 56 78",
    serviceType: "Buffet traiteur",
    eventDate: "2026-06-14",
    eventGuests: "80",
    eventBudget: "3 000 €",
    message: "Un buffet salé et sucré.\nPouvez-vous nous faire une proposition\u00a0?",
    ...values,
  });
}

export async function unreadMessages(db: Database, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.isViewed, false), eq(contactMessages.isSpam, false)));
  return row.n;
}

export const NAV_HREFS = { "Messages de contact": "/admin/content/messages", "Demandes de devis": "/admin/content/quotes", Aide: "/admin/aide" } as const;

/**
 * The badge number on a sidebar entry (0 when there is none). Read from the DOM: on a phone the
 * fixed sidebar is hidden by CSS (the drawer shows the same entries), its badges are still there.
 */
export async function navBadge(page: Page, label: keyof typeof NAV_HREFS): Promise<number> {
  const badge = page.locator(`aside a[href="${NAV_HREFS[label]}"] [data-unread-count]`);
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().getAttribute("data-unread-count"));
}
