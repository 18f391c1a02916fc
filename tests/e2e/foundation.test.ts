import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectAccessible, PHONE, screenshot, signIn } from "./support/browser";
import { test } from "./support/fixtures";

const admin = DEMO_ACCOUNTS.find((a) => a.key === "admin")!;
const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;

describe("platform landing page", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`shows the three plans in French (${label})`, async ({ open, baseUrl }) => {
      const p = await open(viewport);
      const response = await p.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await p.getAttribute("html", "lang")).toBe("fr");
      const text = await p.locator("body").innerText();
      for (const plan of ["Essentiel", "Pro", "Expert", "29€", "59€", "99€"]) expect(text).toContain(plan);
      await expect.poll(() => p.locator("#features").count()).toBe(1);
      await screenshot(p, `landing-${label}`);
      await expectAccessible(p, "landing");
    });
  }
});

describe("platform landing page's mobile menu", () => {
  // A popover drawer: it works without any script; one inline line closes it after an anchor link.
  for (const javaScriptEnabled of [true, false]) {
    test(`opens, closes with Escape and 'Fermer', and leads to the sections (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      open,
      baseUrl,
    }) => {
      const p = await open(PHONE, { javaScriptEnabled });
      await p.goto(`${baseUrl}/`);
      const toggle = p.getByRole("button", { name: "Ouvrir le menu" });
      const drawer = p.getByRole("dialog");
      expect(await drawer.count()).toBe(0);

      await toggle.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect(await drawer.getByRole("navigation", { name: "Navigation mobile" }).isVisible()).toBe(true);
      if (javaScriptEnabled) await expectAccessible(p, "landing menu open");
      await p.keyboard.press("Escape");
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await p.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("menu-landing");

      await toggle.click();
      await drawer.getByRole("button", { name: "Fermer" }).click();
      await expect.poll(() => drawer.count()).toBe(0);

      await toggle.click();
      await drawer.getByRole("link", { name: "Tarifs" }).click();
      await p.waitForURL((url) => url.hash === "#pricing");
      // With scripts, following a link also closes the drawer (without them it leads there all the same).
      if (javaScriptEnabled) await expect.poll(() => drawer.count()).toBe(0);
    });
  }
});

describe("demo merchant", () => {
  test("is served on its mapped domain", async ({ open, demoHostUrl, demoSite }) => {
    const p = await open(PHONE);
    const response = await p.goto(demoHostUrl("/"));
    expect(response?.status()).toBe(200);
    await expect.poll(() => p.getByRole("link", { name: demoSite.name }).first().isVisible()).toBe(true);
    // The theme's colours are rendered by the server.
    const primary = await p.locator("[style*='--site-primary']").first().getAttribute("style");
    expect(primary).toMatch(/--site-primary:\s*#/i);
    await screenshot(p, "merchant-home-by-host-phone");
    await expectAccessible(p, "merchant home (host)");
  });

  test("is served on the platform host with ?site=", async ({ open, baseUrl, demoSite }) => {
    const p = await open(DESKTOP);
    const response = await p.goto(`${baseUrl}/merchant?site=${demoSite.id}`);
    expect(response?.status()).toBe(200);
    expect(await p.locator("header").innerText()).toContain(demoSite.name);
    // Internal links keep the site parameter on the platform host.
    const about = await p.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Qui sommes-nous" }).getAttribute("href");
    expect(about).toBe(`/merchant/about?site=${demoSite.id}`);
    await screenshot(p, "merchant-home-by-query-desktop");
  });

  test("answers an unknown path with the not-found page", async ({ open, baseUrl }) => {
    const p = await open();
    const response = await p.goto(`${baseUrl}/nimporte-quoi`);
    expect(response?.status()).toBe(404);
    expect(await p.locator("body").innerText()).toContain("Oops! Page not found");
    await expectAccessible(p, "not found");
  });
});

describe("back-office sign-in", () => {
  test("shows the login page with the demo hint", async ({ open, baseUrl }) => {
    const p = await open(PHONE);
    await p.goto(`${baseUrl}/admin/login`);
    expect(await p.locator("body").innerText()).toContain("Connexion au Back-Office");
    expect(await p.locator("body").innerText()).toContain(owner.email);
    await screenshot(p, "login-phone");
    await expectAccessible(p, "login");
  });

  test("refuses a bad password with the spec's toast", async ({ open, baseUrl }) => {
    const p = await open();
    await signIn(p, baseUrl, owner.email, "mauvais-mot-de-passe");
    await expect.poll(() => p.getByText("Échec de l'authentification").first().isVisible()).toBe(true);
    expect(p.url()).toContain("/admin/login");
    expect(await p.getByLabel("E-mail").inputValue()).toBe(owner.email);
  });

  test("signs the owner in to their site's dashboard, and out", async ({ open, baseUrl, demoSite }) => {
    const p = await open();
    await signIn(p, baseUrl, owner.email, owner.password);
    await p.waitForURL("**/admin/dashboard");
    await expect.poll(() => p.getByText("Connexion réussie").first().isVisible()).toBe(true);
    expect(await p.locator("main").innerText()).toContain(demoSite.name);
    await screenshot(p, "dashboard-owner-desktop");
    await expectAccessible(p, "dashboard");

    // Role guard: the sites screen is for admins only.
    await p.goto(`${baseUrl}/admin/sites`);
    expect(new URL(p.url()).pathname).toBe("/admin/dashboard");

    // A signed-in user opening the login page goes to the dashboard.
    await p.goto(`${baseUrl}/admin/login`);
    expect(new URL(p.url()).pathname).toBe("/admin/dashboard");

    await p.getByRole("button", { name: "Se déconnecter" }).click();
    await p.waitForURL("**/admin/login");
    await expect.poll(() => p.getByText("Déconnexion réussie").first().isVisible()).toBe(true);
    await p.goto(`${baseUrl}/admin/dashboard`);
    expect(new URL(p.url()).pathname).toBe("/admin/login");
  });

  test("signs the admin in, selects the demo site and lands on its dashboard", async ({ open, baseUrl, demoSite }) => {
    const p = await open();
    await signIn(p, baseUrl, admin.email, admin.password);
    await p.waitForURL("**/admin/sites");
    await screenshot(p, "sites-admin-desktop");
    await expectAccessible(p, "sites");
    const row = p.getByRole("row").filter({ hasText: demoSite.name });
    await row.getByRole("button", { name: "Accéder" }).click();
    await p.waitForURL("**/admin/dashboard");
    await expect.poll(() => p.locator("main").innerText()).toContain(demoSite.name);
    await p.getByRole("button", { name: "Se déconnecter" }).click();
    await p.waitForURL("**/admin/login");
  });
});

describe("unknown site", () => {
  test("says 'Site non trouvé' on a merchant page without a site", async ({ open, baseUrl }) => {
    const p = await open();
    const response = await p.goto(`${baseUrl}/merchant`);
    expect(response?.status()).toBe(404);
    expect(await p.locator("body").innerText()).toContain("Site non trouvé");
  });
});
