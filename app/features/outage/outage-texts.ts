/**
 * What a visitor or a merchant reads while the database cannot be reached (ADR 019). The spec
 * has no outage page: these texts are ours; the failure toasts of the public forms are the spec's
 * And come with the forms' own answers.
 */

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export const OUTAGE_TEXTS = {
  publicTitle: "Site momentanément indisponible",
  publicText: "Nous ne pouvons pas afficher cette page pour le moment. Réessayez dans quelques instants\u00a0: le site revient très vite.",
  adminTitle: "Back-office momentanément indisponible",
  adminText: "Le service ne répond pas pour le moment. Réessayez dans quelques instants\u00a0; si le problème persiste, contactez le support.",
  adminUnsaved: "La modification que vous venez d'envoyer n'a pas été enregistrée\u00a0: refaites-la une fois la page revenue.",
  retry: "Réessayer",
  keptIntro: "Rien n'a été envoyé. Votre saisie est conservée ci-dessous\u00a0: renvoyez-la dans quelques instants.",
  resend: "Renvoyer",
  /** For a script (fetch, a React Router data request): one line, no page. */
  plain: "Service momentanément indisponible. Réessayez dans quelques instants.",
} as const;
