/**
 * Issue 24 (ADR 033), the admins' 'Facturation' against a real PostgreSQL, through its route
 * module: the loader's status filters, a payment recorded (the invoice becomes 'payée', the buyer
 * is mailed), an over-payment refused with its French message and nothing written, a credit note,
 * and an owner refused both intents (403) with the billing tables byte-for-byte unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { creditNotes, invoices, payments } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { eurosInput, formatEuros } from "~/features/billing/billing-amounts";
import { billingPeriod, parisDate } from "~/features/billing/billing-calendar";
import { addDays } from "~/lib/calendar";
import { billingOptions } from "~/features/billing/billing-options";
import { dueInvoices } from "~/features/billing/billing-overview.server";
import { BILLING_TEXTS } from "~/features/billing/billing-schema";
import { issueDueInvoices } from "~/features/billing/invoices.server";
import { action, loader } from "~/routes/admin/billing";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { BILLING_ENV, mailsOf, newSite, siteRow } from "../../support/billing-fixtures";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

const PATH = "/admin/facturation";

let t: TestDatabase;
let services: AppServices;
let adminId: string;
let adminCookie: string;
let ownerCookie: string;
let siteId: string;
/** The site's three invoices, oldest first: two overdue, the last one due. */
let issued: (typeof invoices.$inferSelect)[];
const today = parisDate(new Date());
/** A Paris day as an instant of that day. */
const dayAt = (day: string) => new Date(`${day}T09:00:00Z`);

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL: "https://vitrine.example", ...BILLING_ENV });
  adminId = (await upsertUserWithPassword(services.auth, t.db, { email: "admin@vitrine.example", password: "admin-secret", role: "admin" })).id;
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "sophie@boulangerie.fr", password: "owner-secret", role: "user" });
  adminCookie = await sessionCookie(services, "admin@vitrine.example", "admin-secret");
  ownerCookie = await sessionCookie(services, "sophie@boulangerie.fr", "owner-secret");

  // Published 100 days ago: its free start ended 70 days ago, three months invoiced on their days.
  siteId = await newSite(t.db, { name: "Boulangerie Sophie", publishedAt: dayAt(addDays(today, -100)), ownerId: owner.id, legal: true });
  const anchor = (await siteRow(t.db, siteId)).billingStartsOn!;
  const options = billingOptions(services.config);
  for (let index = 0; index < 3; index++) await issueDueInvoices(t.db, dayAt(billingPeriod(anchor, index).start), options, { siteIds: [siteId] });
  issued = await t.db.select().from(invoices).where(eq(invoices.siteId, siteId)).orderBy(asc(invoices.periodStart));
});

afterAll(async () => {
  await t?.drop();
});

type BillingData = Awaited<ReturnType<typeof loader>>;

const load = (query = "", cookie = adminCookie) => callRoute<BillingData>(loader, services, getRequest(`${PATH}${query}`, cookie));
const post = async (fields: Record<string, string>, cookie = adminCookie) =>
  unwrap<ActionResult>(await callRoute(action, services, postRequest(PATH, fields, cookie)));

