import type { DatabaseOrTransaction } from "~/db/connect.server";
import { quoteRequests } from "~/db/schema";
import type { SpamVerdict } from "~/features/submissions/spam-score";
import { firstSubmission, spamColumns, submissionIdByToken } from "~/features/submissions/stored-submission.server";
import { enqueueQuoteNotification } from "~/features/mail/notifications.server";
import type { QuoteInput } from "~/features/quotes/quote-request-schema";
import { quoteBackOfficeUrl } from "~/features/quotes/quote-anchor";
import type { PageLanguage } from "~/features/languages/languages";

/**
 * Stores a visitor's quote request for a site: status 'new', not viewed,
 * and enqueues its notification in the same transaction (ADR 008): both exist, or neither. The
 * site id comes from the resolved storefront, never from the form.
 *
 * A spam verdict (ADR 017) stores the request in the spam folder, with its signs, and enqueues nothing.
 *
 * With a submission token, a second call with the same token stores nothing and enqueues nothing
 * (`created: false`, the first row's id): a form sent twice is one request.
 *
 * `publicUrl` (the configuration's PUBLIC_URL): the notification links to the request in the
 * back-office; without it, the mail has no link.
 *
 * `language`: the page the request was sent from (ADR 047), kept with it (null for French) and
 * named in the notification.
 */
export async function createQuoteRequest(
  db: DatabaseOrTransaction,
  siteId: string,
  input: QuoteInput,
  submissionToken: string | null = null,
  spam: SpamVerdict | null = null,
  publicUrl: string | null = null,
  language: PageLanguage = "fr",
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(quoteRequests)
      .values({
        siteId,
        customerFirstName: input.firstName,
        customerLastName: input.lastName,
        customerEmail: input.email,
        customerCompany: input.company,
        customerPhone: input.phone,
        serviceType: input.service,
        eventDate: input.date,
        eventGuests: input.guests,
        eventBudget: input.budget,
        message: input.details,
        language: language === "fr" ? null : language,
        status: "new",
        isViewed: false,
        ...spamColumns(spam),
        submissionToken,
      })
      .onConflictDoNothing({ target: [quoteRequests.siteId, quoteRequests.submissionToken] })
      .returning();
    const row = inserted[0];
    if (row) {
      // Spam (ADR 017) is stored in the spam folder and notifies no one.
      if (spam) return { id: row.id, created: true };
      await enqueueQuoteNotification(
        tx,
        siteId,
        {
          customerFirstName: row.customerFirstName,
          customerLastName: row.customerLastName,
          customerEmail: row.customerEmail,
          customerCompany: row.customerCompany,
          customerPhone: row.customerPhone,
          serviceType: row.serviceType,
          eventDate: row.eventDate,
          eventGuests: row.eventGuests,
          eventBudget: row.eventBudget,
          message: row.message,
          language: row.language,
        },
        publicUrl === null ? null : quoteBackOfficeUrl(publicUrl, siteId, row.id),
      );
      return { id: row.id, created: true };
    }
    return firstSubmission(tx, quoteRequests, siteId, submissionToken);
  });
}

/** Whether a request sent with this token is already stored for the site. */
export async function isQuoteRequestStored(db: DatabaseOrTransaction, siteId: string, submissionToken: string): Promise<boolean> {
  return (await submissionIdByToken(db, quoteRequests, siteId, submissionToken)) !== null;
}
