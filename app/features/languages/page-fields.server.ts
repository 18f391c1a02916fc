import { and, asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/connect.server";
import type { TranslationSubject } from "~/lib/i18n/translated-text";
import type { SeoPage } from "~/db/enums";
import * as schema from "~/db/schema";

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

/** A field's address in `content_translations`, one string (the maps' key). */
export function fieldKey(field: Pick<PageField, "subject" | "subjectId" | "field">): string {
  return `${field.subject}:${field.subjectId}:${field.field}`;
}

type Row = Record<string, unknown>;

/** A column of a subject's table that holds a text to translate, and how the screen names it. */
type FieldSource<C extends string> = {
  column: C;
  /** Its name in the screen; from the row when it names the row (a variant's). */
  label: string | ((row: Row) => string);
  multiline: boolean;
  /** Its group when it is not its row's. */
  group?: string;
  /** Its name in `content_translations` when it is not the column's. */
  field?: string;
  /** Listed only for a row that has no children (a product's unit: its variants carry it when it has some). */
  withoutChildren?: boolean;
};

/**
 * Where a subject's texts are: its table, the column holding the site's id, and the fields. A
 * one-row subject's row is the site's (its id is the site's); many rows are listed in the order the
 * page shows them, each with its own id, its fields in the row's group.
 */
type Source = {
  table: PgTable;
  subject: TranslationSubject;
  site: string;
  fields: FieldSource<string>[];
  /** Many rows: their order. */
  order?: readonly string[];
  group?: (row: Row) => string;
  /** Only the rows a visitor sees. */
  active?: string;
  where?: SQL;
  /** Rows listed in each row's group, right after it, by the column naming it (a product's variants). */
  children?: { source: Source; parent: string };
};

type ColumnOf<T extends PgTable> = keyof T["_"]["columns"] & string;
type Options<T extends PgTable> = { site?: ColumnOf<T>; active?: ColumnOf<T>; where?: SQL; children?: Source["children"] };

/** A short text, and a long one (edited in a text area). */
const line = <C extends string>(column: C, label: FieldSource<C>["label"], group?: string): FieldSource<C> => ({ column, label, multiline: false, group });
const text = <C extends string>(column: C, label: FieldSource<C>["label"], group?: string): FieldSource<C> => ({ column, label, multiline: true, group });

/** A subject of one row per site. */
function one<T extends PgTable>(table: T, subject: TranslationSubject, fields: FieldSource<ColumnOf<T>>[], options: Options<T> = {}): Source {
  return { table, subject, fields, site: options.site ?? "siteId", ...options };
}

/** A subject of many rows per site, each its own group. */
function many<T extends PgTable>(
  table: T,
  subject: TranslationSubject,
  group: (row: Row) => string,
  fields: FieldSource<ColumnOf<T>>[],
  order: readonly ColumnOf<T>[],
  options: Options<T> = {},
): Source {
  return { table, subject, fields, group, order, site: options.site ?? "siteId", ...options };
}

/** A group named by one of its row's texts: 'Réassurance : Fait maison'. */
const named =
  (kind: string, column: string, trim = false) =>
  (row: Row): string =>
    `${kind}\u00a0: ${trim ? String(row[column]).trim() : String(row[column])}`;

const TITLE = line("title", "Titre");
const DESCRIPTION = text("description", "Description");
const BY_INDEX = ["orderIndex", "createdAt"] as const;
const BY_INDEX_ID = ["orderIndex", "id"] as const;
const variant = (what: string) => (row: Row) => `Variante ${String(row.name)}\u00a0: ${what}`;

const HOME = [
  one(schema.homeContent, "home", [
    line("heroTitle", "Titre", "Haut de page"),
    text("heroSubtitle", "Sous-titre", "Haut de page"),
    line("highlightTitle", "Titre", "En ce moment"),
    text("highlightDescription", "Description", "En ce moment"),
  ]),
  many(schema.homeReassuranceItems, "reassurance", named("Réassurance", "title"), [TITLE, DESCRIPTION], BY_INDEX_ID),
  many(schema.homeEvents, "event", named("Événement", "title"), [TITLE, line("date", "Date"), DESCRIPTION], BY_INDEX_ID),
];

/** The story, the journey, the values, and what the team and the partners do: never a person's or a partner's name. */
const ABOUT = [
  one(schema.aboutContent, "about", [{ ...text("storyDescription", "Texte", "Notre histoire"), field: "story" }]),
  many(schema.aboutJourneySteps, "journey_step", named("Parcours", "title"), [TITLE, DESCRIPTION], BY_INDEX),
  many(schema.aboutValues, "about_value", named("Valeur", "title"), [TITLE, DESCRIPTION], BY_INDEX),
  many(schema.aboutTeamMembers, "team_member", named("Équipe", "name"), [line("role", "Rôle"), text("bio", "Présentation")], BY_INDEX),
  many(schema.aboutPartners, "partner", named("Partenaire", "name"), [DESCRIPTION, text("longDescription", "Description détaillée")], BY_INDEX),
];

/** The page's header, each category (its tab's name, title and description) and the FAQ. */
const SERVICES = [
  one(schema.servicesPageContent, "services_page", [line("title", "Titre", "Haut de page"), text("description", "Description", "Haut de page")]),
  many(schema.serviceCategories, "service_category", named("Prestation", "name", true), [line("name", "Nom de l'onglet"), TITLE, DESCRIPTION], BY_INDEX),
  many(schema.serviceFaqs, "service_faq", named("Question", "question"), [line("question", "Question"), text("answer", "Réponse")], BY_INDEX),
];

/** The categories and the products a visitor sees (active ones), each product with its variants' labels and units. */
const VARIANTS = many(
  schema.productVariants,
  "product_variant",
  // Listed in their product's group.
  () => "",
  [line("name", variant("nom")), text("description", variant("description")), line("priceUnit", variant("unité"))],
  BY_INDEX,
  { active: "isActive" },
);
const PRODUCTS = [
  many(schema.productCategories, "product_category", named("Catégorie", "name"), [line("name", "Nom"), DESCRIPTION], BY_INDEX, { active: "isActive" }),
  many(
    schema.products,
    "product",
    named("Produit", "name"),
    [line("name", "Nom"), DESCRIPTION, { ...line("priceUnit", "Unité"), withoutChildren: true }],
    BY_INDEX,
    {
      active: "isActive",
      children: { source: VARIANTS, parent: "productId" },
    },
  ),
];

/** The special periods (shown on the home's hours too) and how to get there; the address itself is never translated. */
const CONTACT = [
  many(
    schema.specialHoursPeriods,
    "special_period",
    named("Période spéciale", "title"),
    [line("title", "Libellé"), text("description", "Note")],
    ["startDate", "id"],
  ),
  one(
    schema.sites,
    "location",
    [
      text("metroInfo", "En métro", "Comment venir"),
      text("busInfo", "En bus", "Comment venir"),
      text("tramInfo", "En tram", "Comment venir"),
      text("carInfo", "En voiture", "Comment venir"),
    ],
    { site: "id" },
  ),
];

/** The page's own title and description from 'Référencement': one row per page, its id the site's, the page in the field's name. */
function seoSource(page: SeoPage): Source {
  const group = "Référencement et partage";
  const fields = [
    { ...line("title", "Titre de la page", group), field: `${page}.title` },
    { ...text("description", "Description", group), field: `${page}.description` },
  ];
  return one(schema.pageSeo, "page_seo", fields, { where: eq(schema.pageSeo.page, page) });
}

const SOURCES: Record<SeoPage, Source[]> = { home: HOME, about: ABOUT, services: SERVICES, products: PRODUCTS, contact: CONTACT };

/** A subject's rows of the site, in the page's order. */
function readRows(db: Database, siteId: string, from: Source): Promise<Row[]> {
  const columns: Record<string, PgColumn> = getTableColumns(from.table);
  return db
    .select()
    .from(from.table)
    .where(and(eq(columns[from.site]!, siteId), from.active ? eq(columns[from.active]!, true) : undefined, from.where))
    .orderBy(...(from.order ?? []).map((name) => asc(columns[name]!)));
}

/** A row's fields, each with the French it has today (a blank one has nothing to translate). */
function fieldsOf(from: Source, row: Row, siteId: string, group: string, hasChildren: boolean): PageField[] {
  const subjectId = from.order ? String(row.id) : siteId;
  return from.fields.flatMap((spec) => {
    const french = row[spec.column];
    const text = typeof french === "string" ? french.trim() : "";
    if (!text || (spec.withoutChildren && hasChildren)) return [];
    const label = typeof spec.label === "string" ? spec.label : spec.label(row);
    return [
      {
        multiline: spec.multiline,
        subject: from.subject,
        subjectId,
        field: spec.field ?? spec.column,
        group: spec.group ?? group,
        label,
        french: text,
      },
    ];
  });
}

/** The fields of `page`, in the order the screen shows them; the page's SEO fields last. */
export async function pageFields(db: Database, siteId: string, page: SeoPage): Promise<PageField[]> {
  const sources = [...SOURCES[page], seoSource(page)];
  const read = await Promise.all(
    sources.map(async (from) => ({
      from,
      rows: await readRows(db, siteId, from),
      children: from.children ? await readRows(db, siteId, from.children.source) : [],
    })),
  );
  return read.flatMap(({ from, rows, children }) =>
    rows.flatMap((row) => {
      const group = from.group?.(row) ?? "";
      const own = from.children ? children.filter((child) => child[from.children!.parent] === row.id) : [];
      return [...fieldsOf(from, row, siteId, group, own.length > 0), ...own.flatMap((child) => fieldsOf(from.children!.source, child, siteId, group, false))];
    }),
  );
}
