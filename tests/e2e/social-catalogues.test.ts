import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { products, sites } from "~/db/schema";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * An Expert owner gives her catalogue to Facebook, Instagram and Google: 'Réseaux sociaux' shows
 * the two addresses with 'Copier', how many items they carry, the product left out for want of a
 * photo, and the two short guides; the address copied answers the feed. Outside Expert, the plan card.
 */

test.beforeAll(async ({ db, demoSite }) => {
  await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoSite.id));
  await db.insert(products).values({ siteId: demoSite.id, name: "Pain de campagne du jour", price: 4.2 });
});

describe("Expert: the catalogues for the networks' shops", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the owner copies her catalogue's address and sees what is left out (${label})`, async ({ login, baseUrl, demoSite }) => {
      const page = await login("owner", viewport, { at: "/admin/reseaux" });
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Réseaux sociaux" }).isVisible()).toBe(true);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

      const metaUrl = await page.getByTestId("feed-meta-url").innerText();
      const googleUrl = await page.getByTestId("feed-google-url").innerText();
      expect(metaUrl).toMatch(/^https?:\/\/[^\s]+\/catalogue\/meta\.csv(\?site=[0-9a-f-]+)?$/);
      expect(googleUrl).toMatch(/^https?:\/\/[^\s]+\/catalogue\/google\.xml(\?site=[0-9a-f-]+)?$/);
      const count = Number((await page.getByTestId("feed-meta-count").innerText()).replace(/\D/g, ""));
      expect(count).toBeGreaterThan(0);

      const leftOut = page.getByTestId("feed-left-out");
      await expect.poll(() => leftOut.innerText()).toContain("Pain de campagne du jour");
      expect(await leftOut.innerText()).toContain("sans photo");
      for (const title of ["Boutique Facebook et Instagram", "Fiches gratuites Google"]) {
        expect(await page.getByRole("heading", { level: 3, name: title }).isVisible()).toBe(true);
      }

      await page.getByRole("button", { name: "Copier l'adresse du catalogue Meta (Facebook et Instagram)" }).click();
      await expectToast(page, "Copié");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(metaUrl);
      await screenshot(page, `social-catalogues-${label}`);

      // The address answers the feed the screen counted (asked on the platform host, as any fetcher would resolve it there).
      const feed = await fetch(`${baseUrl}/catalogue/meta.csv?site=${demoSite.id}`);
      expect(feed.status).toBe(200);
      const body = await feed.text();
      expect(body.split("\r\n").filter(Boolean)).toHaveLength(count + 1);
      expect(body).not.toContain("Pain de campagne du jour");

      // Google asks her to prove the site is hers: she pastes the whole meta tag it shows; a wrong
      // code first gets the field's French message, what she typed kept.
      const google = page.getByLabel("Code de vérification Google");
      await google.fill("mauvais code !");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await page.getByText("Collez le code donné, ou toute la balise").waitFor();
      expect(await google.inputValue()).toBe("mauvais code !");
      const code = `gV3r1f-${label}_abcdefghijklmnop`;
      await google.fill(`<meta name="google-site-verification" content="${code}" />`);
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(page, "Codes de vérification enregistrés");
      // The field then shows the code as stored, the tag's wrapping taken off.
      await expect.poll(() => google.inputValue()).toBe(code);
      const home = await (await fetch(`${baseUrl}/?site=${demoSite.id}`)).text();
      expect(home).toContain(`<meta name="google-site-verification" content="${code}"/>`);
      await screenshot(page, `social-verification-${label}`);
    });
  }

  test("outside Expert, 'Réseaux sociaux' shows the plan card", async ({ login, db, demoSite }) => {
    await db.update(sites).set({ plan: "pro" }).where(eq(sites.id, demoSite.id));
    try {
      for (const [label, viewport] of VIEWPORTS) {
        const page = await login("owner", viewport, { at: "/admin/reseaux" });
        await expect.poll(() => page.getByRole("region", { name: "Disponible avec la formule Expert" }).isVisible()).toBe(true);
        expect(await page.getByTestId("feed-meta-url").count()).toBe(0);
        await screenshot(page, `social-catalogues-plan-card-${label}`);
      }
    } finally {
      await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoSite.id));
    }
  });
});
