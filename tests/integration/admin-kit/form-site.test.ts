/**
 * ADR 013, one meaning everywhere: every mutating form of a per-site back-office screen carries the
 * id of the site it was rendered for. Posted by the site's own owner, with that site selected,
 * each form that names another site (a tab left open before switching), or none, is refused with
 * a 409 and §8's generic error, and the database does not change at all. The same form with the
 * right id then goes through: the refusal is the site check, not a malformed body.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import {
  aboutTeamMembers,
  homeEvents,
  homeReassuranceItems,
  homeTestimonials,
  productCategories,
  productVariants,
  serviceCategories,
  serviceFaqs,
  specialHoursPeriods,
} from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { callRoute, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { WITH_MEDIATOR, createDomain, createMessage, createProduct, createQuote, createSite } from "../../support/factories";

type Rows = {
  reassurance: string;
  member: string;
  category: string;
  faq: string;
  event: string;
  testimonial: string;
  product: string;
  productCategory: string;
  period: string;
  quote: string;
  spamQuote: string;
  message: string;
  spamMessage: string;
  domain: string;
  domainWww: string;
};

/** One mutating form: what the page posts (without its `siteId`), and whether to send it for real afterwards. */
type Form = { name: string; body: (rows: Rows) => Record<string, string>; control?: false };

const product = (name: string) =>
  JSON.stringify({
    name,
    description: "",
    categoryId: "",
    endDate: "",
    isActive: true,
    variants: [{ id: "temp-1", name: "La pièce", description: "", price: "2.50", priceUnit: "", imageUrl: "", isActive: true }],
  });

/**
 * Every per-site route's mutating forms, in an order where each one, sent for real, leaves the
 * next one valid (a reorder names the whole list, so it comes before the creations; deletions last).
 */
