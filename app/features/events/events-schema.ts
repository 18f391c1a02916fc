import { z } from "~/lib/zod";
import { isCalendarDate } from "~/lib/calendar";
import type { HomeEventType } from "~/db/enums";

/** The event dialog of /admin/content/events, shared by the page and the action. */
export const EVENT_FIELDS = ["title", "date", "endDate", "description", "type"] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventFormValues = Record<EventField, string>;

/** ADR 002: the back-office's 'special' is stored as 'promotion'. */
export const EVENT_TYPE_LABELS: Record<HomeEventType, string> = { event: "Événement", promotion: "Promotion" };

export const EVENT_TEXTS = {
  loadFailed: "Impossible de charger les événements",
  created: "Événement ajouté avec succès",
  updated: "Événement enregistré avec succès",
  deleted: "Événement supprimé avec succès",
  titleRequired: "Le titre est obligatoire",
  dateRequired: "La date est obligatoire",
  descriptionRequired: "La description est obligatoire",
  invalidType: "Type d'événement invalide",
  /** Beyond the spec: the optional last day shown. */
  invalidEndDate: "Date de fin invalide",
  endDateHint: "Facultatif\u00a0: le lendemain, il quitte votre site tout seul.",
  ended: "Terminé",
} as const;

/** Ended: its last day is before `today` (the site's local date, 'YYYY-MM-DD'). */
export const isEventEnded = (event: { endDate: string | null }, today: string) => event.endDate !== null && event.endDate < today;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `${max} caractères maximum`);

export const eventFormSchema = z.object({
  title: required(EVENT_TEXTS.titleRequired, 200),
  date: required(EVENT_TEXTS.dateRequired, 120),
  // A date input: "" (none) or 'YYYY-MM-DD'; stored as null when empty.
  endDate: z
    .string()
    .trim()
    // A form of before the field (a tab left open) sends none: no end date.
    .default("")
    .refine((value) => value === "" || isCalendarDate(value), EVENT_TEXTS.invalidEndDate)
    .transform((value) => (value === "" ? null : value)),
  description: required(EVENT_TEXTS.descriptionRequired, 2000),
  type: z.enum(["event", "promotion"], EVENT_TEXTS.invalidType),
});
export type EventInput = z.infer<typeof eventFormSchema>;

export const EMPTY_EVENT: EventFormValues = { title: "", date: "", endDate: "", description: "", type: "event" };
