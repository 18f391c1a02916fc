import { describe, expect } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { Page, Request } from "playwright-core";
import { productCategories, products, productVariants } from "~/db/schema";
import { FEATURED_TEXTS, REORDER_FEATURED } from "~/features/products/featured-products";
import type { Database } from "../../server/db/connect";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";
import { createProduct } from "../support/factories";

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

describe("bug 2: the featured products the home shows", () => {
  for (const [viewport, label] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    test(`a fifth featured product is said not to show, and shows once moved up (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
      const name = `Mille-feuille ${TAG} ${label}`;
      await createProduct(db, demoSite.id, { name, price: 4.2 });
      const page = await login("owner", viewport, { at: "/admin/products" });
      await page.getByRole("button", { name: `Mettre en avant\u00a0: ${name}` }).click();
      // The demo already features four or more: the new one goes last, and the toast says the home does not show it.
      await page.getByText(FEATURED_TEXTS.featuredNotShown).first().waitFor();
      await page.getByText(FEATURED_TEXTS.onlyFirstFour, { exact: true }).waitFor();
      // Folded on a phone (the first screen shows products), open on a desktop.
      const fold = page.getByRole("button", { name: FEATURED_TEXTS.title });
      await expect.poll(() => fold.getAttribute("aria-expanded")).toBe(String(label === "desktop"));
      if (label === "phone") await fold.click();
      const list = page.getByRole("list", { name: FEATURED_TEXTS.listLabel });
      const row = list.getByRole("listitem").filter({ hasText: name });
      await row.getByText(FEATURED_TEXTS.notOnHome).waitFor();
      expect(await list.getByText(FEATURED_TEXTS.onHome, { exact: true }).count()).toBe(4);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `comforts-featured-order-${label}`);

      const featuredOnHome = async () => {
        const home = await page.context().newPage();
        await home.goto(demoHostUrl("/"));
        const section = home.locator("section").filter({ has: home.getByRole("heading", { name: "Nos produits phares" }) });
        await section.getByRole("heading", { level: 3 }).first().waitFor();
        const names = await section.getByRole("heading", { level: 3 }).allTextContents();
        await home.close();
        return names;
      };
      expect(await featuredOnHome()).not.toContain(name);

      const stored = async () => (await db.select({ featuredOrder: products.featuredOrder }).from(products).where(eq(products.name, name)))[0]?.featuredOrder;
      if (label === "desktop") {
        // Dragged by its grip above the first row.
        const grip = row.getByRole("button", { name: /^Déplacer/ });
        const from = await grip.boundingBox();
        const to = await list.getByRole("listitem").first().boundingBox();
        if (!from || !to) throw new Error("no boxes");
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
        await page.mouse.up();
      } else {
        // On a phone, with 'Monter', up to the first place, tapped quickly: the first save is held
        // on its way until the last tap. The saves go one at a time, in the order they were made
        // (issue 22): none is cut off by the next (the server may already be storing it, and
        // could store it after the next), and the taps made meanwhile go as one, after it.
        const reorders: string[] = [];
        const aborted: string[] = [];
        const isReorder = (request: Request) => request.method() === "POST" && (request.postData() ?? "").includes(`intent=${REORDER_FEATURED}`);
        page.on("request", (request) => void (isReorder(request) && reorders.push(request.postData() ?? "")));
        page.on("requestfailed", (request) => void (isReorder(request) && aborted.push(request.failure()?.errorText ?? "")));
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = false;
        await page.route(
          (url) => url.pathname.startsWith("/admin/"),
          async (route, request) => {
            if (!isReorder(request) || held) return route.fallback();
            held = true;
            await released;
            // Cut off meanwhile by the page (before this fix), it is gone: nothing to let through.
            await route.fallback().catch(() => {});
          },
        );
        const count = await list.getByRole("listitem").count();
        for (let i = 1; i < count; i++) await row.getByRole("button", { name: `Monter «\u00a0${name}\u00a0»` }).click();
        // Shown first at once, before any answer.
        await list.getByRole("listitem").first().getByText(name).waitFor();
        release();
        await expect.poll(() => reorders.length).toBe(2);
        expect(aborted).toEqual([]);
      }
      await expect.poll(stored).toBe(0);
      await list.getByRole("listitem").first().getByText(name).waitFor();
      await row.getByText(FEATURED_TEXTS.onHome, { exact: true }).waitFor();
      expect((await featuredOnHome())[0]).toBe(name);
    });
  }
});

describe("images: a focal point per image", () => {
  for (const [viewport, label] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    test(`chosen on the preview (pointer, keys, 'Recentrer'), it is the public card's object-position (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
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
      expect(await variant.locator("img").first().evaluate((img) => (img as HTMLImageElement).style.objectPosition)).toBe("30% 70%");

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
      const [{ name: categoryName }] = await db.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.id, demo.categoryId));
      const [photo, category] = await Promise.all([img.boundingBox(), card.getByText(categoryName, { exact: true }).boundingBox()]);
      expect(photo && category && category.y >= photo.y + photo.height).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `comforts-product-card-${label}`);
    });
  }
});

describe("the products screen on a phone", () => {
  for (const [viewport, label, startsOpen] of [
    [PHONE, "phone", false],
    [DESKTOP, "desktop", true],
  ] as const) {
    test(`its stats and filters fold behind one button, ${startsOpen ? "open" : "closed"} at first (${label})`, async ({ login }) => {
      const page = await login("owner", viewport, { at: "/admin/products" });
      const toggle = page.getByRole("button", { name: "Statistiques et filtres" });
      const search = page.getByLabel("Rechercher");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe(String(startsOpen));
      expect(await search.isVisible()).toBe(startsOpen);
      await screenshot(page, `comforts-products-screen-${label}`);
      if (!startsOpen) {
        // Closed, the first screen already shows products.
        const first = page.getByRole("list", { name: "Produits" }).getByRole("listitem").first();
        expect(((await first.boundingBox())?.y ?? Infinity) < viewport.height).toBe(true);
      }

      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe(String(!startsOpen));
      await search.waitFor({ state: startsOpen ? "hidden" : "visible" });
      await screenshot(page, `comforts-products-screen-${label}-toggled`);
      if (!startsOpen) {
        await search.fill("tarte");
        await page.getByRole("button", { name: "Filtrer" }).click();
        await page.waitForURL(/search=tarte/);
      }
    });
  }
});
