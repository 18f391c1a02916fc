import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { SeoPage } from "~/db/enums";
import { homeContent, homeEvents, homeReassuranceItems, pageSeo, specialHoursPeriods } from "~/db/schema";

/**
 * What a page asks to translate (ADR 047), read from its French content today: each text the
 * merchant wrote, by the row and column it is stored in. Testimonials, the shop's name and its
 * addresses are never listed: they are not translated. A text shown on several pages (a special
 * period, on the home's hours and the contact page) is listed once, on the page that edits it.
 */
export type PageField = {
  /** What is translated: a table's short name. */
  subject: TranslationSubject;
  /** The row: its id, or the site's id for a one-row subject. */
  subjectId: string;
  field: string;
  /** The group the screen shows it in, and the field's name there (French). */
  group: string;
  label: string;
  /** Long texts are edited in a text area. */
  multiline: boolean;
  french: string;
};

export const TRANSLATION_SUBJECTS = ["home", "reassurance", "event", "special_period", "page_seo"] as const;
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number];

/** A field's address in `content_translations`, one string (the maps' key). */
export function fieldKey(field: Pick<PageField, "subject" | "subjectId" | "field">): string {
  return `${field.subject}:${field.subjectId}:${field.field}`;
}

type Text = string | null | undefined;

function push(out: PageField[], field: Omit<PageField, "french" | "multiline"> & { multiline?: boolean }, french: Text): void {
  const text = french?.trim();
  if (text) out.push({ multiline: false, ...field, french: text });
}

async function seoFields(db: Database, siteId: string, page: SeoPage, out: PageField[]): Promise<void> {
  const [row] = await db
    .select({ title: pageSeo.title, description: pageSeo.description })
    .from(pageSeo)
    .where(and(eq(pageSeo.siteId, siteId), eq(pageSeo.page, page)));
  const group = "Référencement et partage";
  // One row per page: its id is the site's, and the page is in the field's name.
  push(out, { subject: "page_seo", subjectId: siteId, field: `${page}.title`, group, label: "Titre de la page" }, row?.title);
  push(out, { subject: "page_seo", subjectId: siteId, field: `${page}.description`, group, label: "Description", multiline: true }, row?.description);
}

async function homeFields(db: Database, siteId: string, out: PageField[]): Promise<void> {
  const [home] = await db.select().from(homeContent).where(eq(homeContent.siteId, siteId));
  const hero = "Haut de page";
  push(out, { subject: "home", subjectId: siteId, field: "heroTitle", group: hero, label: "Titre" }, home?.heroTitle);
  push(out, { subject: "home", subjectId: siteId, field: "heroSubtitle", group: hero, label: "Sous-titre", multiline: true }, home?.heroSubtitle);
  const highlight = "En ce moment";
  push(out, { subject: "home", subjectId: siteId, field: "highlightTitle", group: highlight, label: "Titre" }, home?.highlightTitle);
  push(
    out,
    { subject: "home", subjectId: siteId, field: "highlightDescription", group: highlight, label: "Description", multiline: true },
    home?.highlightDescription,
  );

  const items = await db
    .select({ id: homeReassuranceItems.id, title: homeReassuranceItems.title, description: homeReassuranceItems.description })
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, siteId))
    .orderBy(asc(homeReassuranceItems.orderIndex), asc(homeReassuranceItems.id));
  for (const item of items) {
    const group = `Réassurance\u00a0: ${item.title}`;
    push(out, { subject: "reassurance", subjectId: item.id, field: "title", group, label: "Titre" }, item.title);
    push(out, { subject: "reassurance", subjectId: item.id, field: "description", group, label: "Description", multiline: true }, item.description);
  }

  const events = await db
    .select({ id: homeEvents.id, title: homeEvents.title, date: homeEvents.date, description: homeEvents.description })
    .from(homeEvents)
    .where(eq(homeEvents.siteId, siteId))
    .orderBy(asc(homeEvents.orderIndex), asc(homeEvents.id));
  for (const event of events) {
    const group = `Événement\u00a0: ${event.title}`;
    push(out, { subject: "event", subjectId: event.id, field: "title", group, label: "Titre" }, event.title);
    push(out, { subject: "event", subjectId: event.id, field: "date", group, label: "Date" }, event.date);
    push(out, { subject: "event", subjectId: event.id, field: "description", group, label: "Description", multiline: true }, event.description);
  }
}

async function contactFields(db: Database, siteId: string, out: PageField[]): Promise<void> {
  const periods = await db
    .select({ id: specialHoursPeriods.id, title: specialHoursPeriods.title, description: specialHoursPeriods.description })
    .from(specialHoursPeriods)
    .where(eq(specialHoursPeriods.siteId, siteId))
    .orderBy(asc(specialHoursPeriods.startDate), asc(specialHoursPeriods.id));
  for (const period of periods) {
    const group = `Période spéciale\u00a0: ${period.title}`;
    push(out, { subject: "special_period", subjectId: period.id, field: "title", group, label: "Libellé" }, period.title);
    push(out, { subject: "special_period", subjectId: period.id, field: "description", group, label: "Note", multiline: true }, period.description);
  }
}

/** The fields of `page`, in the order the screen shows them; the page's SEO fields last. */
export async function pageFields(db: Database, siteId: string, page: SeoPage): Promise<PageField[]> {
  const out: PageField[] = [];
  if (page === "home") await homeFields(db, siteId, out);
  if (page === "contact") await contactFields(db, siteId, out);
  // about, services and products: their fields are listed as their pages are translated (ADR 047).
  await seoFields(db, siteId, page, out);
  return out;
}
