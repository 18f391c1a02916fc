import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { TranslationSubject } from "~/lib/i18n/translated-text";
import type { SeoPage } from "~/db/enums";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  homeContent,
  homeEvents,
  homeReassuranceItems,
  pageSeo,
  productCategories,
  productVariants,
  products,
  serviceCategories,
  serviceFaqs,
  servicesPageContent,
  sites,
  specialHoursPeriods,
} from "~/db/schema";

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
  // How to get there: the address itself is never translated.
  const [location] = await db
    .select({ metroInfo: sites.metroInfo, busInfo: sites.busInfo, tramInfo: sites.tramInfo, carInfo: sites.carInfo })
    .from(sites)
    .where(eq(sites.id, siteId));
  const transports = [
    ["metroInfo", "En métro"],
    ["busInfo", "En bus"],
    ["tramInfo", "En tram"],
    ["carInfo", "En voiture"],
  ] as const;
  for (const [field, label] of transports) {
    push(out, { subject: "location", subjectId: siteId, field, group: "Comment venir", label, multiline: true }, location?.[field]);
  }
}

/** The story, the journey, the values, and what the team and the partners do: never a person's or a partner's name. */
async function aboutFields(db: Database, siteId: string, out: PageField[]): Promise<void> {
  const [[about], steps, values, team, partners] = await Promise.all([
    db.select({ story: aboutContent.storyDescription }).from(aboutContent).where(eq(aboutContent.siteId, siteId)),
    db
      .select({ id: aboutJourneySteps.id, title: aboutJourneySteps.title, description: aboutJourneySteps.description })
      .from(aboutJourneySteps)
      .where(eq(aboutJourneySteps.siteId, siteId))
      .orderBy(asc(aboutJourneySteps.orderIndex), asc(aboutJourneySteps.createdAt)),
    db
      .select({ id: aboutValues.id, title: aboutValues.title, description: aboutValues.description })
      .from(aboutValues)
      .where(eq(aboutValues.siteId, siteId))
      .orderBy(asc(aboutValues.orderIndex), asc(aboutValues.createdAt)),
    db
      .select({ id: aboutTeamMembers.id, name: aboutTeamMembers.name, role: aboutTeamMembers.role, bio: aboutTeamMembers.bio })
      .from(aboutTeamMembers)
      .where(eq(aboutTeamMembers.siteId, siteId))
      .orderBy(asc(aboutTeamMembers.orderIndex), asc(aboutTeamMembers.createdAt)),
    db
      .select({ id: aboutPartners.id, name: aboutPartners.name, description: aboutPartners.description, longDescription: aboutPartners.longDescription })
      .from(aboutPartners)
      .where(eq(aboutPartners.siteId, siteId))
      .orderBy(asc(aboutPartners.orderIndex), asc(aboutPartners.createdAt)),
  ]);
  push(out, { subject: "about", subjectId: siteId, field: "story", group: "Notre histoire", label: "Texte", multiline: true }, about?.story);
  for (const step of steps) {
    const group = `Parcours\u00a0: ${step.title}`;
    push(out, { subject: "journey_step", subjectId: step.id, field: "title", group, label: "Titre" }, step.title);
    push(out, { subject: "journey_step", subjectId: step.id, field: "description", group, label: "Description", multiline: true }, step.description);
  }
  for (const value of values) {
    const group = `Valeur\u00a0: ${value.title}`;
    push(out, { subject: "about_value", subjectId: value.id, field: "title", group, label: "Titre" }, value.title);
    push(out, { subject: "about_value", subjectId: value.id, field: "description", group, label: "Description", multiline: true }, value.description);
  }
  for (const member of team) {
    const group = `Équipe\u00a0: ${member.name}`;
    push(out, { subject: "team_member", subjectId: member.id, field: "role", group, label: "Rôle" }, member.role);
    push(out, { subject: "team_member", subjectId: member.id, field: "bio", group, label: "Présentation", multiline: true }, member.bio);
  }
  for (const partner of partners) {
    const group = `Partenaire\u00a0: ${partner.name}`;
    push(out, { subject: "partner", subjectId: partner.id, field: "description", group, label: "Description", multiline: true }, partner.description);
    push(
      out,
      { subject: "partner", subjectId: partner.id, field: "longDescription", group, label: "Description détaillée", multiline: true },
      partner.longDescription,
    );
  }
}

