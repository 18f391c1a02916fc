import { SUPPORT_STATUSES, type SupportStatus } from "~/db/enums";
import { isValidEmailAddress } from "~/features/mail/addresses";
import { SUPPORT_TIME_ZONE } from "~/features/support/working-hours";
import { supportMessageField, supportStatusField } from "~/features/support/support-schema";
import { formatFrench } from "~/lib/french-date";
import { z } from "~/lib/zod";

/**
 * The admins' 'Support' screen: its views, the forms of a request (answer, status, assignment)
 * and of an Expert site's advisor, and their French texts. Plain module: the screen and the
 * action read it.
 */
export const SUPPORT_QUEUE_PATH = "/admin/support";

/** The lists of the screen: what is to be answered (the default), then the other states. */
export const SUPPORT_VIEWS = ["queue", "mine", "waiting", "resolved", "all", "advisors"] as const;
export type SupportView = (typeof SUPPORT_VIEWS)[number];

export const SUPPORT_VIEW_LABELS: Record<SupportView, string> = {
  queue: "À traiter",
  mine: "Assignées à moi",
  waiting: "En attente du commerçant",
  resolved: "Résolues",
  all: "Toutes",
  advisors: "Conseillers Expert",
};

/** The statuses each request view lists ('mine': every state but resolved, assigned to the admin). */
export const SUPPORT_VIEW_STATUSES: Record<Exclude<SupportView, "advisors">, readonly SupportStatus[]> = {
  queue: ["new", "in_progress"],
  mine: ["new", "in_progress", "waiting_merchant"],
  waiting: ["waiting_merchant"],
  resolved: ["resolved"],
  all: SUPPORT_STATUSES,
};

export function parseSupportView(params: URLSearchParams): SupportView {
  const value = params.get("vue");
  return (SUPPORT_VIEWS as readonly string[]).includes(value ?? "") ? (value as SupportView) : "queue";
}