/** The billing tables (and the outbox) as one digest each: what an owner's posts must leave as they were. */
async function billingDigest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ["invoices", "invoice_lines", "payments", "credit_notes", "invoice_sequences", "invoice_reminders", "mail_outbox"]) {
    const exists = await t.db.execute<{ ok: boolean }>(sql`select to_regclass(${`public.${table}`}) is not null as ok`);
    if (!exists.rows[0]?.ok) continue;
    const rows = await t.db.execute<{ n: number; digest: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(table)} x`,
    );
    out[table] = `${rows.rows[0]?.n}:${rows.rows[0]?.digest}`;
  }
  return out;
}

describe("/admin/facturation", () => {
  it("has issued the fixture's invoices: two overdue, one due", async () => {
    expect(issued).toHaveLength(3);
    const { invoices: listed } = await dueInvoices(t.db, new Date(), { siteId });
    expect(Object.fromEntries(listed.map((i) => [i.number, i.status]))).toEqual({
      [issued[0].number]: "overdue",
      [issued[1].number]: "overdue",
      [issued[2].number]: "due",
    });
  });

  it("is for admins: an owner is sent to the dashboard, a visitor to the login page", async () => {
    expect(await refusal(load("", ownerCookie))).toEqual({ status: 302, location: "/admin/dashboard" });
    expect(await refusal(load("", ""))).toEqual({ status: 302, location: "/admin/login" });
  });

  it("lists the unpaid invoices by default, overdue first, and filters by ?statut=", async () => {
    const unpaid = await load();
    expect(unpaid.loadError).toBe(false);
    expect(unpaid.filter).toBe("impayees");
    expect(unpaid.today).toBe(today);
    expect(unpaid.invoices.map((i) => [i.number, i.status])).toEqual([
      [issued[0].number, "overdue"],
      [issued[1].number, "overdue"],
      [issued[2].number, "due"],
    ]);
    expect(unpaid.invoices[0]).toMatchObject({
      siteName: "Boulangerie Sophie",
      balance: issued[0].totalTtc,
      totalTtc: issued[0].totalTtc,
      statusLabel: "en retard",
    });
    expect(unpaid.counts.overdue).toEqual({ invoices: 2, totalTtc: issued[0].totalTtc + issued[1].totalTtc, owed: issued[0].totalTtc + issued[1].totalTtc });
    expect(unpaid.counts.due).toEqual({ invoices: 1, totalTtc: issued[2].totalTtc, owed: issued[2].totalTtc });

    expect((await load("?statut=en-retard")).invoices.map((i) => i.number)).toEqual([issued[0].number, issued[1].number]);
    expect((await load("?statut=a-payer")).invoices.map((i) => i.number)).toEqual([issued[2].number]);
    expect((await load("?statut=payees")).invoices).toEqual([]);
    expect((await load("?statut=tous")).invoices).toHaveLength(3);
    // An unknown filter is the default.
    expect((await load("?statut=inconnu")).filter).toBe("impayees");
  });

  it("records an admin's payment: the row written, the invoice 'payée', the buyer mailed", async () => {
    const invoice = issued[0];
    const amount = eurosInput(invoice.totalTtc);
    expect(amount).toMatch(/^\d+,\d{2}$/);
    const { status, data } = await post({ intent: "payment", invoiceId: invoice.id, amount, paidOn: today, reference: invoice.number });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ok: true,
      intent: "payment",
      rowId: invoice.id,
      toast: { title: "Succès", description: BILLING_TEXTS.paymentRecorded(invoice.totalTtc) },
    });
    expect(data.toast?.description).toBe(`Paiement de ${formatEuros(invoice.totalTtc)} enregistré.`);

    const rows = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: invoice.totalTtc, paidOn: today, reference: invoice.number, method: "transfer", recordedBy: adminId });
    expect(await mailsOf(t.db, "payment_received", siteId)).toHaveLength(1);

    const paid = await load("?statut=payees");
    expect(paid.invoices.map((i) => [i.number, i.status, i.statusLabel, i.balance])).toEqual([[invoice.number, "paid", "payée", 0]]);
    expect(paid.counts.paid).toEqual({ invoices: 1, totalTtc: invoice.totalTtc, owed: 0 });
    expect((await load()).invoices.map((i) => i.number)).not.toContain(invoice.number);
  });

  it("refuses an over-payment with the French message on the amount, what was typed kept, nothing written", async () => {
    const invoice = issued[1];
    const before = await billingDigest();
    const typed = eurosInput(invoice.totalTtc + 1);
    const { status, data } = await post({ intent: "payment", invoiceId: invoice.id, amount: typed, paidOn: today, reference: "" });
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, intent: "payment", errors: { amount: BILLING_TEXTS.amountTooHigh(invoice.totalTtc) }, values: { amount: typed } });
    expect(data.errors?.amount).toBe(`Le montant dépasse le reste à payer de cette facture (${formatEuros(invoice.totalTtc)}).`);
    expect(await billingDigest()).toEqual(before);
  });

  it("refuses a form the schema refuses, with the same messages as the dialog, nothing written", async () => {
    const invoice = issued[1];
    const before = await billingDigest();
    const typo = await post({ intent: "payment", invoiceId: invoice.id, amount: "70,8O", paidOn: today, reference: "" });
    expect(typo).toMatchObject({ status: 400, data: { errors: { amount: BILLING_TEXTS.amountInvalid }, values: { amount: "70,8O" } } });
    const future = await post({ intent: "payment", invoiceId: invoice.id, amount: "1,00", paidOn: addDays(today, 2), reference: "" });
    expect(future).toMatchObject({ status: 400, data: { errors: { paidOn: BILLING_TEXTS.paidOnFuture } } });
    const noReason = await post({ intent: "credit-note", invoiceId: invoice.id, amount: "10,00", reason: "  " });
    expect(noReason).toMatchObject({ status: 400, data: { errors: { reason: BILLING_TEXTS.creditReasonRequired } } });
    const tooMuch = await post({ intent: "credit-note", invoiceId: invoice.id, amount: eurosInput(invoice.totalHt + 100), reason: "Trop" });
    expect(tooMuch).toMatchObject({ status: 400, data: { errors: { amount: BILLING_TEXTS.creditAmountTooHigh(invoice.totalHt) } } });
    const unknown = await post({ intent: "payment", invoiceId: "7d0c5a8e-1f2b-4c3d-9e4f-5a6b7c8d9e0f", amount: "1,00", paidOn: today, reference: "" });
    expect(unknown).toMatchObject({ status: 404, data: { ok: false, toast: { description: BILLING_TEXTS.invoiceNotFound } } });
    expect(await billingDigest()).toEqual(before);
  });

  it("issues an admin's credit note on an invoice", async () => {
    const invoice = issued[1];
    const { status, data } = await post({ intent: "credit-note", invoiceId: invoice.id, amount: "10,00", reason: "Geste commercial" });
    expect(status).toBe(200);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(note).toMatchObject({ totalHt: 1000, vat: 200, totalTtc: 1200, reason: "Geste commercial", issuedBy: adminId });
    expect(data).toMatchObject({ ok: true, intent: "credit-note", toast: { description: BILLING_TEXTS.creditNoteIssued(note.number) } });
    const listed = (await load("?statut=en-retard")).invoices.find((i) => i.id === invoice.id);
    expect(listed).toMatchObject({ balance: invoice.totalTtc - 1200, creditNotes: [{ id: note.id, number: note.number, totalTtc: 1200 }] });
  });

  it("answers an owner's posts of either intent with a 403 and writes nothing; a visitor's go to the login page", async () => {
    const before = await billingDigest();
    const invoice = issued[2];
    const posts: Record<string, string>[] = [
      { intent: "payment", invoiceId: invoice.id, amount: eurosInput(invoice.totalTtc), paidOn: today, reference: invoice.number },
      { intent: "credit-note", invoiceId: invoice.id, amount: "10,00", reason: "Remise" },
    ];
    for (const fields of posts) {
      const { status, data } = await post(fields, ownerCookie);
      expect(status).toBe(403);
      expect(data).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Cette action est réservée aux administrateurs." } });
      expect(await refusal(callRoute(action, services, postRequest(PATH, fields)))).toEqual({ status: 302, location: "/admin/login" });
    }
    expect(await billingDigest()).toEqual(before);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
  });
});
