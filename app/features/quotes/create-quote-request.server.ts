import type { DatabaseOrTransaction } from "~/../server/db/connect";
import { quoteRequests } from "~/db/schema";
import type { QuoteInput } from "./quote-form-schema";

/**
 * Stores a visitor's quote request for a site (public-site.md §3, §7): status 'new', not viewed.
 * The site id comes from the resolved storefront, never from the form.
 */
export async function createQuoteRequest(db: DatabaseOrTransaction, siteId: string, input: QuoteInput): Promise<{ id: string }> {
  const rows = await db
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
      status: "new",
      isViewed: false,
    })
    .returning({ id: quoteRequests.id });
  return { id: rows[0].id };
}
