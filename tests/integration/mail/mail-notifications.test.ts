/**
 * The two notifications end to end through a real SMTP server (smtp-server): who receives what,
 * with which headers and fields, when nothing is sent, header injection, escaping, the outbox
 * written in the submission's transaction, and the .eml file transport.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, mailOutbox, quoteRequests, type sites } from "~/db/schema";
import type { AppServices } from "~/context";
import type { Transaction } from "~/db/connect.server";
import {
  enqueueContactNotification,
  enqueueQuoteNotification,
  type ContactNotificationFields,
  type QuoteNotificationFields,
} from "~/features/mail/notifications.server";
import { createOutboxWorker, type OutboxWorker } from "~/features/mail/outbox-worker.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { parseMail, startSmtpServer, waitUntil, type TestSmtpServer } from "../../support/mail-test-smtp";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { createHttpApp, createRequestListener } from "../../../server/http-app";
import { createMessage, createQuote, createSite } from "../../support/factories";

let t: TestDatabase;
let smtp: TestSmtpServer;
let services: AppServices;
let worker: OutboxWorker;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer({ rejectRecipients: ["ferme@delices.fr"] });
  services = createTestServices(t.db, { SMTP_URL: smtp.url, MAIL_FROM: "Vitrine <rebonds@vitrine.example>" });
  worker = createOutboxWorker(services, { pollIntervalMs: 60_000 });
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.drop();
});

type SiteSettings = Partial<Pick<typeof sites.$inferInsert, "name" | "senderEmail" | "merchantEmail1" | "merchantEmail2" | "merchantEmail3">>;

async function siteWith(settings: SiteSettings): Promise<string> {
  const row = await createSite(t.db, { name: "Les Délices de Marie", ...settings });
  return row.id;
}

const contact: ContactNotificationFields = {
  firstName: "Jeanne",
  name: "Martin",
  email: "jeanne.martin@example.fr",
  subject: "Commande de Noël",
  message: "Bonjour,\nje voudrais une bûche pour 8 personnes.\nMerci\u00a0!",
};

const quote: QuoteNotificationFields = {
  customerFirstName: "Paul",
  customerLastName: "Durand",
  customerEmail: "paul.durand@example.fr",
  customerCompany: "Durand & Fils",
  customerPhone: "06 11 22 33 44",
  serviceType: "Cocktail dînatoire",
  eventDate: "2025-06-21",
  eventGuests: "80",
  eventBudget: "2 000 €",
  message: "Mariage en plein air, options végétariennes souhaitées.",
};

/** What the storefront's create functions do: the row and its notification in one transaction. */
async function submitContact(siteId: string, fields: ContactNotificationFields = contact): Promise<boolean> {
  return t.db.transaction(async (tx: Transaction) => {
    await createMessage(tx, siteId, fields);
    return enqueueContactNotification(tx, siteId, fields);
  });
}

async function submitQuote(siteId: string, fields: QuoteNotificationFields = quote): Promise<boolean> {
  return t.db.transaction(async (tx: Transaction) => {
    await createQuote(tx, siteId, fields);
    return enqueueQuoteNotification(tx, siteId, fields);
  });
}

async function outboxOf(siteId: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.siteId, siteId));
}

/** Delivers what is due and returns the messages the SMTP server received meanwhile. */
async function deliver() {
  const before = smtp.received.length;
  await worker.runOnce();
  return smtp.received.slice(before);
}

