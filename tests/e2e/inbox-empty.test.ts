/**
 * A site that has received nothing: the messages, spam and quote screens' empty states.
 */
import { describe, expect } from "vitest";
import { expectAccessible, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";
import { createSite } from "../support/factories";

describe("a site without quotes or messages", () => {
  test("shows the empty states", async ({ login, selectSite, baseUrl, db }) => {
    const { id: empty } = await createSite(db, { name: "Boutique vide" });
    const page = await login("admin", PHONE);
    await selectSite(page, empty);
    await page.goto(`${baseUrl}/admin/content/messages`);
    const main = page.locator("main");
    await expect.poll(() => main.innerText()).toContain("Aucun message");
    expect(await main.innerText()).toContain("Aucun message de contact n'a été reçu pour le moment.");
    await screenshot(page, "communication-messages-empty-phone");
    await expectAccessible(page, "messages empty");
    await page.goto(`${baseUrl}/admin/content/messages?folder=spam`);
    await expect.poll(() => main.innerText()).toContain("Aucun indésirable");
    await screenshot(page, "communication-spam-empty-phone");
    await expectAccessible(page, "spam folder empty");
    await page.goto(`${baseUrl}/admin/content/quotes`);
    await expect.poll(() => main.innerText()).toContain("Aucune demande de devis");
    await expectAccessible(page, "quotes empty");
  });
});
