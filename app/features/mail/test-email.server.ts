/**
 * The back-office "Test d'envoi d'email": a quote notification with
 * fixed sample values, sent now through the same transport as the worker, so the merchant sees
 * at once whether mail works and what a real request looks like. It is recorded in the outbox
 * (kind 'test') for the record, already claimed so the worker leaves it alone, and never retried.
 */
import { eq, and } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import { mailOutbox } from "~/db/schema";
import { formatMailbox, isValidEmailAddress } from "~/features/mail/addresses";
import { getMailSettings } from "~/features/mail/notifications.server";
import { insertMail } from "~/features/mail/outbox.server";
import { quoteNotificationMessage, type QuoteNotificationFields } from "~/features/mail/templates";
import { createMailTransport, type MailTransport, type TransportTimeouts } from "~/features/mail/transport.server";

export type TestEmailResult = { ok: true; title: string; message: string; recipients: number } | { ok: false; title: string; message: string };

export type TestEmailOptions = {
  timeouts?: Partial<TransportTimeouts>;
  transport?: MailTransport;
  /** The quote requests in the back-office, as a real notification links to its request. */
  link?: string | null;
};

/** The sample request of the test e-mail: plausible, and saying what it is. */
export const SAMPLE_QUOTE: QuoteNotificationFields = {
  customerFirstName: "Jean",
  customerLastName: "Dupont",
  customerEmail: "jean.dupont@example.com",
  customerCompany: "Entreprise Exemple",
  customerPhone: "06 12 34 56 78",
  serviceType: "Buffet traiteur",
  eventDate: "Samedi 14 juin, 12h",
  eventGuests: "40",
  eventBudget: "1 500 €",
  message:
    "Ceci est un email de test envoyé depuis les paramètres de votre site.\n" +
    "Les demandes de devis de vos visiteurs vous arriveront sous cette forme\u00a0; " +
    "répondre à l'email écrit directement au visiteur.",
};

const TEST_LOCK_MS = 10 * 60 * 1000;

export async function sendTestEmail(
  services: { db: Database; config: Config; logger: Logger },
  siteId: string,
  opts: TestEmailOptions = {},
): Promise<TestEmailResult> {
  const { db, logger } = services;
  const failure = (reason: string): TestEmailResult => ({ ok: false, title: "Erreur", message: `Erreur lors de l'envoi du test : ${reason}` });

  let settings;
  try {
    settings = await getMailSettings(db, siteId);
  } catch (err) {
    logger.error({ err, siteId }, "test e-mail: settings could not be read");
    return failure("impossible de lire les paramètres du site");
  }
  if (!settings) return failure("site introuvable");
  const { senderEmail, merchantEmails } = settings.stored;
  if (!senderEmail) return { ok: false, title: "Configuration manquante", message: "Veuillez d'abord configurer l'email émetteur." };
  if (merchantEmails.length === 0) return { ok: false, title: "Configuration manquante", message: "Veuillez configurer au moins un email marchand." };
  if (!isValidEmailAddress(senderEmail)) return failure(`l'email émetteur «\u00a0${senderEmail}\u00a0» n'est pas une adresse valide`);
  const invalid = merchantEmails.filter((address) => !isValidEmailAddress(address));
  if (invalid.length > 0) return failure(`adresse marchand invalide\u00a0: ${invalid.join(", ")}`);

  const rendered = quoteNotificationMessage(settings.siteName, SAMPLE_QUOTE, opts.link ?? null);
  const transport = opts.transport ?? createMailTransport(services, { timeouts: opts.timeouts });
  let row: { id: string; messageId: string } | undefined;
  try {
    row = await insertMail(
      db,
      {
        siteId,
        kind: "test",
        from: formatMailbox(settings.siteName, senderEmail),
        to: settings.merchantEmails,
        replyTo: formatMailbox(`${SAMPLE_QUOTE.customerFirstName} ${SAMPLE_QUOTE.customerLastName}`, SAMPLE_QUOTE.customerEmail),
        subject: `[Test] ${rendered.subject}`,
        text: rendered.text,
        html: rendered.html,
      },
      "sending",
      { lockedUntil: new Date(Date.now() + TEST_LOCK_MS) },
    );
    const stored = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, row.id) });
    if (!stored) throw new Error("test e-mail row vanished");
    const result = await transport.deliver(stored);
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
    logger.info({ siteId, mailId: row.id, recipients: result.accepted.length }, "test e-mail sent");
    return {
      ok: true,
      title: "Succès",
      message: `Email de test envoyé avec succès à ${result.accepted.length} destinataire(s).`,
      recipients: result.accepted.length,
    };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    logger.warn({ err, siteId, mailId: row?.id }, "test e-mail failed");
    if (row) {
      await db
        .update(mailOutbox)
        .set({ status: "failed", lockedUntil: null, lastError: reason.slice(0, 2000) })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")))
        .catch((updateErr: unknown) => logger.error({ err: updateErr, mailId: row?.id }, "test e-mail: could not record the failure"));
    }
    return failure(reason);
  } finally {
    if (!opts.transport) transport.close();
  }
}