const FORMS: Record<string, Form[]> = {
  home: [
    { name: "reorder", body: (r) => ({ intent: "reorder", ids: JSON.stringify([r.reassurance]) }) },
    { name: "save-hero", body: () => ({ intent: "save-hero", heroTitle: "Bienvenue", heroSubtitle: "", heroImageUrl: "" }) },
    {
      name: "save-highlight",
      body: () => ({ intent: "save-highlight", highlightTitle: "Fraises", highlightDescription: "", highlightImageUrl: "", highlightSecondImageUrl: "" }),
    },
    { name: "update", body: (r) => ({ intent: "update", itemId: r.reassurance, title: "Local", description: "Produits du coin", iconName: "star" }) },
    { name: "create", body: () => ({ intent: "create", title: "Livraison", description: "Le jour même", iconName: "truck" }) },
    { name: "delete", body: (r) => ({ intent: "delete", itemId: r.reassurance }) },
  ],
  about: [
    { name: "reorder team", body: (r) => ({ intent: "reorder", kind: "member", ids: JSON.stringify([r.member]) }) },
    { name: "save story", body: () => ({ intent: "save", kind: "story", storyDescription: "Depuis 1998." }) },
    {
      name: "save member",
      body: (r) => ({ intent: "save", kind: "member", itemId: r.member, name: "Marie", role: "Cheffe", bio: "Trente ans", imageUrl: "" }),
    },
    { name: "create step", body: () => ({ intent: "save", kind: "step", title: "1998", description: "La boutique" }) },
    { name: "delete member", body: (r) => ({ intent: "delete", kind: "member", itemId: r.member }) },
  ],
  services: [
    { name: "reorder categories", body: (r) => ({ intent: "reorder", list: "categories", ids: JSON.stringify([r.category]) }) },
    { name: "reorder faqs", body: (r) => ({ intent: "reorder", list: "faqs", ids: JSON.stringify([r.faq]) }) },
    { name: "save-content", body: () => ({ intent: "save-content", title: "Nos prestations", description: "" }) },
    { name: "save-category", body: (r) => ({ intent: "save-category", categoryId: r.category, name: "Buffets", title: "Des buffets", description: "" }) },
    { name: "save-faq", body: (r) => ({ intent: "save-faq", faqId: r.faq, question: "Livrez-vous\u00a0?", answer: "Oui" }) },
    { name: "delete-faq", body: (r) => ({ intent: "delete-faq", faqId: r.faq }) },
    { name: "delete-category", body: (r) => ({ intent: "delete-category", categoryId: r.category }) },
  ],
  events: [
    { name: "reorder", body: (r) => ({ intent: "reorder", ids: JSON.stringify([r.event]) }) },
    { name: "update", body: (r) => ({ intent: "update", id: r.event, title: "Marché", date: "Samedi", description: "Sur la place", type: "event" }) },
    { name: "create", body: () => ({ intent: "create", title: "Soldes", date: "Janvier", description: "-20 %", type: "promotion" }) },
    { name: "delete", body: (r) => ({ intent: "delete", id: r.event }) },
  ],
  testimonials: [
    { name: "reorder", body: (r) => ({ intent: "reorder", ids: JSON.stringify([r.testimonial]) }) },
    { name: "hide", body: (r) => ({ intent: "hide", id: r.testimonial }) },
    { name: "show", body: (r) => ({ intent: "show", id: r.testimonial }) },
    {
      name: "create",
      body: () => ({ intent: "create", customerName: "Léa", customerInitials: "L", text: "Délicieux", rating: "5", experienceMonth: "2026-03" }),
    },
    { name: "save-statement", body: () => ({ intent: "save-statement", verification: "verified", statement: "Vérifiés sur ticket de caisse" }) },
  ],
  products: [
    { name: "save-product", body: () => ({ intent: "save-product", payload: product("Croissant") }) },
    { name: "toggle-featured", body: (r) => ({ intent: "toggle-featured", productId: r.product, isFeatured: "true" }) },
    // The product is featured by the case above: it is the whole featured list.
    { name: "reorder-featured", body: (r) => ({ intent: "reorder-featured", ids: JSON.stringify([r.product]) }) },
    { name: "save-category", body: (r) => ({ intent: "save-category", categoryId: r.productCategory, name: "Viennoiseries", description: "" }) },
    { name: "delete-product", body: (r) => ({ intent: "delete-product", productId: r.product }) },
    { name: "delete-category", body: (r) => ({ intent: "delete-category", categoryId: r.productCategory }) },
  ],
  hours: [
    { name: "save-week", body: () => ({ intent: "save-week", "d1.morningOpen": "09:00", "d1.morningClose": "12:00" }) },
    { name: "create", body: () => ({ intent: "create", title: "Noël", type: "single", date: "2030-12-25", closed: "on" }) },
    { name: "save-special", body: (r) => ({ intent: "save-special", periodId: r.period, "d1.closed": "on" }) },
    {
      name: "update",
      body: (r) => ({ intent: "update", periodId: r.period, title: "Congés", type: "range", startDate: "2030-08-01", endDate: "2030-08-20", closed: "off" }),
    },
    { name: "delete", body: (r) => ({ intent: "delete", periodId: r.period }) },
  ],
  settings: [
    // The whole form, as the page sends it: the consumer mediator kept (the dashboard's 'publish' below needs it).
    { name: "save", body: () => ({ intent: "save", senderEmail: "boutique@example.fr", merchantPhone1: "01 23 45 67 89", ...WITH_MEDIATOR }) },
    // Sends an e-mail rather than writing a row: refused like the others, not sent for real here.
    { name: "test-email", body: () => ({ intent: "test-email" }), control: false },
    // Issue 24: the site's address.
    { name: "slug", body: () => ({ intent: "slug", slug: "adresse-de-test" }) },
  ],
  // Issue 24: 'Formule et facturation', a plan change.
  // Refused like the others; made for real by tests/e2e/plan-change.test.ts (here it would take
  // the site out of Expert under the other routes' forms).
  subscription: [{ name: "change-plan", body: () => ({ intent: "change-plan", plan: "pro" }), control: false }],
  appearance: [{ name: "save", body: () => ({ logoUrl: "", primaryColor: "#1D4ED8", primaryHoverColor: "", secondaryColor: "", accentColor: "" }) }],
  quotes: [
    { name: "set-viewed", body: (r) => ({ intent: "set-viewed", id: r.quote, viewed: "true" }) },
    { name: "set-status", body: (r) => ({ intent: "set-status", id: r.quote, status: "completed" }) },
    { name: "not-spam", body: (r) => ({ intent: "not-spam", id: r.spamQuote }) },
  ],
  // Issue 14: publication (the dashboard's action; the owner's address is confirmed at creation) and 'Référencement'.
  dashboard: [
    { name: "unpublish", body: () => ({ intent: "unpublish" }) },
    { name: "publish", body: () => ({ intent: "publish" }) },
    // Sends an e-mail rather than writing a row, and the address is already confirmed: refused like the others.
    { name: "resend-confirmation", body: () => ({ intent: "resend-confirmation" }), control: false },
  ],
  seo: [{ name: "save", body: () => ({ intent: "save", page: "home", title: "Boulangerie A à Lyon", description: "", imageUrl: "" }) }],
  // 'Langues' then 'Traductions' (ADR 047): English is switched on last, so the translations' forms find it on.
  languages: [
    { name: "switch-off", body: () => ({ intent: "switch-off", language: "en" }) },
    { name: "switch-on", body: () => ({ intent: "switch-on", language: "en" }) },
  ],
  translations: [
    { name: "save", body: (r) => ({ intent: "save", language: "en", page: "home", [`t:event:${r.event}:title`]: "Party" }) },
    // Sent for real it needs every field of the page translated: tests/integration/languages/languages-screens.test.ts publishes.
    { name: "publish", body: () => ({ intent: "publish", language: "en", page: "home" }), control: false },
    { name: "unpublish", body: () => ({ intent: "unpublish", language: "en", page: "home" }) },
  ],
  messages: [
    { name: "set-viewed", body: (r) => ({ intent: "set-viewed", id: r.message, viewed: "true" }) },
    { name: "not-spam", body: (r) => ({ intent: "not-spam", id: r.spamMessage }) },
    { name: "delete", body: (r) => ({ intent: "delete", id: r.message }) },
  ],
  // Issue 15: an owner's own domains (requests, the switch of a proven one, the main name, a check).
  domains: [
    { name: "toggle", body: (r) => ({ intent: "toggle", mappingId: r.domain, isActive: "true" }) },
    { name: "canonical", body: (r) => ({ intent: "canonical", mappingId: r.domain }) },
    { name: "create", body: () => ({ intent: "create", domain: "nouvelle-boutique.fr" }) },
    // Sent for real it would ask the DNS of the Internet.
    { name: "recheck", body: (r) => ({ intent: "recheck", mappingId: r.domain }), control: false },
    { name: "delete", body: (r) => ({ intent: "delete", mappingId: r.domainWww }) },
  ],
  // Issue 15: 'Données des visiteurs'. The search and the export write nothing but the export's
  // log line; the deletion names an address without rows, so the other routes' rows stay.
  "visitor-data": [
    { name: "save-retention", body: () => ({ intent: "save-retention", months: "24" }) },
    { name: "search", body: () => ({ intent: "search", email: "bob@example.fr" }) },
    { name: "export", body: () => ({ intent: "export", email: "bob@example.fr" }) },
    { name: "delete", body: () => ({ intent: "delete", email: "personne@example.fr" }) },
  ],
  // 'Aide': a request to the support, sent for real; a reply and a read mark name a request of the
  // site (tests/integration/support/help-requests.test.ts sends them).
  help: [
    {
      name: "create",
      body: () => ({
        intent: "create",
        subject: "Une question",
        message: "Bonjour, où changer mes horaires ?",
        screen: "/admin/pages/hours",
        screenshotUrl: "",
        submissionToken: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      }),
    },
    {
      name: "reply",
      body: () => ({ intent: "reply", requestId: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4c", message: "Merci", screenshotUrl: "" }),
      control: false,
    },
    { name: "mark-read", body: () => ({ intent: "mark-read", requestId: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4c" }), control: false },
  ],
  // 'Réseaux sociaux' (Expert): the codes proving the site to Google and Meta.
  social: [{ name: "save-verification", body: () => ({ intent: "save-verification", google: "code-google-a-123", meta: "" }) }],
};

const GENERIC_ERRORS = ["Erreur lors de la sauvegarde", "Erreur lors de la suppression", "Erreur lors de la mise à jour"];

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookie: string;
let rows: Rows;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@form-site.fr", password: "owner-secret", role: "user" });
  // Expert: every editor is in its plan (issue 14), 'Référencement' included.
  // With its consumer mediator: 'Publier mon site' goes through for this site.
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: owner.id, plan: "expert", ...WITH_MEDIATOR })).id;
  siteB = (await createSite(t.db, { name: "Épicerie B", ownerId: owner.id, plan: "expert" })).id;
  // The owner of both sites works on A: B is the site another tab may have switched to.
  cookie = await withSelection(services, await sessionCookie(services, "owner@form-site.fr", "owner-secret"), siteA);
  const one = async <T extends { id: string }>(query: Promise<T[]>) => (await query)[0].id;
  const productCategory = await one(t.db.insert(productCategories).values({ siteId: siteA, name: "Pains" }).returning({ id: productCategories.id }));
  const { id: productId } = await createProduct(t.db, siteA, { name: "Baguette", categoryId: productCategory, price: 1.2 });
  await t.db.insert(productVariants).values({ siteId: siteA, productId, name: "La pièce", price: 1.2 });
  const quote = async (isSpam: boolean) => (await createQuote(t.db, siteA, { isSpam })).id;
  const message = async (isSpam: boolean) => (await createMessage(t.db, siteA, { isSpam })).id;
  rows = {
    reassurance: await one(
      t.db
        .insert(homeReassuranceItems)
        .values({ siteId: siteA, title: "Frais", description: "Chaque matin", orderIndex: 0 })
        .returning({ id: homeReassuranceItems.id }),
    ),
    member: await one(
      t.db.insert(aboutTeamMembers).values({ siteId: siteA, name: "Julien", role: "Boulanger", bio: "Bio" }).returning({ id: aboutTeamMembers.id }),
    ),
    category: await one(
      t.db.insert(serviceCategories).values({ siteId: siteA, name: "Cocktails", title: "Cocktails", orderIndex: 0 }).returning({ id: serviceCategories.id }),
    ),
    faq: await one(
      t.db.insert(serviceFaqs).values({ siteId: siteA, question: "Délai\u00a0?", answer: "48 h", orderIndex: 0 }).returning({ id: serviceFaqs.id }),
    ),
    event: await one(
      t.db.insert(homeEvents).values({ siteId: siteA, title: "Fête", date: "Juin", description: "Place", orderIndex: 0 }).returning({ id: homeEvents.id }),
    ),
    testimonial: await one(
      t.db
        .insert(homeTestimonials)
        .values({ siteId: siteA, customerName: "Zoé", customerInitials: "Z", text: "Top", orderIndex: 0 })
        .returning({ id: homeTestimonials.id }),
    ),
    product: productId,
    productCategory,
    period: await one(
      t.db
        .insert(specialHoursPeriods)
        .values({ siteId: siteA, title: "Été", startDate: "2030-07-01", endDate: "2030-07-15" })
        .returning({ id: specialHoursPeriods.id }),
    ),
    quote: await quote(false),
    spamQuote: await quote(true),
    message: await message(false),
    spamMessage: await message(true),
    domain: (await createDomain(t.db, siteA, { domain: "form-site.fr", isCanonical: true, verifiedAt: new Date(), verifiedBy: "admin" })).id,
    domainWww: (await createDomain(t.db, siteA, { domain: "www.form-site.fr", verifiedAt: new Date(), verifiedBy: "admin" })).id,
  };
});

