/**
 * Where one quote request is in the back-office: the list with the request's card outlined
 * (`#quote-<id>`), linked from the dashboard and from its notification e-mail.
 */
export const QUOTES_PATH = "/admin/content/quotes";

export function quoteAnchor(id: string): string {
  return `quote-${id}`;
}

/**
 * The request's address in the back-office, absolute (PUBLIC_URL, never the request's Host).
 * `?site=` names its site, so a page showing another selected site offers to switch to it.
 */
export function quoteBackOfficeUrl(publicUrl: string, siteId: string, id: string): string {
  return `${publicUrl}${QUOTES_PATH}?site=${siteId}#${quoteAnchor(id)}`;
}
