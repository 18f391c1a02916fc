/**
 * Issue 13, 'Apparence' in a real browser at 375 and 1280 px: palettes per trade fill the four
 * colours, and the section backgrounds are derived from the palette (none is the old cream), in
 * the preview and, once saved, on the public home.
 */
import { describe, expect } from "vitest";
import type { Frame, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { siteAppearance } from "~/db/schema";
import { PALETTES } from "~/features/appearance/palettes";
import { sectionTint, TINT_LUMINANCE } from "~/features/appearance/theme";
import { expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/** The cream every tinted section had, whatever the palette, before issue 13. */
const OLD_CREAM = "rgb(251, 248, 243)";

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

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

/** Every element's computed background on the page: what a visitor sees. */
const backgrounds = (where: Page | Frame) => where.evaluate(() => [...document.querySelectorAll("body *")].map((el) => getComputedStyle(el).backgroundColor));

describe("Apparence\u00a0: palettes par métier et fonds de sections", () => {
  const paletteFor = (label: string) => PALETTES.find((x) => x.id === (label === "phone" ? "fromagerie" : "traiteur"))!;

  for (const [label, viewport] of VIEWPORTS) {
    test(`a palette fills the four colours, unsaved, and the preview follows without cream (${label})`, async ({ login, db, demoSite }) => {
      const p = await login("owner", viewport, { at: "/admin/appearance" });
      const frame = await previewFrame(p);

      // Texts: what 'Couleur fond picto' colours, and the logo's size for sharp screens.
      await expect.poll(() => p.getByText(/^Colore le fond des pictogrammes/).isVisible()).toBe(true);
      expect(await p.getByText(/96×96\u00a0px ou plus pour rester net/).count()).toBe(1);

      const palette = paletteFor(label);
      await p.getByRole("button", { name: new RegExp(`^${palette.trade}`) }).click();
      for (const [field, name] of [
        ["primaryColor", "Couleur principale"],
        ["primaryHoverColor", "Couleur fond picto"],
        ["secondaryColor", "Couleur secondaire (foncée)"],
        ["accentColor", "Couleur fond clair"],
      ] as const) {
        expect((await p.getByLabel(name, { exact: true }).inputValue()).toLowerCase(), name).toBe(palette.colors[field].toLowerCase());
      }
      expect(await p.getByRole("button", { name: new RegExp(`^${palette.trade}`) }).getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => heroButtonColour(frame)).toBe(rgb(palette.colors.primaryColor.toLowerCase()));
      expect(await backgrounds(frame)).not.toContain(OLD_CREAM);
      await screenshot(p, `comforts-appearance-palette-${label}`);
      // Not saved until 'Sauvegarder'.
      const [before] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
      expect(before.primaryColor.toLowerCase()).not.toBe(palette.colors.primaryColor.toLowerCase());
    });

    test(`saved, the palette's tints are the public sections' backgrounds, none is the old cream (${label})`, async ({
      login,
      open,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      const p = await login("owner", viewport, { at: "/admin/appearance" });
      const palette = paletteFor(label);
      await p.getByRole("button", { name: new RegExp(`^${palette.trade}`) }).click();
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Apparence sauvegardée");
      const [saved] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
      expect(saved.accentColor.toLowerCase()).toBe(palette.colors.accentColor.toLowerCase());

      // The public pages (axe runs on each load): tints from the palette, no cream.
      const colors = { primary: saved.primaryColor, primaryHover: saved.primaryHoverColor, secondary: saved.secondaryColor, accent: saved.accentColor };
      const tint = rgb(sectionTint(colors, TINT_LUMINANCE.tint));
      const pub = await open(viewport);
      for (const path of label === "phone" ? ["/merchant/about", "/merchant/services", "/"] : ["/merchant/products", "/merchant/contact", "/"]) {
        await pub.goto(demoHostUrl(path));
        const seen = await backgrounds(pub);
        expect(seen, path).not.toContain(OLD_CREAM);
        if (path === "/") expect(seen, path).toContain(tint);
      }
      await screenshot(pub, `comforts-appearance-public-${palette.id}-${label}`);
    });
  }

  test("a blue palette typed by hand: the preview's sections turn blue, none stays cream", async ({ login }) => {
    const p = await login("owner", PHONE, { at: "/admin/appearance" });
    const frame = await previewFrame(p);
    const blue = { primary: "#1D4ED8", primaryHover: "#1E40AF", secondary: "#1E3A8A", accent: "#93C5FD" };
    await p.getByLabel("Couleur principale", { exact: true }).fill(blue.primary);
    await p.getByLabel("Couleur fond picto", { exact: true }).fill(blue.primaryHover);
    await p.getByLabel("Couleur secondaire (foncée)", { exact: true }).fill(blue.secondary);
    await p.getByLabel("Couleur fond clair", { exact: true }).fill(blue.accent);
    const tint = rgb(sectionTint(blue, TINT_LUMINANCE.tint));
    await expect.poll(() => frame.locator("section[aria-labelledby='en-ce-moment']").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(tint);
    expect(await backgrounds(frame)).not.toContain(OLD_CREAM);
  });
});