describe("contact notification", () => {
  it("goes to merchant_email_1 only, from the site's sender, Reply-To the visitor, with every field", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr", merchantEmail2: "autre@delices.fr" });
    expect(await submitContact(siteId)).toBe(true);
    const [row] = await outboxOf(siteId);
    expect(row).toMatchObject({ kind: "contact_notification", status: "pending", toAddresses: ["marie@delices.fr"] });

    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail.rcptTo).toEqual(["marie@delices.fr"]);
    expect(mail.header("to")).toBe("marie@delices.fr");
    expect(mail.header("from")).toMatch(/^"?Les Délices de Marie"? <contact@delices\.fr>$/);
    expect(mail.header("reply-to")).toMatch(/^"?Jeanne Martin"? <jeanne\.martin@example\.fr>$/);
    expect(mail.header("subject")).toBe("Nouveau message de contact\u00a0: Commande de Noël");
    expect(mail.messageId).toBe(row.messageId);
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@delices\.fr>$/);
    expect(mail.header("auto-submitted")).toBe("auto-generated");
    // MAIL_FROM's address is the envelope sender (bounces go to the platform).
    expect(mail.mailFrom).toBe("rebonds@vitrine.example");

    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Les Délices de Marie");
      expect(body).toContain("Jeanne");
      expect(body).toContain("Martin");
      expect(body).toContain("jeanne.martin@example.fr");
      expect(body).toContain("Commande de Noël");
      expect(body).toContain("je voudrais une bûche pour 8 personnes.");
    }
    expect(mail.text).toMatch(/Prénom\u00a0:\s+Jeanne/);
    expect(mail.text).toMatch(/Nom\u00a0:\s+Martin/);
    expect(mail.text).toMatch(/Sujet\u00a0:\s+Commande de Noël/);
    expect(mail.html).toContain('href="mailto:jeanne.martin@example.fr"');
    expect(mail.html).toContain("Merci\u00a0!");

    const [sent] = await outboxOf(siteId);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("is not sent without merchant_email_1 (even with another merchant e-mail) or without a sender e-mail", async () => {
    const noFirst = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: null, merchantEmail2: "autre@delices.fr" });
    const blankFirst = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "   " });
    const noSender = await siteWith({ senderEmail: null, merchantEmail1: "marie@delices.fr" });
    const blankSender = await siteWith({ senderEmail: " ", merchantEmail1: "marie@delices.fr" });
    for (const siteId of [noFirst, blankFirst, noSender, blankSender]) {
      expect(await submitContact(siteId)).toBe(false);
      expect(await outboxOf(siteId)).toHaveLength(0);
      // The visitor's message is stored all the same.
      expect(await t.db.select().from(contactMessages).where(eq(contactMessages.siteId, siteId))).toHaveLength(1);
    }
    expect(await deliver()).toHaveLength(0);
  });
});

