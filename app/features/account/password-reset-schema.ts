import { z } from "~/lib/zod";
import { isValidEmailAddress } from "~/features/mail/addresses";
import { newPasswordPairSchema } from "~/features/account/account-schema";

/** A forgotten password: the two forms, their paths and their texts, shared by the pages and the actions. */

export const FORGOT_PASSWORD_PATH = "/admin/mot-de-passe-oublie";
export const RESET_PASSWORD_PATH = "/admin/nouveau-mot-de-passe";
/** A reset link lasts an hour, and is used once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

const INVALID_EMAIL = "Email invalide";

export const FORGOT_FIELDS = ["email"] as const;
export type ForgotField = (typeof FORGOT_FIELDS)[number];

export const forgotPasswordSchema = z.object({
  // The mail outbox's own check too, so an accepted address can always be sent to.
  email: z.string().trim().toLowerCase().email(INVALID_EMAIL).refine(isValidEmailAddress, INVALID_EMAIL),
});

export const RESET_FIELDS = ["password", "confirmPassword"] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

/** The new password: the spec's rules for a password change, and the common-password list on the server. */
export const resetPasswordSchema = newPasswordPairSchema;

/** Not in the spec; French typography: a no-break space before ? ! : and inside « ». */
export const PASSWORD_RESET_TEXTS = {
  forgotLink: "Mot de passe oublié\u00a0?",
  forgotTitle: "Mot de passe oublié",
  forgotIntro: "Indiquez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  send: "Envoyer le lien",
  sending: "Envoi en cours...",
  /** The same answer whether or not an account has the address. */
  sent: (email: string) =>
    `Si un compte Vitrine utilise l'adresse ${email}, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Le lien est valable 1\u00a0heure. Pensez à regarder dans les courriers indésirables.`,
  sentTitle: "Vérifiez votre boîte mail",
  tooMany: (wait: string) => `Trop de demandes. Réessayez dans ${wait}.`,
  failed: "Une erreur est survenue lors de l'envoi du lien. Veuillez réessayer.",
  resetTitle: "Choisir un nouveau mot de passe",
  resetIntro: (email: string) => `Choisissez le nouveau mot de passe du compte ${email}. Toutes les sessions ouvertes sur ce compte seront fermées.`,
  save: "Enregistrer et me connecter",
  saving: "Enregistrement...",
  invalid: "Ce lien n'est pas valide ou a déjà été utilisé. Demandez-en un nouveau si vous n'avez pas encore changé votre mot de passe.",
  expired: "Ce lien a expiré (il était valable 1\u00a0heure). Demandez-en un nouveau.",
  askAgain: "Demander un nouveau lien",
  error: "Une erreur est survenue lors du changement de mot de passe. Veuillez réessayer.",
  done: "Votre mot de passe a été modifié. Vous êtes connecté(e).",
  doneSignIn: "Votre mot de passe a été modifié\u00a0: connectez-vous avec le nouveau.",
  backToLogin: "Retour à la connexion",
} as const;
