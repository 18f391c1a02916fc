import { describe, expect } from "vitest";
import { desc, eq } from "drizzle-orm";
import { invoices, payments } from "~/db/schema";
import { eurosInput, formatEuros } from "~/features/billing/billing-amounts";
import { parisDate } from "~/features/billing/billing-calendar";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 24: the admins' 'Facturation'. The demo's shop has two paid invoices and one due (the
 * billing demo); the admin finds the due one, records its transfer with the dialog (an
 * over-payment first, refused next to the amount), and it moves to 'Payée'.
 */
describe("Facturation", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`records the due invoice's transfer, which moves it to 'Payée' (${label})`, async ({ login, db, demoSite }) => {
      const [due] = await db.select().from(invoices).where(eq(invoices.siteId, demoSite.id)).orderBy(desc(invoices.periodStart)).limit(1);
      if (!due) throw new Error("the demo's due invoice is missing");
      // Each width pays the same invoice: the other width's payment goes first.
      await db.delete(payments).where(eq(payments.invoiceId, due.id));

      const p = await login("admin", viewport, { at: "/admin/facturation" });
      const main = p.getByRole("main");
      expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe("Facturation");
      if (label === "desktop") expect(await p.getByRole("navigation").first().getByRole("link", { name: "Facturation", exact: true }).count()).toBe(1);
      const row = main.locator(`${label === "phone" ? "li" : "tr"}[data-invoice="${due.number}"]`);
      await expect.poll(() => row.isVisible()).toBe(true);
      const text = await row.innerText();
      for (const shown of [demoSite.name, "À payer", formatEuros(due.totalTtc)]) expect(text).toContain(shown);
      expect(await row.getByRole("link", { name: `PDF de la facture ${due.number} (s'ouvre dans un nouvel onglet)` }).getAttribute("href")).toBe(
        `/admin/facturation/document?facture=${due.id}`,
      );
      await screenshot(p, `bo-billing-${label}`);

      await row.getByRole("button", { name: `Enregistrer un paiement pour la facture ${due.number}` }).click();
      const dialog = p.getByRole("dialog", { name: "Enregistrer un paiement" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const amount = dialog.getByLabel("Montant reçu (TTC, en euros)");
      expect(await amount.inputValue()).toBe(eurosInput(due.totalTtc));
      expect(await dialog.getByLabel("Date de réception du virement").inputValue()).toBe(parisDate(new Date()));
      expect(await dialog.getByLabel("Référence du virement (optionnel)").inputValue()).toBe(due.number);

      // More than it owes: refused by the server, the message next to the amount, what was typed kept.
      const tooMuch = eurosInput(due.totalTtc + 100);
      await amount.fill(tooMuch);
      await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
      await expect.poll(() => dialog.getByText(`Le montant dépasse le reste à payer de cette facture (${formatEuros(due.totalTtc)}).`).isVisible()).toBe(true);
      expect(await amount.inputValue()).toBe(tooMuch);
      expect(await amount.getAttribute("aria-invalid")).toBe("true");
      await screenshot(p, `bo-billing-payment-refused-${label}`, { fullPage: false });
      await expectAccessible(p, "payment dialog with its error");
      expect(await db.select().from(payments).where(eq(payments.invoiceId, due.id))).toEqual([]);

      await amount.fill(eurosInput(due.totalTtc));
      await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
      await expectToast(p, `Paiement de ${formatEuros(due.totalTtc)} enregistré.`);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // Paid, it leaves 'À encaisser'.
      await expect.poll(() => row.count()).toBe(0);
      await screenshot(p, `bo-billing-paid-toast-${label}`);
      const [stored] = await db.select().from(payments).where(eq(payments.invoiceId, due.id));
      expect(stored).toMatchObject({ amount: due.totalTtc, reference: due.number });

      await main.getByRole("link", { name: /^Payées/ }).click();
      await p.waitForURL("**/admin/facturation?statut=payees");
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.innerText()).toContain("Payée");
      expect(await row.getByRole("button", { name: /Enregistrer un paiement/ }).count()).toBe(0);
      await screenshot(p, `bo-billing-paid-${label}`);
      await expectAccessible(p, "paid invoices");

      // 'Émettre un avoir' stays offered on a paid invoice: its dialog, every field labelled.
      await row.getByRole("button", { name: `Émettre un avoir sur la facture ${due.number}` }).click();
      const credit = p.getByRole("dialog", { name: "Émettre un avoir" });
      await expect.poll(() => credit.isVisible()).toBe(true);
      expect(await credit.getByLabel("Montant HT de l'avoir (en euros)").inputValue()).toBe("");
      expect(await credit.getByLabel("Motif").count()).toBe(1);
      await screenshot(p, `bo-billing-credit-note-${label}`, { fullPage: false });
      await expectAccessible(p, "credit note dialog");
      await credit.getByRole("button", { name: "Annuler" }).click();
      await expect.poll(() => credit.isVisible()).toBe(false);
    });
  }
});
