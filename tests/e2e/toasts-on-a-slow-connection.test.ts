/**
 * A merchant on her phone, between two customers (issue 25). The toasts' library is not part of
 * what a screen loads before her first tap: it comes with that tap, and her save is answered by
 * its toast as before. When the connection drops it (the file never arrives), her answers still
 * show, drawn as the pages without scripts draw theirs. A tap before the screen is ready (the
 * browser posts the form itself) is answered too, once; and a request that her tap takes out of
 * a filtered list still says what was done (a failed CI run, 2026-11-30).
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { quoteRequests } from "~/db/schema";
import { createQuote } from "../support/factories";
import { expectAccessible, expectToast, PHONE } from "./support/browser";
import { test } from "./support/fixtures";

/** Sonner's own attribute, in its code and nowhere else in the build (tests/integration/server/client-bundle.test.ts). */
const SONNER = "data-sonner-toaster";

/** The scripts the page has received so far that carry sonner's code. */
function sonnerScripts(p: Page): () => Promise<string[]> {
  const seen: Promise<string | null>[] = [];
  p.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    seen.push(
      response.text().then(
        (body) => (body.includes(SONNER) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(seen)).filter((url): url is string => url !== null);
}

/**
 * What a tap before the page has hydrated does: the browser sends the form itself (with the
 * tapped button's name and value), and the server answers with the page. `submit()` sends a form
 * the same way, past the page's scripts.
 */
async function postAsBrowser(p: Page, button: ReturnType<Page["getByRole"]>): Promise<void> {
  await Promise.all([
    p.waitForEvent("load"),
    button.evaluate((element: HTMLButtonElement) => {
      const form = element.form;
      if (!form) throw new Error("the button is in no form");
      if (element.name) {
        const pressed = Object.assign(document.createElement("input"), { type: "hidden", name: element.name, value: element.value });
        form.append(pressed);
      }
      HTMLFormElement.prototype.submit.call(form);
    }),
  ]);
}

/** No further toast with this text is shown, once the page has settled. */
async function noSecondToast(p: Page, text: string): Promise<void> {
  await expectAccessible(p, `after «\u00a0${text}\u00a0»`);
  const again = await p.evaluate((line) => (window as unknown as { __toasts: string[] }).__toasts.filter((shown) => shown.trim() === line).length, text);
  expect(again, `«\u00a0${text}\u00a0» shown again`).toBe(0);
}

describe("the toasts on a phone's connection", () => {
  test("come with her first tap, not with the screen, and answer her save", async ({ login }) => {
    const p = await login("owner", PHONE, { at: "/admin/settings" });
    const loaded = sonnerScripts(p);
    await p.reload();
    await p.getByRole("heading", { name: "Paramètres du site", level: 1 }).waitFor();
    await p.waitForLoadState("networkidle");
    expect(await loaded(), "sonner before the first interaction").toEqual([]);

    await p.getByLabel("Facebook", { exact: true }).fill("boulangerie sophie");
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(p, "1 champ à corriger");
    expect((await loaded()).length, "sonner fetched once she tapped").toBe(1);
    await expectAccessible(p, "settings refused, sonner fetched on the tap");
  });

  test("still show when the connection drops the toasts' code", async ({ login }) => {
    const p = await login("owner", PHONE, { at: "/admin/settings" });
    // The request for sonner's file fails, as on a connection that dropped it.
    await p.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(SONNER)) return route.abort("connectionreset");
      return route.fulfill({ response });
    });
    await p.reload();
    await p.getByRole("heading", { name: "Paramètres du site", level: 1 }).waitFor();

    await p.getByLabel("Facebook", { exact: true }).fill("boulangerie sophie");
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    const toast = p.getByRole("dialog").filter({ hasText: "1 champ à corriger" });
    await toast.waitFor();
    await expectAccessible(p, "settings refused without sonner");
    // Its 'Fermer' closes it, as on a page without scripts.
    await toast.getByRole("button", { name: "Fermer" }).click();
    await expect.poll(() => toast.isVisible()).toBe(false);
    // The page still works: the field corrected, the save goes through and says so the same way.
    await p.getByLabel("Facebook", { exact: true }).fill("www.facebook.com/boulangeriesophie");
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    await p.getByRole("dialog").filter({ hasText: "Paramètres sauvegardés" }).waitFor();
  });

  test("answer a tap made before the screen was ready, once", async ({ login, db, demoSite }) => {
    const quote = await createQuote(db, demoSite, { customerLastName: "Avant-Prêt" });
    const p = await login("owner", PHONE, { at: "/admin/content/quotes" });
    const card = p.getByRole("article").filter({ hasText: "Avant-Prêt" });
    // A screen whose forms answer through their fetchers: the plain post's answer is the layout's to show.
    await postAsBrowser(p, card.getByRole("button", { name: "Marquer comme vu" }));
    await expectToast(p, "Demande marquée comme vue");
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id));
    expect(stored?.isViewed).toBe(true);
    await noSecondToast(p, "Demande marquée comme vue");

    // A screen that reads its action's answer itself (its form's messages): still one toast.
    await p.goto(p.url().replace(/\/admin\/.*/, "/admin/pages/about"));
    await p.getByLabel("Description de l'histoire").fill("Notre histoire, envoyée avant que la page soit prête.");
    await postAsBrowser(p, p.getByRole("button", { name: "Sauvegarder" }));
    await expectToast(p, "Contenu sauvegardé avec succès");
    await noSecondToast(p, "Contenu sauvegardé avec succès");
  });

  test("say what was done to a request that leaves the filtered list", async ({ login, db, demoSite }) => {
    const quote = await createQuote(db, demoSite, { customerLastName: "Filtrée", status: "new" });
    const p = await login("owner", PHONE, { at: "/admin/content/quotes?status=new" });
    const card = p.getByRole("article").filter({ hasText: "Filtrée" });
    await card.getByRole("button", { name: "En cours" }).click();
    await expectToast(p, "Statut mis à jour\u00a0: En cours");
    await expect.poll(() => card.count()).toBe(0);
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id));
    expect(stored?.status).toBe("in_progress");
  });
});
