/**
 * Issue 24 (ADR 033), invoices against a real PostgreSQL: the free start (nothing for a draft, the
 * first invoice 30 days after the first publication, monthly after, idempotent), numbers from the
 * row-locked counter (20 issues at once: 1..20, no gap, no duplicate, in the order of issue),
 * invoices that never change (the triggers; a credit note corrects), the PDF read back with every
 * mention French law asks, and invoices that outlive their site and the visitor-data erasure.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { creditNotes, invoiceLines, invoices, sites } from "~/db/schema";
import { billingOptions, type BillingOptions } from "~/features/billing/billing-options";
import { creditNoteDocument, invoiceDocument, issueCreditNote, issueDueInvoices, recordPayment } from "~/features/billing/invoices.server";
import { creditNotePdf, invoicePdf, pdfText as pdfDrawable } from "~/features/billing/invoice-pdf.server";
import { billingOverview } from "~/features/billing/billing-overview.server";
import { setPublished } from "~/features/sites/publication.server";
import { deleteSite } from "~/features/sites/sites.server";
import { deleteVisitorData } from "~/features/visitor-data/visitor-data.server";
import { pruneExpiredSubmissions } from "~/features/visitor-data/retention-purge.server";
import { createBillingWorker } from "../../../server/billing-worker";
import { createLogger } from "../../../server/logger";
import { loadConfig } from "~/lib/config.server";
import { BILLING_ENV, mailsOf, newSite, newUser, siteRow } from "../../support/billing-fixtures";
import { pdfText } from "../../support/pdf-text";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createMessage } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let options: BillingOptions;
let ownerId: string;

beforeAll(async () => {
  t = await createTestDatabase({ max: 24 });
  services = createTestServices(t.db, { PUBLIC_URL: "https://vitrine.example", ...BILLING_ENV });
  options = billingOptions(services.config);
  await newUser(t.db, "admin@vitrine.example", "admin");
  ownerId = await newUser(t.db, "sophie@boulangerie.fr");
});

afterAll(async () => {
  await t?.drop();
});

const issue = (now: string, siteIds: string[]) => issueDueInvoices(t.db, new Date(now), options, { siteIds });
const invoicesOf = (siteId: string) => t.db.select().from(invoices).where(eq(invoices.siteId, siteId)).orderBy(asc(invoices.periodStart));

/** What a raw statement answers: null when it succeeds, else PostgreSQL's message. */
async function refusal(statement: string, params: unknown[] = []): Promise<string | null> {
  return t.pool.query(statement, params).then(
    () => null,
    (err: unknown) => (err as Error).message,
  );
}

