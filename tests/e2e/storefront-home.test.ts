import { createHash } from "node:crypto";
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, eq, isNull } from "drizzle-orm";
import { homeEvents, homeReassuranceItems, homeTestimonials, products } from "~/db/schema";
import { DEFAULT_REASSURANCE_ITEMS } from "~/features/home/default-reassurance";
import { openStatus } from "~/features/hours/hours";
import { localDateTime } from "~/lib/calendar";
import { getSiteHours } from "~/features/hours/site-hours.server";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createSite } from "../support/factories";

type Demo = {
  id: string;
  name: string;
  timeZone: string;
  social: string[];
  reassurance: string[];
  events: string[];
  featured: number;
  testimonials: number;
};

let demo: Demo;
let emptySite: { id: string; name: string };

test.beforeAll(async ({ db, demoSite }) => {
  const reassurance = await db
    .select()
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, demoSite.id))
    .orderBy(asc(homeReassuranceItems.orderIndex));
  const events = await db.select().from(homeEvents).where(eq(homeEvents.siteId, demoSite.id));
  const featured = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, demoSite.id), eq(products.isFeatured, true), eq(products.isActive, true)));
  // The reviews shown: a hidden one is not on the home.
  const testimonials = await db
    .select({ id: homeTestimonials.id })
    .from(homeTestimonials)
    .where(and(eq(homeTestimonials.siteId, demoSite.id), isNull(homeTestimonials.hiddenAt)));
  demo = {
    id: demoSite.id,
    name: demoSite.name,
    timeZone: demoSite.timezone,
    social: [demoSite.facebookUrl, demoSite.twitterUrl, demoSite.instagramUrl, demoSite.tiktokUrl, demoSite.linkedinUrl]
      .map((u) => u?.trim() ?? "")
      .filter((u) => u !== ""),
    reassurance: reassurance.map((r) => r.title),
    events: events.map((e) => e.title),
    featured: featured.length,
    testimonials: testimonials.length,
  };
  // An empty site: nothing but a name, browsed with ?site= on the platform host.
  const created = await createSite(db, { name: "Épicerie Toute Neuve" });
  emptySite = { id: created.id, name: created.name };
});

/** The page at `url`, which answers 200. */
async function at(page: Page, url: string): Promise<Page> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return page;
}

/**
 * A button's expanded state as the browser exposes it to assistive technologies (the popover's
 * invoker has no aria-expanded attribute: Chromium computes the state from the popover).
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role: "button" });
    expect(nodes, `one button named ${name}`).toHaveLength(1);
    const expanded = nodes[0]!.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** The 'open now' line the server must have written at some instant between `before` and `after`. */
async function expectedStatusTexts(db: Database, before: Date, after: Date): Promise<string[]> {
  const texts = new Set<string>();
  for (const now of [before, after]) {
    const hours = await getSiteHours(db, demo.id, localDateTime(now, demo.timeZone).date);
    texts.add(openStatus({ ...hours, now, timeZone: demo.timeZone }).text);
  }
  return [...texts];
}

async function visibleCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).length);
}

