import { describe, expect } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { products, sites, user } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * What the law asks of a food shop's site, on a phone (375 px): the owner of a draft without a
 * consumer mediator cannot publish; she names her mediator, gives a product its allergens and its
 * weight (reading its price per kilogram as she types), publishes; a visitor reads the mediator on
 * the legal notice, the allergens and the unit price on the card, and filters out nuts.
 */
const TAG = `E2E-${Date.now().toString(36)}`;
const NAME = `Pain aux noix ${TAG}`;
const OWNER_EMAIL = DEMO_ACCOUNTS.find((a) => a.key === "owner")!.email;

describe("a food shop goes online by the rules", () => {
  test("the owner names her mediator, fills in allergens and a weight, publishes; a visitor filters out nuts", async ({
    login,
    open,
    baseUrl,
    demoHostUrl,
    db,
    demoSite,
  }) => {
    // As a sign-up leaves it once her address is confirmed: a draft without a consumer mediator.
    await db.update(sites).set({ publishedAt: null, consumerMediatorName: null, consumerMediatorUrl: null }).where(eq(sites.id, demoSite.id));
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, OWNER_EMAIL));

    const page = await login("owner", PHONE);
    // No 'Publier mon site' yet: the dashboard says what is missing, and where to fill it in.
    await page.getByText("Il manque\u00a0: Médiateur de la consommation.").first().waitFor();
    expect(await page.getByRole("button", { name: "Publier mon site" }).count()).toBe(0);
    await page.getByRole("link", { name: "Renseigner le médiateur" }).click();
    await page.getByLabel("Médiateur de la consommation").fill("CM2C");
    await page.getByLabel("Site web du médiateur").fill("www.cm2c.net");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Les paramètres ont été mis à jour avec succès.");
    const [named] = await db.select({ name: sites.consumerMediatorName, url: sites.consumerMediatorUrl }).from(sites).where(eq(sites.id, demoSite.id));
    expect(named).toEqual({ name: "CM2C", url: "https://www.cm2c.net" });

    await page.goto(`${baseUrl}/admin/products`);
    await page.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Nouveau produit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nom du produit").fill(NAME);

    // Folded at first, behind its summary; two columns of boxes once open.
    const allergens = dialog.getByRole("button", { name: /^Allergènes/ });
    expect(await allergens.getAttribute("aria-expanded")).toBe("false");
    await allergens.click();
    await dialog.getByRole("checkbox", { name: "Céréales contenant du gluten" }).check();
    await dialog.getByRole("checkbox", { name: "Fruits à coque" }).check();
    await allergens.getByText("2\u00a0allergènes\u00a0: fruits à coque, gluten").waitFor();
    await dialog.getByRole("button", { name: /^Peut contenir des traces de…/ }).click();
    await dialog.getByRole("group", { name: "Peut contenir des traces de…" }).getByRole("checkbox", { name: "Graines de sésame" }).check();
    await expectAccessible(page, "product dialog, allergens open");
    await screenshot(page, "allergens-dialog-phone");

    const first = dialog.getByRole("group", { name: "Déclinaison 1" });
    await first.getByLabel("Prix (€)").fill("3,20");
    await first.getByLabel("Unité de prix").fill("la pièce");
    await first.getByLabel("Poids net ou volume").fill("400");
    await first.getByText("Prix au kilo\u00a0: 8,00\u00a0€/kg").waitFor();
    // The variant alone: the dialog scrolls inside itself, which a page screenshot does not follow.
    if (process.env.E2E_SCREENSHOTS !== "0") await first.screenshot({ path: "test-results/screenshots/unit-price-variant-phone.png" });
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Produit sauvegardé avec succès");

    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.siteId, demoSite.id), like(products.name, `%${TAG}%`)));
    expect(row).toMatchObject({ allergens: ["gluten", "fruits-a-coque"], allergenTraces: ["sesame"], netQuantity: 400, netQuantityUnit: "g", price: 3.2 });

    // Now 'Publier mon site'.
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole("button", { name: "Publier mon site" }).click();
    await expectToast(page, "Votre site est en ligne.");
    const [published] = await db.select({ at: sites.publishedAt }).from(sites).where(eq(sites.id, demoSite.id));
    expect(published.at).not.toBeNull();
    await page.close();

    try {
      // A visitor, on a phone: the mediator on the legal notice (the server hears the change by NOTIFY).
      const visitor = await open(PHONE);
      await expect
        .poll(async () => {
          await visitor.goto(demoHostUrl("/merchant/mentions-legales"));
          return visitor.locator('a[href="https://www.cm2c.net"]').count();
        })
        .toBe(1);
      await visitor.getByRole("heading", { name: "Médiation de la consommation" }).waitFor();
      expect(await visitor.locator("main").innerText()).toMatch(/Médiation de la consommation[\s\S]*CM2C/);
      expect(await visitor.content()).not.toContain("ec.europa.eu/consumers/odr");

      const page = visitor;
      await page.goto(demoHostUrl("/merchant/products"));
      const card = page.locator("article").filter({ hasText: NAME });
      await card.getByText("Allergènes\u00a0: céréales contenant du gluten, fruits à coque.").waitFor();
      await card.getByText("Peut contenir des traces de\u00a0: graines de sésame.").waitFor();
      await card.getByText("400\u00a0g · 8,00\u00a0€/kg").waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, "allergens-card-phone", { fullPage: false });

      // The visitor: 'Allergies', 'Sans fruits à coque', without a script.
      await page.locator("summary").filter({ hasText: "Allergies" }).click();
      await page.getByRole("checkbox", { name: "Sans fruits à coque" }).check();
      await page.getByText("Un produit qui en contient ou peut en contenir des traces est masqué.").waitFor();
      await screenshot(page, "allergens-filter-phone");
      await page.getByRole("group", { name: "Allergies" }).getByRole("button", { name: "Rechercher" }).click();
      await page.waitForURL(/sans=fruits-a-coque/);
      await page.getByRole("heading", { name: "Quiche lorraine" }).waitFor();
      expect(await page.locator("article").filter({ hasText: NAME }).count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Tarte aux pralines" }).count()).toBe(0);
      await expectAccessible(page, "products filtered without nuts");
    } finally {
      await db.delete(products).where(and(eq(products.siteId, demoSite.id), like(products.name, `%${TAG}%`)));
    }
  });

  test("reads well on a desktop: the dialog's lists and the filtered page", async ({ login, demoHostUrl }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/products?search=Quiche" });
    await page.getByRole("button", { name: "Modifier Quiche lorraine" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: /^Allergènes/ })
      .getByText("3\u00a0allergènes\u00a0: gluten, lait, œufs")
      .waitFor();
    await dialog.getByRole("button", { name: /^Allergènes/ }).click();
    await expectAccessible(page, "product dialog on a desktop");
    await screenshot(page, "allergens-dialog-desktop", { fullPage: false });
    await page.goto(demoHostUrl("/merchant/products?sans=fruits-a-coque&sans=lait"));
    await page.getByText("Sans fruits à coque, lait", { exact: false }).first().waitFor();
    await screenshot(page, "allergens-filter-desktop");
  });
});