describe("the free start", () => {
  let draftId: string;
  let siteId: string;

  beforeAll(async () => {
    draftId = await newSite(t.db, { name: "Brouillon", publishedAt: null, ownerId });
    siteId = await newSite(t.db, { name: "Boulangerie Sophie", publishedAt: null, ownerId, legal: true });
  });

  it("charges nothing for a draft, however long it stays one", async () => {
    expect((await siteRow(t.db, draftId)).billingStartsOn).toBeNull();
    const result = await issue("2030-12-01T12:00:00+01:00", [draftId]);
    expect(result).toEqual({ issued: [], failures: [] });
    expect(await invoicesOf(draftId)).toEqual([]);
  });

  it("starts 30 days of free use at the first publication (setPublished)", async () => {
    await setPublished(t.db, siteId, true, new Date("2026-01-10T10:00:00+01:00"));
    const site = await siteRow(t.db, siteId);
    expect(site.firstPublishedAt?.toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(site.billingStartsOn).toBe("2026-02-09");
    const overview = await billingOverview(t.db, siteId, new Date("2026-01-20T12:00:00+01:00"));
    expect(overview?.trial).toEqual({ state: "free", until: "2026-02-08", firstInvoiceOn: "2026-02-09", text: "Gratuit jusqu'au 8 février 2026 inclus" });
  });

  it("keeps the first publication through an unpublication and a new publication", async () => {
    await setPublished(t.db, siteId, false, new Date("2026-01-15T10:00:00+01:00"));
    await setPublished(t.db, siteId, true, new Date("2026-01-20T10:00:00+01:00"));
    const site = await siteRow(t.db, siteId);
    expect(site.firstPublishedAt?.toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(site.publishedAt?.toISOString()).toBe("2026-01-20T09:00:00.000Z");
    expect(site.billingStartsOn).toBe("2026-02-09");
  });

  it("issues nothing on the 30th free day, the first invoice on day 31 for the month starting then", async () => {
    expect((await issue("2026-02-08T23:59:00+01:00", [siteId])).issued).toEqual([]);
    const { issued } = await issue("2026-02-09T00:30:00+01:00", [siteId]);
    expect(issued).toHaveLength(1);
    const [invoice] = await invoicesOf(siteId);
    expect(invoice).toMatchObject({
      periodStart: "2026-02-09",
      periodEnd: "2026-03-08",
      dueOn: "2026-03-11",
      plan: "pro",
      totalHt: 5900,
      vat: 1180,
      totalTtc: 7080,
      buyerName: "Boulangerie Sophie SARL",
      buyerLegalForm: "SARL",
      buyerSiret: "81234567600017",
      buyerVatNumber: "FR19812345676",
      buyerEmail: "sophie@boulangerie.fr",
      sellerName: "Vitrine SAS",
      sellerSiren: "123456782",
      sellerVatNumber: "FR11123456782",
    });
    expect(invoice.number).toMatch(/^F-2026-\d{6}$/);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines).toEqual([
      {
        invoiceId: invoice.id,
        position: 0,
        description: "Abonnement Vitrine, formule Pro, période du 9 février 2026 au 8 mars 2026",
        quantity: 1,
        unitHt: 5900,
        totalHt: 5900,
      },
    ]);
  });

  it("mails the invoice to the owner: amount, due date, IBAN and the number as reference", async () => {
    const [mail] = await mailsOf(t.db, "invoice_issued", siteId);
    const [invoice] = await invoicesOf(siteId);
    expect(mail.toAddresses).toEqual(["sophie@boulangerie.fr"]);
    expect(mail.replyTo).toBe("facturation@vitrine.example");
    expect(mail.subject).toBe(`Votre facture Vitrine ${invoice.number}`);
    const text = mail.textBody.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("70,80 € TTC (59,00 € HT et 11,80 € de TVA à 20 %)");
    expect(text).toContain("au plus tard le 11 mars 2026");
    expect(text).toContain("IBAN : FR76 3000 6000 0112 3456 7890 189");
    expect(text).toContain(`Référence à indiquer : ${invoice.number}`);
    expect(text).toContain("https://vitrine.example/admin/abonnement");
  });

  it("issues nothing more when run again, the same day or later in the month", async () => {
    expect((await issue("2026-02-09T00:30:00+01:00", [siteId])).issued).toEqual([]);
    expect((await issue("2026-03-08T22:00:00+01:00", [siteId])).issued).toEqual([]);
    expect(await invoicesOf(siteId)).toHaveLength(1);
    expect(await mailsOf(t.db, "invoice_issued", siteId)).toHaveLength(1);
  });

  it("invoices the next month on its anniversary, and catches up months a stopped platform missed", async () => {
    expect((await issue("2026-03-09T08:00:00+01:00", [siteId])).issued.map((i) => i.periodStart)).toEqual(["2026-03-09"]);
    // Nobody ran the loop for two months: both missed months are invoiced, each once.
    expect((await issue("2026-05-10T08:00:00+02:00", [siteId])).issued.map((i) => [i.periodStart, i.periodEnd])).toEqual([
      ["2026-04-09", "2026-05-08"],
      ["2026-05-09", "2026-06-08"],
    ]);
    expect(await invoicesOf(siteId)).toHaveLength(4);
  });

  it("refuses a second invoice for one site and month at the database too", async () => {
    const [first] = await invoicesOf(siteId);
    const message = await refusal(
      `INSERT INTO invoices (number, site_id, seller_name, seller_address, seller_siren, seller_vat_number, buyer_name, plan, issued_at, period_start, period_end, due_on, total_ht, vat, total_ttc)
       SELECT 'F-2099-000001', site_id, seller_name, seller_address, seller_siren, seller_vat_number, buyer_name, plan, issued_at, period_start, period_end, due_on, total_ht, vat, total_ttc FROM invoices WHERE id = $1`,
      [first.id],
    );
    expect(message).toContain("invoices_site_period_unique");
  });

  it("runs in the billing worker, which a production process without BILLING_* keeps from issuing", async () => {
    const late = await newSite(t.db, { name: "Épicerie fine", publishedAt: new Date("2026-01-01T10:00:00+01:00"), ownerId });
    const production = loadConfig({ DATA_DIR: services.config.dataDir, NODE_ENV: "production", DEMO: "0", PUBLIC_URL: "https://vitrine.example" });
    expect(production.billing.placeholder).toBe(true);
    const silent = createBillingWorker({ db: t.db, config: production, logger: createLogger("silent") });
    const skipped = await silent.runOnce(new Date("2026-02-01T12:00:00+01:00"));
    expect(skipped?.issue).toBeNull();
    expect(await invoicesOf(late)).toEqual([]);
    const worker = createBillingWorker({ db: t.db, config: services.config, logger: createLogger("silent") });
    const pass = await worker.runOnce(new Date("2026-02-01T12:00:00+01:00"));
    expect(pass?.issue?.issued.map((i) => i.siteId)).toContain(late);
    expect(await invoicesOf(late)).toHaveLength(1);
  });
});

describe("invoice numbers", () => {
  it("20 invoices issued at once take 1..20 of their year, without gap or duplicate, in the order of issue", async () => {
    // 2031: a year no other test issues in, so its counter starts here.
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newSite(t.db, { name: `Boutique ${i + 1}`, publishedAt: new Date("2031-04-01T10:00:00+02:00") }));
    const now = "2031-05-01T09:00:00+02:00";
    const results = await Promise.all(ids.map((id) => issue(now, [id])));
    expect(results.every((r) => r.failures.length === 0 && r.issued.length === 1)).toBe(true);
    const rows = await t.db
      .select({ number: invoices.number, createdAt: invoices.createdAt })
      .from(invoices)
      .where(inArray(invoices.siteId, ids))
      .orderBy(asc(invoices.createdAt));
    expect(rows).toHaveLength(20);
    const expected = Array.from({ length: 20 }, (_, i) => `F-2031-${String(i + 1).padStart(6, "0")}`);
    // In the order they were written, the numbers count up one by one.
    expect(rows.map((r) => r.number)).toEqual(expected);
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    const [counter] = (await t.pool.query<{ last_number: number }>(`SELECT last_number FROM invoice_sequences WHERE kind = 'invoice' AND year = 2031`)).rows;
    expect(counter.last_number).toBe(20);
  });

  it("gives a number back when its transaction fails: the next one follows without a gap", async () => {
    const id = await newSite(t.db, { name: "Boutique 21", publishedAt: new Date("2031-04-01T10:00:00+02:00") });
    // A transaction that takes a number, then fails.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE invoice_sequences SET last_number = last_number + 1 WHERE kind = 'invoice' AND year = 2031`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await issue("2031-05-01T09:00:00+02:00", [id]);
    expect((await invoicesOf(id))[0]?.number).toBe("F-2031-000021");
  });
});

