import type { QuoteFormErrors, QuoteFormValues } from "~/features/quotes/quote-request-schema";
import type { FormShown, PublicAnswer } from "~/features/submissions/public-answer";

/** What the services page action answers when the request was not stored (a stored one: a redirect and its toast). */
export type QuoteAnswer = PublicAnswer<FormShown<QuoteFormValues>, QuoteFormErrors>;

/** The public quote form's toasts. */
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
