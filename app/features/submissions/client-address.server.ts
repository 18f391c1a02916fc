import { isIPv6 } from "node:net";

/**
 * The part of a client address a rate limit counts (ADR 009): an IPv4 address as is, an IPv6
 * address by its /64 network — one subscriber usually owns a whole /64 and can rotate inside it.
 */
export function addressKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1];
  if (!isIPv6(value)) return value || "unknown";
  return `${expandIPv6(value).slice(0, 4).join(":")}::/64`;
}

/**
 * The network an address belongs to, for the burst sign (ADR 017): an IPv4 address by its /24,
 * an IPv6 one by its /48 — what one customer of a host or one site of a company usually holds,
 * and so what a robot rotating its addresses stays inside.
 */
export function networkKey(address: string): string {
  const key = addressKey(address);
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (v4) return `${v4[1]}.0/24`;
  if (key.endsWith("::/64")) return `${key.split(":").slice(0, 3).join(":")}::/48`;
  return key;
}

function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0];
  const [head, tail] = withoutZone.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail !== undefined && tail !== "" ? tail.split(":") : [];
  // An embedded IPv4 tail counts as two groups.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes(".") ? ipv4ToGroups(p) : [p]));
  const h = groups(headParts);
  const t = groups(tailParts);
  const missing = tail === undefined ? 0 : 8 - h.length - t.length;
  return [...h, ...Array<string>(missing).fill("0"), ...t].map((g) => parseInt(g || "0", 16).toString(16));
}

function ipv4ToGroups(ipv4: string): string[] {
  const [a, b, c, d] = ipv4.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
