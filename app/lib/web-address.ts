/**
 * The addresses a merchant types into a back-office form. People write
 * `instagram.com/boulangeriesophie` or `www.maboulangerie.fr`, not `https://…`: such a bare web
 * address gets `https://` before it is checked, by the page (before sending) and by the action
 * (on what was sent) alike, so the form neither refuses it nor stores something else than what
 * was checked. What the field accepts stays the field's rule: web addresses only for links
 * (never `javascript:`, `data:`…), images as media-rules.ts says. The form field is
 * `optionalAddress` (address-field.ts); this module has no zod, for the public pages that use it.
 */

/** `www.example.fr`, `instagram.com/x`, `shop.example.fr:8443/a?b#c`: a host name with a dot, a top-level name of letters, then a path. */
const BARE_WEB_ADDRESS = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;
/** A file's name (`photo.jpg`) has the shape of a host name: these endings are files, not top-level domains. */
const FILE_ENDING = /^[^/?#:]*\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic|pdf|html?|txt|docx?)(?=$|[/?#:])/i;
/** A scheme before the first colon (`https:`, `mailto:`, `tel:`, `javascript:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address as it will be checked: trimmed; `https://` before a bare web address. Anything else
 * is left as typed, for the field's rule to accept or refuse: an address with its scheme (`http:`,
 * `mailto:`, `tel:`, `javascript:`), one of our own paths (`/media/…`), a protocol-relative
 * `//host/…` (refused, as before: ADR 010), text that is no address.
 */
export function withWebScheme(input: string): string {
  const value = input.trim();
  const bare = BARE_WEB_ADDRESS.test(value) && !FILE_ENDING.test(value);
  // 'example.fr:8080/…' is a host and its port, not a scheme.
  if (SCHEME.test(value) && !bare) return value;
  return bare ? `https://${value}` : value;
}

/** An http(s) address with a host: what a merchant's link may be. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A stored image address a page may load: trimmed, one of our own paths (`/media/…`) or an http(s)
 * address; null for a blank one and anything else (`javascript:`, `data:`, `//host/…`).
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return isWebAddress(url) ? url : null;
}

/**
 * What becomes a link on a merchant's public pages: web, mail and phone addresses only (no
 * `javascript:`, `data:`…).
 */
export function isMerchantLink(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href.trim());
}
