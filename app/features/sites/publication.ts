/** Publishing a draft site and taking it back offline: the texts both screens share. */
export const PUBLICATION_INTENTS = { publish: "publish", unpublish: "unpublish", resendConfirmation: "resend-confirmation" } as const;

/** Where the publication forms post: the dashboard's action, from the dashboard and the settings screen. */
export const PUBLICATION_ACTION = "/admin/dashboard";

export const PUBLICATION_TEXTS = {
  publish: "Publier mon site",
  publishing: "Publication...",
  published: "Votre site est en ligne.",
  unpublish: "Dépublier",
  unpublishing: "Dépublication...",
  unpublishTitle: "Dépublier ce site\u00a0?",
  unpublishDescription:
    "Les visiteurs verront la page «\u00a0Bientôt en ligne\u00a0» à la place de vos pages, et le site sortira des moteurs de recherche. Vous pourrez le publier à nouveau à tout moment.",
  unpublished: "Votre site n'est plus en ligne.",
  unconfirmed: "Confirmez d'abord votre adresse e-mail pour publier votre site.",
  unconfirmedHelp:
    "Pour publier, nous devons savoir que votre adresse e-mail est la bonne\u00a0: cliquez sur le lien de l'e-mail de confirmation que nous vous avons envoyé. En attendant, vous pouvez tout préparer.",
  resend: "Renvoyer l'e-mail de confirmation",
  resending: "Envoi...",
  statusPublished: "En ligne",
  statusDraft: "Brouillon",
  onlineTitle: "Votre site est en ligne",
  onlineDescription: "Les visiteurs voient vos pages et les moteurs de recherche peuvent les trouver.",
  draftTitle: "Votre site n'est pas encore publié",
  draftDescription:
    "Les visiteurs voient une page «\u00a0Bientôt en ligne\u00a0». Vous seul (et nos administrateurs) voyez vos pages, avec un bandeau d'aperçu.",
  failed: "Erreur lors de la mise à jour",
  mediatorLink: "Renseigner le médiateur",
} as const;
