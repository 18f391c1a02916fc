import { describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { type Page } from "playwright-core";
import { contactMessages, specialHoursPeriods } from "~/db/schema";
import { DAY_LABELS, openStatus } from "~/features/hours/hours";
import { addDays, localDateTime } from "~/lib/calendar";
import { getSiteHours } from "~/features/hours/site-hours.server";
import { DESKTOP, expectAccessible, hasFocus, holdFormToken, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test, FORM_DELAY_MS } from "./support/fixtures";
import { createSite } from "../support/factories";

/**
 * Products page (search, category, sort, reset, URL state, no-JS) and contact page (the form with
 * and without JavaScript, its token and submitting state, opening hours in the site's time zone,
 * location) on the demo site, plus an empty site. Both pages are sent without React (ADR 038):
 * what depends on the clock is the server's, for the moment of the request.
 */

let emptySiteId: string;

test.beforeAll(async ({ db }) => {
  emptySiteId = (await createSite(db, { name: "Boutique vide (e2e)" })).id;
});

const cardNames = (p: Page) => p.locator("main article h2").allInnerTexts();
const bodyText = (p: Page) => p.locator("body").innerText();

/** "À partir de 6,90 € / pot" → 6.9 */
function priceOf(text: string): number {
  const match = /(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*€/.exec(text);
  if (!match) throw new Error(`no price in ${text}`);
  return Number(match[1].replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
}

describe("products page", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`lists the active products with their active variants (${label})`, async ({ open, demoHostUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(demoHostUrl("/merchant/products"));
      expect(response?.status()).toBe(200);
      expect(await p.getByRole("heading", { level: 1 }).innerText()).toBe("Nos Produits");
      for (const text of ["Toutes les catégories", "Ordre alphabétique", "Prix croissant", "Réinitialiser"]) {
        expect(await p.locator("main").innerText()).toContain(text);
      }
      expect(await p.getByPlaceholder("Rechercher un produit...").count()).toBe(1);

      const names = await cardNames(p);
      expect(names).toContain("Confitures de la maison");
      expect(names).not.toContain("Panier pique-nique"); // inactive product
      expect(names).toHaveLength(9);

      // Several active variants: listed, the inactive one left out.
      const jams = p.locator("article").filter({ hasText: "Confitures de la maison" });
      expect(await jams.innerText()).toContain("Déclinaisons disponibles :");
      // The variants' list (an Expert site's card also has the share panel's list, after it).
      expect(await jams.locator("ul").first().locator("li").allInnerTexts()).toHaveLength(3);
      expect(await jams.innerText()).not.toContain("Mirabelle");
      // Exactly one variant: its price and unit, no list.
      const gratin = p.locator("article").filter({ hasText: "Gratin dauphinois" });
      expect(await gratin.innerText()).toMatch(/16\s€ \/ kg/);
      expect(await gratin.innerText()).not.toContain("Déclinaisons disponibles :");

      // 1 column on a phone, 4 on a 1280 px screen.
      const columns = await p
        .locator("main ul")
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(label === "phone" ? 1 : 4);

      await screenshot(p, `products-${label}`);
      await expectAccessible(p, `products (${label})`);
    });

    test(`searches, filters, sorts and resets through the URL (${label})`, async ({ open, demoHostUrl }) => {
      const p = await open(viewport);
      await p.goto(demoHostUrl("/merchant/products"));

      // The page is sent without scripts: the GET form, submitted with Enter or 'Rechercher'.
      const search = () => p.getByRole("button", { name: "Rechercher" }).click();
      // Search in names and descriptions, case-insensitive, kept in the URL.
      await p.getByPlaceholder("Rechercher un produit...").fill("LYONNAIS");
      await p.getByPlaceholder("Rechercher un produit...").press("Enter");
      await expect.poll(() => new URL(p.url()).searchParams.get("q")).toBe("LYONNAIS");
      await expect.poll(() => cardNames(p)).toEqual(["Pâté en croûte maison", "Quenelles de brochet, sauce Nantua", "Tarte aux pralines"]);

      await p.getByPlaceholder("Rechercher un produit...").fill("introuvable");
      await search();
      await expect.poll(() => bodyText(p)).toContain("Aucun produit ne correspond à vos critères de recherche");
      expect(await bodyText(p)).toContain("Aucun produit trouvé");

      // Category, kept after a reload.
      await p.getByPlaceholder("Rechercher un produit...").fill("");
      await search();
      await expect.poll(() => new URL(p.url()).searchParams.get("q") ?? "").toBe("");
      await p.getByLabel("Catégorie").selectOption("Douceurs");
      await search();
      await expect.poll(() => new URL(p.url()).searchParams.get("categorie")).toBe("Douceurs");
      await expect.poll(() => cardNames(p)).toEqual(["Macarons", "Tarte aux pralines"]);
      await p.reload();
      expect(await cardNames(p)).toEqual(["Macarons", "Tarte aux pralines"]);
      expect(await p.getByLabel("Catégorie").inputValue()).toBe("Douceurs");

      // Sort by ascending price: the card prices never go down.
      await p.getByLabel("Catégorie").selectOption("");
      await p.getByLabel("Trier par").selectOption("prix");
      await search();
      await expect.poll(() => new URL(p.url()).searchParams.get("categorie") ?? "").toBe("");
      await expect.poll(() => new URL(p.url()).searchParams.get("tri")).toBe("prix");
      await expect.poll(async () => (await cardNames(p)).length).toBe(9);
      const prices = (await p.locator("main article [data-testid='product-price']").allInnerTexts()).map(priceOf);
      expect(prices).toHaveLength(9);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect((await cardNames(p))[0]).toBe("Saint-Marcellin affiné");

      // Reset: everything back to the defaults.
      await p.getByRole("link", { name: "Réinitialiser" }).click();
      await expect.poll(() => new URL(p.url()).search).toBe("");
      await expect.poll(() => p.getByLabel("Trier par").inputValue()).toBe("nom");
      expect(await cardNames(p)).toHaveLength(9);
      expect(await p.getByPlaceholder("Rechercher un produit...").inputValue()).toBe("");
    });
  }

  test("keeps ?site= on the platform host while filtering", async ({ open, baseUrl, demoSite }) => {
    const p = await open(DESKTOP);
    await p.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
    await p.getByLabel("Catégorie").selectOption("Épicerie fine");
    await p.getByRole("button", { name: "Rechercher" }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get("categorie")).toBe("Épicerie fine");
    expect(new URL(p.url()).searchParams.get("site")).toBe(demoSite.id);
    expect(await cardNames(p)).toEqual(["Confitures de la maison", "Huile d'olive de Nyons AOP", "Saint-Marcellin affiné"]);
  });

  test("works without JavaScript: the GET form, with the site parameter", async ({ open, baseUrl, demoSite }) => {
    const p = await open(PHONE, { javaScriptEnabled: false });
    await p.goto(`${baseUrl}/merchant/products?site=${demoSite.id}`);
    await p.getByPlaceholder("Rechercher un produit...").fill("macarons");
    await p.getByPlaceholder("Rechercher un produit...").press("Enter");
    await p.waitForURL(/q=macarons/);
    expect(new URL(p.url()).searchParams.get("site")).toBe(demoSite.id);
    expect(await cardNames(p)).toEqual(["Macarons"]);

    await p.getByPlaceholder("Rechercher un produit...").fill("");
    await p.getByLabel("Catégorie").selectOption("Traiteur maison");
    await p.getByLabel("Trier par").selectOption("prix");
    await p.getByRole("button", { name: "Rechercher" }).click();
    await p.waitForURL(/categorie=Traiteur/);
    expect(await cardNames(p)).toEqual(["Quiche lorraine", "Quenelles de brochet, sauce Nantua", "Gratin dauphinois", "Pâté en croûte maison"]);

    await p.getByRole("link", { name: "Réinitialiser" }).click();
    await p.waitForURL((url) => !url.searchParams.has("categorie"));
    expect(await cardNames(p)).toHaveLength(9);
  });
});

describe("contact page", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the contact block, the hours and the location (${label})`, async ({ open, demoHostUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(demoHostUrl("/merchant/contact"));
      expect(response?.status()).toBe(200);
      const main = p.locator("main");
      expect(await p.getByRole("heading", { level: 1 }).innerText()).toBe("Nous contacter");
      const text = await main.innerText();
      for (const expected of ["Coordonnées", "Nos horaires d'ouverture", "Nous trouver", "Comment venir", "En métro", "En bus", "En tram", "En voiture"]) {
        expect(text).toContain(expected);
      }
      expect(await main.getByRole("link", { name: "marie@delices.localhost" }).getAttribute("href")).toBe("mailto:marie@delices.localhost");
      expect(await main.locator("a[href^='tel:']").count()).toBeGreaterThan(0);
      for (const field of ["Prénom", "Nom", "E-mail", "Sujet", "Message"]) expect(await p.getByLabel(field, { exact: true }).count()).toBe(1);
      expect(await p.getByLabel("E-mail", { exact: true }).getAttribute("type")).toBe("email");
      expect(await p.getByLabel("Message", { exact: true }).getAttribute("rows")).toBe("5");

      const days = await main.locator("table tbody th").allInnerTexts();
      expect(days.map((d) => d.replace("Aujourd'hui", "").trim())).toEqual(["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]);
      expect(await main.locator("table thead").innerText()).toMatch(/Jour\s+Heures/);
      expect(await main.locator("table tbody tr").first().innerText()).toContain("Fermé");

      const maps = main.getByRole("link", { name: /Voir sur Google Maps/ });
      expect(await maps.getAttribute("target")).toBe("_blank");
      expect(await maps.getAttribute("href")).toMatch(/^https:\/\/maps\.google\.com\//);
      expect(await main.locator("address").innerText()).toContain("12 rue des Marronniers");

      await screenshot(p, `contact-${label}`);
      await expectAccessible(p, `contact (${label})`);
    });
  }

  test("shows every required message on an empty submit, keeps what was typed, and stores a valid message (with JavaScript)", async ({
    open,
    demoHostUrl,
    db,
    demoSite,
  }) => {
    const p = await open(PHONE);
    await p.goto(demoHostUrl("/merchant/contact"));
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    for (const message of ["Le prénom est requis", "Le nom est requis", "L'adresse email est requise", "Le sujet est requis", "Le message est requis"]) {
      await expect.poll(() => p.getByText(message).count()).toBe(1);
    }
    expect(await p.getByLabel("Prénom", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    // The first field to correct has the focus.
    expect(await p.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");

    const subject = `Commande e2e ${Date.now()}`;
    await p.getByLabel("Prénom", { exact: true }).fill("Jeanne");
    // Its message goes as soon as the field is right.
    expect(await p.getByText("Le prénom est requis").count()).toBe(0);
    await p.getByLabel("Nom", { exact: true }).fill("Martin");
    await p.getByLabel("E-mail", { exact: true }).fill("jeanne@");
    await p.getByLabel("Sujet", { exact: true }).fill(subject);
    await p.getByLabel("Message", { exact: true }).fill("Bonjour, une bûche pour 8 personnes le 24, est-ce possible\u00a0?");
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => p.getByText("Adresse email invalide").count()).toBe(1);
    // What was typed is kept by the server's answer.
    expect(await p.getByLabel("Sujet", { exact: true }).inputValue()).toBe(subject);
    expect(await p.getByLabel("Prénom", { exact: true }).inputValue()).toBe("Jeanne");
    await screenshot(p, "contact-errors-phone");
    await expectAccessible(p, "contact form errors");

    await p.getByLabel("E-mail", { exact: true }).fill("jeanne@example.fr");
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    // A form filled in under three seconds is held until then before it is sent (ADR 009); then
    // the server sends the page back to the form with the toast (Post/Redirect/Get).
    const toast = p.locator("dialog[data-toast]").filter({ hasText: "Message envoyé!" });
    await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await toast.getByRole("status").innerText()).toContain("Nous vous répondrons dans les plus brefs délais.");
    expect(await toast.getAttribute("data-variant")).toBe("success");
    expect(new URL(p.url()).hash).toBe("#formulaire");
    expect(await p.getByLabel("Sujet", { exact: true }).inputValue()).toBe("");
    await screenshot(p, "contact-sent-phone");
    await expectAccessible(p, "contact sent, with its toast");

    const rows = await db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.siteId, demoSite.id), eq(contactMessages.subject, subject)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Jeanne", name: "Martin", email: "jeanne@example.fr", isViewed: false });
    // The success toast closes by itself after a few seconds (not while the pointer is on it).
    await p.mouse.move(1, 1);
    await expect.poll(() => toast.isVisible(), { timeout: 12_000 }).toBe(false);
  });

  test("shows 'Envoi en cours...' with the fields disabled while the form is held and sent", async ({ open, demoHostUrl }) => {
    const p = await open(DESKTOP);
    await p.clock.install();
    const token = await holdFormToken(p);
    await p.goto(demoHostUrl("/merchant/contact"));
    // The page's clock stops before the token comes: the send stays held by the fill time.
    await p.clock.pauseAt(Date.now() + 500);
    token.release();
    // A page from the cache: the script fetched this visitor's token first.
    await expect.poll(() => p.locator("input[name='formToken']").inputValue()).not.toBe("");
    await p.getByLabel("Prénom", { exact: true }).fill("Lucie");
    await p.getByLabel("Nom", { exact: true }).fill("Petit");
    await p.getByLabel("E-mail", { exact: true }).fill("lucie@example.fr");
    await p.getByLabel("Sujet", { exact: true }).fill(`En cours ${Date.now()}`);
    await p.getByLabel("Message", { exact: true }).fill("Bonjour, un gâteau pour samedi\u00a0?");
    // Filled in well under three seconds (an autofill): held until then, showing that it is sending.
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    const sending = p.getByRole("button", { name: "Envoi en cours..." });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    for (const field of ["Prénom", "Nom", "E-mail", "Sujet", "Message"]) expect(await p.getByLabel(field, { exact: true }).isDisabled(), field).toBe(true);
    await screenshot(p, "contact-sending-desktop");
    await p.clock.resume();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Message envoyé!" }).isVisible(), { timeout: 10_000 }).toBe(true);
    // The page after the send is ready for another message.
    expect(await p.getByRole("button", { name: "Envoyer le message" }).isEnabled()).toBe(true);
  });

  test("fills the visitor's own token on a page served from the cache", async ({ open, baseUrl, demoSite }) => {
    const p = await open(DESKTOP);
    const tokenRequests: string[] = [];
    p.on("request", (request) => {
      if (new URL(request.url()).pathname === "/merchant/form-token") tokenRequests.push(request.url());
    });
    await p.goto(`${baseUrl}/merchant/contact?site=${demoSite.id}`);
    const response = await p.goto(`${baseUrl}/merchant/contact?site=${demoSite.id}`);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    // As sent, the page carries no token (it is the same for every visitor)…
    expect(await response?.text()).toMatch(/name="formToken" value=""/);
    // …and its script asks for this visitor's own, keeping ?site= on the platform host.
    await expect.poll(() => p.locator("input[name='formToken']").inputValue()).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    expect(tokenRequests.length).toBeGreaterThanOrEqual(1);
    expect(new URL(tokenRequests[0]).searchParams.get("form")).toBe("contact");
    expect(new URL(tokenRequests[0]).searchParams.get("site")).toBe(demoSite.id);
  });

  test("works without JavaScript: messages with the typed values, then the toast after a redirect, and a reload sends nothing again", async ({
    open,
    baseUrl,
    db,
    demoSite,
  }) => {
    const p = await open(DESKTOP, { javaScriptEnabled: false });
    await p.goto(`${baseUrl}/merchant/contact?site=${demoSite.id}`);
    await p.getByLabel("Prénom", { exact: true }).fill("Paul");
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    await p.waitForLoadState("load");
    expect(await bodyText(p)).toContain("Le nom est requis");
    expect(await p.getByLabel("Prénom", { exact: true }).inputValue()).toBe("Paul");
    // Focus on the first field to correct, without any script (autofocus).
    expect(await hasFocus(p, "textbox", "Nom")).toBe(true);

    const subject = `Sans JavaScript ${Date.now()}`;
    await p.getByLabel("Nom", { exact: true }).fill("Durand");
    await p.getByLabel("E-mail", { exact: true }).fill("paul@example.fr");
    await p.getByLabel("Sujet", { exact: true }).fill(subject);
    await p.getByLabel("Message", { exact: true }).fill("Message envoyé sans JavaScript.");
    // A person takes more than three seconds to fill the form; sooner is refused (ADR 009).
    await p.waitForTimeout(FORM_DELAY_MS);
    const [redirect] = await Promise.all([
      p.waitForResponse((r) => r.request().method() === "POST"),
      p.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    expect(redirect.status()).toBe(303);
    await p.waitForLoadState("load");
    expect(new URL(p.url()).hash).toBe("#formulaire");
    expect(new URL(p.url()).searchParams.get("site")).toBe(demoSite.id);
    const toast = p.getByRole("status").filter({ hasText: "Message envoyé!" });
    expect(await toast.count()).toBe(1);
    expect(await toast.innerText()).toContain("Nous vous répondrons dans les plus brefs délais.");
    expect(await p.getByLabel("Sujet", { exact: true }).inputValue()).toBe("");
    await screenshot(p, "contact-sent-nojs-desktop");

    // Closed with its button, no script needed.
    await p.locator("dialog[data-toast]").getByRole("button", { name: "Fermer" }).click();
    await expect.poll(() => p.locator("dialog[data-toast]").isVisible()).toBe(false);

    // A reload is a GET: no second message, and the toast was shown once.
    await p.reload();
    expect(await p.getByText("Message envoyé!").count()).toBe(0);

    const rows = await db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0].siteId).toBe(demoSite.id);
  });

  test("highlights today in the site's own time zone, whatever the browser's", async ({ open, baseUrl, demoHostUrl, db, demoSite }) => {
    // Kiritimati is UTC+14 and Pago Pago UTC−11: at any instant their dates differ by a day.
    const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago"] as const;
    const zoneSites: string[] = [];
    for (const timezone of zones) {
      const row = await createSite(db, { name: `Horaires ${timezone} (e2e)`, timezone });
      zoneSites.push(row.id);
    }
    const shown: string[] = [];
    for (const [index, timezone] of zones.entries()) {
      const p = await open(DESKTOP);
      const before = new Date();
      await p.goto(`${baseUrl}/merchant/contact?site=${zoneSites[index]}`);
      const after = new Date();
      const expected = [before, after].map((now) => DAY_LABELS[localDateTime(now, timezone).dayOfWeek]);
      const today = p.locator("table tbody tr[aria-current='date']");
      expect(await today.count()).toBe(1);
      const label = (await today.locator("th").innerText()).replace("Aujourd'hui", "").trim();
      expect(expected, timezone).toContain(label);
      expect(await today.locator("th").innerText()).toContain("Aujourd'hui");
      shown.push(label);
      await p.context().close();
    }
    expect(shown[0]).not.toBe(shown[1]);

    // The demo (Europe/Paris): today's row and the open/closed line, as the server's clock says.
    const p = await open(DESKTOP);
    const before = new Date();
    await p.goto(demoHostUrl("/merchant/contact"));
    const after = new Date();
    const paris = [before, after].map((now) => DAY_LABELS[localDateTime(now, "Europe/Paris").dayOfWeek]);
    expect(paris).toContain((await p.locator("table tbody tr[aria-current='date'] th").innerText()).replace("Aujourd'hui", "").trim());
    const status = await p.getByTestId("open-status").innerText();
    const texts = new Set<string>();
    for (const now of [before, after]) {
      const hours = await getSiteHours(db, demoSite.id, localDateTime(now, "Europe/Paris").date);
      texts.add(openStatus({ ...hours, now, timeZone: "Europe/Paris" }).text);
    }
    expect([...texts]).toContain(status);
  });

  test("shows the banner of the special period covering today, and none outside one", async ({ open, baseUrl, db }) => {
    const today = localDateTime(new Date(), "Europe/Paris").date;
    const { id: during } = await createSite(db, { name: "Congés en cours (e2e)" });
    const { id: outside } = await createSite(db, { name: "Congés passés (e2e)" });
    // From yesterday to tomorrow, so the page's "today" is inside whatever the minute.
    await db.insert(specialHoursPeriods).values({
      siteId: during,
      title: "Fermeture pour inventaire",
      description: "La boutique rouvre bientôt.",
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      isPeriodClosed: true,
    });
    await db
      .insert(specialHoursPeriods)
      .values({ siteId: outside, title: "Congés d'hiver", startDate: "2025-01-06", endDate: "2025-01-12", isPeriodClosed: true });
    const p = await open(PHONE);
    await p.goto(`${baseUrl}/merchant/contact?site=${during}`);
    const banner = p.getByTestId("special-period-banner");
    expect(await banner.count()).toBe(1);
    expect(await banner.innerText()).toContain("Fermeture pour inventaire");
    expect(await banner.innerText()).toContain("La boutique rouvre bientôt.");
    expect(await p.locator("table tbody tr[aria-current='date']").innerText()).toContain("Fermé");
    await screenshot(p, "contact-special-period-phone");

    await p.goto(`${baseUrl}/merchant/contact?site=${outside}`);
    expect(await p.locator("table tbody tr[aria-current='date']").count()).toBe(1);
    expect(await banner.count()).toBe(0);
  });
});

describe("empty site", () => {
  test("shows the empty products messages", async ({ open, baseUrl }) => {
    const p = await open(PHONE);
    const response = await p.goto(`${baseUrl}/merchant/products?site=${emptySiteId}`);
    expect(response?.status()).toBe(200);
    const text = await bodyText(p);
    expect(text).toContain("Aucun produit trouvé");
    expect(text).toContain("Aucun produit n'a encore été ajouté à ce site");
    await screenshot(p, "products-empty-phone");
    await expectAccessible(p, "products (empty site)");
  });

  test("shows the placeholder week, the contact card without details and no location section", async ({ open, baseUrl }) => {
    const p = await open(DESKTOP);
    await p.goto(`${baseUrl}/merchant/contact?site=${emptySiteId}`);
    const rows = await p.locator("main table tbody tr").allInnerTexts();
    const normalise = (row: string) => row.replace("Aujourd'hui", "").replace(/\s+/g, " ").trim();
    expect(rows.map(normalise)).toEqual([
      "Lundi Fermé",
      "Mardi 09:00 - 13:00, 15:00 - 19:30",
      "Mercredi 09:00 - 13:00, 15:00 - 19:30",
      "Jeudi 09:00 - 13:00, 15:00 - 19:30",
      "Vendredi 09:00 - 13:00, 15:00 - 19:30",
      "Samedi 09:00 - 19:30",
      "Dimanche 09:00 - 13:00",
    ]);
    const text = await bodyText(p);
    expect(text).not.toContain("Nous trouver");
    expect(text).toContain("Coordonnées");
    expect(await p.getByTestId("open-status").count()).toBe(0);
    await screenshot(p, "contact-empty-desktop");
    await expectAccessible(p, "contact (empty site)");
  });
});