/** The page's header, each category (its tab's name, title and description) and the FAQ. */
async function servicesFields(db: Database, siteId: string, out: PageField[]): Promise<void> {
  const [[header], categories, faqs] = await Promise.all([
    db
      .select({ title: servicesPageContent.title, description: servicesPageContent.description })
      .from(servicesPageContent)
      .where(eq(servicesPageContent.siteId, siteId)),
    db
      .select({ id: serviceCategories.id, name: serviceCategories.name, title: serviceCategories.title, description: serviceCategories.description })
      .from(serviceCategories)
      .where(eq(serviceCategories.siteId, siteId))
      .orderBy(asc(serviceCategories.orderIndex), asc(serviceCategories.createdAt)),
    db
      .select({ id: serviceFaqs.id, question: serviceFaqs.question, answer: serviceFaqs.answer })
      .from(serviceFaqs)
      .where(eq(serviceFaqs.siteId, siteId))
      .orderBy(asc(serviceFaqs.orderIndex), asc(serviceFaqs.createdAt)),
  ]);
  const top = "Haut de page";
  push(out, { subject: "services_page", subjectId: siteId, field: "title", group: top, label: "Titre" }, header?.title);
  push(out, { subject: "services_page", subjectId: siteId, field: "description", group: top, label: "Description", multiline: true }, header?.description);
  for (const category of categories) {
    const group = `Prestation\u00a0: ${category.name.trim()}`;
    push(out, { subject: "service_category", subjectId: category.id, field: "name", group, label: "Nom de l'onglet" }, category.name);
    push(out, { subject: "service_category", subjectId: category.id, field: "title", group, label: "Titre" }, category.title);
    push(
      out,
      { subject: "service_category", subjectId: category.id, field: "description", group, label: "Description", multiline: true },
      category.description,
    );
  }
  for (const faq of faqs) {
    const group = `Question\u00a0: ${faq.question}`;
    push(out, { subject: "service_faq", subjectId: faq.id, field: "question", group, label: "Question" }, faq.question);
    push(out, { subject: "service_faq", subjectId: faq.id, field: "answer", group, label: "Réponse", multiline: true }, faq.answer);
  }
}

/** The categories and the products a visitor sees (active ones), each product with its variants' labels and units. */
async function productsFields(db: Database, siteId: string, out: PageField[]): Promise<void> {
  const [categories, items, variants] = await Promise.all([
    db
      .select({ id: productCategories.id, name: productCategories.name, description: productCategories.description })
      .from(productCategories)
      .where(and(eq(productCategories.siteId, siteId), eq(productCategories.isActive, true)))
      .orderBy(asc(productCategories.orderIndex), asc(productCategories.createdAt)),
    db
      .select({ id: products.id, name: products.name, description: products.description, priceUnit: products.priceUnit })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.isActive, true)))
      .orderBy(asc(products.orderIndex), asc(products.createdAt)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        name: productVariants.name,
        description: productVariants.description,
        priceUnit: productVariants.priceUnit,
      })
      .from(productVariants)
      .where(and(eq(productVariants.siteId, siteId), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.orderIndex), asc(productVariants.createdAt)),
  ]);
  for (const category of categories) {
    const group = `Catégorie\u00a0: ${category.name}`;
    push(out, { subject: "product_category", subjectId: category.id, field: "name", group, label: "Nom" }, category.name);
    push(
      out,
      { subject: "product_category", subjectId: category.id, field: "description", group, label: "Description", multiline: true },
      category.description,
    );
  }
  for (const product of items) {
    const group = `Produit\u00a0: ${product.name}`;
    push(out, { subject: "product", subjectId: product.id, field: "name", group, label: "Nom" }, product.name);
    push(out, { subject: "product", subjectId: product.id, field: "description", group, label: "Description", multiline: true }, product.description);
    const own = variants.filter((v) => v.productId === product.id);
    // A product's unit is its first variant's copy when it has variants: translated there.
    if (own.length === 0) push(out, { subject: "product", subjectId: product.id, field: "priceUnit", group, label: "Unité" }, product.priceUnit);
    for (const variant of own) {
      const label = `Variante ${variant.name}`;
      push(out, { subject: "product_variant", subjectId: variant.id, field: "name", group, label: `${label}\u00a0: nom` }, variant.name);
      push(
        out,
        { subject: "product_variant", subjectId: variant.id, field: "description", group, label: `${label}\u00a0: description`, multiline: true },
        variant.description,
      );
      push(out, { subject: "product_variant", subjectId: variant.id, field: "priceUnit", group, label: `${label}\u00a0: unité` }, variant.priceUnit);
    }
  }
}

/** The fields of `page`, in the order the screen shows them; the page's SEO fields last. */
export async function pageFields(db: Database, siteId: string, page: SeoPage): Promise<PageField[]> {
  const out: PageField[] = [];
  if (page === "home") await homeFields(db, siteId, out);
  if (page === "about") await aboutFields(db, siteId, out);
  if (page === "services") await servicesFields(db, siteId, out);
  if (page === "products") await productsFields(db, siteId, out);
  if (page === "contact") await contactFields(db, siteId, out);
  await seoFields(db, siteId, page, out);
  return out;
}
