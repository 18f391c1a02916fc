/**
 * Draft until published (issue 14) in a real browser, at 375 and 1280 px: a visitor of a draft
 * sees 'Bientôt en ligne'; its owner sees the real pages under the preview banner and the
 * getting-started checklist; once the owner's address is confirmed, 'Publier mon site' on the
 * dashboard makes the public site live for a fresh visitor; 'Dépublier' hides it again.
 */
import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { sites, user } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

const OWNER_EMAIL = DEMO_ACCOUNTS.find((a) => a.key === "owner")!.email;

/**
 * Loads the page until `shown` says what it should: a change written here reaches the server's
 * page cache through NOTIFY, an instant after the write.
 */
async function loadUntil(page: Page, url: string, shown: (page: Page) => Locator, count: "some" | "none") {
  await expect
    .poll(async () => {
      await page.goto(url);
      const n = await shown(page).count();
      return count === "some" ? n > 0 : n === 0;
    })
    .toBe(true);
}

describe("a draft site", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`is 'Bientôt en ligne' for visitors, a preview for its owner, and live once published (${label})`, async ({
      open,
      login,
      baseUrl,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      // As a sign-up leaves it: a draft, its owner's address not confirmed yet.
      await db.update(sites).set({ publishedAt: null }).where(eq(sites.id, demoSite.id));
      await db.update(user).set({ emailVerified: false }).where(eq(user.email, OWNER_EMAIL));

      const visitor = await open(viewport);
      await loadUntil(visitor, demoHostUrl("/merchant/about"), (p) => p.getByRole("heading", { name: "Bientôt en ligne", level: 1 }), "some");
      expect(await visitor.getByText(demoSite.name).first().isVisible()).toBe(true);
      expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await visitor.getByRole("link", { name: "Qui sommes-nous" }).count()).toBe(0);
      await screenshot(visitor, `draft-coming-soon-${label}`);
      await visitor.close();

      const owner = await login("owner", viewport);
      await expect.poll(() => owner.getByRole("heading", { name: "Pour bien démarrer" }).isVisible()).toBe(true);
      expect(await owner.getByRole("link", { name: /Renseigner vos horaires/ }).getAttribute("href")).toBe("/admin/pages/hours");
      expect(await owner.getByText("Confirmez d'abord votre adresse e-mail pour publier votre site.").isVisible()).toBe(true);
      expect(await owner.getByRole("button", { name: "Publier mon site" }).count()).toBe(0);
      await screenshot(owner, `draft-dashboard-unconfirmed-${label}`);

      // The owner's preview, on the platform host where the session is.
      await owner.goto(`${baseUrl}/merchant/about?site=${demoSite.id}`);
      await expect.poll(() => owner.getByText("Aperçu — ce site n'est pas encore publié").isVisible()).toBe(true);
      expect(await owner.getByRole("heading", { name: "Bientôt en ligne" }).count()).toBe(0);
      await screenshot(owner, `draft-preview-${label}`);

      // The address confirmed (the sign-up's e-mail link does this): 'Publier mon site'.
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, OWNER_EMAIL));
      await owner.goto(`${baseUrl}/admin/dashboard`);
      const publish = owner.getByRole("button", { name: "Publier mon site" });
      await expect.poll(() => publish.isVisible()).toBe(true);
      await screenshot(owner, `draft-dashboard-ready-${label}`);
      await publish.click();
      await expectToast(owner, "Votre site est en ligne.");
      await expect.poll(() => owner.getByRole("heading", { name: "Pour bien démarrer" }).count()).toBe(0);
      expect(await owner.getByRole("button", { name: "Dépublier" }).isVisible()).toBe(true);
      expect((await db.select({ at: sites.publishedAt }).from(sites).where(eq(sites.id, demoSite.id)))[0].at).not.toBeNull();

      const fresh = await open(viewport);
      await loadUntil(fresh, demoHostUrl("/merchant/about"), (p) => p.getByRole("heading", { name: "Bientôt en ligne" }), "none");
      expect(await fresh.locator('meta[name="robots"]').count()).toBe(0);
      expect(await fresh.getByText("Aperçu — ce site").count()).toBe(0);
      await screenshot(fresh, `draft-published-${label}`);
      await fresh.close();

      // 'Dépublier', confirmed: visitors get 'Bientôt en ligne' again.
      await owner.getByRole("button", { name: "Dépublier" }).click();
      const dialog = owner.getByRole("alertdialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await screenshot(owner, `draft-unpublish-dialog-${label}`);
      await dialog.getByRole("button", { name: "Dépublier" }).click();
      await expectToast(owner, "Votre site n'est plus en ligne.");
      const again = await open(viewport);
      await loadUntil(again, demoHostUrl("/"), (p) => p.getByRole("heading", { name: "Bientôt en ligne", level: 1 }), "some");
      await again.close();

      // The settings screen says the same, and offers to publish again.
      await owner.goto(`${baseUrl}/admin/settings`);
      await expect.poll(() => owner.getByRole("heading", { name: "Votre site n'est pas encore publié" }).isVisible()).toBe(true);
      expect(await owner.getByRole("button", { name: "Publier mon site" }).isVisible()).toBe(true);
      await screenshot(owner, `draft-settings-${label}`);

      // Left published for the next test.
      await db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, demoSite.id));
    });
  }
});
