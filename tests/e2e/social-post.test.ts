/**
 * 'Publier sur les réseaux' (Expert): the demo owner opens the dialog on a product, copies its
 * caption and downloads its square image (a real download, a 1080×1080 JPEG); on 'Événements' the
 * same dialog shows an event's. At 375 and 1280 px.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { products } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

describe("'Publier sur les réseaux'", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`a product's square image and caption, copied and downloaded (${label})`, async ({ login, baseUrl, db, demoSite }) => {
      const [product] = await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.siteId, demoSite.id), isNotNull(products.imageUrl)))
        .orderBy(asc(products.orderIndex))
        .limit(1);
      const p = await login("owner", viewport, { at: "/admin/products" });
      await p.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
      if (label === "phone") {
        // A phone's browser shares files, the headless one does not: a share sheet that records stands in for the system's.
        await p.evaluate(() => {
          const shared: unknown[] = [];
          Object.assign(window, { __shared: shared });
          Object.defineProperty(navigator, "canShare", { configurable: true, value: (data: ShareData) => Boolean(data.files?.length) });
          Object.defineProperty(navigator, "share", {
            configurable: true,
            value: (data: ShareData) => {
              shared.push({ text: data.text, files: data.files?.map((file) => ({ name: file.name, type: file.type, size: file.size })) });
              return Promise.resolve();
            },
          });
        });
      }
      await p.getByRole("button", { name: `Publier «\u00a0${product!.name}\u00a0» sur les réseaux` }).click();

      const dialog = p.getByRole("dialog", { name: "Publier sur les réseaux" });
      const preview = dialog.getByRole("img", { name: `Image carrée de la publication «\u00a0${product!.name}\u00a0»` });
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
      const caption = dialog.getByLabel("Texte de la publication");
      await expect.poll(() => caption.inputValue()).toContain(product!.name);
      const text = await caption.inputValue();
      expect(text).toContain("/merchant/products");
      expect(text).toContain("#Lyon");
      await expectAccessible(p, "publish dialog");
      await screenshot(p, `social-post-product-${label}`, { fullPage: false });

      await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await dialog.getByRole("button", { name: "Copier le texte" }).click();
      await expectToast(p, "Copié");
      await screenshot(p, `social-post-product-copied-${label}`, { fullPage: false });
      expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(text);

      const download = p.waitForEvent("download");
      await dialog.getByRole("link", { name: "Télécharger l'image" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^publication-[a-z0-9-]+\.jpg$/);
      const saved = path.join(await mkdtemp(path.join(tmpdir(), "vitrine-post-")), file.suggestedFilename());
      await file.saveAs(saved);
      const meta = await sharp(await readFile(saved)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 1080]);
      const share = dialog.getByRole("button", { name: "Partager…" });
      if (label === "phone") {
        // The system's share sheet gets the image as a file and the caption.
        await share.click();
        const shared = await p.evaluate(
          () => (window as unknown as { __shared: { text: string; files: { name: string; type: string; size: number }[] }[] }).__shared,
        );
        expect(shared).toHaveLength(1);
        expect(shared[0]!.text).toBe(text);
        expect(shared[0]!.files).toEqual([{ name: file.suggestedFilename(), type: "image/jpeg", size: (await readFile(saved)).length }]);
      } else {
        // No file sharing in a desktop browser: no 'Partager…' there.
        expect(await share.count()).toBe(0);
      }
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    test(`an event's, from 'Événements' (${label})`, async ({ login }) => {
      const p = await login("owner", viewport, { at: "/admin/content/events" });
      await p.getByRole("heading", { name: "Événements", level: 1 }).waitFor();
      await screenshot(p, `social-post-events-list-${label}`, { fullPage: false });
      await p.getByRole("button", { name: /^Publier «\s?Atelier .* sur les réseaux$/ }).click();
      const dialog = p.getByRole("dialog", { name: "Publier sur les réseaux" });
      const caption = dialog.getByLabel("Texte de la publication");
      await expect.poll(() => caption.inputValue()).toContain("12 rue des Marronniers, 69002 Lyon");
      const preview = dialog.getByRole("img");
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
      await screenshot(p, `social-post-event-${label}`, { fullPage: false });
    });
  }
});
