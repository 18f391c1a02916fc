/**
 * Issue 13, the public home on a phone and a desktop: the open-now pill on the hero hugs its text.
 */
import { describe, expect } from "vitest";
import { screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

describe("Accueil public sur téléphone", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the open-now pill hugs its text on the hero (${label})`, async ({ open, demoHostUrl }) => {
      const page = await open(viewport);
      await page.goto(demoHostUrl("/"));
      const pill = page.locator("section[aria-labelledby='hero-titre'] [data-testid='open-status']");
      await expect.poll(() => pill.isVisible()).toBe(true);
      const pillBox = await pill.boundingBox();
      const column = await page.locator("#hero-titre").evaluate((el) => el.parentElement!.getBoundingClientRect().width);
      // Its text plus padding: far from the column's width (343 px on a phone).
      const textWidth = await pill.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width;
      });
      expect(pillBox!.width).toBeLessThan(column * 0.8);
      expect(pillBox!.width).toBeLessThanOrEqual(textWidth + 40);
      await screenshot(page, `comforts-home-pill-${label}`);
    });
  }
});
