import { SUPPORT_STATUSES, type SitePlan, type SupportStatus } from "~/db/enums";
import { z } from "~/lib/zod";

/**
 * The support's words and forms, shared by the merchants' 'Aide' and the admins' 'Support'.
 * Plain module: both screens read it in the browser.
 */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  new: "Nouvelle",
  in_progress: "En cours",
  waiting_merchant: "En attente du commerçant",
  resolved: "Résolue",
};

/** The statuses whose due time runs: the queue's open requests, late once past it. */
export const OPEN_SUPPORT_STATUSES: readonly SupportStatus[] = ["new", "in_progress"];

export function isOpenSupportStatus(status: SupportStatus): boolean {
  return OPEN_SUPPORT_STATUSES.includes(status);
}

/** What each plan is promised, as the form and the landing page's plan lines say it. */
export const SUPPORT_PLAN_PROMISES: Record<SitePlan, { title: string; text: string }> = {
  essentiel: { title: "Support par email", text: "Nous vous répondons par e-mail sous 2 jours ouvrés." },
  pro: { title: "Support prioritaire", text: "Votre demande passe en priorité\u00a0: nous vous répondons sous 1 jour ouvré." },
  expert: { title: "Support dédié", text: "Votre conseiller vous répond sous 4 heures ouvrées." },
};

/** The working hours the promises count in, in one sentence. */
export const SUPPORT_HOURS_TEXT = "Jours ouvrés\u00a0: du lundi au vendredi, de 9\u00a0h à 18\u00a0h (heure de Paris), hors jours fériés.";

export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;

export const SUPPORT_TEXTS = {
  subjectRequired: "Indiquez l'objet de votre demande",
  subjectTooLong: `${SUPPORT_LIMITS.subject} caractères maximum`,
  messageRequired: "Écrivez votre message",
  messageTooLong: `${SUPPORT_LIMITS.message} caractères maximum`,
} as const;

/** A message of a thread (the first one, an answer, a reply): trimmed, required, bounded. */
export const supportMessageField = z.string().trim().min(1, SUPPORT_TEXTS.messageRequired).max(SUPPORT_LIMITS.message, SUPPORT_TEXTS.messageTooLong);

export const supportSubjectField = z.string().trim().min(1, SUPPORT_TEXTS.subjectRequired).max(SUPPORT_LIMITS.subject, SUPPORT_TEXTS.subjectTooLong);

export const supportStatusField = z.enum(SUPPORT_STATUSES);
