import { describe, expect } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { products, productVariants } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 13, bug 1: prices typed the French way on the products screen (a decimal comma, in a
 * French and an English browser), and a price it cannot read refused in French. The story makes
 * its own products, named with a tag of this run.
 */

/**
 * Issue 13, the products screen's comforts and bugs: prices typed the French way, the order of the
 * featured products on the home, a focal point per image, and the screen on a phone. Each story
 * makes its own products, named with a tag of this run.
 */
const TAG = `E2E13-${Date.now().toString(36)}`;

/** Spaces as the page writes them (no-break, narrow no-break) read as ordinary ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

async function variantsOf(db: Database, siteId: string, name: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), like(products.name, name)));
  if (!product) return null;
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { product, variants };
}

/** Opens 'Nouveau produit', names it and its first variant, and types the price key by key. */
async function typeNewProduct(page: Page, name: string, price: string) {
  await page.getByRole("button", { name: "Nouveau produit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nom du produit").fill(name);
  const first = dialog.getByRole("group", { name: "Déclinaison 1" });
  await first.getByLabel("Nom", { exact: true }).fill("La pièce");
  // Typed as a merchant types it, key by key: a number input's own handling of the comma shows.
  await first.getByLabel("Prix (€)").click();
  await page.keyboard.type(price);
  return { dialog, first };
}

describe("bug 1: a price typed with a decimal comma", () => {
  for (const [locale, viewport, label] of [
    ["en-US", DESKTOP, "desktop"],
    ["fr-FR", PHONE, "phone"],
  ] as const) {
    test(`18,50 is saved as 18,50 € in a ${locale} browser (${label})`, async ({ login, db, demoSite }) => {
      const name = `Tarte ${TAG} ${locale}`;
      const page = await login("owner", viewport, { locale, at: "/admin/products" });
      const { dialog, first } = await typeNewProduct(page, name, "18,50");
      await expect.poll(async () => plain(await first.getByText(/^Prix lu/).textContent())).toBe("Prix lu : 18,50 €");
      await screenshot(page, `comforts-price-read-${label}`);
      await dialog.getByRole("button", { name: "Sauvegarder" }).click();
      await page.getByText("Produit sauvegardé avec succès").waitFor();

      const row = await variantsOf(db, demoSite.id, name);
      // numeric(10, 2) in euros: 1850 cents.
      expect(row?.variants.map((v) => Math.round(v.price * 100))).toEqual([1850]);
      expect(row?.product.price).toBe(18.5);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect.poll(async () => plain(await card.getByText(/€$/).first().textContent())).toBe("18,50 €");
    });
  }

  test("a price it cannot read is refused in French, never guessed, and stays as typed", async ({ login, db, demoSite }) => {
    const name = `Brioche ${TAG}`;
    const page = await login("owner", DESKTOP, { locale: "en-US", at: "/admin/products" });
    const { dialog, first } = await typeNewProduct(page, name, "1.250");
    await first.getByText("Montant non reconnu").waitFor();
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await dialog.getByText("Le prix de la déclinaison 1 n'est pas un montant lisible\u00a0: écrivez par exemple 18,50").waitFor();
    expect(await first.getByLabel("Prix (€)").inputValue()).toBe("1.250");
    expect(await variantsOf(db, demoSite.id, name)).toBeNull();

    await first.getByLabel("Prix (€)").fill("1 250 €");
    await expect.poll(async () => plain(await first.getByText(/^Prix lu/).textContent())).toBe("Prix lu : 1 250,00 €");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await page.getByText("Produit sauvegardé avec succès").waitFor();
    expect((await variantsOf(db, demoSite.id, name))?.variants.map((v) => v.price)).toEqual([1250]);
  });
});
