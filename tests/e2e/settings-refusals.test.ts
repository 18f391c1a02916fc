/**
 * Issue 25, 'Paramètres du site': a baker types her Instagram page as she knows it,
 * `instagram.com/boulangeriesophie`, and presses 'Sauvegarder'. It used to save nothing, say
 * nothing, and hide its message under the sticky top bar. Now the address is saved with its
 * `https://`; and when fields are wrong, a toast says how many, and the first one comes into view
 * below the top bar with the focus — from a button far above it, or from the bottom of the page.
 */
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { sites } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

const BAD_URL = "L'adresse doit commencer par http:// ou https://";

/**
 * Where a field stands in the window: its label, its control and its message (what she needs to
 * see), against the page's sticky top bar and the form's save bar; and whether it has the focus.
 */
async function placement(p: Page, label: string) {
  return p.getByLabel(label, { exact: true }).evaluate((control, message) => {
    const parts = [
      control,
      document.querySelector(`label[for="${control.id}"]`),
      ...(control.getAttribute("aria-describedby") ?? "").split(" ").map((id) => (id ? document.getElementById(id) : null)),
    ];
    const rects = parts.filter((el): el is Element => el !== null).map((el) => el.getBoundingClientRect());
    const top = Math.min(...rects.map((r) => r.top));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    const header = document.querySelector("header")?.getBoundingClientRect();
    const bar = control.closest("form")?.querySelector("[data-save-bar]")?.getBoundingClientRect();
    return {
      focused: document.activeElement === control,
      messageShown: parts.some((el) => el?.textContent === message),
      belowHeader: top >= (header?.bottom ?? 0),
      aboveSaveBar: bottom <= Math.min(window.innerHeight, bar?.top ?? Infinity),
      aboveTheWindow: bottom < (header?.bottom ?? 0),
      belowTheFold: top > window.innerHeight,
    };
  }, BAD_URL);
}

describe("'Paramètres du site' says why it refuses", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`saves a web address typed without https://, and shows the wrong fields below the top bar with a count (${label})`, async ({
      login,
      db,
      demoSite,
    }) => {
      await db.update(sites).set({ instagramUrl: null, facebookUrl: null, linkedinUrl: null }).where(eq(sites.id, demoSite.id));
      const p = await login("owner", viewport, { at: "/admin/settings" });
      await p.getByRole("heading", { name: "Paramètres du site", level: 1 }).waitFor();
      const save = p.getByRole("button", { name: "Sauvegarder" });

      // Her Instagram page, as she knows it: saved with its https://.
      await p.getByLabel("Instagram", { exact: true }).fill("instagram.com/boulangeriesophie");
      await save.click();
      await expectToast(p, "Paramètres sauvegardés");
      const [saved] = await db.select({ instagramUrl: sites.instagramUrl }).from(sites).where(eq(sites.id, demoSite.id));
      expect(saved?.instagramUrl).toBe("https://instagram.com/boulangeriesophie");
      await p.reload();
      await expect.poll(() => p.getByLabel("Instagram", { exact: true }).inputValue()).toBe("https://instagram.com/boulangeriesophie");

      // Two addresses that are none, far below the button she presses at the top of the page.
      await p.getByLabel("Facebook", { exact: true }).fill("boulangerie sophie");
      await p.getByLabel("LinkedIn", { exact: true }).fill("javascript:alert(1)");
      await p.evaluate(() => window.scrollTo(0, 0));
      expect((await placement(p, "Facebook")).belowTheFold).toBe(true);
      await save.click();
      await expectToast(p, "2 champs à corriger");
      await expect
        .poll(() => placement(p, "Facebook"))
        .toEqual({ focused: true, messageShown: true, belowHeader: true, aboveSaveBar: true, aboveTheWindow: false, belowTheFold: false });
      await screenshot(p, `settings-refusal-below-${label}`, { fullPage: false });
      await expectAccessible(p, `settings refused (${label})`);

      // Facebook corrected; she is at the bottom of the page, LinkedIn far above: it comes down below the top bar, not under it.
      await p.getByLabel("Facebook", { exact: true }).fill("www.facebook.com/boulangeriesophie");
      await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect((await placement(p, "LinkedIn")).aboveTheWindow).toBe(true);
      await save.click();
      await expectToast(p, "1 champ à corriger");
      await expect
        .poll(() => placement(p, "LinkedIn"))
        .toEqual({ focused: true, messageShown: true, belowHeader: true, aboveSaveBar: true, aboveTheWindow: false, belowTheFold: false });
      await screenshot(p, `settings-refusal-above-${label}`, { fullPage: false });

      // LinkedIn emptied: saved, with both addresses as the public site will link them.
      await p.getByLabel("LinkedIn", { exact: true }).fill("");
      await save.click();
      await expectToast(p, "Paramètres sauvegardés");
      const [row] = await db
        .select({ facebookUrl: sites.facebookUrl, linkedinUrl: sites.linkedinUrl, instagramUrl: sites.instagramUrl })
        .from(sites)
        .where(eq(sites.id, demoSite.id));
      expect(row).toEqual({
        facebookUrl: "https://www.facebook.com/boulangeriesophie",
        linkedinUrl: null,
        instagramUrl: "https://instagram.com/boulangeriesophie",
      });
    });
  }
});
