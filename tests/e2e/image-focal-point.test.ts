import { describe, expect } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { productCategories, products, productVariants } from "~/db/schema";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";
import { createProduct } from "../support/factories";

/**
 * Issue 13, a focal point per image: chosen on the product's preview (pointer, keys,
 * 'Recentrer'), it is the public card's object-position. The story makes its own products, named
 * with a tag of this run.
 */

/**
 * Issue 13, the products screen's comforts and bugs: prices typed the French way, the order of the
 * featured products on the home, a focal point per image, and the screen on a phone. Each story
 * makes its own products, named with a tag of this run.
 */
const TAG = `E2E13-${Date.now().toString(36)}`;

/** Spaces as the page writes them (no-break, narrow no-break) read as ordinary ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("images: a focal point per image", () => {
  for (const [viewport, label] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    test(`chosen on the preview (pointer, keys, 'Recentrer'), it is the public card's object-position (${label})`, async ({
      login,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      // A demo photo and category, on a product of this story.
      const [demo] = await db
        .select({ imageUrl: products.imageUrl, categoryId: products.categoryId })
        .from(products)
        .where(and(eq(products.siteId, demoSite.id), like(products.imageUrl, "/media/%")))
        .limit(1);
      if (!demo?.imageUrl || !demo.categoryId) throw new Error("no demo photo");
      const name = `Fraisier ${TAG} ${label}`;
      const product = await createProduct(db, demoSite.id, { name, price: 6, imageUrl: demo.imageUrl, categoryId: demo.categoryId });
      await db.insert(productVariants).values({ siteId: demoSite.id, productId: product.id, name: "La part", price: 6, imageUrl: demo.imageUrl });

      const page = await login("owner", viewport, { at: `/admin/products?search=${encodeURIComponent(name)}` });
      await page.getByRole("button", { name: `Modifier ${name}` }).click();
      const variant = page.getByRole("dialog").getByRole("group", { name: "Déclinaison 1" });
      const picker = variant.getByRole("button", { name: /^Point d'intérêt de l'image/ });
      const at = async () => plain(await picker.getAttribute("aria-label"));
      expect(await at()).toContain("(50 % depuis la gauche, 50 % depuis le haut)");

      // A click on the preview moves it there…
      const box = await picker.boundingBox();
      if (!box) throw new Error("no preview");
      await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.25 } });
      await expect.poll(at).not.toContain("(50 % depuis la gauche, 50 % depuis le haut)");
      await screenshot(page, `comforts-focal-point-${label}`);
      // …'Recentrer' puts it back in the middle…
      await variant.getByRole("button", { name: /^Recentrer/ }).click();
      await expect.poll(at).toContain("(50 % depuis la gauche, 50 % depuis le haut)");
      // …and the arrow keys move it by 5 %.
      await picker.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
      for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
      await expect.poll(at).toContain("(30 % depuis la gauche, 70 % depuis le haut)");
      expect(
        await variant
          .locator("img")
          .first()
          .evaluate((img) => (img as HTMLImageElement).style.objectPosition),
      ).toBe("30% 70%");

      await page.getByRole("dialog").getByRole("button", { name: "Sauvegarder" }).click();
      await page.getByText("Produit sauvegardé avec succès").waitFor();
      const [saved] = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, product.id));
      expect(saved?.imageUrl).toBe(`${demo.imageUrl}#focus=30,70`);

      await page.goto(demoHostUrl(`/merchant/products?q=${encodeURIComponent(name)}`));
      const card = page.locator("article").filter({ hasText: name });
      const img = card.locator("img").first();
      await img.waitFor();
      expect(await img.evaluate((el) => (el as HTMLImageElement).style.objectPosition)).toBe("30% 70%");
      // The file's own address (and its narrower copies), without the fragment.
      expect(await img.getAttribute("src")).toBe(demo.imageUrl);
      // The category no longer sits on the photo.
      const [{ name: categoryName }] = await db
        .select({ name: productCategories.name })
        .from(productCategories)
        .where(eq(productCategories.id, demo.categoryId));
      const [photo, category] = await Promise.all([img.boundingBox(), card.getByText(categoryName, { exact: true }).boundingBox()]);
      expect(photo && category && category.y >= photo.y + photo.height).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `comforts-product-card-${label}`);
    });
  }
});