describe("merchant home on the demo site", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows every section with the spec's texts (${label})`, async ({ open, demoHostUrl, db }) => {
      const before = new Date();
      const page = await at(await open(viewport), demoHostUrl("/"));
      const after = new Date();
      // Every lazy image in, for the screenshot.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = "eager";
            return img.decode().catch(() => undefined);
          }),
        ),
      );
      const text = await page.locator("body").innerText();
      const year = new Date().getFullYear();
      for (const expected of [
        "Découvrir nos produits",
        "Nos prochains rendez-vous",
        "En ce moment",
        "Je viendrai 👍",
        "Nos produits phares",
        "Ce que nos clients disent",
        "Comment commander",
        "Votre commerce de proximité de confiance.",
        `© ${year} ${demo.name}. Tous droits réservés.`,
        "Site propulsé par",
        ...demo.reassurance,
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(await page.title()).toBe(demo.name);

      // Header: h-16 with a 48 px logo that leads to /merchant, as does the name.
      const header = page.locator("header").first();
      expect((await header.locator("> div").first().boundingBox())?.height).toBe(64);
      const logo = header.locator("img").first();
      expect((await logo.boundingBox())?.height).toBe(48);
      expect(await header.getByRole("link", { name: demo.name }).getAttribute("href")).toBe("/merchant");

      // Hero: photo fetched first, buttons to the products page and to #events.
      const heroImage = page.locator("section[aria-labelledby='hero-titre'] img");
      expect(await heroImage.getAttribute("fetchpriority")).toBe("high");
      expect(await heroImage.getAttribute("loading")).not.toBe("lazy");
      // ADR 010: with its narrower copies, and preloaded from the head with the same srcset.
      expect(await heroImage.getAttribute("srcset")).toContain(".w400.webp 400w");
      const preload = page.locator("head link[rel='preload'][as='image'][fetchpriority='high']");
      expect(await preload.getAttribute("imagesrcset")).toBe(await heroImage.getAttribute("srcset"));
      expect(await preload.getAttribute("imagesizes")).toBe(await heroImage.getAttribute("sizes"));
      expect(await page.getByRole("link", { name: "Découvrir nos produits" }).getAttribute("href")).toBe("/merchant/products");
      expect(await page.getByRole("link", { name: "Nos prochains rendez-vous" }).getAttribute("href")).toBe("#events");
      // The live status line from the site's hours, in the hero: this page has no script, so it is
      // the server's text for the moment of the request, from the same hours module.
      const status = await page.locator("section[aria-labelledby='hero-titre'] [data-testid='open-status']").innerText();
      expect(status).toMatch(/^(Ouvert|Fermé)/);
      expect(await expectedStatusTexts(db, before, after)).toContain(status);

      // 'En ce moment': at most two pictures, in 9:16 boxes.
      const highlightBoxes = page.locator("section[aria-labelledby='en-ce-moment'] .aspect-\\[9\\/16\\]");
      const boxes = await highlightBoxes.count();
      expect(boxes).toBeGreaterThan(0);
      expect(boxes).toBeLessThanOrEqual(2);
      const box = await highlightBoxes.first().boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(9 / 16, 2);

      // Events: every one listed under #events, each with its button and type badge.
      const events = page.locator("#events");
      for (const title of demo.events) expect(await events.innerText()).toContain(title);
      expect(await events.getByRole("button", { name: "Je viendrai 👍" }).count()).toBe(demo.events.length);
      expect(await events.innerText()).toMatch(/Événement|Promotion/i);

      // Featured products: at most 4 visible on a phone.
      const featured = await visibleCount(page, "section[aria-labelledby='produits-phares'] ul > li");
      expect(featured).toBe(Math.min(demo.featured, 4));
      expect(await page.locator("section[aria-labelledby='produits-phares']").innerText()).toContain("€");

      // Testimonials: stars with an accessible name.
      expect(await page.getByRole("img", { name: /^[1-5] étoiles? sur 5$/ }).count()).toBe(demo.testimonials);
      // Drawn where they belong: five stars side by side from the row's left edge, each one star wide.
      const stars = await page
        .locator("svg.site-stars")
        .first()
        .evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll("use")].map((use) => {
            const star = use.getBoundingClientRect();
            return { left: Math.round(star.left - box.left), width: Math.round(star.width), inside: star.right <= box.right + 0.5 };
          });
        });
      expect(stars).toHaveLength(5);
      expect(stars[0].left).toBeLessThanOrEqual(2);
      for (const [n, star] of stars.entries()) {
        expect(star.inside).toBe(true);
        expect(star.width).toBeLessThanOrEqual(19);
        // 26.6 units of 24 at 18.4 px: one star every 20.4 px.
        expect(Math.abs(star.left - stars[0].left - n * 20.4)).toBeLessThanOrEqual(1);
      }

      // Footer: only the non-blank social links, in a new tab.
      const footer = page.locator("footer");
      const social = await footer.locator("a[target='_blank']").evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.getAttribute("rel")]));
      expect(social.map(([href]) => href).sort()).toEqual([...demo.social].sort());
      for (const [, rel] of social) expect(rel).toBe("noopener noreferrer");

      await screenshot(page, `storefront-home-${label}`);
      await expectAccessible(page, `merchant home (${label})`);
    });
  }

  // The menu is an HTML popover: it works on pages sent without any script, and beside the
  // contact page's one inline script.
  for (const [label, path, javaScriptEnabled] of [
    ["home, no script on the page", "/", true],
    ["home, JavaScript disabled", "/", false],
    ["contact page, its inline script", "/merchant/contact", true],
  ] as const) {
    test(`opens the mobile menu below 768 px, and closes it after a link click or Escape (${label})`, async ({ open, demoHostUrl }) => {
      const page = await at(await open(PHONE, { javaScriptEnabled }), demoHostUrl(path));
      const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
      const menu = page.getByRole("navigation", { name: "Menu mobile" });
      expect(await page.getByRole("navigation", { name: "Navigation principale" }).isVisible()).toBe(false);
      await expect.poll(() => toggle.isVisible()).toBe(true);
      expect(await expandedState(page, "Ouvrir le menu")).toBe(false);

      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Fermer le menu" }).getAttribute("aria-controls")).toBe("menu-mobile");
      expect(await expandedState(page, "Fermer le menu")).toBe(true);
      const current = path === "/" ? "Accueil" : "Contact";
      expect(await menu.getByRole("link", { name: current }).getAttribute("aria-current")).toBe("page");
      if (path === "/" && javaScriptEnabled) {
        await screenshot(page, "storefront-home-menu-phone");
        await expectAccessible(page, "mobile menu open");
      }

      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("menu-mobile");
      expect(await expandedState(page, "Ouvrir le menu")).toBe(false);

      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await menu.getByRole("link", { name: "Qui sommes-nous" }).click();
      await page.waitForURL("**/merchant/about");
      await expect.poll(() => menu.isVisible()).toBe(false);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(demo.name);
      expect(await expandedState(page, "Ouvrir le menu")).toBe(false);
    });
  }

  test("sends every public page without React; the pages with forms carry one small inline script, allowed by its hash", async ({
    open,
    baseUrl,
    demoHostUrl,
    demoSite,
  }) => {
    const page = await at(await open(DESKTOP), demoHostUrl("/"));
    // An Expert site's home and products page carry it too, for 'Partager' (issue 14).
    const sharing = demoSite.plan === "expert";
    for (const [url, inline] of [
      [demoHostUrl("/"), sharing],
      [demoHostUrl("/merchant"), sharing],
      [demoHostUrl("/merchant/about"), false],
      [demoHostUrl("/merchant/products"), sharing],
      [`${baseUrl}/`, false],
      [demoHostUrl("/merchant/services"), true],
      [demoHostUrl("/merchant/contact"), true],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(/<script[^>]*type="module"/.test(html), `${url}: module script`).toBe(false);
      expect(/<script[^>]*\ssrc=/.test(html), `${url}: script file`).toBe(false);
      expect(html.includes('rel="modulepreload"'), `${url}: modulepreload`).toBe(false);
      expect(html.includes("__reactRouterContext"), `${url}: hydration data`).toBe(false);
      // Scripts that run (JSON-LD is data); the landing page's one line closes its drawer.
      const running = [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)];
      if (inline) {
        expect(running, `${url}: one inline script`).toHaveLength(1);
        // Shared by every visitor through the page cache, the page has no nonce: its policy names
        // the script by its hash.
        const csp = response?.headers()["content-security-policy"] ?? "";
        expect(csp).not.toContain("'nonce-");
        expect(running[0][1]).not.toContain("nonce");
        expect(csp).toContain(`'sha256-${createHash("sha256").update(running[0][2], "utf8").digest("base64")}'`);
        expect(running[0][2].length, `${url}: script size`).toBeLessThan(4096);
      } else if (url !== `${baseUrl}/`) {
        expect(running, `${url}: no script`).toHaveLength(0);
      }
    }
  });

  test("shows the desktop navigation at 1280 px with the current page marked", async ({ open, demoHostUrl }) => {
    const page = await at(await open(DESKTOP), demoHostUrl("/merchant"));
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Ouvrir le menu" }).isVisible()).toBe(false);
    expect(await nav.getByRole("link", { name: "Accueil" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBeNull();
  });

  test("picks each picture's copy from the screen's density (ADR 010)", async ({ open, demoHostUrl }) => {
    const chosen = async (deviceScaleFactor: number) => {
      const page = await open(PHONE, { deviceScaleFactor });
      await page.goto(demoHostUrl("/"));
      const card = page.locator("section[aria-labelledby='produits-phares'] ul img").first();
      await card.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc !== "", await card.elementHandle());
      const src = await card.evaluate((img: HTMLImageElement) => img.currentSrc);
      await page.context().close();
      return src;
    };
    // A product square is about 160 px wide on a phone: the 400 px copy at 2x, the 800 px file at 3x.
    expect(await chosen(2)).toMatch(/\.w400\.webp$/);
    expect(await chosen(3)).not.toMatch(/\.w400\.webp$/);
  });

  test("keeps ?site= on every internal link on the platform host", async ({ open, baseUrl }) => {
    const page = await at(await open(DESKTOP), `${baseUrl}/merchant?site=${demo.id}`);
    const header = page.locator("header").first();
    expect(await header.getByRole("link", { name: demo.name }).getAttribute("href")).toBe(`/merchant?site=${demo.id}`);
    expect(await page.getByRole("link", { name: "Découvrir nos produits" }).getAttribute("href")).toBe(`/merchant/products?site=${demo.id}`);
    expect(await page.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe(`/merchant/contact?site=${demo.id}`);
  });
});

describe("merchant home on an empty site", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the defaults and empty states (${label})`, async ({ open, baseUrl }) => {
      const page = await at(await open(viewport), `${baseUrl}/?site=${emptySite.id}`);
      expect(await page.locator("h1").innerText()).toBe(emptySite.name);
      expect(await page.title()).toBe(emptySite.name);

      const text = await page.locator("main").innerText();
      for (const item of DEFAULT_REASSURANCE_ITEMS) expect(text).toContain(item.title);
      for (const title of ["Produits locaux", "Sélection artisanale", "Partenariats sains avec les producteurs", "Conseils personnalisés"]) {
        expect(text).toContain(title);
      }
      expect(text).toContain("Aucun produit phare sélectionné en ce moment");
      expect(text).toContain("Nos prochains rendez-vous");
      expect(await page.locator("#events").count()).toBe(1);
      // No photo, no highlight, no testimonials: those blocks are left out.
      expect(await page.locator("section[aria-labelledby='hero-titre'] img").count()).toBe(0);
      expect(text).not.toContain("En ce moment");
      expect(text).not.toContain("Ce que nos clients disent");

      // Placeholder logo and the default colours, rendered by the server.
      expect(await page.locator("header img").first().getAttribute("src")).toBe("/placeholder-logo.svg");
      const style = (await page.locator(".site-theme").first().getAttribute("style")) ?? "";
      for (const expected of ["--site-primary:#4CAF50", "--site-accent:#81C784", "--site-secondary:#2e7d32", "--site-primary-hover:#3e9742"]) {
        expect(style.replace(/\s+/g, "")).toContain(expected);
      }

      // Footer: no social links at all, current year.
      const footer = await page.locator("footer").innerText();
      expect(footer).toContain(`© ${new Date().getFullYear()} ${emptySite.name}. Tous droits réservés.`);
      expect(footer).not.toContain("Suivez-nous");
      expect(await page.locator("footer a[target='_blank']").count()).toBe(0);

      await screenshot(page, `storefront-home-empty-${label}`);
      await expectAccessible(page, `empty merchant home (${label})`);
    });
  }
});
