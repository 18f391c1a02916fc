import type { QuoteFormErrors, QuoteFormValues } from "~/features/quotes/quote-form-schema";

/**
 * What the services page action answers. Each answer carries a fresh id so the page shows its
 * toast once, even when the same answer comes twice in a row. `token`, when present, is the one
 * the form carries next (ADR 009); after success the page's loader gives a fresh one.
 */
export type QuoteActionResult =
  | { ok: true; status: "success"; id: string }
  | { ok: false; status: "invalid"; id: string; values: QuoteFormValues; errors: QuoteFormErrors; token?: string }
  | { ok: false; status: "failed"; id: string; values: QuoteFormValues; reason: "no-site" | "insert"; token?: string }
  /** Abuse protection said no (too fast, too many, too big, honeypot, expired form): `message` says why. */
  | { ok: false; status: "refused"; id: string; values: QuoteFormValues; message: string; token: string };

/** Toasts of public-site.md §8. */
export const QUOTE_TEXTS = {
  submit: "Envoyer ma demande",
  submitting: "Envoi en cours...",
  successTitle: "Demande envoyée!",
  successText: "Nous vous contacterons rapidement pour discuter de votre projet.",
  errorTitle: "Erreur",
  insertFailed: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  noSite: "Impossible d'identifier le site",
  invalidSummary: "Votre demande n'a pas été envoyée : vérifiez les champs signalés ci-dessous.",
} as const;

export function quoteFailureText(reason: "no-site" | "insert"): string {
  return reason === "no-site" ? QUOTE_TEXTS.noSite : QUOTE_TEXTS.insertFailed;
}
