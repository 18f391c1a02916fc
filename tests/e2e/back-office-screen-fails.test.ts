/**
 * A back-office screen that fails unexpectedly keeps the shell (issue 26): the merchant still has
 * her menu and her top bar, reads in French that the page could not be shown, and 'Réessayer'
 * brings it once the cause is gone. The failure is a real one: the table 'Mon compte' reads (the
 * pending e-mail change, in `verification`) is renamed away in this file's own database, so its
 * loader's query fails as a query does when the database is not what the code expects.
 */
import { describe, expect } from "vitest";
import { sql } from "drizzle-orm";
import { SCREEN_FAILED } from "~/features/back-office/admin-shell";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

describe("a back-office screen that fails", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`keeps the menu, says so in French, and 'Réessayer' brings the page back (${label})`, async ({ login, db }) => {
      await db.execute(sql`ALTER TABLE verification RENAME TO verification_away`);
      let restored = false;
      try {
        const p = await login("owner", viewport, { at: "/admin/account" });
        await p.getByRole("alert").filter({ hasText: SCREEN_FAILED }).waitFor();
        await expectToast(p, SCREEN_FAILED);
        // The shell is there: the top bar's 'Voir le site', and the menu (the sidebar, or the phone's menu button).
        await p.getByRole("link", { name: /Voir le site/ }).waitFor();
        if (label === "phone") await p.getByRole("button", { name: "Ouvrir le menu" }).waitFor();
        else await p.getByRole("navigation", { name: "Navigation du back-office" }).getByRole("link", { name: "Tableau de bord" }).waitFor();
        expect(await p.getByRole("heading", { name: "Une erreur s'est produite" }).count(), "the root's whole-page error").toBe(0);
        await screenshot(p, `screen-fails-${label}`, { fullPage: false });
        await expectAccessible(p, `screen failed (${label})`);

        // The cause gone, 'Réessayer' brings the page.
        await db.execute(sql`ALTER TABLE verification_away RENAME TO verification`);
        restored = true;
        await p.getByRole("link", { name: "Réessayer" }).click();
        await p.getByRole("heading", { name: "Mon compte", level: 1 }).waitFor();
        expect(await p.getByText(SCREEN_FAILED).count()).toBe(0);
      } finally {
        if (!restored) await db.execute(sql`ALTER TABLE IF EXISTS verification_away RENAME TO verification`);
      }
    });
  }
});
