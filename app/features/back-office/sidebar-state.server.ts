import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from "~/features/back-office/sidebar-cookie";

/** The sidebar's open/collapsed state is kept in a plain cookie for 7 days. */
export { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S };

export function readSidebarOpen(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookie);
  return match ? match[1] === "true" : true;
}
