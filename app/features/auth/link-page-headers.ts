/**
 * The headers of a page an e-mailed link opens (auth/link-token.server.ts): the token is the
 * credential there, so the page is never cached and never names itself as a referrer; a refused
 * try's Retry-After (429) reaches the browser with the page.
 */
export function linkPageHeaders(actionHeaders: Headers): Headers {
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}
