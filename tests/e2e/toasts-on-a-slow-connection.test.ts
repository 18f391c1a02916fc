/**
 * A merchant opens 'Paramètres du site' on her phone's connection (issue 25). The toasts' library
 * is not part of what the screen loads before her first tap: it comes with that tap, and her save
 * is answered by its toast as before. When the connection drops it (the file never arrives), her
 * answers still show, drawn as the pages without scripts draw theirs.
 */
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { expectAccessible, expectToast, PHONE } from "./support/browser";
import { test } from "./support/fixtures";

/** Sonner's own attribute, in its code and nowhere else in the build (tests/integration/client-bundle.test.ts). */
const SONNER = "data-sonner-toaster";

/** The scripts the page has received so far that carry sonner's code. */
function sonnerScripts(p: Page): () => Promise<string[]> {
  const seen: Promise<string | null>[] = [];
  p.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    seen.push(response.text().then((body) => (body.includes(SONNER) ? response.url() : null), () => null));
  });
  return async () => (await Promise.all(seen)).filter((url): url is string => url !== null);
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
});