describe("an issued invoice never changes", () => {
  let invoiceId: string;
  let siteId: string;

  beforeAll(async () => {
    siteId = await newSite(t.db, { name: "Fromagerie", plan: "expert", publishedAt: new Date("2027-01-01T10:00:00+01:00"), ownerId, legal: true });
    await issue("2027-01-31T10:00:00+01:00", [siteId]);
    [{ id: invoiceId }] = await invoicesOf(siteId);
  });

  it("refuses UPDATE and DELETE of an invoice, raw SQL included", async () => {
    expect(await refusal(`UPDATE invoices SET total_ht = 0, vat = 0, total_ttc = 0 WHERE id = $1`, [invoiceId])).toMatch(
      /UPDATE on invoices refused: an issued invoice never changes/,
    );
    expect(await refusal(`UPDATE invoices SET buyer_name = 'Autre' WHERE id = $1`, [invoiceId])).toMatch(/never changes/);
    expect(await refusal(`DELETE FROM invoices WHERE id = $1`, [invoiceId])).toMatch(/DELETE on invoices refused/);
    // Nulling site_id by hand while the site exists is a change like any other.
    expect(await refusal(`UPDATE invoices SET site_id = NULL WHERE id = $1`, [invoiceId])).toMatch(/never changes/);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({ totalHt: 9900, siteId });
  });

  it("refuses UPDATE, DELETE and TRUNCATE of its lines", async () => {
    expect(await refusal(`UPDATE invoice_lines SET unit_ht = 1, total_ht = 1 WHERE invoice_id = $1`, [invoiceId])).toMatch(/UPDATE on invoice_lines refused/);
    expect(await refusal(`DELETE FROM invoice_lines WHERE invoice_id = $1`, [invoiceId])).toMatch(/DELETE on invoice_lines refused/);
    expect(await refusal(`TRUNCATE invoice_lines`)).toMatch(/TRUNCATE on invoice_lines refused/);
    expect(await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId))).toHaveLength(1);
  });

  it("is corrected by a credit note, itself numbered and immutable", async () => {
    const refused = await issueCreditNote(t.db, invoiceId, 10_000, "Trop élevé", null, new Date("2027-02-02T10:00:00+01:00"));
    expect(refused).toEqual({ ok: false, message: "Le montant dépasse ce qui reste à créditer sur cette facture (99,00\u00a0€ HT)." });
    expect(await issueCreditNote(t.db, invoiceId, 500, "  ", null)).toEqual({ ok: false, message: "Indiquez le motif de l'avoir." });

    const partial = await issueCreditNote(t.db, invoiceId, 4000, "Geste commercial", "admin-id", new Date("2027-02-02T10:00:00+01:00"));
    expect(partial.ok && partial.creditNote).toMatchObject({
      number: "A-2027-000001",
      totalHt: 4000,
      vat: 800,
      totalTtc: 4800,
      reason: "Geste commercial",
      issuedBy: "admin-id",
    });
    expect(await issueCreditNote(t.db, invoiceId, 6000, "Encore", null)).toEqual({
      ok: false,
      message: "Le montant dépasse ce qui reste à créditer sur cette facture (59,00\u00a0€ HT).",
    });
    expect(await refusal(`UPDATE credit_notes SET total_ht = 1, vat = 0, total_ttc = 1`)).toMatch(/UPDATE on credit_notes refused/);
    expect(await refusal(`DELETE FROM credit_notes`)).toMatch(/DELETE on credit_notes refused/);

    // What is left to pay: 118,80 − 48,00 = 70,80; the rest of the invoice credited: cancelled.
    const overview = await billingOverview(t.db, siteId, new Date("2027-02-03T10:00:00+01:00"));
    expect(overview?.invoices[0]).toMatchObject({ balance: 7080, status: "due", statusLabel: "à payer" });
    const rest = await issueCreditNote(t.db, invoiceId, 5900, "Formule annulée", "admin-id", new Date("2027-02-03T10:00:00+01:00"));
    expect(rest.ok && rest.creditNote.number).toBe("A-2027-000002");
    const after = await billingOverview(t.db, siteId, new Date("2027-02-03T10:00:00+01:00"));
    expect(after?.invoices[0]).toMatchObject({
      balance: 0,
      status: "cancelled",
      statusLabel: "annulée par avoir",
      creditNotes: [{ number: "A-2027-000001" }, { number: "A-2027-000002" }],
    });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId))).toHaveLength(2);
  });
});

