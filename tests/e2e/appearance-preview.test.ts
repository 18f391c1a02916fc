/**
 * Issue 13, 'Apparence' in a real browser at 375 and 1280 px: the preview frames the merchant's
 * real home with the unsaved colours and logo (and nobody else can use it), and a logo under
 * 40×40 px is refused in French.
 */
import { describe, expect } from "vitest";
import type { Frame, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { siteAppearance } from "~/db/schema";
import { expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const PREVIEW_IFRAME = "iframe[title^='Aperçu de la page d']";

/** The framed home, once it has loaded and the page has taken hold of it. */
async function previewFrame(p: Page): Promise<Frame> {
  await expect.poll(() => p.getByText("Chargement de l'aperçu…").count(), { message: "preview loaded" }).toBe(0);
  const frame = p.frames().find((f) => f.url().includes("/admin/appearance/preview"));
  if (!frame) throw new Error("no preview frame");
  await expect.poll(() => frame.locator("#hero-titre").isVisible()).toBe(true);
  return frame;
}

const heroButtonColour = (where: Page | Frame) =>
  where.getByRole("link", { name: "Découvrir nos produits" }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe("Apparence\u00a0: l'aperçu est la vraie page d'accueil", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`frames the home with the unsaved colours, phone and desktop widths, and changes nothing public (${label})`, async ({
      login,
      open,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      const [stored] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
      const p = await login("owner", viewport, { at: "/admin/appearance" });
      await expect.poll(() => p.getByRole("heading", { name: "Apparence du site", level: 1 }).isVisible()).toBe(true);

      // The merchant's own home, at a phone's width first, scaled into the column.
      let frame = await previewFrame(p);
      expect(await frame.locator("#hero-titre").innerText()).toBe("Les Délices de Marie");
      expect(await frame.evaluate(() => innerWidth)).toBe(375);
      expect(await heroButtonColour(frame)).toBe(rgb(stored.primaryColor.toLowerCase()));
      const box = await p.getByTestId("appearance-preview").boundingBox();
      const shown = await p.locator(PREVIEW_IFRAME).boundingBox();
      expect(shown!.width).toBeLessThanOrEqual(box!.width + 0.5);

      // A colour typed, not saved: the framed page follows at once.
      const primary = label === "phone" ? "#1D4ED8" : "#7C2D12";
      await p.getByLabel("Couleur principale", { exact: true }).fill(primary);
      await expect.poll(() => heroButtonColour(frame)).toBe(rgb(primary.toLowerCase()));

      // The desktop width: the same page, laid out at 1280 px, scaled to fit.
      await p.getByRole("button", { name: /^Ordinateur/ }).click();
      await expect.poll(() => p.getByTestId("appearance-preview").getAttribute("data-device")).toBe("desktop");
      frame = await previewFrame(p);
      await expect.poll(() => frame.evaluate(() => innerWidth)).toBe(1280);
      const wide = await p.locator(PREVIEW_IFRAME).boundingBox();
      const wideBox = await p.getByTestId("appearance-preview").boundingBox();
      expect(wide!.width).toBeLessThanOrEqual(wideBox!.width + 0.5);
      expect(wide!.width).toBeLessThan(1280);
      expect(await heroButtonColour(frame)).toBe(rgb(primary.toLowerCase()));
      await screenshot(p, `comforts-appearance-preview-desktop-${label}`);
      await p.getByRole("button", { name: /^Téléphone/ }).click();
      await expect.poll(() => frame.evaluate(() => innerWidth)).toBe(375);
      await screenshot(p, `comforts-appearance-preview-phone-${label}`);

      // A link inside the preview keeps it on the home.
      await frame.getByRole("link", { name: "Découvrir nos produits" }).click();
      expect(frame.url()).toContain("/admin/appearance/preview");

      // Nothing was saved, and the public page keeps its colours.
      const [after] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
      expect(after.primaryColor).toBe(stored.primaryColor);
      const pub = await open(viewport);
      await pub.goto(demoHostUrl("/"));
      expect(await heroButtonColour(pub)).toBe(rgb(stored.primaryColor.toLowerCase()));
      await pub.close();
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test(`an uploaded logo shows in the preview before saving; one under 40×40 px is refused in French (${label})`, async ({ login }) => {
      const p = await login("owner", viewport, { at: "/admin/appearance" });
      const frame = await previewFrame(p);
      const tiny = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer();
      await p.getByLabel("Fichier image\u00a0: Logo du site").setInputFiles({ name: "petit.png", mimeType: "image/png", buffer: tiny });
      await expectToast(p, "Le logo est trop petit\u00a0: 40×40\u00a0px au minimum, 96×96\u00a0px ou plus conseillés.");
      const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer();
      await p.getByLabel("Fichier image\u00a0: Logo du site").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await expectToast(p, "Image uploadée et optimisée avec succès");
      await expect.poll(() => frame.locator("header img").first().getAttribute("src")).toMatch(/^\/media\/logos\/.+_96x96\.webp$/);
    });
  }

  test("an outsider's preview address shows nothing and restyles nothing", async ({ open, login, baseUrl, demoHostUrl, demoSite, db }) => {
    const [stored] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
    const forged = `?site=${demoSite.id}&primaryColor=%23ff0000&primary=%23ff0000&preview=1`;

    // A visitor: the back-office's sign-in, not the site.
    const visitor = await open(PHONE);
    await visitor.goto(`${baseUrl}/admin/appearance/preview${forged}`);
    await visitor.waitForURL("**/admin/login");
    expect(await visitor.locator(".site-theme").count()).toBe(0);

    // The public page ignores such parameters: its colours are the saved ones.
    await visitor.goto(demoHostUrl(`/${forged}`));
    expect(await heroButtonColour(visitor)).toBe(rgb(stored.primaryColor.toLowerCase()));

    // Another site's owner: not found, whatever the address says.
    const other = await login("owner2", PHONE);
    const refused = await other.request.get(`${baseUrl}/admin/appearance/preview${forged}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(404);

    // The owner's preview: colours from the database only, never cached, framed only by the back-office.
    const owner = await login("owner", PHONE);
    const answer = await owner.request.get(`${baseUrl}/admin/appearance/preview${forged}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    const html = await answer.text();
    expect(html).toContain(`--site-primary:${stored.primaryColor}`);
    expect(html.toLowerCase()).not.toContain("#ff0000");
    expect(html).not.toContain("<script");
  });
});
