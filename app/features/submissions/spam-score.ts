/**
 * Which visitor submissions go to the spam folder (ADR 017). Pure: the counts come from the
 * rate-limit counters (submission-limits.server.ts), the rest from the form itself. Plain module:
 * the back-office shows the signs' labels.
 *
 * No sign alone but a link-stuffed form or a burst from one network sends a submission to spam:
 * a site-wide rush in particular only makes the other signs count, so a person writing during a
 * flood still reaches the inbox.
 */

export type SpamSign = "links" | "hasty" | "address-rate" | "network-burst" | "site-busy";

export const SPAM_RULES = {
  /** Points from which a submission is spam. */
  threshold: 2,
  /** Links in the message from which they alone make it spam (fewer: one point). */
  manyLinks: 3,
  /**
   * Sent less than this after the form was shown (and more than the 3 s minimum, under which it
   * is refused): robots that learnt the minimum wait just that; people take longer to write.
   */
  hastyFillMs: 10_000,
  /** Stored submissions from one address, per form and site, in the 10-minute window, before it is a sign. */
  addressQuietMax: 5,
  /** Submissions from other addresses of the same /24 (IPv4) or /48 (IPv6), per form and site, in 10 minutes. */
  networkSome: 1,
  networkMany: 5,
  /** Submissions a site receives in an hour (both forms) before a rush is a sign. */
  siteQuietMax: 20,
} as const;

/** Spam older than this is deleted by the pruning worker (server/workers.ts). */
export const SPAM_RETENTION_DAYS = 30;

/** The back-office's spam folder, on the messages and quotes pages (not in the spec). */
export const SPAM_TEXTS = {
  folder: "Indésirables",
  badge: "Indésirable",
  notSpam: "Ce n'est pas un indésirable",
  why: "Classé en indésirable\u00a0:",
  retention: `Envois jugés suspects, sans e-mail de notification. Supprimés automatiquement après ${SPAM_RETENTION_DAYS} jours.`,
  emptyTitle: "Aucun indésirable",
  emptyText:
    "Les envois jugés suspects (liens publicitaires, rafales d'envois, robots) arrivent ici, sans e-mail de notification. Il n'y en a aucun pour le moment.",
} as const;

export const SPAM_SIGN_LABELS: Record<SpamSign, string> = {
  links: "Liens dans l'envoi",
  hasty: "Envoyé quelques secondes après l'ouverture du formulaire",
  "address-rate": "Nombreux envois depuis la même connexion",
  "network-burst": "Rafale d'envois depuis un même réseau",
  "site-busy": "Afflux inhabituel d'envois sur le site",
};

/** Labels of stored signs, unknown ones left out (a sign renamed later must not break the page). */
export function spamSignLabels(signs: readonly string[]): string[] {
  return signs.filter((s): s is SpamSign => s in SPAM_SIGN_LABELS).map((s) => SPAM_SIGN_LABELS[s]);
}

export type SpamFacts = {
  /** Milliseconds between the form's token and the post. */
  fillMs: number;
  /** The free text (message, project details). */
  message: string;
  /** Every other answer (names, subject, company…). */
  otherFields: readonly string[];
  /** This address's stored submissions on this form and site in the window, this one included. */
  addressCount: number;
  /** Submissions from other addresses of the same network on this form and site in the window. */
  networkOthers: number;
  /** Submissions the site received in the hour, this one included. */
  siteCount: number;
};

export type SpamVerdict = { spam: boolean; score: number; signs: SpamSign[] };

// http(s) links, www. addresses, and the markup spam robots paste into any text field.
const LINK = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+\.[^\s<>"']+|\[url\b|<a\s[^>]*href/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export function spamVerdict(facts: SpamFacts): SpamVerdict {
  const points = new Map<SpamSign, number>();
  const add = (sign: SpamSign, n: number) => {
    if (n > 0) points.set(sign, Math.max(points.get(sign) ?? 0, n));
  };

  const messageLinks = countLinks(facts.message);
  const fieldLinks = facts.otherFields.reduce((sum, value) => sum + countLinks(value), 0);
  // A customer may paste a link or two (photos of the cake they want); a link in a name, or three
  // and more, is advertising.
  add("links", fieldLinks > 0 || messageLinks >= SPAM_RULES.manyLinks ? 2 : messageLinks > 0 ? 1 : 0);
  add("hasty", facts.fillMs < SPAM_RULES.hastyFillMs ? 1 : 0);
  add("address-rate", facts.addressCount > SPAM_RULES.addressQuietMax ? 1 : 0);
  add("network-burst", facts.networkOthers >= SPAM_RULES.networkMany ? 2 : facts.networkOthers >= SPAM_RULES.networkSome ? 1 : 0);
  add("site-busy", facts.siteCount > SPAM_RULES.siteQuietMax ? 1 : 0);

  const score = [...points.values()].reduce((a, b) => a + b, 0);
  return { spam: score >= SPAM_RULES.threshold, score, signs: [...points.keys()] };
}
