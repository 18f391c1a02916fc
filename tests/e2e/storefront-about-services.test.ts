import { describe, expect } from "vitest";
import { asc, eq } from "drizzle-orm";
import { type Page } from "playwright-core";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartnerImages,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  quoteRequests,
  serviceCategories,
  serviceFaqs,
  servicesPageContent,
} from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, hasFocus, holdFormToken, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test, FORM_DELAY_MS } from "./support/fixtures";
import { createSite } from "../support/factories";

/**
 * About page (story, journey, values, team, partners and their dialog) and services page (tabs by
 * mouse and keyboard, 'Demander un devis', the quote form with and without JavaScript, its
 * submitting state, FAQ) on the demo site, and every default and empty message on an empty site.
 */

const QUOTE_MESSAGES = [
  "Le prénom doit contenir au moins 2 caractères",
  "Le nom doit contenir au moins 2 caractères",
  "Adresse email invalide",
  "Numéro de téléphone requis",
  "Veuillez sélectionner un service",
  "La date de l'événement est requise",
  "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)",
];

type DemoPartner = { name: string; description: string; longDescription: string | null; images: string[] };

let emptySiteId: string;
let demo: {
  story: string;
  journey: string[];
  values: string[];
  team: { name: string; role: string }[];
  partners: DemoPartner[];
  servicesTitle: string;
  servicesDescription: string;
  categories: { name: string; title: string }[];
  faqs: string[];
};

test.beforeAll(async ({ db, demoSite }) => {
  const [about] = await db.select().from(aboutContent).where(eq(aboutContent.siteId, demoSite.id));
  const partners = await db.select().from(aboutPartners).where(eq(aboutPartners.siteId, demoSite.id)).orderBy(asc(aboutPartners.orderIndex));
  const partnerImages = await db
    .select()
    .from(aboutPartnerImages)
    .where(eq(aboutPartnerImages.siteId, demoSite.id))
    .orderBy(asc(aboutPartnerImages.orderIndex));
  const [servicesPage] = await db.select().from(servicesPageContent).where(eq(servicesPageContent.siteId, demoSite.id));
  demo = {
    story: about?.storyDescription ?? "",
    journey: (await db.select().from(aboutJourneySteps).where(eq(aboutJourneySteps.siteId, demoSite.id)).orderBy(asc(aboutJourneySteps.orderIndex))).map(
      (s) => s.title,
    ),
    values: (await db.select().from(aboutValues).where(eq(aboutValues.siteId, demoSite.id)).orderBy(asc(aboutValues.orderIndex))).map((v) => v.title),
    team: (await db.select().from(aboutTeamMembers).where(eq(aboutTeamMembers.siteId, demoSite.id)).orderBy(asc(aboutTeamMembers.orderIndex))).map((m) => ({
      name: m.name,
      role: m.role,
    })),
    partners: partners.map((p) => ({
      name: p.name,
      description: p.description,
      longDescription: p.longDescription,
      images: partnerImages.filter((i) => i.partnerId === p.id).map((i) => i.imageUrl),
    })),
    servicesTitle: servicesPage?.title ?? "",
    servicesDescription: servicesPage?.description ?? "",
    categories: (await db.select().from(serviceCategories).where(eq(serviceCategories.siteId, demoSite.id)).orderBy(asc(serviceCategories.orderIndex))).map(
      (c) => ({ name: c.name, title: c.title }),
    ),
    faqs: (await db.select().from(serviceFaqs).where(eq(serviceFaqs.siteId, demoSite.id)).orderBy(asc(serviceFaqs.orderIndex))).map((f) => f.question),
  };
  emptySiteId = (await createSite(db, { name: "Traiteur vide (e2e)" })).id;
  // The demo must exercise every part of these pages.
  expect(demo.story).not.toBe("");
  expect(demo.journey.length).toBeGreaterThan(0);
  expect(demo.values.length).toBeGreaterThan(0);
  expect(demo.team.length).toBeGreaterThan(0);
  expect(demo.partners.some((p) => p.longDescription && p.images.length > 0)).toBe(true);
  expect(demo.categories.length).toBeGreaterThanOrEqual(2);
});

const mainText = (p: Page) => p.locator("main").innerText();
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0].trim();

/** Lazy images load as they come into view: scroll through the page before a full-page screenshot. */
async function scrollThrough(p: Page) {
  const height = await p.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await p.evaluate((top) => window.scrollTo(0, top), y);
  await p.evaluate(() => window.scrollTo(0, 0));
}

