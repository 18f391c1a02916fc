import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { homeContent, sites } from "~/db/schema";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * 'Langues' and 'Traductions' (Expert, ADR 047) in a browser, at a phone's width and a desktop's:
 * the owner switches a language on, is refused publishing an unfinished page, translates the
 * home (saved with Ctrl+S), publishes it, sees it 'À revoir' after a French edit, withdraws it,
 * and switches the language off behind the kit's confirmation. Axe runs after every page load.
 * Each width works in a language of its own, on one database.
 */

test.beforeAll(async ({ db, demoSite }) => {
  await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoSite.id));
});

const STORIES = [
  // Neither is the demo's (English, German, Spanish): each story starts from a language switched off.
  [VIEWPORTS[0], { code: "nl", name: "Néerlandais", lower: "néerlandais", article: "Le néerlandais" }],
  [VIEWPORTS[1], { code: "it", name: "Italien", lower: "italien", article: "L'italien" }],
] as const;

describe("'Langues' and 'Traductions'", () => {
  for (const [[label, viewport], language] of STORIES) {
    test(`the owner switches ${language.lower} on, translates and publishes the home, then switches it off (${label})`, async ({ login, db, demoSite }) => {
      const page = await login("owner", viewport, { at: "/admin/langues" });
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Langues" }).isVisible()).toBe(true);
      const toggle = page.getByRole("switch", { name: new RegExp(`^${language.name}`) });
      expect(await toggle.getAttribute("aria-checked")).toBe("false");
      await toggle.click();
      await expectToast(page, new RegExp(`^${language.article} est activé`));
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
      const translationsLink = page.getByRole("link", { name: `Traductions en ${language.lower}` });
      await expect.poll(() => translationsLink.isVisible()).toBe(true);
      await screenshot(page, `languages-${label}`);

      await translationsLink.click();
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Traductions" }).isVisible()).toBe(true);
      const form = page.getByRole("form", { name: "Traduction de la page Accueil" });
      const editor = page.getByRole("region", { name: new RegExp(`^Accueil en ${language.lower}`) });
      await expect.poll(() => editor.getByText("À traduire", { exact: true }).isVisible()).toBe(true);

      // Not translated yet: publishing is refused, in words.
      await editor.getByRole("button", { name: "Publier cette page" }).click();
      await expectToast(page, /^Cette page n'est pas encore entièrement traduite \(0 champ sur \d+\)/);

      const fields = form.locator("input[name^='t:'], textarea[name^='t:']");
      const count = await fields.count();
      expect(count).toBeGreaterThan(2);
      for (let i = 0; i < count; i += 1) await fields.nth(i).fill(`Texte ${language.code} ${i + 1}`);
      await expect.poll(() => form.getByText("Modifications non enregistrées").isVisible()).toBe(true);
      await page.keyboard.press("Control+s");
      await expectToast(page, `La page «\u00a0Accueil\u00a0» en ${language.lower} a été mise à jour.`);
      await expect.poll(() => editor.getByText(`${count} champs sur ${count}`).isVisible()).toBe(true);

      await editor.getByRole("button", { name: "Publier cette page" }).click();
      await expectToast(page, `La page «\u00a0Accueil\u00a0» est affichée en ${language.lower} sur votre site.`);
      await expect.poll(() => editor.getByText("Publiée", { exact: true }).isVisible()).toBe(true);
      await screenshot(page, `translations-published-${label}`);

      // A French edit of a translated field: 'À revoir', the earlier French beside the new.
      const [home] = await db.select({ heroTitle: homeContent.heroTitle }).from(homeContent).where(eq(homeContent.siteId, demoSite.id));
      await db
        .update(homeContent)
        .set({ heroTitle: `${home.heroTitle} (${label})` })
        .where(eq(homeContent.siteId, demoSite.id));
      await page.reload();
      await expect.poll(() => editor.getByText("À revoir", { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => editor.getByText("Le texte français a changé depuis votre traduction.").isVisible()).toBe(true);
      await screenshot(page, `translations-review-${label}`);
      await screenshot(page, `translations-review-${label}-top`, { fullPage: false });

      await editor.getByRole("button", { name: "Retirer la publication" }).click();
      await expectToast(page, `La page «\u00a0Accueil\u00a0» n'est plus affichée en ${language.lower}. Ses traductions sont conservées.`);

      await page.goto(page.url().replace(/\/admin\/traductions.*$/, "/admin/langues"));
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Langues" }).isVisible()).toBe(true);
      await page.getByRole("switch", { name: new RegExp(`^${language.name}`) }).click();
      const dialog = page.getByRole("alertdialog", { name: `Désactiver ${language.article.toLowerCase()}\u00a0?` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.innerText()).toContain("ne seront plus affichées sur votre site");
      await screenshot(page, `languages-switch-off-${label}`, { fullPage: false });
      await dialog.getByRole("button", { name: "Désactiver" }).click();
      await expectToast(page, `${language.article} est désactivé. Vos traductions sont conservées.`);
      await expect.poll(() => page.getByRole("switch", { name: new RegExp(`^${language.name}`) }).getAttribute("aria-checked")).toBe("false");
    });
  }
});