describe("the PDF", () => {
  let siteId: string;
  let invoiceId: string;

  beforeAll(async () => {
    siteId = await newSite(t.db, { name: "Les Délices de Marie", plan: "pro", publishedAt: new Date("2028-01-01T10:00:00+01:00"), ownerId, legal: true });
    await issue("2028-01-31T10:00:00+01:00", [siteId]);
    [{ id: invoiceId }] = await invoicesOf(siteId);
  });

  it("carries every mention French law asks of an invoice, read back from the file", async () => {
    const document = await invoiceDocument(t.db, invoiceId);
    expect(document).not.toBeNull();
    const pdf = await invoicePdf(document!, services.config.billing);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    const number = document!.invoice.number;
    for (const mention of [
      // Seller: name, legal form and capital, address, SIREN, VAT number.
      "Vitrine SAS",
      "SAS au capital de 10 000 € · RCS Lyon 123 456 782",
      "8 rue des Tests",
      "69001 Lyon",
      "SIREN 123 456 782",
      "TVA intracommunautaire FR11123456782",
      // Buyer, as copied on the invoice.
      "Facturé à",
      "Les Délices de Marie SARL",
      "12 rue des Marronniers",
      "SIRET 812 345 676 00017",
      "TVA intracommunautaire FR19812345676",
      // The document, its number and dates, the period.
      "Facture",
      number,
      "Date d'émission 31 janvier 2028",
      "Date d'échéance 1er mars 2028",
      "du 31 janvier 2028 au 28 février 2028",
      // Lines and totals.
      "Abonnement Vitrine, formule Pro",
      "Total HT 59,00 €",
      "TVA 20 % 11,80 €",
      "Total TTC 70,80 €",
      // Payment and the legal terms.
      "À régler au plus tard le 1er mars 2028",
      "IBAN : FR76 3000 6000 0112 3456 7890 189",
      "BIC : AGRIFRPP882",
      `Référence à indiquer : ${number}`,
      "Pas d'escompte pour paiement anticipé",
      "trois fois le taux d'intérêt légal",
      "indemnité forfaitaire pour frais de recouvrement de 40 €",
      "L441-10",
      "D441-5",
    ]) {
      expect(text, mention).toContain(mention);
    }
  });

  it("draws a credit note ('Avoir') with the invoice it corrects", async () => {
    const note = await issueCreditNote(t.db, invoiceId, 2950, "Remise de bienvenue", null, new Date("2028-02-05T10:00:00+01:00"));
    if (!note.ok) throw new Error(note.message);
    const document = await creditNoteDocument(t.db, note.creditNote.id, siteId);
    const { text } = await pdfText(await creditNotePdf(document!, services.config.billing));
    for (const mention of [
      "Avoir",
      note.creditNote.number,
      "Date d'émission 5 février 2028",
      `Facture d'origine ${document!.invoice.number}`,
      "Les Délices de Marie SARL",
      "SIREN 123 456 782",
      "Motif : Remise de bienvenue",
      "Total HT 29,50 €",
      "TVA 20 % 5,90 €",
      "Total TTC de l'avoir 35,40 €",
    ]) {
      expect(text, mention).toContain(mention);
    }
    // Another site's screen does not find it.
    expect(await creditNoteDocument(t.db, note.creditNote.id, randomUUID())).toBeNull();
  });

  it("keeps any name drawable: characters outside the font's encoding are folded, never dropped silently", () => {
    expect(pdfDrawable("Ștefan Dvořák Café «\u00a0ok\u00a0» 1\u202f234,50\u00a0€ œ — ’")).toBe(
      "Stefan Dvorák Café «\u00a0ok\u00a0» 1\u00a0234,50\u00a0€ œ — ’",
    );
    expect(pdfDrawable("北京")).toBe("??");
  });
});