async function fillQuote(p: Page, values: { email: string; service?: string }) {
  await p.getByLabel("Prénom").fill("Camille");
  await p.getByLabel("Nom", { exact: true }).fill("Durand");
  await p.getByLabel("Entreprise (optionnel)").fill("Atelier Durand");
  await p.getByLabel("E-mail").fill(values.email);
  await p.getByLabel("Téléphone").fill("06 12 34 56 78");
  if (values.service) await p.getByLabel("Service souhaité").selectOption(values.service);
  await p.getByLabel("Date de l'événement").fill("2027-06-12");
  await p.getByLabel("Nombre d'invités (optionnel)").fill("40");
  await p.getByLabel("Budget (optionnel)").fill("");
  await p.getByLabel("Détails de votre projet").fill("Un buffet pour un anniversaire, en extérieur si le temps le permet.");
}

async function storedQuote(db: Database, email: string) {
  return db.select().from(quoteRequests).where(eq(quoteRequests.customerEmail, email));
}

describe("about page (demo site)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the story, journey, values, team and partners (${label})`, async ({ open, demoHostUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(demoHostUrl("/merchant/about"));
      expect(response?.status()).toBe(200);
      for (const heading of ["Notre histoire", "Notre parcours", "Nos valeurs", "Notre équipe", "Nos partenaires"]) {
        await expect.poll(() => p.getByRole("heading", { name: heading, exact: true }).isVisible(), { message: heading }).toBe(true);
      }
      const text = await mainText(p);
      // Paragraphs are kept: the first one is its own <p>.
      expect(await p.locator("#histoire p").first().innerText()).toBe(firstParagraph(demo.story));
      for (const title of [...demo.journey, ...demo.values, ...demo.team.map((m) => m.name), ...demo.partners.map((p) => p.name)])
        expect(text).toContain(title);
      expect(await p.locator("#histoire ol > li").count()).toBe(demo.journey.length);
      // One icon per value.
      expect(await p.locator("#valeurs li svg").count()).toBe(demo.values.length);
      // Team photos have their size reserved and a text alternative.
      const photo = p.getByRole("img", { name: `Portrait de ${demo.team[0].name}` });
      expect(await photo.getAttribute("width")).not.toBeNull();
      expect(await photo.getAttribute("loading")).toBe("lazy");
      expect(text).not.toContain("configuré pour le moment");
      await scrollThrough(p);
      await screenshot(p, `about-${label}`);
      await expectAccessible(p, `about (${label})`);
    });

    test(`opens a partner's dialog with its long description and images, by mouse and keyboard (${label})`, async ({ open, demoHostUrl }) => {
      const partner = demo.partners.find((x) => x.longDescription && x.images.length > 0)!;
      const p = await open(viewport);
      await p.goto(demoHostUrl("/merchant/about"));
      const trigger = p.locator("#partenaires").getByRole("button", { name: new RegExp(partner.name) });

      await trigger.click();
      const dialog = p.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole("heading", { name: partner.name }).isVisible()).toBe(true);
      expect((await dialog.innerText()).replace(/\s+/g, " ")).toContain(firstParagraph(partner.longDescription!).replace(/\s+/g, " "));
      expect(await dialog.getByRole("img").count()).toBe(partner.images.length);
      expect(await dialog.getByRole("img").first().getAttribute("src")).toBe(partner.images[0]);
      await screenshot(p, `about-partner-dialog-${label}`);
      await expectAccessible(p, `partner dialog (${label})`);

      await p.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      // Focus goes back to the card that opened it, and Enter opens it again.
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await p.keyboard.press("Enter");
      await expect.poll(() => p.getByRole("dialog").isVisible()).toBe(true);
      await p.getByRole("dialog").getByRole("button", { name: "Fermer" }).click();
      await expect.poll(() => p.getByRole("dialog").count()).toBe(0);
    });
  }
});

