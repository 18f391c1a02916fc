import { isIP } from "node:net";

/**
 * Forwarded headers are believed only from the reverse proxies listed in TRUSTED_PROXIES
 * (ADR 016). Anything else can write `X-Forwarded-For: <any address>` and reset every
 * per-address limit, or `X-Forwarded-Host` / `-Proto` and pass for another origin.
 */

/**
 * `TRUSTED_PROXIES`: IP addresses and CIDR networks separated by commas or spaces
 * (`127.0.0.1, ::1, 10.0.0.0/8`). Returns the entries, or the first one that is neither.
 */
export function parseTrustedProxies(value: string): { ok: true; entries: string[] } | { ok: false; bad: string } {
  const entries = value
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) if (!isAddressOrNetwork(entry)) return { ok: false, bad: entry };
  return { ok: true, entries: [...new Set(entries)] };
}

function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
