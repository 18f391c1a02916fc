/**
 * E-mail addresses in headers: a deliberately strict check (what the forms and the settings page
 * accept is far narrower than RFC 5322), display names quoted, no line breaks anywhere.
 */

const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+";
const DOMAIN = "(?:[A-Za-z0-9\\u00a0-\\uffff](?:[A-Za-z0-9\\u00a0-\\uffff-]{0,61}[A-Za-z0-9\\u00a0-\\uffff])?\\.)+[A-Za-z\\u00a0-\\uffff]{2,63}";
const ADDRESS = new RegExp(`^${LOCAL}@${DOMAIN}$`, "u");

export class MailAddressError extends Error {
  constructor(field: string, value: string) {
    super(`Adresse email invalide (${field})\u00a0: ${JSON.stringify(value.slice(0, 100))}`);
    this.name = "MailAddressError";
  }
}

/** Removes line breaks, then trims: what every header value goes through. */
export function stripLineBreaks(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").trim();
}

/** A bare address (`a@b.fr`) that is safe to put in a header as it is. */
export function isValidEmailAddress(value: string): boolean {
  return value.length <= 254 && !value.startsWith(".") && !value.includes("..") && ADDRESS.test(value);
}

/** `"Name" <a@b.fr>` or `a@b.fr`: the address part, or null when the form is not one of those. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const mailbox = stripLineBreaks(value);
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(mailbox);
  const name = named ? unquote(named[1].trim()) : "";
  const address = (named ? named[2] : mailbox).trim();
  return isValidEmailAddress(address) ? { name, address } : null;
}

/** `"Display Name" <address>`, the name quoted so commas, colons or quotes in it stay harmless. */
export function formatMailbox(name: string, address: string): string {
  const display = stripLineBreaks(name).replace(/\s+/g, " ");
  if (display === "") return address;
  return `"${display.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

function unquote(name: string): string {
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) return name.slice(1, -1).replace(/\\(.)/g, "$1");
  return name;
}
