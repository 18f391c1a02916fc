/**
 * Issue 13, bug 7: a notification's link opens the messages page on the message, outlined, after
 * offering to switch to its site. At 375 and 1280 px, axe after every load.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { sites, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { SECOND_SITE_NAME } from "~/features/demo/demo-content";
import { screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createMessage } from "../support/factories";

const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;

describe("a notification's link (bug 7)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`opens the messages page on the message, outlined, after offering to switch to its site (${label})`, async ({
      login,
      selectSite,
      baseUrl,
      db,
      demoSite,
    }) => {
      // Marie owns both demo sites; the message came to the second, while she works on the first.
      const [marie] = await db.select().from(users).where(eq(users.email, owner.email));
      const [second] = await db.select().from(sites).where(eq(sites.name, SECOND_SITE_NAME));
      await db.update(sites).set({ ownerId: marie.id }).where(eq(sites.id, second.id));
      try {
        // The oldest message, yet within the site's retention (36 months): an older one is the
        // pruning worker's to delete, a minute after the server starts (a flake, issue 22).
        const createdAt = new Date(Date.now() - 400 * 24 * 3600 * 1000);
        const message = await createMessage(db, second, { subject: `Ouvert depuis l'e-mail ${label}`, createdAt });
        const p = await login("owner", viewport);
        await selectSite(p, demoSite.id);
        // The link of the notification e-mail (messageBackOfficeUrl).
        await p.goto(`${baseUrl}/admin/content/messages?site=${second.id}#message-${message.id}`);
        const notice = p.getByRole("status").filter({ hasText: "Ce lien concerne le site" });
        await notice.waitFor();
        expect(await notice.innerText()).toContain(SECOND_SITE_NAME);
        await screenshot(p, `comforts-admin-linked-site-${label}`);
        await notice.getByRole("button", { name: `Passer à «\u00a0${SECOND_SITE_NAME}\u00a0»` }).click();
        await p.waitForURL((url) => url.pathname === "/admin/content/messages" && url.hash === `#message-${message.id}`);
        const card = p.locator(`li#message-${message.id}`);
        await card.waitFor();
        expect(await notice.count()).toBe(0);
        // Outlined, and scrolled into view although it is the oldest message.
        await expect.poll(() => card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
        await expect
          .poll(() =>
            card.evaluate((el) => {
              const r = el.getBoundingClientRect();
              return r.top < window.innerHeight && r.bottom > 0;
            }),
          )
          .toBe(true);
        await screenshot(p, `comforts-admin-message-anchor-${label}`);
      } finally {
        await db.update(sites).set({ ownerId: second.ownerId }).where(eq(sites.id, second.id));
      }
    });
  }
});
