import type { DatabaseOrTransaction } from "~/db/connect.server";
import { contactMessages } from "~/db/schema";
import { storeSubmission, submissionIdByToken, type SubmissionOptions } from "~/features/submissions/stored-submission.server";
import { enqueueContactNotification } from "~/features/mail/notifications.server";
import type { ContactInput } from "~/features/messages/contact-schema";
import { messageBackOfficeUrl } from "~/features/messages/message-anchor";

/**
 * Stores a visitor's message for a site and enqueues its notification (`storeSubmission`): a
 * spam verdict files it in the spam folder, a token sent again stores nothing; the page's language
 * (`options.language`, ADR 047) is kept with it and named in the notification.
 */
export async function createContactMessage(
  db: DatabaseOrTransaction,
  siteId: string,
  input: ContactInput,
  options: SubmissionOptions = {},
): Promise<{ id: string; created: boolean }> {
  const { firstName, name, email, subject, message } = input;
  return storeSubmission(db, contactMessages, siteId, options, {
    insert: (tx, columns) =>
      tx
        .insert(contactMessages)
        .values({ ...columns, firstName, name, email, subject, message })
        .onConflictDoNothing({ target: [contactMessages.siteId, contactMessages.submissionToken] })
        .returning({ id: contactMessages.id, language: contactMessages.language }),
    backOfficeUrl: messageBackOfficeUrl,
    notify: (tx, row, link) => enqueueContactNotification(tx, siteId, { ...input, language: row.language }, link),
  });
}

/** Whether a message sent with this token is already stored for the site. */
export async function isContactMessageStored(db: DatabaseOrTransaction, siteId: string, submissionToken: string): Promise<boolean> {
  return (await submissionIdByToken(db, contactMessages, siteId, submissionToken)) !== null;
}
