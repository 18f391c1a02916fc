import { frenchDateOrText } from "~/lib/french-date";
import { LANGUAGE_FRENCH_NAMES, type OtherLanguage } from "~/lib/i18n/languages";

/**
 * The notification e-mails: pure builders of the subject, the plain-text and
 * the HTML versions. Everything the visitor typed is HTML-escaped; header values (the subject)
 * are made single-line here and again when enqueued. A calendar date reads the French way
 * ('18 décembre 2026'), and a link opens the message or request in the back-office.
 */

export type RenderedMail = { subject: string; text: string; html: string };

/** What the contact notification carries (send-contact-notification's fields). */
export type ContactNotificationFields = {
  firstName: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The page it was sent from, when not French (ADR 047). */
  language?: OtherLanguage | null;
};

/** What the quote notification carries (send-quote-notification's fields). */
export type QuoteNotificationFields = {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerPhone: string | null;
  serviceType: string;
  eventDate: string | null;
  eventGuests: string | null;
  eventBudget: string | null;
  message: string;
  /** The page it was sent from, when not French (ADR 047). */
  language?: OtherLanguage | null;
};

/** The site name used when the site has none. */
export const DEFAULT_SITE_NAME = "votre site";

const NOT_GIVEN = "Non renseigné";
/** French typography: a no-break space before the colon of our own texts. */
const NBSP = "\u00a0";
/** A subject line stays readable in a mail client's list; the full text is in the body. */
const MAX_SUBJECT_PART = 120;

/**
 * `link`: the message in the back-office (absolute, from PUBLIC_URL), or null for none.
 */
export function contactNotificationMessage(siteName: string | null | undefined, fields: ContactNotificationFields, link: string | null = null): RenderedMail {
  const site = displaySiteName(siteName);
  const who = `${oneLine(fields.firstName)} ${oneLine(fields.name)}`.trim();
  const subject = `Nouveau message de contact\u00a0: ${truncate(oneLine(fields.subject), MAX_SUBJECT_PART)}`;
  const rows: Row[] = [
    { label: "Prénom", value: fields.firstName },
    { label: "Nom", value: fields.name },
    { label: "E-mail", value: fields.email, href: mailtoHref(fields.email) },
    { label: "Sujet", value: fields.subject },
    ...visitorLanguageRow(fields.language),
  ];
  return notificationMail(subject, who, {
    site,
    title: "Nouveau message de contact",
    intro: `Vous avez reçu un nouveau message depuis le formulaire de contact ${ofSite(site)}.`,
    rows,
    messageLabel: "Message",
    message: fields.message,
    link: backOfficeLink("Voir le message dans le back-office", link),
  });
}

/** `link`: the request in the back-office (absolute, from PUBLIC_URL), or null for none. */
export function quoteNotificationMessage(siteName: string | null | undefined, fields: QuoteNotificationFields, link: string | null = null): RenderedMail {
  const site = displaySiteName(siteName);
  const who = `${oneLine(fields.customerFirstName)} ${oneLine(fields.customerLastName)}`.trim();
  const subject = `Nouvelle demande de devis de ${truncate(who, MAX_SUBJECT_PART)}`;
  const rows: Row[] = [
    { label: "Prénom", value: fields.customerFirstName },
    { label: "Nom", value: fields.customerLastName },
    { label: "E-mail", value: fields.customerEmail, href: mailtoHref(fields.customerEmail) },
    { label: "Entreprise", value: fields.customerCompany },
    { label: "Téléphone", value: fields.customerPhone, href: telHref(fields.customerPhone) },
    { label: "Type de prestation", value: fields.serviceType },
    { label: "Date de l'événement", value: fields.eventDate === null ? null : frenchDateOrText(fields.eventDate.trim()) },
    { label: "Nombre d'invités", value: fields.eventGuests },
    { label: "Budget", value: fields.eventBudget },
    ...visitorLanguageRow(fields.language),
  ];
  return notificationMail(subject, who, {
    site,
    title: "Nouvelle demande de devis",
    intro: `Vous avez reçu une nouvelle demande de devis depuis ${site === DEFAULT_SITE_NAME ? site : `le site ${site}`}.`,
    rows,
    messageLabel: "Détails du projet",
    message: fields.message,
    link: backOfficeLink("Voir la demande dans le back-office", link),
  });
}

/** A submission's notification to the merchant: its page, ending with the hint that a reply goes to `who`. */
function notificationMail(subject: string, who: string, content: Omit<Page, "replyHint">): RenderedMail {
  const page: Page = { ...content, replyHint: `Répondez directement à cet email pour écrire à ${who}.` };
  return { subject, text: plainText(page), html: htmlPage(page) };
}

