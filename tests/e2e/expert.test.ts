import path from "node:path";
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { sites } from "~/db/schema";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { shareLinks } from "~/components/storefront/share-button";

/**
 * The Expert plan's advanced SEO and sharing (issue 14): the owner writes the home's title in
 * 'Référencement' with its counter and previews, the public home carries it; 'Partager' on a
 * product opens its links where the browser has no Web Share API, and the share sheet where it has.
 * Helper A makes the demo merchant Expert; here the file's database says so.
 */

test.beforeAll(async ({ db, demoSite }) => {
  await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoSite.id));
});

/** Links as a page's anchors give them back (Chromium writes ' as %27 in a mailto: address). */
function asBrowserHrefs(page: Page, links: { label: string; href: string }[]) {
  return page.evaluate((list) => list.map(({ label, href }) => ({ label, href: Object.assign(document.createElement("a"), { href }).href })), links);
}

/** The panel of the tab shown (the others are in the page, hidden). */
const shownPanel = (page: Page) => page.getByRole("tabpanel");

describe("Expert: 'Référencement' and 'Partager'", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the owner sets the home's title with its counter and previews, and the public home has it (${label})`, async ({ login, baseUrl, demoSite }) => {
      const page = await login("owner", viewport, { at: "/admin/seo" });
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Référencement" }).isVisible()).toBe(true);
      const panel = shownPanel(page);
      const title = panel.getByRole("textbox", { name: "Titre", exact: true });
      // The default is the placeholder: an empty field means it.
      expect(await title.getAttribute("placeholder")).toBe(demoSite.name);
      // The story runs at two widths on one database: the second starts from the first's title.
      await title.fill("");
      await expect.poll(() => panel.getByTestId("title-counter").innerText()).toMatch(/^0\/60/);

      // Too long: the counter turns red and the form says why, in French.
      const tooLong = "Traiteur et épicerie fine à Lyon, plateaux apéritifs et buffets";
      expect(tooLong.length).toBeGreaterThan(60);
      await title.fill(tooLong);
      await expect.poll(() => panel.getByTestId("title-counter").innerText()).toMatch(new RegExp(`^${tooLong.length}/60`));
      await panel.getByRole("button", { name: "Sauvegarder", exact: true }).click();
      await expect.poll(() => panel.getByText("Le titre doit faire 60 caractères au plus").isVisible()).toBe(true);

      const wanted = `Traiteur à Lyon, plateaux et buffets (${label})`;
      await title.fill(wanted);
      await expect.poll(() => panel.getByTestId("title-counter").innerText()).toMatch(new RegExp(`^${wanted.length}/60`));
      await expect.poll(() => panel.getByTestId("search-preview").innerText()).toContain(wanted);
      await expect.poll(() => panel.getByTestId("share-preview").innerText()).toContain(wanted);
      // The share card preview is the generated card, loaded.
      await expect
        .poll(() =>
          panel
            .getByTestId("share-preview")
            .locator("img")
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(1200);
      await screenshot(page, `expert-seo-${label}`);

      await panel.getByRole("button", { name: "Sauvegarder", exact: true }).click();
      await expectToast(page, "Référencement sauvegardé");

      const visitor = await page.context().newPage();
      await visitor.goto(`${baseUrl}/merchant?site=${demoSite.id}`);
      expect(await visitor.title()).toBe(wanted);
      expect(await visitor.locator('meta[property="og:title"]').getAttribute("content")).toBe(wanted);
      expect(await visitor.locator('meta[property="og:image:width"]').getAttribute("content")).toBe("1200");
    });

    test(`'Partager' on a product opens Facebook, WhatsApp and e-mail links to that product without the Web Share API (${label})`, async ({
      open,
      baseUrl,
      demoSite,
    }) => {
      const page = await open(viewport);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
      const dialog = page.getByRole("dialog", { name: /^Partager/ });
      const buttons = page.getByRole("button", { name: /^Partager/ });
      // The page's one panel, pointed at the product whose button was pressed: the first, then another.
      for (const index of [0, 2]) {
        const share = buttons.nth(index);
        await share.click();
        await expect.poll(() => dialog.isVisible()).toBe(true);
        const target = (await share.getAttribute("data-share"))!;
        expect(target).toMatch(/\/merchant\/products(\?site=[^#]+)?#produit-/);
        const name = await page.evaluate((id) => document.getElementById(id ?? "")?.textContent?.trim(), await share.getAttribute("data-share-heading"));
        expect(name).toBeTruthy();
        expect(await dialog.getByRole("paragraph").first().innerText()).toBe(`Partager «\u00a0${name}\u00a0»`);
        const links = await dialog
          .getByRole("link")
          .evaluateAll((as) => as.map((a) => ({ label: a.textContent?.trim(), href: (a as HTMLAnchorElement).href })));
        expect(links).toEqual(await asBrowserHrefs(page, shareLinks(target, name!)));
        if (index === 0) await screenshot(page, `expert-share-links-${label}`);
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.isVisible()).toBe(false);
      }

      // The home's events have it too, next to 'Je viendrai 👍'.
      await page.goto(`${baseUrl}/merchant?site=${demoSite.id}`);
      const events = page.locator("#events");
      expect(await events.getByRole("button", { name: /^Partager/ }).count()).toBeGreaterThan(0);
      expect(
        await events
          .getByRole("button", { name: /^Partager/ })
          .first()
          .getAttribute("data-share"),
      ).toMatch(/#events$/);
      await events.screenshot({ path: path.resolve(`test-results/screenshots/expert-share-events-${label}.png`) });
    });
  }

  test("without JavaScript, 'Partager' opens the same panel, which shares the page", async ({ open, baseUrl, demoSite }) => {
    const page = await open(VIEWPORTS[0][1], { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
    const share = page.getByRole("button", { name: /^Partager/ }).nth(1);
    const pageUrl = (await share.getAttribute("data-share"))!.split("#")[0]!;
    await share.click();
    const dialog = page.getByRole("dialog", { name: /^Partager/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const title = `Nos Produits — ${demoSite.name}`;
    expect(await dialog.getByRole("paragraph").first().innerText()).toBe(`Partager «\u00a0${title}\u00a0»`);
    const links = await dialog.getByRole("link").evaluateAll((as) => as.map((a) => ({ label: a.textContent?.trim(), href: (a as HTMLAnchorElement).href })));
    expect(links).toEqual(await asBrowserHrefs(page, shareLinks(pageUrl, title)));
    await dialog.getByRole("button", { name: "Fermer", exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test("outside Expert, 'Référencement' shows the plan card and the products have no 'Partager'", async ({ login, open, baseUrl, db, demoSite }) => {
    await db.update(sites).set({ plan: "pro" }).where(eq(sites.id, demoSite.id));
    try {
      for (const [label, viewport] of VIEWPORTS) {
        const page = await login("owner", viewport, { at: "/admin/seo" });
        const card = page.getByRole("region", { name: "Disponible avec la formule Expert" });
        await expect.poll(() => card.isVisible()).toBe(true);
        expect(await page.getByRole("textbox", { name: "Titre", exact: true }).count()).toBe(0);
        await screenshot(page, `expert-seo-plan-card-${label}`);
      }
      const visitor = await open();
      await visitor.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
      expect(await visitor.getByRole("button", { name: /^Partager/ }).count()).toBe(0);
    } finally {
      await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoSite.id));
    }
  });

  test("'Partager' opens the system's share sheet where the browser has one", async ({ open, baseUrl, demoSite }) => {
    const page = await open();
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = calls;
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: (data: unknown) => (calls.push(data), Promise.resolve()) });
    });
    await page.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
    const share = page.getByRole("button", { name: /^Partager/ }).first();
    const target = await share.getAttribute("data-share");
    await share.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared.map((d) => d.url))).toEqual([target]);
    expect(await page.getByRole("dialog", { name: /^Partager/ }).isVisible()).toBe(false);
  });
});
