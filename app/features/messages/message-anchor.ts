/**
 * Where one contact message is in the back-office: the inbox with the message's card outlined
 * (`#message-<id>`), linked from its notification e-mail.
 */
export const MESSAGES_PATH = "/admin/content/messages";

export function messageAnchor(id: string): string {
  return `message-${id}`;
}

/**
 * The message's address in the back-office, absolute (PUBLIC_URL, never the request's Host).
 * `?site=` names its site, so a page showing another selected site offers to switch to it.
 */
export function messageBackOfficeUrl(publicUrl: string, siteId: string, id: string): string {
  return `${publicUrl}${MESSAGES_PATH}?site=${siteId}#${messageAnchor(id)}`;
}
