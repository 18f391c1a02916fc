import { z } from "~/lib/zod";
import { BUSINESS_KINDS, SITE_PLANS, type BusinessKind } from "~/db/enums";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/account/account-schema";
import { isValidEmailAddress } from "~/features/mail/addresses";
import { SITE_NAME_MAX, SITE_NAME_TOO_SHORT } from "~/features/sites/sites-schema";
import { slugProblem } from "~/features/sites/site-slug";

/**
 * Self-service sign-up (ADR 028 « Sign-up »): the form's fields, its zod schema (the
 * page and the action share it) and its French texts. Client-safe: no server module here.
 */
export { SIGNUP_PATH, signupHref } from "~/features/plans/plans";
import { FREE_START_TEXT } from "~/features/plans/plans";
export const CONFIRM_ADDRESS_PATH = "/admin/account/confirm-address";
/** The landing's contact block, where the plans lead when sign-up is closed. */
export const LANDING_CONTACT_HREF = "/#contact";

export const BUSINESS_KIND_LABELS: Record<BusinessKind, string> = {
  "boulangerie-patisserie": "Boulangerie-pâtisserie",
  traiteur: "Traiteur",
  "epicerie-fine": "Épicerie fine",
  fromagerie: "Fromagerie",
  fleuriste: "Fleuriste",
  "boucherie-charcuterie": "Boucherie-charcuterie",
  caviste: "Caviste",
  autre: "Autre commerce",
};

export const SIGNUP_FIELDS = ["email", "password", "shopName", "slug", "businessKind", "town", "plan"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const TOWN_MAX = 80;

export const SIGNUP_MESSAGES = {
  email: "Email invalide",
  passwordShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`,
  passwordLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères`,
  kind: "Choisissez le type de votre commerce",
  townShort: "Indiquez la ville de votre boutique",
  townLong: `Le nom de la ville doit contenir au plus ${TOWN_MAX} caractères`,
  plan: "Choisissez une formule",
} as const;

export const signupSchema = z.object({
  // The mail outbox's own check too, so an accepted address can always be written to.
  email: z.string().trim().toLowerCase().email(SIGNUP_MESSAGES.email).refine(isValidEmailAddress, SIGNUP_MESSAGES.email),
  // The spec's rules, as for a password change or an invitation; the common-password list is the server's.
  password: z.string().min(PASSWORD_MIN, SIGNUP_MESSAGES.passwordShort).max(PASSWORD_MAX, SIGNUP_MESSAGES.passwordLong),
  // As for a site an admin creates: at least 3 characters, counted without surrounding spaces.
  shopName: z.string().trim().min(3, SITE_NAME_TOO_SHORT).max(SITE_NAME_MAX, `Le nom du site doit contenir au plus ${SITE_NAME_MAX} caractères`),
  businessKind: z.enum(BUSINESS_KINDS, SIGNUP_MESSAGES.kind),
  town: z.string().trim().min(2, SIGNUP_MESSAGES.townShort).max(TOWN_MAX, SIGNUP_MESSAGES.townLong),
  plan: z.enum(SITE_PLANS, SIGNUP_MESSAGES.plan),
  // The site's platform address; blank = the one the shop's name proposes (no JavaScript, or left alone).
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((slug, ctx) => {
      const problem = slug === "" ? null : slugProblem(slug);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default(""),
});
/** What a sign-up creates from; `slug` blank or absent: the one the shop's name proposes. */
export type SignupInput = Omit<z.infer<typeof signupSchema>, "slug"> & { slug?: string };

/** Not in the spec; French typography: a no-break space before ? ! : and inside « ». */
export const SIGNUP_TEXTS = {
  title: "Créez le site de votre commerce",
  description:
    "Votre site est prêt en quelques minutes, avec des textes de départ adaptés à votre métier. Il reste en brouillon jusqu'à ce que vous le publiiez.",
  submit: "Créer mon site",
  submitting: "Création de votre site...",
  haveAccount: "Vous avez déjà un compte\u00a0?",
  signIn: "Se connecter",
  accountExists: "Un compte existe déjà avec cette adresse. Connectez-vous avec son mot de passe, ou choisissez une autre adresse.",
  closedTitle: "Les inscriptions sont fermées pour le moment",
  closedText: "Nous n'ouvrons pas de nouveaux sites en ligne en ce moment. Écrivez-nous ou appelez-nous\u00a0: nous créerons le vôtre avec vous.",
  closedLink: "Nous contacter",
  // The sign-up's spam folder (ADR 028): nothing is created, a person is told what to do.
  held: "Nous n'avons pas pu créer votre site automatiquement. Cela arrive quand plusieurs inscriptions partent d'un même réseau en peu de temps. Réessayez un peu plus tard, ou écrivez-nous\u00a0: nous l'ouvrirons avec vous.",
  failed: "Une erreur est survenue lors de la création de votre site. Vos informations sont conservées\u00a0: réessayez dans un instant.",
  // A token serves one sign-up.
  tokenSpent: "Ce formulaire a déjà servi à créer un site. Vérifiez vos informations puis envoyez-le à nouveau.",
  tooMany: (wait: string) => `Trop d'inscriptions depuis votre connexion. Réessayez dans ${wait}.`,
  welcome: (site: string) => `Bienvenue\u00a0! Le site «\u00a0${site}\u00a0» est créé. Un e-mail de confirmation vient de vous être envoyé.`,
  createdSignIn: "Votre site est créé\u00a0: connectez-vous avec votre adresse et votre mot de passe.",
  passwordHint: `Au moins ${PASSWORD_MIN} caractères\u00a0; évitez un mot de passe courant.`,
  shopNameHint: "Le nom affiché en haut de votre site. Vous pourrez le changer.",
  draftNote: "Aucun paiement n'est demandé à l'inscription. Votre site reste un brouillon, visible de vous seul, jusqu'à sa publication.",
  // (ADR 033): when payment starts, in one sentence.
  freeStart: FREE_START_TEXT,
  slugLabel: "Adresse de votre site",
  slugHint: "Des lettres minuscules sans accent, des chiffres et des tirets. Vous pourrez la changer, et utiliser plus tard votre propre nom de domaine.",
  slugPreview: "Votre site sera à l'adresse",
} as const;

/** What a form sent back carries (never the password). */
export function keptValues(values: SignupValues): SignupValues {
  return { ...values, password: "" };
}