describe("invoices outlive their site and visitors' erasures", () => {
  let siteId: string;
  let invoiceIds: string[];

  beforeAll(async () => {
    siteId = await newSite(t.db, { name: "Caviste du coin", publishedAt: new Date("2029-01-01T10:00:00+01:00"), ownerId, legal: true });
    await issue("2029-03-05T10:00:00+01:00", [siteId]);
    invoiceIds = (await invoicesOf(siteId)).map((i) => i.id);
    expect(invoiceIds).toHaveLength(2);
    await recordPayment(t.db, invoiceIds[0], { amountCents: 7080, paidOn: "2029-03-05" }, null, { now: new Date("2029-03-05T12:00:00+01:00") });
  });

  it("the visitor-data erasure and the retention purge leave invoices alone, even with the buyer's address", async () => {
    await createMessage(t.db, siteId, { email: "sophie@boulangerie.fr", createdAt: new Date("2020-01-01T10:00:00Z") });
    const erased = await deleteVisitorData(t.db, siteId, ownerId, "sophie@boulangerie.fr", services.config.dataDir);
    expect(erased.messages).toBe(1);
    await pruneExpiredSubmissions(t.db);
    const rows = await t.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
    expect(rows.map((r) => r.buyerEmail)).toEqual(["sophie@boulangerie.fr", "sophie@boulangerie.fr"]);
  });

  it("deleting the site keeps its invoices, their lines, payments and buyer; only site_id is nulled", async () => {
    const before = await t.db.select().from(invoices).where(inArray(invoices.id, invoiceIds)).orderBy(asc(invoices.number));
    const result = await deleteSite(t.db, siteId, "Caviste du coin");
    expect(result.ok).toBe(true);
    expect(await t.db.select().from(sites).where(eq(sites.id, siteId))).toEqual([]);
    const after = await t.db.select().from(invoices).where(inArray(invoices.id, invoiceIds)).orderBy(asc(invoices.number));
    expect(after).toEqual(before.map((row) => ({ ...row, siteId: null })));
    expect(await t.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds))).toHaveLength(2);
    const document = await invoiceDocument(t.db, invoiceIds[0]);
    expect(document?.payments).toHaveLength(1);
    expect(document?.invoice.buyerName).toBe("Caviste du coin SARL");
    // Still immutable once orphaned.
    expect(await refusal(`UPDATE invoices SET buyer_name = 'x' WHERE id = $1`, [invoiceIds[0]])).toMatch(/never changes/);
    expect(await refusal(`DELETE FROM invoices WHERE id = $1`, [invoiceIds[0]])).toMatch(/never changes/);
  });
});
