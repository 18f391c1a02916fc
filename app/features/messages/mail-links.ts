/**
 * mailto: and tel: links for addresses typed by visitors (quote requests, contact messages).
 * Addresses were validated on submission; these checks only keep odd characters out of the URLs.
 */
const EMAIL = /^[^\s@?&#/:]+@[^\s@?&#/:]+\.[^\s@?&#/:]+$/;

export function mailtoHref(email: string, subject?: string): string | null {
  const address = email.trim();
  if (!EMAIL.test(address)) return null;
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** tel: keeps digits and a leading '+' only; null when nothing dialable is left. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, "");
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