// ---------------------------------------------------------------------------------------------

/** 'Langue du visiteur : anglais', for a message sent from a page in another language; nothing for French. */
function visitorLanguageRow(language: OtherLanguage | null | undefined): Row[] {
  return language ? [{ label: "Langue du visiteur", value: LANGUAGE_FRENCH_NAMES[language] }] : [];
}

type Row = { label: string; value: string | null | undefined; href?: string | null };
type Link = { label: string; url: string };
type Page = { site: string; title: string; intro: string; rows: Row[]; messageLabel: string; message: string; replyHint: string; link: Link | null };

/** Only an http(s) URL becomes a link (it is ours, from PUBLIC_URL; the check keeps anything odd out). */
function backOfficeLink(label: string, url: string | null): Link | null {
  return url && /^https?:\/\/[^\s"'<>]+$/.test(url) ? { label, url } : null;
}

export function displaySiteName(siteName: string | null | undefined): string {
  const name = oneLine(siteName ?? "");
  return name === "" ? DEFAULT_SITE_NAME : name;
}

function ofSite(site: string): string {
  return site === DEFAULT_SITE_NAME ? `de ${site}` : `du site ${site}`;
}

function plainText(page: Page): string {
  const width = Math.max(...page.rows.map((row) => row.label.length));
  const lines = [
    page.site,
    "",
    page.title,
    "",
    page.intro,
    "",
    ...page.rows.map((row) => `${(row.label + NBSP + ":").padEnd(width + 2)} ${oneLine(given(row.value))}`),
    "",
    `${page.messageLabel}${NBSP}:`,
    normaliseNewlines(page.message),
    "",
    ...(page.link ? [`${page.link.label}${NBSP}:`, page.link.url, ""] : []),
    // "-- " (with its space) is the signature separator mail clients recognise.
    "-- ",
    page.replyHint,
  ];
  return lines.join("\n") + "\n";
}

/** Table layout and inline styles: what mail clients (Outlook included) render reliably. */
function htmlPage(page: Page): string {
  const rows = page.rows
    .map((row) => {
      const value = escapeHtml(oneLine(given(row.value)));
      const cell = row.href && blank(row.value) === false ? `<a href="${escapeHtml(row.href)}" style="color:#2e7d32;">${value}</a>` : value;
      return `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-weight:600;color:#57534e;white-space:nowrap;">${escapeHtml(row.label)}</th><td style="padding:6px 0;color:#1c1917;overflow-wrap:anywhere;word-break:break-word;">${cell}</td></tr>`;
    })
    .join("\n");
  const message = escapeHtml(normaliseNewlines(page.message)).replace(/\n/g, "<br>\n");
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1c1917;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e7e5e4;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #4caf50;font-size:18px;font-weight:700;color:#2e7d32;">${escapeHtml(page.site)}</td></tr>
<tr><td style="padding:24px 24px 8px;">
<h1 style="margin:0 0 8px;font-size:20px;line-height:1.3;color:#1c1917;">${escapeHtml(page.title)}</h1>
<p style="margin:0 0 16px;color:#57534e;">${escapeHtml(page.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
${rows}
</table>
</td></tr>
<tr><td style="padding:8px 24px 24px;">
<p style="margin:16px 0 6px;font-weight:600;color:#57534e;">${escapeHtml(page.messageLabel)}</p>
<div style="padding:14px 16px;background:#fafaf9;border-left:3px solid #81c784;border-radius:6px;color:#1c1917;overflow-wrap:anywhere;">${message}</div>
${page.link ? linkBlock(page.link) : ""}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e7e5e4;font-size:13px;color:#78716c;">${escapeHtml(page.replyHint)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function linkBlock(link: Link): string {
  const url = escapeHtml(link.url);
  return `<p style="margin:20px 0 6px;"><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(link.label)}</a></p>
<p style="margin:0;font-size:13px;color:#78716c;overflow-wrap:anywhere;">${url}</p>
`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Header-safe: no line breaks (header injection), collapsed blanks. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

function blank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}

function given(value: string | null | undefined): string {
  return blank(value) ? NOT_GIVEN : (value as string).trim();
}

function truncate(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

/** Only a plain address becomes a link; anything odd stays text. */
function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@<>"'&?#]+@[^\s@<>"'&?#]+$/.test(address) ? `mailto:${address}` : null;
}

function telHref(phone: string | null): string | null {
  if (phone == null) return null;
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\+?\d{4,20}$/.test(digits) ? `tel:${digits}` : null;
}
