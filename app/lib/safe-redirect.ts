/**
 * A redirect target that came from a visitor (a form field, a query parameter), made safe for a
 * `Location` header: a path of this very site, never another host. The one check
 * every redirect to a given target goes through.
 *
 * Refused, giving `fallback`: anything but a string starting with one `/`; `//host` and `/\host`
 * (browsers read a backslash as a slash); control characters — CR/LF would split the header
 * (a 500 before), and URL parsers silently drop tabs and newlines (`/\t/evil.example` is
 * `//evil.example` to a browser); anything that parses to another origin; with `under`, a path
 * outside it (after `..` is resolved). The path returned is the parser's serialisation, so
 * everything in it is percent-encoded and a valid header value.
 */
const BASE = "http://same-origin.invalid";
const MAX_LENGTH = 2048;

export function safeRedirectPath(target: unknown, fallback: string, options: { under?: string } = {}): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  if (target[0] !== "/" || target[1] === "/" || target[1] === "\\") return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username !== "" || url.password !== "") return fallback;
  const { under } = options;
  if (under && url.pathname !== under && !url.pathname.startsWith(`${under}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
