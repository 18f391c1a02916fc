import { z } from "~/lib/zod";
import { isValidEmailAddress } from "~/features/mail/addresses";

/** The two forms of /admin/account, shared by the page and the action. */

export const PASSWORD_MIN = 6;
/** better-auth's limit (auth.server.ts), checked here so the message is French. */
export const PASSWORD_MAX = 128;

const TOO_SHORT = "Le mot de passe doit contenir au moins 6 caractères";
const TOO_LONG = `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères`;
export const PASSWORDS_DIFFER = "Les mots de passe ne correspondent pas";
const INVALID_EMAIL = "Email invalide";

const password = z.string().min(PASSWORD_MIN, TOO_SHORT).max(PASSWORD_MAX, TOO_LONG);

/**
 * A password chosen twice, under the spec's rules: an invitation's first
 * password and a forgotten one's replacement. The common-password list is
 * the server's (auth/password-policy.server.ts).
 */
export const newPasswordPairSchema = z
  .object({ password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

export const EMAIL_FIELDS = ["email", "currentPassword"] as const;
export type EmailField = (typeof EMAIL_FIELDS)[number];
export type EmailFormValues = Record<EmailField, string>;
export type EmailFormErrors = Partial<Record<EmailField, string>>;

export const emailChangeSchema = z.object({
  // The mail outbox's own address check too, so an address accepted here can always be sent to.
  email: z.string().trim().toLowerCase().email(INVALID_EMAIL).refine(isValidEmailAddress, INVALID_EMAIL),
  // Whoever holds an open session must not be able to move the account to their own address (ADR 016).
  currentPassword: password,
});

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordFormValues = Record<PasswordField, string>;
export type PasswordFormErrors = Partial<Record<PasswordField, string>>;

export const passwordChangeSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

/** Account; and the refusals the spec leaves to us (ADR 011). */
export const ACCOUNT_MESSAGES = {
  emailSent: "Un email de confirmation a été envoyé à votre nouvelle adresse.",
  emailFailed: "Une erreur est survenue lors de la mise à jour de l'email.",
  passwordChanged: "Votre mot de passe a été modifié avec succès.",
  passwordFailed: "Une erreur est survenue lors de la mise à jour du mot de passe.",
  /** Only on the confirmation page, for a link whose address was taken after it was sent (the request itself never says it). */
  emailTaken: "Cette adresse email est déjà utilisée par un autre compte.",
  emailSame: "C'est déjà l'adresse de votre compte.",
  wrongPassword: "Le mot de passe actuel est incorrect.",
  tooManyAttempts: (wait: string) => `Trop de tentatives. Réessayez dans ${wait}.`,
  tooManyEmailChanges: (wait: string) => `Trop de demandes de changement d'adresse. Réessayez dans ${wait}.`,
} as const;
