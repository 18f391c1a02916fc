/**
 * Issue 11, database outage (ADR 019), in a real browser: the production server in its own
 * process against a PostgreSQL this file stops. The 503 pages at 390 and 1280 px (axe, and
 * screenshots for a human), a contact form sent during the outage with and without JavaScript
 * (the typed values are still there), and a stored page still served.
 */
import { mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { homeContent } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { OUTAGE_TEXTS } from "~/features/outage/outage-texts";
import { CONTACT_TOASTS } from "~/features/messages/public/contact-result";
import { createDatabase, runMigrations, type DatabaseHandle } from "~/db/connect.server";
import { openEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded-postgres";
import { freePort } from "../../server/free-port";
import { createTestServices } from "../support/services";
import { sessionCookie, withSelection } from "../support/admin-route-calls";
import { httpRequest, startServerProcess, type ServerProcess } from "../support/server-process";
import { DESKTOP, expectAccessible, screenshot } from "./support/browser";
import { test } from "./support/fixtures";
import { createDomain, createSite } from "../support/factories";

const AUTH_SECRET = "outage-pages-secret-0123456789-abcdefghijklmn";
const PHONE_390 = { width: 390, height: 844 };

let root: string;
let postgres: EmbeddedPostgres | null = null;
let handle: DatabaseHandle;
let server: ServerProcess;
let cookies: { name: string; value: string }[];
let site: string;

const shop = (p: string) => `http://boulangerie.localhost:${server.port}${p}`;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "vitrine-outage-pages-"));
  await fs.chmod(root, 0o755);
  postgres = await openEmbeddedPostgres({ dataDir: path.join(root, "pg"), role: "server", port: await freePort(), durable: false, log: () => undefined });
  handle = createDatabase(postgres.url, { max: 2, onError: () => undefined });
  await runMigrations(handle.db);
  const services = createTestServices(handle.db, { AUTH_SECRET });
  const owner = await upsertUserWithPassword(services.auth, handle.db, { email: "owner@boulangerie.test", password: "owner-secret-1", role: "user" });
  const row = await createSite(handle.db, { name: "Boulangerie du Coin", ownerId: owner.id });
  site = row.id;
  await handle.db.insert(homeContent).values({ siteId: site, heroTitle: "Du pain tous les jours" });
  const cookie = await withSelection(services, await sessionCookie(services, "owner@boulangerie.test", "owner-secret-1"), site);
  cookies = cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));

  server = await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(root, "data"), AUTH_SECRET, LOG_LEVEL: "warn" });
  await createDomain(handle.db, site, { domain: "boulangerie.localhost" });
  // The pages the outage will still serve: stored once.
  for (const p of ["/", "/merchant/contact"]) {
    for (let i = 0; i < 2; i++) await httpRequest(server.port, { path: p, headers: { host: `boulangerie.localhost:${server.port}` } });
  }
  await postgres.stop();
  postgres = null;
  for (;;) {
    if ((await httpRequest(server.port, { path: "/readyz" })).status === 503) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await handle?.close();
  await postgres?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

/** A page whose context holds the owner's session cookies. */
async function signedIn(page: Page): Promise<Page> {
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: "127.0.0.1", path: "/" })));
  return page;
}

async function fillContact(page: Page, marker: string) {
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill("Durand");
  await page.getByLabel("E-mail").fill("camille@example.fr");
  await page.getByLabel("Sujet").fill(`Commande ${marker}`);
  await page.getByRole("textbox", { name: "Message" }).fill(`Deux baguettes pour samedi (${marker}), merci\u00a0!`);
}

describe("the database is down", () => {
  for (const [label, viewport] of [
    ["390", PHONE_390],
    ["1280", DESKTOP],
  ] as const) {
    test(`a page not stored gets the public 503 page (${label} px)`, async ({ open }) => {
      const page = await open(viewport);
      const response = await page.goto(shop("/merchant/products?q=pain"));
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("5");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(OUTAGE_TEXTS.publicTitle);
      await expectAccessible(page, `public 503 ${label}`);
      await screenshot(page, `outage-public-${label}`);
      // "Réessayer" asks for the same page again.
      expect(await page.getByRole("link", { name: OUTAGE_TEXTS.retry }).getAttribute("href")).toBe("/merchant/products?q=pain");
    });

    test(`a contact form sent without JavaScript keeps what was typed (${label} px)`, async ({ open }) => {
      const page = await open(viewport, { javaScriptEnabled: false });
      const stale = await page.goto(shop("/merchant/contact"));
      expect(stale?.status()).toBe(200);
      expect(stale?.headers()["x-cache"]).toBe("STALE");
      await fillContact(page, `sans-js-${label}`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Envoyer le message" }).click(),
      ]);
      expect(answer.status()).toBe(503);
      expect(await page.getByRole("alert").textContent()).toContain(CONTACT_TOASTS.insertFailed.text);
      expect(await page.getByLabel("Sujet").inputValue()).toBe(`Commande sans-js-${label}`);
      expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe(`Deux baguettes pour samedi (sans-js-${label}), merci\u00a0!`);
      // axe runs as a script: the same page, opened where scripts may run (it has none of its own).
      const html = await page.content();
      await page.context().close();
      const checked = await open(viewport);
      await checked.route(shop("/merchant/contact"), (route) => route.fulfill({ status: 503, contentType: "text/html; charset=utf-8", body: html }));
      await checked.goto(shop("/merchant/contact"));
      await expectAccessible(checked, `kept contact ${label}`);
      await screenshot(checked, `outage-kept-contact-${label}`);
    });

    test(`the back-office gets its own 503 page (${label} px)`, async ({ open }) => {
      const page = await signedIn(await open(viewport));
      const response = await page.goto(`http://127.0.0.1:${server.port}/admin/pages/home`);
      expect(response?.status()).toBe(503);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(OUTAGE_TEXTS.adminTitle);
      await expectAccessible(page, `back-office 503 ${label}`);
      await screenshot(page, `outage-admin-${label}`);
    });
  }

  test("a contact form sent with JavaScript shows the spec's failure and keeps its values", async ({ open }) => {
    const page = await open(PHONE_390);
    await page.goto(shop("/merchant/contact"));
    // The page's one inline script (ADR 038) runs as it is parsed: no request to the database is needed.
    await page.waitForFunction(() => document.documentElement.classList.contains("js") && document.querySelector("form[data-guard] fieldset") !== null);
    await fillContact(page, "avec-js");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.getByRole("alert").filter({ hasText: CONTACT_TOASTS.insertFailed.text }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByLabel("Sujet").inputValue()).toBe("Commande avec-js");
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("Deux baguettes pour samedi (avec-js), merci\u00a0!");
    await screenshot(page, "outage-js-contact-390");
  });
});
