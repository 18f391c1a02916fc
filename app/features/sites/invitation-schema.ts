import { z } from "~/lib/zod";
import { newPasswordPairSchema } from "~/features/account/account-schema";
import { isValidEmailAddress } from "~/features/mail/addresses";

/** Inviting a site's owner by e-mail: the Sites screen's dialog and its action. */
const INVALID_EMAIL = "Email invalide";

export const inviteOwnerSchema = z.object({
  siteId: z.uuid(),
  // The mail outbox's own check too, so an accepted address can always be sent to.
  email: z.string().trim().toLowerCase().email(INVALID_EMAIL).refine(isValidEmailAddress, INVALID_EMAIL),
});

export const ACCEPT_FIELDS = ["password", "confirmPassword"] as const;
export type AcceptField = (typeof ACCEPT_FIELDS)[number];

/** The invitation page's form: the spec's password rules (as for a password change). */
export const acceptInvitationSchema = newPasswordPairSchema;

/** An invitation lasts a week, and is used once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_PATH = "/admin/invitation";

/** Not in the spec; French typography: a no-break space before ? ! : and inside « ». */
export const INVITATION_TEXTS = {
  sent: (email: string) => `Invitation envoyée à ${email}. Le lien est valable 7\u00a0jours.`,
  // The address is held by an account that never confirmed it.
  sentReplacing: (email: string) =>
    `Invitation envoyée à ${email}. Le lien est valable 7\u00a0jours. Un compte dont l'adresse n'est pas confirmée l'utilise\u00a0: il sera supprimé, avec ses sites en brouillon, quand l'invitation sera acceptée.`,
  replacesUnconfirmed:
    "Un compte créé avec cette adresse n'a jamais été confirmé\u00a0: il sera supprimé, avec ses sites en brouillon, et toutes ses sessions fermées, quand vous créerez le vôtre.",
  failed: "Une erreur est survenue lors de l'envoi de l'invitation.",
  accountExists: "Un compte existe déjà avec cette adresse\u00a0: choisissez-le comme propriétaire avec «\u00a0Modifier\u00a0».",
  siteGone: "Ce site n'existe plus.",
  pageTitle: "Créer votre compte",
  invalid: "Ce lien d'invitation n'est pas valide ou a déjà été utilisé. Si vous avez déjà créé votre compte, connectez-vous.",
  expired: "Ce lien d'invitation a expiré (il était valable 7\u00a0jours). Demandez une nouvelle invitation à l'administrateur.",
  taken: "Un compte existe déjà avec cette adresse\u00a0: connectez-vous avec son mot de passe.",
  error: "Une erreur est survenue lors de la création du compte. Veuillez réessayer.",
  tooMany: (wait: string) => `Trop de tentatives. Réessayez dans ${wait}.`,
  welcome: (site: string) => `Bienvenue\u00a0! Vous gérez maintenant le site «\u00a0${site}\u00a0».`,
  createdSignIn: "Votre compte est créé\u00a0: connectez-vous avec votre adresse et votre mot de passe.",
} as const;
