/**
 * Where one quote request is in the back-office: the list with the request's card outlined
 * (`#quote-<id>`), linked from the dashboard and from its notification e-mail.
 */
export const QUOTES_PATH = "/admin/content/quotes";

export function quoteAnchor(id: string): string {
  return `quote-${id}`;
}

/** The request's address in the back-office, absolute (PUBLIC_URL, never the request's Host). */
export function quoteBackOfficeUrl(publicUrl: string, id: string): string {
  return `${publicUrl}${QUOTES_PATH}#${quoteAnchor(id)}`;
}