describe("quote notification", () => {
  it("goes to every non-blank merchant e-mail with every field of the request", async () => {
    const siteId = await siteWith({
      name: "Traiteur Soleil",
      senderEmail: "devis@soleil.fr",
      merchantEmail1: "chef@soleil.fr",
      merchantEmail2: "  ",
      merchantEmail3: "compta@soleil.fr",
    });
    expect(await submitQuote(siteId)).toBe(true);
    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail.rcptTo).toEqual(["chef@soleil.fr", "compta@soleil.fr"]);
    expect(mail.header("to")).toBe("chef@soleil.fr, compta@soleil.fr");
    expect(mail.header("from")).toMatch(/^"?Traiteur Soleil"? <devis@soleil\.fr>$/);
    expect(mail.header("reply-to")).toMatch(/^"?Paul Durand"? <paul\.durand@example\.fr>$/);
    expect(mail.header("subject")).toBe("Nouvelle demande de devis de Paul Durand");

    const labels: [string, string][] = [
      ["Prénom", "Paul"],
      ["Nom", "Durand"],
      ["E-mail", "paul.durand@example.fr"],
      ["Entreprise", "Durand & Fils"],
      ["Téléphone", "06 11 22 33 44"],
      ["Type de prestation", "Cocktail dînatoire"],
      ["Date de l'événement", "21 juin 2025"],
      ["Nombre d'invités", "80"],
      ["Budget", "2 000 €"],
    ];
    for (const [label, value] of labels) {
      expect(mail.text).toMatch(new RegExp(`${label}\u00a0:\\s+${escapeRegExp(value)}`));
      expect(mail.html).toContain(escapeHtml(label));
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain("Mariage en plein air, options végétariennes souhaitées.");
    expect(mail.html).toContain("Mariage en plein air, options végétariennes souhaitées.");
    expect(mail.html).toContain("Traiteur Soleil");
    expect(mail.html).toContain('href="tel:0611223344"');
  });

  it("shows 'Non renseigné' for the optional answers left blank", async () => {
    const siteId = await siteWith({ senderEmail: "devis@soleil.fr", merchantEmail2: "chef@soleil.fr" });
    await submitQuote(siteId, { ...quote, customerCompany: null, customerPhone: null, eventGuests: null, eventBudget: null });
    const [mail] = await deliver();
    expect(mail.rcptTo).toEqual(["chef@soleil.fr"]);
    expect(mail.text).toMatch(/Entreprise\u00a0:\s+Non renseigné/);
    expect(mail.text).toMatch(/Nombre d'invités\u00a0:\s+Non renseigné/);
    expect(mail.text).toMatch(/Budget\u00a0:\s+Non renseigné/);
  });

  it("is not sent without any merchant e-mail or without a sender e-mail", async () => {
    const noMerchant = await siteWith({ senderEmail: "devis@soleil.fr", merchantEmail1: "", merchantEmail2: " ", merchantEmail3: null });
    const noSender = await siteWith({ senderEmail: null, merchantEmail1: "chef@soleil.fr" });
    for (const siteId of [noMerchant, noSender]) {
      expect(await submitQuote(siteId)).toBe(false);
      expect(await outboxOf(siteId)).toHaveLength(0);
      expect(await t.db.select().from(quoteRequests).where(eq(quoteRequests.siteId, siteId))).toHaveLength(1);
    }
    expect(await deliver()).toHaveLength(0);
  });

  it("is sent to the recipients the server accepts and records the one it refused", async () => {
    const siteId = await siteWith({ senderEmail: "devis@delices.fr", merchantEmail1: "marie@delices.fr", merchantEmail2: "ferme@delices.fr" });
    await submitQuote(siteId);
    const [mail] = await deliver();
    expect(mail.rcptTo).toEqual(["marie@delices.fr"]);
    const [row] = await outboxOf(siteId);
    expect(row.status).toBe("sent");
    expect(row.lastError).toContain("ferme@delices.fr");
  });
});

describe("what the visitor typed", () => {
  it("cannot add headers or recipients (CRLF in name, subject and e-mail)", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
    const evil: ContactNotificationFields = {
      firstName: "Jeanne\r\nBcc: pirate@evil.example",
      name: "Martin\nX-Injected: 1",
      email: "jeanne@example.fr\r\nBcc: pirate@evil.example",
      subject: "Bonjour\r\nBcc: pirate@evil.example\r\n\r\nCorps injecté",
      message: "Texte",
    };
    expect(await submitContact(siteId, evil)).toBe(true);
    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail.rcptTo).toEqual(["marie@delices.fr"]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.header("subject")).toBe("Nouveau message de contact\u00a0: Bonjour Bcc: pirate@evil.example Corps injecté");
    // An address that is not one is left out of Reply-To; it is still in the body for the merchant.
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(mail.text).toContain("jeanne@example.fr");
    const headerBlock = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail.html).toContain("Jeanne Bcc: pirate@evil.example");
  });

  it("is HTML-escaped in the HTML part", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
    await submitContact(siteId, { ...contact, firstName: '<img src=x onerror="alert(1)">', message: "<script>alert('x')</script> & co" });
    const [mail] = await deliver();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // The plain-text part carries the text as typed.
    expect(mail.text).toContain("<script>alert('x')</script> & co");
  });
});

describe("the outbox row lives and dies with the submission", () => {
  it("leaves neither the message nor its notification when the transaction fails", async () => {
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
    await expect(
      t.db.transaction(async (tx: Transaction) => {
        await createMessage(tx, siteId, contact);
        expect(await enqueueContactNotification(tx, siteId, contact)).toBe(true);
        throw new Error("boom after the enqueue");
      }),
    ).rejects.toThrow("boom");
    expect(await outboxOf(siteId)).toHaveLength(0);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.siteId, siteId))).toHaveLength(0);
  });
});

