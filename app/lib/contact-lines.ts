/**
 * A phone number or an e-mail address as a merchant typed it, and the link it makes: only a
 * well-formed address becomes a mailto: link, only a number that can be dialled a tel: link.
 * Shared by the contact details of the settings and the legal notice's contact.
 */

/** A line of the 'Coordonnées' card; `href` is null when the value cannot be dialled or mailed. */
export type ContactLine = { text: string; href: string | null };

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

export function emailLine(value: string): ContactLine {
  return { text: value, href: EMAIL.test(value) ? `mailto:${value}` : null };
}

/** '01 23 45 67 89' → tel:0123456789; '+33 (0)1 23…' → tel:+33123…; anything else is text only. */
export function phoneLine(value: string): ContactLine {
  const digits = value.replace(/\(0\)/g, "").replace(/[\s.\-()/]/g, "");
  return { text: value, href: /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null };
}
