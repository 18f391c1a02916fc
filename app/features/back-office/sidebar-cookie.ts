/**
 * The sidebar's open/collapsed state, kept in a plain (non-httpOnly) cookie for 7 days
 *: the browser writes it, the server reads it to render the right width.
 */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** The `document.cookie` assignment that stores the state. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? "true" : "false"}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}`;
}
