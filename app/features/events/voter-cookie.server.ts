import { createHash, randomBytes } from "node:crypto";

/**
 * 'Je viendrai 👍' counts one answer per browser and event (ADR 009): a long-lived random cookie
 * names the browser, set only when the visitor presses the button (a cookie for a function the
 * visitor asked for, so no consent banner is needed). The database keeps a hash of it, never
 * the cookie itself.
 */
export const VOTER_COOKIE = "vitrine_voter";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie
const VALUE = /^[\w-]{43}$/;

export function readVoterCookie(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VOTER_COOKIE) {
      const value = rest.join("=");
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}

export function newVoterCookieValue(): string {
  return randomBytes(32).toString("base64url");
}

export function voterCookieHeader(value: string, secure: boolean): string {
  return `${VOTER_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What is stored in event_rsvps.voter_key. */
export function voterKey(cookieValue: string): string {
  return createHash("sha256").update(`vitrine-voter:${cookieValue}`).digest("hex");
}

/** The stored key of the browser making this request, if it has ever answered. */
export function requestVoterKey(request: Request): string | null {
  const value = readVoterCookie(request);
  return value ? voterKey(value) : null;
}