describe("a running worker", () => {
  it("is woken by an enqueue in its process instead of waiting for its next poll", async () => {
    const live = createOutboxWorker(services, { pollIntervalMs: 600_000 });
    live.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // its first pass finds nothing
      const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
      const before = smtp.received.length;
      await submitContact(siteId);
      await smtp.waitFor(before + 1, 10_000);
      // The peer has the message before its 250 reaches the worker, which then records it.
      await waitUntil(async () => (await outboxOf(siteId))[0].status === "sent", 5_000, "the row recorded as sent");
    } finally {
      await live.stop();
    }
  });

  it("is woken too by a form sent to the production build, whose bundle has its own copy of the outbox module", async () => {
    // The server loads the worker from source (server/workers.ts) and the actions from build/:
    // two copies of outbox.server.ts, which must share their listeners.
    const buildFile = path.resolve("build/server/index.js");
    if (!existsSync(buildFile)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    const app = createHttpApp({ services, build, clientDir: path.resolve("build/client") });
    const server = createServer(createRequestListener(services, app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const live = createOutboxWorker(services, { pollIntervalMs: 600_000 });
    live.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // its first pass finds nothing
      const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
      const before = smtp.received.length;
      const host = `127.0.0.1:${port}`;
      const body = new URLSearchParams({
        firstName: "Jeanne",
        name: "Martin",
        email: "jeanne@example.fr",
        subject: "Commande",
        message: "Bonjour, une commande pour samedi.",
        website: "",
        formToken: issueFormToken(services.config.authSecret, "contact", siteId, Date.now() - 10_000),
      }).toString();
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: `/merchant/contact?site=${siteId}`,
            headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
      // Sent: Post/Redirect/Get back to the form with its toast (ADR 038).
      expect(status).toBe(303);
      await smtp.waitFor(before + 1, 10_000);
      // The peer has the message before its 250 reaches the worker, which then records it.
      await waitUntil(async () => (await outboxOf(siteId))[0].status === "sent", 5_000, "the row recorded as sent");
    } finally {
      await live.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("without SMTP_URL", () => {
  it("writes each e-mail as an .eml file under DATA_DIR/mail, once, even when delivered again", async () => {
    const fileServices = createTestServices(t.db);
    const fileWorker = createOutboxWorker(fileServices, { pollIntervalMs: 60_000 });
    const siteId = await siteWith({ senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" });
    await submitQuote(siteId);
    const [row] = await outboxOf(siteId);
    try {
      expect(await fileWorker.runOnce()).toBeGreaterThanOrEqual(1);
      const dir = path.join(fileServices.config.dataDir, "mail");
      const files = readdirSync(dir).filter((name) => name.includes(row.id));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{8}-\d{6}Z-quote-notification-[0-9a-f-]+\.eml$/);
      const raw = readFileSync(path.join(dir, files[0]), "utf8");
      expect(raw).toContain("\r\n"); // RFC 822 line ends
      const mail = parseMail(raw);
      expect(mail.messageId).toBe(row.messageId);
      expect(mail.header("to")).toBe("marie@delices.fr");
      expect(mail.header("from")).toMatch(/<contact@delices\.fr>$/);
      expect(mail.header("reply-to")).toMatch(/<paul\.durand@example\.fr>$/);
      expect(mail.text).toMatch(/Type de prestation\u00a0:\s+Cocktail dînatoire/);
      expect(mail.html).toContain("Durand &amp; Fils");
      expect((await outboxOf(siteId))[0].status).toBe("sent");

      // Delivered again (a claim that expired, say): the same file, not a second one.
      await t.db.update(mailOutbox).set({ status: "pending" }).where(eq(mailOutbox.id, row.id));
      await fileWorker.runOnce();
      expect(readdirSync(dir).filter((name) => name.includes(row.id))).toHaveLength(1);
    } finally {
      await fileWorker.stop();
    }
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
