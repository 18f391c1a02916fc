import type { DatabaseOrTransaction } from "~/db/connect.server";
import { quoteRequests } from "~/db/schema";
import { storeSubmission, submissionIdByToken, type SubmissionOptions } from "~/features/submissions/stored-submission.server";
import { enqueueQuoteNotification } from "~/features/mail/notifications.server";
import type { QuoteInput } from "~/features/quotes/quote-request-schema";
import { quoteBackOfficeUrl } from "~/features/quotes/quote-anchor";

/**
 * Stores a visitor's quote request for a site, status 'new', and enqueues its notification
 * (`storeSubmission`): a spam verdict files it in the spam folder, a token sent again stores nothing.
 */
export async function createQuoteRequest(
  db: DatabaseOrTransaction,
  siteId: string,
  input: QuoteInput,
  options: SubmissionOptions = {},
): Promise<{ id: string; created: boolean }> {
  return storeSubmission(db, quoteRequests, siteId, options, {
    insert: (tx, columns) =>
      tx
        .insert(quoteRequests)
        .values({
          ...columns,
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
          status: "new",
        })
        .onConflictDoNothing({ target: [quoteRequests.siteId, quoteRequests.submissionToken] })
        .returning(),
    backOfficeUrl: quoteBackOfficeUrl,
    notify: (tx, row, link) =>
      enqueueQuoteNotification(
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
        link,
      ),
  });
}

/** Whether a request sent with this token is already stored for the site. */
export async function isQuoteRequestStored(db: DatabaseOrTransaction, siteId: string, submissionToken: string): Promise<boolean> {
  return (await submissionIdByToken(db, quoteRequests, siteId, submissionToken)) !== null;
}
