/**
 * Issue 24, a plan she can change alone: the Essentiel owner of the demo's cheese shop opens
 * Produits, reads the plan card, presses 'Passer à la formule Pro', confirms, and the products
 * editor opens. 'Formule et facturation' then shows Pro, its price before and after VAT, the free
 * start and the next invoice; going back to Essentiel says first what disappears and that her
 * content is kept. The change is logged and mailed to her and to the admins. At 375 and 1280 px,
 * axe after every load.
 */
import { describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { mailOutbox, planChanges, sites } from "~/db/schema";
import { SECOND_SITE_NAME } from "~/features/demo/demo-content";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

describe("changing plan", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`from the Produits plan card to the products editor, and back to Essentiel (${label})`, async ({ login, db, server }) => {
      const [site] = await db.select().from(sites).where(eq(sites.name, SECOND_SITE_NAME));
      // The other width's story may have moved it: the demo's plan again.
      await db.update(sites).set({ plan: "essentiel", pendingPlan: null, pendingPlanOn: null }).where(eq(sites.id, site.id));
      const changesBefore = (await db.select().from(planChanges).where(eq(planChanges.siteId, site.id))).length;

      const p = await login("owner2", viewport, { at: "/admin/products" });
      const card = p.getByRole("region", { name: "Disponible avec la formule Pro" });
      await card.waitFor();
      await card.getByRole("link", { name: "Passer à la formule Pro" }).click();
      await p.waitForURL("**/admin/abonnement?formule=pro&retour=%2Fadmin%2Fproducts");
      const dialog = p.getByRole("alertdialog", { name: "Passer à la formule Pro\u00a0?" });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain("59,00\u00a0€ HT par mois");
      await screenshot(p, `plan-change-confirm-${label}`);
      await dialog.getByRole("button", { name: "Confirmer le changement" }).click();

      // The products editor opens, with the toast.
      await p.waitForURL("**/admin/products");
      await expectToast(p, "Votre site passe à la formule Pro dès maintenant.");
      await p.getByRole("button", { name: "Nouveau produit" }).first().waitFor();
      expect(await p.getByRole("region", { name: "Disponible avec la formule Pro" }).count()).toBe(0);
      expect((await db.select({ plan: sites.plan }).from(sites).where(eq(sites.id, site.id)))[0].plan).toBe("pro");
      await screenshot(p, `plan-change-products-${label}`);

      // 'Formule et facturation': Pro, its price, the free start, the invoices.
      await p.goto(`${server.baseUrl}/admin/abonnement`);
      await p.getByRole("heading", { level: 1, name: "Formule et facturation" }).waitFor();
      expect(await p.getByTestId("current-plan").innerText()).toBe("Pro");
      await p.getByText("70,80\u00a0€ TTC").first().waitFor();
      await screenshot(p, `plan-change-subscription-${label}`);

      // Back to Essentiel: what disappears, and that the content is kept, before anything changes.
      await p.getByRole("button", { name: "Passer à la formule Essentiel" }).click();
      const down = p.getByRole("alertdialog", { name: "Passer à la formule Essentiel\u00a0?" });
      await down.waitFor();
      const text = await down.innerText();
      expect(text).toContain("Votre contenu est conservé");
      expect(text).toMatch(/Produits/);
      await screenshot(p, `plan-change-downgrade-${label}`);
      await down.getByRole("button", { name: "Confirmer le changement" }).click();
      await expectToast(p, "Votre site est maintenant en formule Essentiel.");
      await expect.poll(() => p.getByTestId("current-plan").innerText()).toBe("Essentiel");

      // Logged, and mailed to her and to the admins.
      const changes = await db.select().from(planChanges).where(eq(planChanges.siteId, site.id));
      expect(changes.length).toBe(changesBefore + 2);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, site.id), eq(mailOutbox.kind, "plan_change")));
      expect(mails.length).toBeGreaterThanOrEqual(4);
    });
  }
});
