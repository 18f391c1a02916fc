import type { QuoteFormErrors, QuoteFormValues } from "~/features/quotes/quote-request-schema";

/**
 * What the services page action answers when the request was not stored: the page is rendered
 * again with what was typed (a stored request is answered with a redirect and its toast).
 * `token`, when present, is the one the form carries next (ADR 009), and `fillLeftMs` how much of
 * the minimum fill time it still has to wait.
 */
export type QuoteActionResult =
  | { status: "invalid"; values: QuoteFormValues; errors: QuoteFormErrors; token?: string; fillLeftMs?: number }
  | { status: "failed"; values: QuoteFormValues; reason: "no-site" | "insert"; token?: string; fillLeftMs?: number }
  /** Abuse protection said no (too fast, too many, too big, honeypot, expired form): `message` says why. */
  | { status: "refused"; values: QuoteFormValues; message: string; token: string; fillLeftMs?: number };

/** Toasts of public-site.md §8. */
export const QUOTE_TEXTS = {
  submit: "Envoyer ma demande",
  submitting: "Envoi en cours...",
  successTitle: "Demande envoyée!",
  successText: "Nous vous contacterons rapidement pour discuter de votre projet.",
  errorTitle: "Erreur",
  insertFailed: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  noSite: "Impossible d'identifier le site",
  invalidSummary: "Votre demande n'a pas été envoyée\u00a0: vérifiez les champs signalés ci-dessous.",
} as const;

export function quoteFailureText(reason: "no-site" | "insert"): string {
  return reason === "no-site" ? QUOTE_TEXTS.noSite : QUOTE_TEXTS.insertFailed;
}