describe("services page (demo site)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the header, tabs and FAQ, and 'Demander un devis' preselects the service (${label})`, async ({ open, demoHostUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(demoHostUrl("/merchant/services"));
      expect(response?.status()).toBe(200);
      expect(await p.getByRole("heading", { level: 1 }).innerText()).toBe(demo.servicesTitle);
      expect(await mainText(p)).toContain(demo.servicesDescription);

      const tabs = p.getByRole("tab");
      expect(await tabs.allInnerTexts()).toEqual(demo.categories.map((c) => c.name));
      expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
      expect(await p.getByRole("tablist").getAttribute("aria-label")).toBe("Nos prestations");
      expect(await p.getByRole("tabpanel").getByRole("heading").innerText()).toBe(demo.categories[0].title);
      expect(await p.getByRole("tabpanel").count()).toBe(1);

      const second = demo.categories[1];
      await p.getByRole("tab", { name: second.name }).click();
      await expect.poll(() => p.getByRole("tabpanel").getByRole("heading").innerText()).toBe(second.title);
      expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      expect(await tabs.first().getAttribute("aria-selected")).toBe("false");
      expect(new URL(p.url()).search).toBe("");
      expect(new URL(p.url()).hash).toBe("");

      for (const question of demo.faqs) expect(await mainText(p)).toContain(question);
      await scrollThrough(p);
      await screenshot(p, `services-${label}`);
      await expectAccessible(p, `services (${label})`);

      await p.getByRole("tabpanel").getByRole("link", { name: "Demander un devis" }).click();
      await expect.poll(() => p.getByLabel("Service souhaité").inputValue()).toBe(second.name);
      await expect.poll(() => p.evaluate(() => Math.round(document.getElementById("devis-section")!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
      await expect.poll(() => p.evaluate(() => document.getElementById("devis-section")!.getBoundingClientRect().top < 150)).toBe(true);
      expect(await p.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
      // Chosen in place: no page load.
      expect(new URL(p.url()).search).toBe("");
    });
  }

  test("draws the tabs as tabs from the first paint, and moves between them with the keyboard", async ({ open, baseUrl, demoHostUrl, demoSite }) => {
    const p = await open(DESKTOP);
    // Before any script of the page could run, the stylesheet shows the first category only.
    // (The page's script reduced to its first line, which runs as soon as it is parsed.)
    const servicesPage = (url: URL) => url.pathname === "/merchant/services";
    await p.route(servicesPage, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script>[\s\S]*?<\/script>/, '<script>document.documentElement.classList.add("js")</script>');
      // The page's CSP allows its own script by its hash: this reduced one goes without the policy.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length", "content-security-policy"].includes(name)),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    // (On the platform host: the test's own fetch cannot resolve *.localhost names.)
    await p.goto(`${baseUrl}/merchant/services?site=${demoSite.id}`);
    const visiblePanels = () =>
      p.locator("[data-tabpanel]").evaluateAll((panels) => panels.filter((panel) => (panel as HTMLElement).offsetParent !== null).length);
    expect(await visiblePanels()).toBe(1);
    expect(await p.getByRole("tab").count()).toBe(0);
    await p.unroute(servicesPage);

    await p.goto(demoHostUrl("/merchant/services"));
    const tabs = p.getByRole("tab");
    const selected = () => p.getByRole("tab", { selected: true }).innerText();
    const focused = () => p.evaluate(() => document.activeElement?.textContent);
    const panelTitle = () => p.getByRole("tabpanel").getByRole("heading").innerText();
    const names = demo.categories.map((c) => c.name);
    // One tab stop: the selected tab.
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual(names.map((_, i) => (i === 0 ? 0 : -1)));

    await tabs.first().focus();
    await p.keyboard.press("ArrowRight");
    expect(await focused()).toBe(names[1]);
    expect(await selected()).toBe(names[1]);
    expect(await panelTitle()).toBe(demo.categories[1].title);
    await p.keyboard.press("End");
    expect(await selected()).toBe(names.at(-1));
    await p.keyboard.press("ArrowRight");
    expect(await focused()).toBe(names[0]);
    await p.keyboard.press("ArrowLeft");
    expect(await selected()).toBe(names.at(-1));
    await p.keyboard.press("Home");
    expect(await selected()).toBe(names[0]);
    expect(await panelTitle()).toBe(demo.categories[0].title);
    // Tab leaves the tab list for the panel, which says which tab it belongs to.
    await p.keyboard.press("Tab");
    expect(await p.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
    expect(await p.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(await tabs.first().getAttribute("id"));
    await expectAccessible(p, "services tabs after keyboard use");
  });

  for (const [label, viewport] of VIEWPORTS) {
    test(`validates the quote form and stores a valid request (${label})`, async ({ open, demoHostUrl, db, demoSite }) => {
      const p = await open(viewport);
      await p.goto(demoHostUrl("/merchant/services"));
      const options = await p.getByLabel("Service souhaité").locator("option").allInnerTexts();
      expect(options.slice(1)).toEqual([...demo.categories.map((c) => c.name), "Autre (précisez dans les détails)"]);
      expect(await p.getByLabel("Service souhaité").locator("option").last().getAttribute("value")).toBe("Autre");

      await p.getByRole("button", { name: "Envoyer ma demande" }).click();
      const form = p.locator("#devis-section");
      for (const message of QUOTE_MESSAGES) await expect.poll(() => form.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
      expect(await p.getByLabel("Prénom").getAttribute("aria-invalid")).toBe("true");
      expect(await p.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
      await screenshot(p, `services-quote-errors-${label}`);
      await expectAccessible(p, `quote form errors (${label})`);

      const email = `devis-${label}-${Date.now()}@example.fr`;
      await fillQuote(p, { email, service: "Autre" });
      // The messages go away as the fields are corrected.
      expect(await form.getByText(QUOTE_MESSAGES[0], { exact: true }).count()).toBe(0);
      expect(await p.getByLabel("Prénom").getAttribute("aria-invalid")).toBeNull();
      await p.getByRole("button", { name: "Envoyer ma demande" }).click();

      const toast = p.locator("dialog[data-toast]").filter({ hasText: "Demande envoyée!" });
      // A form filled in under three seconds is held until then before it is sent (ADR 009).
      await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await toast.getByRole("status").innerText()).toContain("Nous vous contacterons rapidement pour discuter de votre projet.");
      expect(new URL(p.url()).hash).toBe("#devis-section");
      expect(await p.getByLabel("Prénom").inputValue()).toBe("");
      expect(await p.getByLabel("Service souhaité").inputValue()).toBe("");
      expect(await p.getByLabel("Détails de votre projet").inputValue()).toBe("");
      await screenshot(p, `services-quote-sent-${label}`);

      const rows = await storedQuote(db, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        siteId: demoSite.id,
        customerFirstName: "Camille",
        customerLastName: "Durand",
        customerCompany: "Atelier Durand",
        customerPhone: "06 12 34 56 78",
        serviceType: "Autre",
        eventDate: "2027-06-12",
        eventGuests: "40",
        eventBudget: null,
        status: "new",
        isViewed: false,
      });
    });
  }

  test("shows 'Envoi en cours...' on a disabled button while the request is held, and sends it once however often it is clicked", async ({
    open,
    demoHostUrl,
    db,
  }) => {
    const p = await open(DESKTOP);
    const posts: string[] = [];
    p.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await p.clock.install();
    const token = await holdFormToken(p);
    await p.goto(demoHostUrl("/merchant/services"));
    // The page's clock stops before the token comes: the send stays held by the fill time.
    await p.clock.pauseAt(Date.now() + 500);
    token.release();
    await expect.poll(() => p.locator("#devis-section input[name='formToken']").inputValue()).not.toBe("");
    const email = `devis-en-cours-${Date.now()}@example.fr`;
    await fillQuote(p, { email, service: demo.categories[0].name });
    await p.getByRole("button", { name: "Envoyer ma demande" }).click();
    const sending = p.getByRole("button", { name: "Envoi en cours..." });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    await screenshot(p, "services-quote-sending-desktop");
    await sending.click({ force: true });
    await p.getByRole("button", { name: "Envoi en cours..." }).dblclick({ force: true });
    await p.clock.resume();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Demande envoyée!" }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(posts).toHaveLength(1);
    expect(await storedQuote(db, email)).toHaveLength(1);
  });

  test("works without JavaScript: every category shown, the quote link's preselection, errors and success, a reload sending nothing again", async ({
    open,
    baseUrl,
    db,
    demoSite,
  }) => {
    const p = await open(PHONE, { javaScriptEnabled: false });
    await p.goto(`${baseUrl}/merchant/services?site=${demoSite.id}`);
    // No script: no ARIA tabs, but every category with its own heading, reached from the links above them.
    expect(await p.getByRole("tab").count()).toBe(0);
    for (const category of demo.categories) expect(await p.getByRole("heading", { name: category.title }).isVisible(), category.name).toBe(true);
    const second = demo.categories[1];
    const nav = p.getByRole("navigation", { name: "Nos prestations" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(demo.categories.map((c) => c.name));
    await nav.getByRole("link", { name: second.name }).click();
    await p.waitForURL(/#prestation-2$/);
    expect(await p.locator("#prestation-2").getByRole("heading").innerText()).toBe(second.title);

    await p.locator("#prestation-2").getByRole("link", { name: "Demander un devis" }).click();
    await p.waitForURL(/service=/);
    expect(new URL(p.url()).hash).toBe("#devis-section");
    expect(new URL(p.url()).searchParams.get("site")).toBe(demoSite.id);
    expect(await p.getByLabel("Service souhaité").inputValue()).toBe(second.name);

    await p.getByLabel("Prénom").fill("A");
    await p.getByRole("button", { name: "Envoyer ma demande" }).click();
    await p.waitForLoadState();
    const form = p.locator("#devis-section");
    for (const message of QUOTE_MESSAGES.filter((m) => m !== "Veuillez sélectionner un service"))
      expect(await form.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    // What was typed is kept.
    expect(await p.getByLabel("Prénom").inputValue()).toBe("A");
    expect(await p.getByLabel("Service souhaité").inputValue()).toBe(second.name);
    expect(await p.getByLabel("Prénom").getAttribute("aria-describedby")).toBeTruthy();
    expect(await hasFocus(p, "textbox", "Prénom")).toBe(true);
    await screenshot(p, "services-quote-errors-nojs-phone");

    const email = `devis-nojs-${Date.now()}@example.fr`;
    await fillQuote(p, { email });
    // A person takes more than three seconds to fill the form; sooner is refused (ADR 009).
    await p.waitForTimeout(FORM_DELAY_MS);
    const [redirect] = await Promise.all([
      p.waitForResponse((r) => r.request().method() === "POST"),
      p.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    expect(redirect.status()).toBe(303);
    await p.waitForLoadState();
    expect(new URL(p.url()).hash).toBe("#devis-section");
    const status = p.getByRole("status").filter({ hasText: "Demande envoyée!" });
    expect(await status.innerText()).toContain("Nous vous contacterons rapidement pour discuter de votre projet.");
    expect(await p.getByLabel("Prénom").inputValue()).toBe("");
    expect(await p.getByLabel("Service souhaité").inputValue()).toBe("");
    await screenshot(p, "services-quote-sent-nojs-phone");
    await p.reload();
    expect(await p.getByText("Demande envoyée!").count()).toBe(0);
    const rows = await storedQuote(db, email);
    expect(rows).toMatchObject([{ siteId: demoSite.id, serviceType: second.name, status: "new" }]);
  });

  test("says 'Site non trouvé' for an unknown site", async ({ open, baseUrl }) => {
    const p = await open();
    const response = await p.goto(`${baseUrl}/merchant/services?site=00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    const text = await p.locator("body").innerText();
    expect(text).toContain("Site non trouvé");
    expect(text).toContain("Impossible de charger les informations du site");
  });
});

describe("empty site", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the about page's four empty messages (${label})`, async ({ open, baseUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(`${baseUrl}/merchant/about?site=${emptySiteId}`);
      expect(response?.status()).toBe(200);
      const text = await mainText(p);
      for (const message of [
        "Aucun contenu configuré pour le moment.",
        "Aucune valeur configurée pour le moment.",
        "Aucun membre d'équipe configuré pour le moment.",
        "Aucun partenaire configuré pour le moment.",
      ]) {
        expect(text).toContain(message);
      }
      expect(text).toContain("Traiteur vide (e2e)");
      // No load error: no 'Erreur' message (written by the server: this page has no script).
      expect(await p.getByTestId("load-error").count()).toBe(0);
      expect(await p.getByText("Impossible de charger le contenu de la page").count()).toBe(0);
      await screenshot(p, `about-empty-${label}`);
      await expectAccessible(p, `about empty (${label})`);
    });

    test(`shows the services defaults, the empty message and the three default FAQs (${label})`, async ({ open, baseUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(`${baseUrl}/merchant/services?site=${emptySiteId}`);
      expect(response?.status()).toBe(200);
      expect(await p.getByRole("heading", { level: 1 }).innerText()).toBe("Nos prestations");
      const text = await mainText(p);
      for (const expected of [
        "Découvrez nos différentes prestations et services.",
        "Aucun service disponible",
        "Les services seront bientôt disponibles",
        "Combien de temps à l'avance dois-je réserver\u00a0?",
        "Proposez-vous des options végétariennes\u00a0?",
        "Quelle est votre zone de livraison\u00a0?",
      ]) {
        expect(text).toContain(expected);
      }
      expect(await p.locator("details").count()).toBe(3);
      await p.getByText("Quelle est votre zone de livraison\u00a0?").click();
      await expect.poll(async () => (await mainText(p)).includes("50 km")).toBe(true);
      expect(text).toMatch(/7 jours[\s\S]*14 jours/);
      // The quote form is still there, with 'Autre' as the only service.
      expect(await p.getByLabel("Service souhaité").locator("option").allInnerTexts()).toEqual([
        "Sélectionnez un service",
        "Autre (précisez dans les détails)",
      ]);
      await screenshot(p, `services-empty-${label}`);
      await expectAccessible(p, `services empty (${label})`);
    });
  }
});