afterAll(async () => {
  await t?.drop();
});

/** Every table's rows (the rate-limit counters aside), as one value to compare. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [row] = (await t.db.execute<{ rows: string | null }>(sql`select string_agg(x::text, '|' order by x::text) as rows from ${sql.identifier(name)} x`))
      .rows;
    state[name] = row?.rows ?? "";
  }
  return state;
}

async function post(route: string, fields: Record<string, string>) {
  const { action } = (await import(`../../../app/routes/admin/${route}.tsx`)) as { action: unknown };
  return unwrap<ActionResult>(await callRoute(action, services, postRequest(`/admin/${route}`, fields, cookie)));
}

describe("the cases", () => {
  it("cover every per-site route action (made with siteAction, or appearance's own checks then the same assertion)", async () => {
    const dir = path.resolve(import.meta.dirname, "../../../app/routes/admin");
    const checked: string[] = [];
    for (const file of await readdir(dir)) {
      const source = await readFile(path.join(dir, file), "utf8");
      if (/\bsiteAction\(/.test(source) || file === "appearance.tsx") checked.push(file.replace(/\.tsx?$/, ""));
    }
    expect(checked.sort(), "add the new route's forms to FORMS").toEqual(Object.keys(FORMS).sort());
  });
});

describe.each(Object.keys(FORMS))("/admin %s", (route) => {
  it("refuses its forms rendered for another site, or for none, with a 409 and writes nothing; the same forms for this site go through", async () => {
    for (const form of FORMS[route]) {
      const body = form.body(rows);
      const before = await databaseState();
      for (const [what, siteId] of [
        ["another site's", siteB],
        ["no", null],
      ] as const) {
        const answer = await post(route, siteId ? { ...body, siteId } : body);
        expect(answer.status, `${form.name} with ${what} siteId`).toBe(409);
        expect(answer.data.ok).toBe(false);
        expect(answer.data.toast?.title).toBe("Erreur");
        expect(GENERIC_ERRORS).toContain(answer.data.toast?.description);
      }
      expect(await databaseState(), `${form.name} changed the database`).toEqual(before);
      if (form.control === false) continue;
      const sent = await post(route, { ...body, siteId: siteA });
      expect(sent.status, `${form.name} with this site's id`).toBe(200);
      expect(sent.data.ok, `${form.name} with this site's id`).toBe(true);
    }
  });
});