/** A request is named across sites by its site and its id: '<siteId>:<id>'. */
export type SupportRequestRef = { siteId: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function supportRequestRef(ref: SupportRequestRef): string {
  return `${ref.siteId}:${ref.id}`;
}

export function parseSupportRequestRef(value: unknown): SupportRequestRef | null {
  if (typeof value !== "string") return null;
  const [siteId, id, rest] = value.split(":");
  if (rest !== undefined || !siteId || !id || !UUID.test(siteId) || !UUID.test(id)) return null;
  return { siteId: siteId.toLowerCase(), id: id.toLowerCase() };
}

/** The screen's address: a view, and the request opened in it. */
export function supportQueueHref(view: SupportView, request?: SupportRequestRef | null): string {
  const params = new URLSearchParams();
  if (view !== "queue") params.set("vue", view);
  if (request) params.set("demande", supportRequestRef(request));
  const query = params.toString();
  return query ? `${SUPPORT_QUEUE_PATH}?${query}` : SUPPORT_QUEUE_PATH;
}

export const SUPPORT_QUEUE_TEXTS = {
  title: "Support",
  description: "Les demandes des commerçants de tous les sites, la plus urgente en premier selon la promesse de leur formule.",
  filterLabel: "Filtrer les demandes",
  loadFailed: "Impossible de charger les demandes de support.",
  detailLoadFailed: "Impossible de charger cette demande.",
  notFound: "Cette demande n'existe pas ou a été supprimée.",
  empty: {
    queue: "Aucune demande à traiter\u00a0: tout le monde a sa réponse.",
    mine: "Aucune demande ne vous est assignée.",
    waiting: "Aucune demande n'attend le commerçant.",
    resolved: "Aucune demande résolue pour le moment.",
    all: "Aucune demande de support pour le moment.",
  } satisfies Record<Exclude<SupportView, "advisors">, string>,
  emptyTitle: "Rien ici",
  late: "En retard",
  lateBy: (duration: string) => `En retard de ${duration}`,
  dueBefore: (when: string) => `à traiter avant ${when}`,
  noScreen: "Aucun écran précisé",
  unassigned: "Non assignée",
  deletedAuthor: "Compte supprimé",
  back: "Retour à la liste",
  backToRequests: "Retour aux demandes",
  thread: "Échanges",
  fromSupport: "Support",
  screenshot: (n: number) => `Capture d'écran jointe au message ${n}`,
  openScreenshot: "Ouvrir la capture d'écran en grand (nouvel onglet)",
  replyTitle: "Répondre",
  replyHint: "Le commerçant reçoit votre réponse par e-mail et la retrouve dans «\u00a0Aide\u00a0», d'où il peut vous répondre.",
  replyLabel: "Votre réponse",
  statusAfterReply: "Statut après la réponse",
  send: "Envoyer la réponse",
  sending: "Envoi...",
  statusLabel: "Statut",
  assignLabel: "Assignée à",
  saveStatus: "Changer le statut",
  saveAssign: "Assigner",
  site: "Site",
  plan: "Formule",
  address: "Adresse",
  screen: "Écran concerné",
  author: "Écrite par",
  received: "Reçue le",
  activity: "Activité récente du site",
  domains: "Domaines",
  noDomain: "Aucun domaine à lui",
  failedMails: "E-mails en échec",
  noFailedMail: "Aucun e-mail en échec",
  domainErrors: "Erreurs de vérification des domaines",
  noDomainError: "Aucune erreur de vérification",
  replied: "Réponse envoyée au commerçant",
  repliedWithoutMail: "Réponse enregistrée (le commerçant n'a pas d'adresse e-mail\u00a0: il la verra dans «\u00a0Aide\u00a0»)",
  replyFailed: "Erreur lors de l'envoi de la réponse",
  statusChanged: (label: string) => `Statut changé\u00a0: ${label}`,
  assigned: (name: string) => `Demande assignée à ${name}`,
  unassignedDone: "La demande n'est plus assignée",
  updateFailed: "Erreur lors de la mise à jour",
  notAnAdmin: "Cette personne n'est pas administrateur.",
  adminOnly: "Réservé aux administrateurs.",
} as const;

export const ADVISOR_TEXTS = {
  title: "Conseiller Expert",
  description:
    "Le conseiller nommé d'un site Expert\u00a0: ses demandes lui sont assignées, et le tableau de bord du commerçant affiche son nom, sa photo et sa ligne directe.",
  listDescription: "Chaque site Expert a un conseiller nommé. Le tableau de bord du commerçant affiche sa carte «\u00a0Votre conseiller\u00a0».",
  noExpertSite: "Aucun site n'a la formule Expert pour le moment.",
  none: "Aucun conseiller",
  set: "Conseiller",
  edit: (site: string) => `Conseiller du site ${site}`,
  advisorUser: "Compte administrateur",
  advisorUserHint: "Les nouvelles demandes du site lui sont assignées.",
  name: "Nom affiché",
  nameRequired: "Indiquez le nom du conseiller",
  nameTooLong: "80 caractères maximum",
  photo: "Photo",
  photoHint: "Un portrait carré, 400×400\u00a0px ou plus, visage bien visible.",
  // An upload is stored with the selected site's images (its quota, its plan's buckets).
  photoHintNoSite: (site: string) =>
    `Un portrait carré. Pour envoyer une image, sélectionnez d'abord le site ${site}\u00a0; vous pouvez aussi coller son adresse.`,
  photoHintOtherSite: (selected: string, site: string) =>
    `Un portrait carré. Une image envoyée est rangée avec celles du site sélectionné (${selected})\u00a0: sélectionnez ${site} pour l'y ranger.`,
  phone: "Ligne directe",
  phoneInvalid: "Numéro de téléphone invalide",
  email: "E-mail",
  emailInvalid: "Adresse e-mail invalide",
  save: "Enregistrer",
  remove: "Retirer le conseiller",
  saved: "Conseiller enregistré",
  removed: "Conseiller retiré",
  notExpert: "Ce site n'a pas la formule Expert.",
  siteNotFound: "Ce site n'existe pas.",
  saveFailed: "Erreur lors de la sauvegarde",
} as const;

const requestField = z.string().transform((value, ctx) => {
  const ref = parseSupportRequestRef(value);
  if (!ref) {
    ctx.addIssue({ code: "custom", message: SUPPORT_QUEUE_TEXTS.notFound });
    return z.NEVER;
  }
  return ref;
});

/** An answer: the message, and the status it leaves the request in ('En attente du commerçant' unless chosen). */
export const supportReplySchema = z.object({
  message: supportMessageField,
  status: supportStatusField.default("waiting_merchant"),
});
export type SupportReplyForm = z.infer<typeof supportReplySchema>;

export const SUPPORT_QUEUE_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reply"), request: requestField }),
  z.object({ intent: z.literal("set-status"), request: requestField, status: supportStatusField }),
  z.object({ intent: z.literal("assign"), request: requestField, assigneeId: z.string().max(100) }),
  z.object({ intent: z.literal("set-advisor"), siteId: z.string().regex(UUID) }),
  z.object({ intent: z.literal("clear-advisor"), siteId: z.string().regex(UUID) }),
]);

const optionalText = (max: number) => z.string().trim().max(max);

/** An Expert site's advisor: the admin account, the name shown, a photo, a direct line, an e-mail. */
export const advisorSchema = z.object({
  advisorUserId: z.string().trim().max(100),
  name: z.string().trim().min(1, ADVISOR_TEXTS.nameRequired).max(80, ADVISOR_TEXTS.nameTooLong),
  photoUrl: optionalText(2000),
  phone: optionalText(30).refine((value) => value === "" || /^\+?[0-9 .()-]{6,30}$/.test(value), ADVISOR_TEXTS.phoneInvalid),
  email: optionalText(254).refine((value) => value === "" || isValidEmailAddress(value), ADVISOR_TEXTS.emailInvalid),
});
export type AdvisorForm = z.infer<typeof advisorSchema>;
export const ADVISOR_FIELDS = ["advisorUserId", "name", "photoUrl", "phone", "email"] as const;

const dueFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: SUPPORT_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'lun. 30 nov., 11:00' in Paris time ('mar. 1er déc.' on a first). */
export function formatSupportTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatFrench(dueFormat, date);
}

/** How long past due, said simply: '25 min', '3 h 10', '2 j'. */
export function formatLateness(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
  }
  return `${Math.floor(hours / 24)}\u00a0j`;
}
