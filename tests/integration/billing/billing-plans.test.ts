/**
 * Issue 24 (ADR 033), plans and payments against a real PostgreSQL: an upgrade applies at once and
 * its pro rata lands on the next invoice; a downgrade waits for the end of the paid month (and can
 * be withdrawn); in a draft or the free start both apply at once with nothing to prorate; each
 * change is logged and mailed to the owner and every admin. Payments: recorded against what an
 * invoice owes (over-payment refused, in French), two at once cannot overpay; reminders at +7 and
 * +15 days, each once; what the owner's and the admins' screens read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { invoiceLines, invoiceReminders, invoices, planChanges } from "~/db/schema";
import { billingOptions, type BillingOptions } from "~/features/billing/billing-options";
import { billingOverview, dueInvoices } from "~/features/billing/billing-overview.server";
import { issueDueInvoices, recordPayment } from "~/features/billing/invoices.server";
import { applyDueDowngrades, changePlan, whatDisappears } from "~/features/billing/plan-change.server";
import { sendPaymentReminders } from "~/features/billing/reminders.server";
import { updateSite } from "~/features/sites/sites.server";
import { BILLING_ENV, mailsOf, newSite, newUser, siteRow } from "../../support/billing-fixtures";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let services: AppServices;
let options: BillingOptions;
let ownerId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL: "https://vitrine.example", ...BILLING_ENV });
  options = billingOptions(services.config);
  await newUser(t.db, "admin@vitrine.example", "admin", "Admin Un");
  await newUser(t.db, "admin2@vitrine.example", "admin", "Admin Deux");
  ownerId = await newUser(t.db, "sophie@traiteur.fr", "user", "Sophie Martin");
});

afterAll(async () => {
  await t?.drop();
});

const at = (iso: string) => new Date(iso);
const issue = (now: string, siteId: string) => issueDueInvoices(t.db, at(now), options, { siteIds: [siteId] });
const invoicesOf = (siteId: string) => t.db.select().from(invoices).where(eq(invoices.siteId, siteId)).orderBy(asc(invoices.periodStart));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("changing plan in a paid month", () => {
  let siteId: string;

  beforeAll(async () => {
    // Published on 30 January: free until 28 February, invoiced from 1 March, monthly on the 1st.
    siteId = await newSite(t.db, { name: "Traiteur Sophie", plan: "pro", publishedAt: at("2026-01-30T10:00:00+01:00"), ownerId, legal: true });
    await issue("2026-03-01T08:00:00+01:00", siteId);
    expect((await invoicesOf(siteId)).map((i) => [i.periodStart, i.periodEnd, i.totalHt])).toEqual([["2026-03-01", "2026-03-31", 5900]]);
  });

  it("an upgrade applies at once and keeps the pro rata of the days left for the next invoice", async () => {
    const before = (await siteRow(t.db, siteId)).contentVersion;
    const result = await changePlan(t.db, siteId, "expert", ownerId, at("2026-03-16T10:00:00+01:00"), options);
    // (99 − 59) € × 16 days (16 to 31 March) ÷ 31 = 20,645… → 20,64 € HT
    expect(result).toMatchObject({ ok: true, kind: "upgrade", fromPlan: "pro", toPlan: "expert", effectiveOn: "2026-03-16", deferred: false, prorataHt: 2064 });
    const site = await siteRow(t.db, siteId);
    expect(site.plan).toBe("expert");
    expect(site.contentVersion).toBeGreaterThan(before);
    const [change] = await t.db.select().from(planChanges).where(eq(planChanges.siteId, siteId));
    expect(change).toMatchObject({
      kind: "upgrade",
      fromPlan: "pro",
      toPlan: "expert",
      effectiveOn: "2026-03-16",
      requestedBy: ownerId,
      prorataHt: 2064,
      prorataDays: 16,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      invoiceId: null,
    });
  });

  it("mails the owner and every admin in the same transaction", async () => {
    const mails = await mailsOf(t.db, "plan_change", siteId);
    expect(mails.map((m) => m.toAddresses[0]).sort()).toEqual(["admin2@vitrine.example", "admin@vitrine.example", "sophie@traiteur.fr"]);
    const owner = mails.find((m) => m.toAddresses[0] === "sophie@traiteur.fr")!;
    expect(owner.subject).toBe("Votre formule Vitrine\u00a0: Expert");
    expect(plain(owner.textBody)).toContain("passe de la formule Pro à la formule Expert, dès aujourd'hui");
    expect(plain(owner.textBody)).toContain("les 16 jours restants du mois en cours (sur 31) : 20,64 € HT");
    const admin = mails.find((m) => m.toAddresses[0] === "admin@vitrine.example")!;
    expect(admin.subject).toBe("Changement de formule\u00a0: Traiteur Sophie (Pro → Expert)");
    expect(admin.textBody).toContain("Sophie Martin (sophie@traiteur.fr) a demandé un changement de formule");
    expect(admin.textBody).toContain("https://vitrine.example/admin/facturation");
  });

  it("shows the next invoice with the pro rata on the owner's screen", async () => {
    const overview = await billingOverview(t.db, siteId, at("2026-03-20T10:00:00+01:00"));
    expect(overview).toMatchObject({
      plan: "expert",
      planLabel: "Expert",
      monthly: { ht: 9900, ttc: 11880 },
      trial: { state: "ended", since: "2026-03-01" },
      nextInvoice: { on: "2026-04-01", periodStart: "2026-04-01", periodEnd: "2026-04-30", plan: "expert", prorataHt: 2064, ht: 11964, vat: 2393, ttc: 14357 },
      pendingDowngrade: null,
    });
    expect(plain(overview!.monthly.ttcText)).toBe("118,80 €");
    expect(overview!.includes).toEqual([
      "Page d'accueil personnalisée",
      "Pages contact et horaires",
      "Back-office simplifié",
      "Page Qui sommes-nous",
      "Page services et demandes de devis",
      "Galerie de produits",
      "SEO avancé",
      "Partage sur les réseaux sociaux",
      "Site multilingue",
    ]);
  });

  it("the next invoice is at the new price plus the pro rata, once", async () => {
    await issue("2026-04-01T08:00:00+02:00", siteId);
    const [, april] = await invoicesOf(siteId);
    expect(april).toMatchObject({ plan: "expert", periodStart: "2026-04-01", totalHt: 11964, vat: 2393, totalTtc: 14357 });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, april.id)).orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => [l.description, l.unitHt])).toEqual([
      ["Abonnement Vitrine, formule Expert, période du 1er avril 2026 au 30 avril 2026", 9900],
      ["Passage de la formule Pro à la formule Expert le 16 mars 2026, au prorata de 16\u00a0jours sur la période du 1er mars 2026 au 31 mars 2026", 2064],
    ]);
    const [change] = await t.db.select().from(planChanges).where(eq(planChanges.siteId, siteId));
    expect(change.invoiceId).toBe(april.id);
    expect((await billingOverview(t.db, siteId, at("2026-04-02T10:00:00+02:00")))?.nextInvoice).toMatchObject({ prorataHt: 0, ht: 9900 });
  });

  it("a downgrade waits for the end of the paid month, and says what it will hide", async () => {
    const result = await changePlan(t.db, siteId, "essentiel", ownerId, at("2026-04-10T10:00:00+02:00"), options);
    expect(result).toMatchObject({
      ok: true,
      kind: "downgrade",
      fromPlan: "expert",
      toPlan: "essentiel",
      effectiveOn: "2026-05-01",
      deferred: true,
      prorataHt: 0,
    });
    expect(await siteRow(t.db, siteId)).toMatchObject({ plan: "expert", pendingPlan: "essentiel", pendingPlanOn: "2026-05-01" });
    const owner = (await mailsOf(t.db, "plan_change", siteId)).filter((m) => m.toAddresses[0] === "sophie@traiteur.fr").at(-1)!;
    expect(owner.subject).toBe("Votre formule Vitrine passera à Essentiel le 1er mai 2026");
    const text = plain(owner.textBody);
    expect(text).toContain("le 1er mai 2026, à la fin de la période déjà facturée");
    expect(text).toContain("– la page « Qui sommes-nous » (histoire, valeurs, équipe, partenaires)");
    expect(text).toContain("– les boutons « Partager », les cartes de partage soignées, les catalogues de produits pour Facebook, Instagram et Google");
    expect(text).toContain("L'espace pour vos photos passe de 3 Go à 200 Mo");
    expect(text).toContain("Votre contenu est conservé : rien n'est supprimé");
    const overview = await billingOverview(t.db, siteId, at("2026-04-11T10:00:00+02:00"));
    expect(overview?.pendingDowngrade).toMatchObject({ plan: "essentiel", on: "2026-05-01", onText: "1er mai 2026" });
    expect(overview?.pendingDowngrade?.disappears.items).toHaveLength(6);
    expect(overview?.nextInvoice).toMatchObject({ plan: "essentiel", ht: 2900 });
  });

  it("choosing the current plan again withdraws the pending downgrade", async () => {
    const result = await changePlan(t.db, siteId, "expert", ownerId, at("2026-04-12T10:00:00+02:00"), options);
    expect(result).toMatchObject({ ok: true, kind: "cancel_downgrade", fromPlan: "essentiel", toPlan: "expert", deferred: false });
    expect(await siteRow(t.db, siteId)).toMatchObject({ plan: "expert", pendingPlan: null, pendingPlanOn: null });
    expect(await changePlan(t.db, siteId, "expert", ownerId, at("2026-04-12T11:00:00+02:00"), options)).toEqual({
      ok: false,
      reason: "same-plan",
      message: "C'est déjà votre formule.",
    });
  });

  it("the pending downgrade applies when the next month is invoiced, not a day before", async () => {
    await changePlan(t.db, siteId, "pro", ownerId, at("2026-04-20T10:00:00+02:00"), options);
    expect(await applyDueDowngrades(t.db, at("2026-04-30T23:30:00+02:00"))).toEqual([]);
    expect((await siteRow(t.db, siteId)).plan).toBe("expert");
    await issue("2026-05-01T00:30:00+02:00", siteId);
    const may = (await invoicesOf(siteId)).at(-1)!;
    expect(may).toMatchObject({ periodStart: "2026-05-01", plan: "pro", totalHt: 5900 });
    expect(await siteRow(t.db, siteId)).toMatchObject({ plan: "pro", pendingPlan: null, pendingPlanOn: null });
  });

  it("logs every change in plan_changes, oldest first", async () => {
    const rows = await t.db.select().from(planChanges).where(eq(planChanges.siteId, siteId)).orderBy(asc(planChanges.createdAt));
    expect(rows.map((r) => [r.kind, r.fromPlan, r.toPlan, r.effectiveOn])).toEqual([
      ["upgrade", "pro", "expert", "2026-03-16"],
      ["downgrade", "expert", "essentiel", "2026-05-01"],
      ["cancel_downgrade", "essentiel", "expert", "2026-04-12"],
      ["downgrade", "expert", "pro", "2026-05-01"],
    ]);
    expect(await mailsOf(t.db, "plan_change", siteId)).toHaveLength(4 * 3);
  });
});

describe("changing plan with nothing paid yet", () => {
  it("in a draft, a downgrade applies at once", async () => {
    const draft = await newSite(t.db, { name: "Brouillon", plan: "expert", publishedAt: null, ownerId });
    const result = await changePlan(t.db, draft, "essentiel", ownerId, at("2026-03-10T10:00:00+01:00"), options);
    expect(result).toMatchObject({ ok: true, kind: "downgrade", deferred: false, effectiveOn: "2026-03-10" });
    expect(await siteRow(t.db, draft)).toMatchObject({ plan: "essentiel", pendingPlan: null });
    expect(await billingOverview(t.db, draft, at("2026-03-10T10:00:00+01:00"))).toMatchObject({ trial: { state: "draft" }, nextInvoice: null, invoices: [] });
  });

  it("in the free start, an upgrade costs nothing extra and a downgrade applies at once", async () => {
    const site = await newSite(t.db, { name: "Fleuriste", plan: "pro", publishedAt: at("2026-03-01T10:00:00+01:00"), ownerId });
    const up = await changePlan(t.db, site, "expert", ownerId, at("2026-03-10T10:00:00+01:00"), options);
    expect(up).toMatchObject({ ok: true, kind: "upgrade", prorataHt: 0 });
    const down = await changePlan(t.db, site, "essentiel", ownerId, at("2026-03-12T10:00:00+01:00"), options);
    expect(down).toMatchObject({ ok: true, kind: "downgrade", deferred: false, effectiveOn: "2026-03-12" });
    expect((await siteRow(t.db, site)).plan).toBe("essentiel");
    await issue("2026-03-31T08:00:00+02:00", site);
    expect((await invoicesOf(site)).map((i) => [i.plan, i.totalHt])).toEqual([["essentiel", 2900]]);
  });

  it("says what a downgrade hides, and nothing for an upgrade", () => {
    expect(whatDisappears("pro", "essentiel")).toEqual({
      items: [
        "la page «\u00a0Qui sommes-nous\u00a0» (histoire, valeurs, équipe, partenaires)",
        "la page «\u00a0Nos prestations\u00a0», ses questions fréquentes et le formulaire de demande de devis",
        "la galerie «\u00a0Produits\u00a0» et les produits phares de la page d'accueil",
      ],
      storage:
        "L'espace pour vos photos passe de 1\u00a0Go à 200\u00a0Mo\u00a0: les photos déjà envoyées restent, mais vous ne pourrez en ajouter qu'une fois sous cette limite.",
      kept: "Votre contenu est conservé\u00a0: rien n'est supprimé, et tout réapparaît si vous revenez à une formule qui le comprend.",
    });
    expect(whatDisappears("essentiel", "expert").items).toEqual([]);
    // SEO, sharing and the languages.
    expect(whatDisappears("expert", "pro").items).toHaveLength(3);
  });
});

describe("payments and reminders", () => {
  let siteId: string;
  let invoiceId: string;
  let number: string;

  beforeAll(async () => {
    // Published on 1 May: invoiced on 31 May, due on 30 June.
    siteId = await newSite(t.db, { name: "Boucherie", plan: "pro", publishedAt: at("2026-05-01T10:00:00+02:00"), ownerId, legal: true });
    await issue("2026-05-31T08:00:00+02:00", siteId);
    [{ id: invoiceId, number }] = await invoicesOf(siteId);
    expect((await invoicesOf(siteId))[0]).toMatchObject({ dueOn: "2026-06-30", totalTtc: 7080 });
  });

  const remindersOf = async (now: string) => (await sendPaymentReminders(t.db, at(now), options)).filter((r) => r.invoiceId === invoiceId);

  it("reminds at due date + 7 days, once", async () => {
    expect(await remindersOf("2026-07-06T20:00:00+02:00")).toEqual([]);
    expect(await remindersOf("2026-07-07T08:00:00+02:00")).toEqual([{ invoiceId, number, stage: 7, to: ["sophie@traiteur.fr"] }]);
    expect(await remindersOf("2026-07-07T09:00:00+02:00")).toEqual([]);
    expect(await remindersOf("2026-07-14T09:00:00+02:00")).toEqual([]);
    const [mail] = await mailsOf(t.db, "invoice_reminder", siteId);
    expect(mail.subject).toBe(`Rappel\u00a0: facture ${number} en attente de paiement`);
    expect(plain(mail.textBody)).toContain(`la facture ${number} établie au nom de Boucherie SARL, de 70,80 € TTC, arrivée à échéance le 30 juin 2026`);
    expect(plain(mail.textBody)).toContain(`Référence à indiquer : ${number}`);
  });

  it("shows the invoice overdue on both screens", async () => {
    const overview = await billingOverview(t.db, siteId, at("2026-07-10T10:00:00+02:00"));
    expect(overview?.invoices[0]).toMatchObject({ number, status: "overdue", statusLabel: "en retard", balance: 7080 });
    expect(overview?.balance).toBe(7080);
    const admin = await dueInvoices(t.db, at("2026-07-10T10:00:00+02:00"), { status: "overdue" });
    expect(admin.invoices.find((i) => i.id === invoiceId)).toMatchObject({ siteId, siteName: "Boucherie", buyerName: "Boucherie SARL", status: "overdue" });
    expect(admin.invoices.every((i) => i.status === "overdue")).toBe(true);
  });

  it("reminds again at + 15 days, with the late-payment terms, once", async () => {
    expect(await remindersOf("2026-07-15T08:00:00+02:00")).toEqual([{ invoiceId, number, stage: 15, to: ["sophie@traiteur.fr"] }]);
    expect(await remindersOf("2026-07-20T08:00:00+02:00")).toEqual([]);
    const mails = await mailsOf(t.db, "invoice_reminder", siteId);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.subject.startsWith("Deuxième rappel"))!;
    expect(plain(second.textBody)).toContain("trois fois le taux d'intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40 €");
    expect((await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId))).map((r) => r.stage).sort((a, b) => a - b)).toEqual([
      7, 15,
    ]);
  });

  it("refuses a payment the invoice cannot take, in French", async () => {
    const now = { now: at("2026-07-16T10:00:00+02:00") };
    expect(await recordPayment(t.db, invoiceId, { amountCents: 7081, paidOn: "2026-07-16" }, ownerId, now)).toEqual({
      ok: false,
      reason: "invalid",
      message: "Le montant dépasse le reste à payer de cette facture (70,80\u00a0€).",
      errors: { amountCents: "Le montant dépasse le reste à payer de cette facture (70,80\u00a0€)." },
    });
    expect(await recordPayment(t.db, invoiceId, { amountCents: 0, paidOn: "2026-07-16" }, null, now)).toMatchObject({
      ok: false,
      errors: { amountCents: "Le montant doit être supérieur à 0\u00a0€." },
    });
    expect(await recordPayment(t.db, invoiceId, { amountCents: 100, paidOn: "2026-07-17" }, null, now)).toMatchObject({
      ok: false,
      errors: { paidOn: "La date de réception ne peut pas être dans le futur." },
    });
    expect(await recordPayment(t.db, invoiceId, { amountCents: 100, paidOn: "2026-05-30" }, null, now)).toMatchObject({
      ok: false,
      errors: { paidOn: "La date de réception ne peut pas précéder la date d'émission de la facture." },
    });
    expect(await recordPayment(t.db, invoiceId, { amountCents: 100, paidOn: "2026-02-30" }, null, now)).toMatchObject({
      ok: false,
      errors: { paidOn: "Date invalide." },
    });
    expect(await recordPayment(t.db, "00000000-0000-4000-8000-000000000000", { amountCents: 100, paidOn: "2026-07-16" }, null, now)).toMatchObject({
      ok: false,
      reason: "not-found",
      message: "Facture introuvable.",
    });
  });

  it("records a partial payment, then the rest, which marks it paid and tells the buyer", async () => {
    const now = at("2026-07-16T10:00:00+02:00");
    const first = await recordPayment(t.db, invoiceId, { amountCents: 3000, paidOn: "2026-07-15", reference: "VIR 123" }, null, { now });
    expect(first).toMatchObject({ ok: true, balance: 4080, status: "overdue" });
    expect(await recordPayment(t.db, invoiceId, { amountCents: 5000, paidOn: "2026-07-16" }, null, { now })).toMatchObject({
      ok: false,
      message: "Le montant dépasse le reste à payer de cette facture (40,80\u00a0€).",
    });
    const rest = await recordPayment(t.db, invoiceId, { amountCents: 4080, paidOn: "2026-07-16" }, null, { now, mail: options });
    expect(rest).toMatchObject({ ok: true, balance: 0, status: "paid" });
    const [thanks] = await mailsOf(t.db, "payment_received", siteId);
    expect(thanks.toAddresses).toEqual(["sophie@traiteur.fr"]);
    expect(plain(thanks.textBody)).toContain(`Nous avons bien reçu votre paiement de 40,80 € du 16 juillet 2026 pour la facture ${number}`);
    expect(thanks.textBody).toContain("Cette facture est entièrement réglée.");
    expect(await recordPayment(t.db, invoiceId, { amountCents: 1, paidOn: "2026-07-16" }, null, { now })).toMatchObject({
      ok: false,
      message: "Cette facture est déjà réglée\u00a0: il n'y a plus rien à encaisser.",
    });
    const overview = await billingOverview(t.db, siteId, now);
    expect(overview?.invoices[0]).toMatchObject({ status: "paid", statusLabel: "payée", paid: 7080, balance: 0 });
  });

  it("two admins recording the same transfer at once: one is recorded, the other refused", async () => {
    const site = await newSite(t.db, { name: "Caviste", publishedAt: at("2026-05-01T10:00:00+02:00"), ownerId });
    await issue("2026-05-31T08:00:00+02:00", site);
    const [invoice] = await invoicesOf(site);
    const now = { now: at("2026-06-05T10:00:00+02:00") };
    const both = await Promise.all([
      recordPayment(t.db, invoice.id, { amountCents: 7080, paidOn: "2026-06-05" }, null, now),
      recordPayment(t.db, invoice.id, { amountCents: 7080, paidOn: "2026-06-05" }, null, now),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ message: "Cette facture est déjà réglée\u00a0: il n'y a plus rien à encaisser." });
    // Paid before its due date: never reminded.
    const reminded = (await sendPaymentReminders(t.db, at("2026-07-20T10:00:00+02:00"), options)).filter((r) => r.invoiceId === invoice.id);
    expect(reminded).toEqual([]);
  });

  it("an invoice first seen 20 days late gets one reminder, the second, both recorded", async () => {
    const site = await newSite(t.db, { name: "Épicerie", publishedAt: at("2026-05-01T10:00:00+02:00"), ownerId });
    await issue("2026-05-31T08:00:00+02:00", site);
    const [invoice] = await invoicesOf(site);
    const sent = (await sendPaymentReminders(t.db, at("2026-07-20T10:00:00+02:00"), options)).filter((r) => r.invoiceId === invoice.id);
    expect(sent.map((r) => r.stage)).toEqual([15]);
    expect(await mailsOf(t.db, "invoice_reminder", site)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(invoiceReminders)
      .where(and(eq(invoiceReminders.invoiceId, invoice.id)));
    expect(rows.map((r) => r.stage).sort((a, b) => a - b)).toEqual([7, 15]);
  });

  it("lists every invoice for the admins, counted per status", async () => {
    const all = await dueInvoices(t.db, at("2026-07-20T10:00:00+02:00"));
    const statuses = all.invoices.map((i) => i.status);
    // Overdue first, then due, then paid.
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => ["overdue", "due", "paid", "cancelled"].indexOf(a) - ["overdue", "due", "paid", "cancelled"].indexOf(b)),
    );
    expect(all.counts.paid.invoices).toBeGreaterThanOrEqual(2);
    expect(all.counts.overdue.invoices).toBeGreaterThanOrEqual(1);
    expect(all.counts.overdue.owed).toBe(all.invoices.filter((i) => i.status === "overdue").reduce((sum, i) => sum + i.balance, 0));
  });
});

describe("a plan an admin changes on the Sites screen", () => {
  it("goes through the same change as the owner's: logged, mailed, and a downgrade waits for the paid month's end", async () => {
    const adminId = await newUser(t.db, "admin-sites@vitrine.test", "admin");
    const ownerId = await newUser(t.db, "sites-owner@boutique.test");
    const site = await newSite(t.db, { name: "Boutique Sites", publishedAt: at("2026-01-01T10:00:00+01:00"), ownerId, plan: "pro" });
    await issue("2026-02-01T08:00:00+01:00", site);
    const byAdmin = { byUser: adminId, billing: options, now: at("2026-02-10T10:00:00+01:00") };
    // An upgrade through the Sites dialog's function: at once, logged with the admin as the asker.
    expect(await updateSite(t.db, { siteId: site, name: "Boutique Sites", ownerId, plan: "expert" }, byAdmin)).toMatchObject({ ok: true });
    expect((await siteRow(t.db, site)).plan).toBe("expert");
    const changes = await t.db.select().from(planChanges).where(eq(planChanges.siteId, site));
    expect(changes.map((c) => [c.kind, c.fromPlan, c.toPlan, c.requestedBy])).toEqual([["upgrade", "pro", "expert", adminId]]);
    expect((await mailsOf(t.db, "plan_change", site)).length).toBeGreaterThanOrEqual(2);
    // A downgrade waits; saving the dialog again without touching the plan changes nothing more.
    await updateSite(t.db, { siteId: site, name: "Boutique Sites", ownerId, plan: "essentiel" }, byAdmin);
    expect(await siteRow(t.db, site)).toMatchObject({ plan: "expert", pendingPlan: "essentiel" });
    for (const plan of ["essentiel", "expert"] as const) {
      await updateSite(t.db, { siteId: site, name: "Boutique Sites renommée", ownerId, plan }, byAdmin);
    }
    expect(await siteRow(t.db, site)).toMatchObject({ name: "Boutique Sites renommée", plan: "expert", pendingPlan: "essentiel" });
    expect((await t.db.select().from(planChanges).where(eq(planChanges.siteId, site))).length).toBe(2);
  });
});
