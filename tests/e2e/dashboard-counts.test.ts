/**
 * The dashboard's figures as the demo owner, at 375 and 1280 px: the site's quote counts as stored
 * (back-office.md §2), the unread messages and today's open/closed line (issue 13). The demo site
 * comes with its own messages and requests (demo-inbox.ts): every expected figure is read from the
 * database.
 */
import { describe, expect } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { contactMessages, quoteRequests } from "~/db/schema";
import { expectAccessible, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { addQuote } from "./support/inbox-data";

describe("dashboard", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the site's quote counts as stored (${label})`, async ({ login, db, demoSite }) => {
      await addQuote(db, demoSite.id, `dash-${label}`, { status: "in_progress" });
      const page = await login("owner", viewport);
      // The requests received: spam is not one (ADR 017).
      const received = and(eq(quoteRequests.siteId, demoSite.id), eq(quoteRequests.isSpam, false));
      const [{ total }] = await db.select({ total: count() }).from(quoteRequests).where(received);
      const byStatus = async (status: "new" | "in_progress" | "completed") =>
        (
          await db
            .select({ n: count() })
            .from(quoteRequests)
            .where(and(received, eq(quoteRequests.status, status)))
        )[0].n;
      const expected = { Total: total, Nouveaux: await byStatus("new"), "En cours": await byStatus("in_progress"), Terminés: await byStatus("completed") };

      await page.reload();
      const main = page.locator("main");
      await expect.poll(() => main.innerText()).toContain("Les Délices de Marie");
      for (const [term, value] of Object.entries(expected)) {
        const card = main.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
        expect(await card.locator("dd").innerText(), term).toBe(String(value));
      }
      // The recent requests link to the quotes screen.
      const link = main.getByRole("link", { name: `Claire Dubois dash-${label}` }).first();
      expect(await link.getAttribute("href")).toMatch(/^\/admin\/content\/quotes#quote-[0-9a-f-]{36}$/);
      await screenshot(page, `communication-dashboard-${label}`);
      await expectAccessible(page, `dashboard (${label})`);
    });
  }
});

describe("inbox comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the dashboard counts unread messages and shows today's open/closed line (${label})`, async ({ login, db, demoSite }) => {
      const p = await login("owner", viewport);
      const [{ n }] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.siteId, demoSite.id), eq(contactMessages.isViewed, false), eq(contactMessages.isSpam, false)));
      await expect.poll(() => p.getByTestId("unread-messages").innerText()).toBe(String(n));
      expect(await p.getByTestId("open-status").innerText()).toMatch(/^(Ouvert|Fermé)/);
      await expectAccessible(p, `dashboard (${label})`);
      await screenshot(p, `comforts-dashboard-${label}`);
    });
  }
});
