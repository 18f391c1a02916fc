import type { SitePlan } from "~/db/enums";
import { formatFrench } from "~/lib/french-date";
import { z } from "~/lib/zod";
import { SUPPORT_PLAN_PROMISES, supportMessageField, supportSubjectField } from "~/features/support/support-schema";
import { SUPPORT_TIME_ZONE } from "~/features/support/working-hours";

/**
 * The merchant's side of the support, in 'Aide': writing a request, replying in its thread,
 * marking it read. Shared by the action and the screen, so the checks and their French messages
 * are the same before sending and after.
 */
export const HELP_TEXTS = {
  pageTitle: "Aide",
  pageDescription: "Les réponses aux questions fréquentes, et le support de Vitrine quand elles ne suffisent pas.",
  searchLabel: "Rechercher dans l'aide",
  searchPlaceholder: "Ex.\u00a0: domaine, vacances, couleurs…",
  searchButton: "Rechercher",
  forThisScreen: "Pour cet écran",
  allArticles: "Toutes les questions",
  noResult: (query: string) => `Aucun article ne parle de «\u00a0${query}\u00a0». Essayez un autre mot, ou écrivez-nous ci-dessous.`,
  results: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
  writeTitle: "Écrire au support",
  writeDescription: "Une question sans réponse ci-dessus\u00a0? Décrivez-la\u00a0: nous vous répondons ici et par e-mail.",
  subject: "Objet",
  subjectPlaceholder: "Ex.\u00a0: mon domaine ne fonctionne pas",
  message: "Votre message",
  messageHint: "Ce que vous vouliez faire, ce qui s'est passé, et le message affiché s'il y en a un.",
  screen: "Écran concerné",
  noScreen: "Aucun écran en particulier",
  screenshot: "Capture d'écran (facultative)",
  attachScreenshot: "Joindre une capture d'écran",
  screenshotLoading: "Chargement du champ d'image…",
  screenshotHint: "Une image envoyée depuis votre ordinateur ou votre téléphone (10\u00a0Mo au plus).",
  send: "Envoyer ma demande",
  sending: "Envoi en cours...",
  advisor: (name: string) => `Votre conseillère ou conseiller\u00a0: ${name}.`,
  adminNotice: "Les demandes des commerçants se traitent dans «\u00a0Support\u00a0».",
  adminLink: "Ouvrir le support",
  noSite: "Choisissez un site pour écrire au support.",
  myRequests: "Mes demandes",
  myRequestsDescription: "Vos demandes au support et leurs réponses.",
  noRequests: "Aucune demande pour le moment.",
  answerReceived: "Réponse reçue",
  expected: (due: string) => `Réponse attendue d'ici le ${due}`,
  openThread: "Voir la demande",
  closeThread: "Fermer",
  you: "Vous",
  support: "Support Vitrine",
  replyLabel: "Votre réponse",
  replySend: "Répondre",
  loadFailed: "Impossible de charger vos demandes.",
  created: (due: string) => `Demande envoyée. Nous vous répondons d'ici le ${due}, ici et par e-mail.`,
  replied: (due: string) => `Réponse envoyée. Nous revenons vers vous d'ici le ${due}.`,
  createFailed: "Impossible d'envoyer votre demande. Votre message est conservé\u00a0: réessayez dans un instant.",
  replyFailed: "Impossible d'envoyer votre réponse. Votre message est conservé\u00a0: réessayez dans un instant.",
  readFailed: "Impossible de mettre à jour la demande.",
  notFound: "Cette demande est introuvable.",
  badScreen: "Choisissez un écran de la liste",
  badScreenshot: "La capture doit être une image envoyée depuis ce formulaire.",
  tooMany: (wait: string) => `Vous avez envoyé beaucoup de demandes en peu de temps. Réessayez dans ${wait}.`,
  adminsCannotWrite: "Les administrateurs répondent depuis «\u00a0Support\u00a0».",
  stale: "Ce formulaire a déjà été envoyé. Rechargez la page pour écrire une nouvelle demande.",
} as const;

/** A back-office path, as ADMIN_NAV's entries are ('/admin/products'): nothing else is stored. */
const screenField = z
  .string()
  .trim()
  .max(100, HELP_TEXTS.badScreen)
  .refine((value) => value === "" || /^\/admin(\/[a-z0-9-]+){0,3}$/.test(value), HELP_TEXTS.badScreen)
  .transform((value) => value || null);

/** The screenshot's address as the image field holds it; that it is this site's upload is checked by the action. */
const screenshotField = z
  .string()
  .trim()
  .max(500, HELP_TEXTS.badScreenshot)
  .refine(
    (value) => value === "" || (/^\/media\/[A-Za-z0-9/_.-]+$/.test(value) && !value.includes("..")) || /^https?:\/\/\S+$/.test(value),
    HELP_TEXTS.badScreenshot,
  )
  .transform((value) => value || null);

export const HELP_REQUEST_FIELDS = ["subject", "message", "screen", "screenshotUrl"] as const;
export type HelpRequestField = (typeof HELP_REQUEST_FIELDS)[number];

export const helpRequestSchema = z.object({ subject: supportSubjectField, message: supportMessageField, screen: screenField, screenshotUrl: screenshotField });
export type HelpRequestInput = z.output<typeof helpRequestSchema>;

export const HELP_REPLY_FIELDS = ["message", "screenshotUrl"] as const;
export type HelpReplyField = (typeof HELP_REPLY_FIELDS)[number];

export const helpReplySchema = z.object({ message: supportMessageField, screenshotUrl: screenshotField });

/** The intents of /admin/aide: the fields of each are read with their own schema above. */
export const helpActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), submissionToken: z.uuid() }),
  z.object({ intent: z.literal("reply"), requestId: z.uuid() }),
  z.object({ intent: z.literal("mark-read"), requestId: z.uuid() }),
]);
export type HelpAction = z.output<typeof helpActionSchema>;

const dueFormat = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
  timeZone: SUPPORT_TIME_ZONE,
});

/** When an answer is due, in Paris time: 'mardi 1er décembre à 12\u00a0h', 'lundi 7 décembre à 9\u00a0h\u00a030'. */
export function formatSupportDue(date: Date): string {
  const parts = formatFrench(dueFormat, date);
  // Intl writes '12:00' (or '12 h 00' on some engines): the French way is '12 h', '9 h 30'.
  return parts.replace(/(\d{1,2})(?::|\s?h\s?)(\d{2})$/, (_all, hours: string, minutes: string) =>
    minutes === "00" ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`,
  );
}

/** The promise the form shows: the plan's line, then (Expert) the advisor's name. */
export function planPromise(plan: SitePlan, advisorName: string | null): { title: string; text: string; advisor: string | null } {
  const promise = SUPPORT_PLAN_PROMISES[plan];
  return { ...promise, advisor: plan === "expert" && advisorName ? HELP_TEXTS.advisor(advisorName) : null };
}
