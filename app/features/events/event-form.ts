import { z } from "zod";
import type { HomeEventType } from "~/db/enums";

/** The event dialog of /admin/content/events (back-office.md §3, §5), shared by the page and the action. */
export const EVENT_FIELDS = ["title", "date", "description", "type"] as const;
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
} as const;

const required = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, `${max} caractères maximum`);

export const eventFormSchema = z.object({
  title: required(EVENT_TEXTS.titleRequired, 200),
  date: required(EVENT_TEXTS.dateRequired, 120),
  description: required(EVENT_TEXTS.descriptionRequired, 2000),
  type: z.enum(["event", "promotion"], EVENT_TEXTS.invalidType),
});
export type EventInput = z.infer<typeof eventFormSchema>;

export const EMPTY_EVENT: EventFormValues = { title: "", date: "", description: "", type: "event" };

