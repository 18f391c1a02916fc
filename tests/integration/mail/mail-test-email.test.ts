/**
 * The back-office "Test d'envoi d'email" (back-office.md §5, §8): its four outcomes, through a
 * real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox, type sites } from "~/db/schema";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { createOutboxWorker } from "~/features/mail/outbox-worker.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { freePort } from "../../../server/free-port";
import { startSmtpServer, type TestSmtpServer } from "../../support/mail-test-smtp";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let smtp: TestSmtpServer;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await t?.drop();
});

async function siteWith(settings: Partial<typeof sites.$inferInsert>): Promise<string> {
  const row = await createSite(t.db, { name: "Les Délices de Marie", ...settings });
  return row.id;
}

describe("sendTestEmail", () => {
  it("asks for the sender e-mail first", async () => {
    const siteId = await siteWith({ senderEmail: "  ", merchantEmail1: "marie@delices.fr" });
    const result = await sendTestEmail(createTestServices(t.db, { SMTP_URL: smtp.url }), siteId);
    expect(result).toEqual({ ok: false, title: "Configuration manquante", message: "Veuillez d'abord configurer l'email émetteur." });
  });

  it("asks for at least one merchant e-mail", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "", merchantEmail2: " ", merchantEmail3: null });
    const result = await sendTestEmail(createTestServices(t.db, { SMTP_URL: smtp.url }), siteId);
    expect(result).toEqual({ ok: false, title: "Configuration manquante", message: "Veuillez configurer au moins un email marchand." });
  });

  it("sends the sample quote notification now to every merchant e-mail and says to how many", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr", merchantEmail3: "paul@delices.fr" });
    const services = createTestServices(t.db, { SMTP_URL: smtp.url });
    const before = smtp.received.length;
    const result = await sendTestEmail(services, siteId);
    expect(result).toEqual({ ok: true, title: "Succès", message: "Email de test envoyé avec succès à 2 destinataire(s).", recipients: 2 });

    // Synchronous: the server has it when the function returns.
    const [mail, ...others] = smtp.received.slice(before);
    expect(others).toHaveLength(0);
    expect(mail.rcptTo).toEqual(["marie@delices.fr", "paul@delices.fr"]);
    expect(mail.header("from")).toMatch(/^"?Les Délices de Marie"? <contact@delices\.fr>$/);
    expect(mail.header("subject")).toBe("[Test] Nouvelle demande de devis de Jean Dupont");
    expect(mail.header("reply-to")).toMatch(/<jean\.dupont@example\.com>$/);
    for (const value of ["Jean", "Dupont", "jean.dupont@example.com", "Entreprise Exemple", "06 12 34 56 78", "Buffet traiteur", "40"]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain("Ceci est un email de test");

    // Recorded in the outbox as sent, and the worker leaves it alone.
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.siteId, siteId));
    expect(row).toMatchObject({ kind: "test", status: "sent", attempts: 1, messageId: mail.messageId });
    const worker = createOutboxWorker(services, { pollIntervalMs: 60_000 });
    await worker.runOnce();
    await worker.stop();
    expect(smtp.received.length).toBe(before + 1);
  });

  it("reports a delivery failure with the transport's message, and does not retry it", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail2: "marie@delices.fr" });
    const down = `smtp://127.0.0.1:${await freePort()}`;
    const result = await sendTestEmail(createTestServices(t.db, { SMTP_URL: down }), siteId);
    expect(result.ok).toBe(false);
    expect(result.title).toBe("Erreur");
    expect(result.message).toMatch(/^Erreur lors de l'envoi du test : .*(ECONNREFUSED|ECONNECTION|connect)/i);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.siteId, siteId));
    expect(row).toMatchObject({ kind: "test", status: "failed" });
    expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
  });

  it("reports a sender e-mail that is not an address", async () => {
    const siteId = await siteWith({ senderEmail: "contact at delices", merchantEmail1: "marie@delices.fr" });
    const result = await sendTestEmail(createTestServices(t.db, { SMTP_URL: smtp.url }), siteId);
    expect(result).toMatchObject({ ok: false, title: "Erreur" });
    expect(result.message).toBe("Erreur lors de l'envoi du test : l'email émetteur «\u00a0contact at delices\u00a0» n'est pas une adresse valide");
  });
});
