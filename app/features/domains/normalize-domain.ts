/**
 * What an admin types as a domain → the host name stored in domain_mappings:
 * trimmed, lower-cased, without `http(s)://`, path, query, port or trailing dot, international
 * names in their ASCII (punycode) form — the form a browser sends in its Host header, which is
 * what the public site matches. Pure: the dialog and the action share it.
 */

export const INVALID_DOMAIN = "Nom de domaine invalide";

export type NormalizedDomain = { ok: true; domain: string } | { ok: false; reason: "blank" | "invalid" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_LENGTH = 253;

/**
 * `keepWww`: creating strips a leading `www.` (both names are then created); editing one mapping
 * keeps it, since the `www.` twin is a mapping of its own.
 */
export function normalizeDomain(input: string, { keepWww = false }: { keepWww?: boolean } = {}): NormalizedDomain {
  let host = input.trim().toLowerCase();
  if (!host) return { ok: false, reason: "blank" };

  host = host.replace(/^https?:\/\//, "");
  // Anything else that looks like a URL (ftp://, //host, user@host) is not a host name.
  if (host.includes("://") || host.startsWith("/") || host.includes("@")) return { ok: false, reason: "invalid" };
  host = host.split(/[/?#]/, 1)[0] ?? "";
  host = host.replace(/:\d*$/, "").replace(/\.+$/, "");
  if (!keepWww) host = host.replace(/^www\./, "");
  if (!host || host.includes(":")) return { ok: false, reason: "invalid" };

  const ascii = toAscii(host);
  if (!ascii || !isPlausibleHostName(ascii)) return { ok: false, reason: "invalid" };
  return { ok: true, domain: ascii };
}

/** 'www.' + the bare name, and the bare name: the two mappings a creation inserts. */
export function domainPair(domain: string): [string, string] {
  return [domain, `www.${domain}`];
}

/** 'café.fr' → 'xn--caf-dma.fr' with the WHATWG URL parser (the same rules as the browser). */
function toAscii(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/** At least two labels, letters/digits/hyphens, a top-level label that is not a number (no IP addresses). */
export function isPlausibleHostName(host: string): boolean {
  if (host.length > MAX_LENGTH) return false;
  const labels = host.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  return /[a-z]/.test(labels[labels.length - 1] ?? "");
}
