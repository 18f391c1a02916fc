import type { DatabaseOrTransaction } from "~/../server/db/connect";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "./contact-form-schema";

/**
 * Stores a visitor's message for a site (public-site.md §3, §7), not yet viewed. The site id
 * comes from the resolved storefront, never from the form.
 */
export async function createContactMessage(db: DatabaseOrTransaction, siteId: string, input: ContactInput): Promise<{ id: string }> {
  const rows = await db
    .insert(contactMessages)
    .values({
      siteId,
      firstName: input.firstName,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      isViewed: false,
    })
    .returning({ id: contactMessages.id });
  return { id: rows[0].id };
}
