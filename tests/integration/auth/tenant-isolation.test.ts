/**
 * Tenant isolation, tried as an outsider would (issue 5): every back-office route of the route
 * table is called as an anonymous visitor, a signed-out (revoked) session, a `user` on admin-only
 * screens, and the owner of another site — who also swaps the first site's row ids into form
 * bodies. Each is refused (redirect to login or dashboard, 4xx) or sees only their own site, and
 * the database is byte-for-byte unchanged. A back-office route without a case fails the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import routes from "~/routes";
import { homeReassuranceItems } from "~/db/schema";
import { homeEvents, homeTestimonials } from "~/db/schema";
import { aboutPartners, aboutTeamMembers } from "~/db/schema";
import { productCategories, productVariants } from "~/db/schema";
import { specialHoursPeriods } from "~/db/schema";
import { serviceCategories, serviceFaqs } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { AppServices } from "~/context";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { ORIGIN, sessionCookie, withSelection } from "../../support/admin-route-calls";
import { createDomain, createMessage, createProduct, createQuote, createSite, createSupportRequest } from "../../support/factories";

type Guard = "public" | "session" | "site" | "admin";
type Ids = {
  siteA: string;
  messageA: string;
  quoteA: string;
  spamMessageA: string;
  spamQuoteA: string;
  domainA: string;
  reassuranceA: string;
  teamMemberA: string;
  partnerA: string;
} & { productA: string; variantA: string; categoryA: string } & { periodA: string } & { eventA: string; testimonialA: string } & { supportRequestA: string };
type Body = (ids: Ids) => Record<string, string>;
/** Site A's services rows (services editor), filled in beforeAll. */
const serviceIds = { categoryA: "", faqA: "" };
/** Site A's support request ('<siteId>:<id>', the admins' support screen), filled in beforeAll. */
const supportIds = { requestA: "" };
type Case = {
  guard: Guard;
  /** Why a public route needs no session (shown in the failure message when missing). */
  why?: string;
  loader?: boolean;
  /** The loader's query string, for a route that names its site in the address (the first site's). */
  query?: (ids: Ids) => string;
  /** Form bodies; for site-scoped routes they carry the first site's row ids. */
  actions?: Record<string, Body>;
};

/** An invoice id no row has (the admins' billing forms: the refusal comes first). */
const UNKNOWN_INVOICE = "7d0c5a8e-1f2b-4c3d-9e4f-5a6b7c8d9e0f";

/** One entry per back-office route file. A new route without an entry fails the first test. */
const CASES: Record<string, Case> = {
  "routes/admin/login.tsx": { guard: "public", why: "the sign-in page itself" },
  "routes/admin/logout.tsx": { guard: "public", why: "signing out needs nothing and changes only the caller's session" },
  "routes/admin/confirm-email.tsx": { guard: "public", why: "the e-mailed token is the credential" },
  "routes/admin/confirm-address.tsx": { guard: "public", why: "the e-mailed token is the credential (a sign-up's address, issue 14)" },
  "routes/admin/layout.tsx": { guard: "session", loader: true },
  // Issue 14: 'Publier mon site' and 'Dépublier' post here (siteAction: the session's site only).
  "routes/admin/dashboard.tsx": {
    guard: "site",
    loader: true,
    actions: {
      publish: (ids) => ({ intent: "publish", siteId: ids.siteA }),
      unpublish: (ids) => ({ intent: "unpublish", siteId: ids.siteA }),
    },
  },
  "routes/admin/account.tsx": {
    guard: "session",
    loader: true,
    actions: {
      email: () => ({ intent: "email", email: "pirate@example.fr" }),
      password: () => ({ intent: "password", currentPassword: "owner-a-secret", newPassword: "pirate-123", confirmPassword: "pirate-123" }),
    },
  },
  "routes/admin/invitation.tsx": { guard: "public", why: "the e-mailed invitation token is the credential" },
  // Issue 24: a forgotten password. The request answers the same for any address (password-reset.test.ts).
  "routes/admin/forgot-password.tsx": { guard: "public", why: "asking for a reset link needs no session; the link goes to the account's own address" },
  "routes/admin/reset-password.tsx": { guard: "public", why: "the e-mailed reset token is the credential" },
  "routes/admin/sites.tsx": {
    guard: "admin",
    loader: true,
    actions: {
      create: () => ({ intent: "create", name: "Site pirate", ownerId: "no-owner" }),
      update: (ids) => ({ intent: "update", siteId: ids.siteA, name: "Site pirate", ownerId: "no-owner" }),
      delete: (ids) => ({ intent: "delete", siteId: ids.siteA, confirmName: "Site Secret A" }),
      invite: (ids) => ({ intent: "invite", siteId: ids.siteA, email: "pirate@example.fr" }),
    },
  },
  // Issue 15: owners see and request their own site's domains (admins: every site's).
  "routes/admin/domains.tsx": {
    guard: "site",
    loader: true,
    actions: {
      create: (ids) => ({ intent: "create", domain: "pirate.fr", siteId: ids.siteA }),
      update: (ids) => ({ intent: "update", mappingId: ids.domainA, domain: "pirate.fr", siteId: ids.siteA }),
      toggle: (ids) => ({ intent: "toggle", mappingId: ids.domainA, isActive: "false" }),
      delete: (ids) => ({ intent: "delete", mappingId: ids.domainA }),
      canonical: (ids) => ({ intent: "canonical", mappingId: ids.domainA }),
      approve: (ids) => ({ intent: "approve", mappingId: ids.domainA, siteId: ids.siteA }),
    },
  },
  "routes/admin/select-site.tsx": { guard: "site", actions: { select: (ids) => ({ siteId: ids.siteA, redirectTo: "/admin/dashboard" }) } },
  "routes/admin/quotes.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "set-viewed": (ids) => ({ intent: "set-viewed", id: ids.quoteA, viewed: "true" }),
      "set-status": (ids) => ({ intent: "set-status", id: ids.quoteA, status: "completed" }),
      "not-spam": (ids) => ({ intent: "not-spam", id: ids.spamQuoteA }),
    },
  },
  "routes/admin/messages.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "set-viewed": (ids) => ({ intent: "set-viewed", id: ids.messageA, viewed: "true" }),
      delete: (ids) => ({ intent: "delete", id: ids.messageA }),
      "not-spam": (ids) => ({ intent: "not-spam", id: ids.spamMessageA }),
    },
  },
  "routes/admin/unread-counts.ts": { guard: "site", loader: true },
  "routes/admin/address-qr.ts": { guard: "site", loader: true },
  // 'Publier sur les réseaux' (Expert): site A's product or event named in the address; an Expert outsider is below.
  "routes/admin/publish.ts": { guard: "site", loader: true, query: (ids) => `type=product&id=${ids.productA}` },
  "routes/admin/publish-image.ts": { guard: "site", loader: true, query: (ids) => `type=event&id=${ids.eventA}` },
  "routes/admin/billing-document.ts": { guard: "site", loader: true },
  // Issue 24: the owner of site B posts a plan change rendered for site A.
  "routes/admin/subscription.tsx": {
    guard: "site",
    loader: true,
    actions: { "change-plan": (ids) => ({ intent: "change-plan", siteId: ids.siteA, plan: "expert" }) },
  },
  // Issue 24: the admins' 'Facturation' (every site's invoices); an owner's post is a 403.
  "routes/admin/billing.tsx": {
    guard: "admin",
    loader: true,
    actions: {
      payment: () => ({ intent: "payment", invoiceId: UNKNOWN_INVOICE, amount: "70,80", paidOn: "2026-01-10", reference: "Pirate" }),
      "credit-note": () => ({ intent: "credit-note", invoiceId: UNKNOWN_INVOICE, amount: "59,00", reason: "Pirate" }),
    },
  },
  // The admins' 'Support' (every site's requests, an Expert site's advisor): a user's post with site A's real ids is a 403.
  "routes/admin/support.tsx": {
    guard: "admin",
    loader: true,
    query: () => `demande=${supportIds.requestA}`,
    actions: {
      reply: () => ({ intent: "reply", request: supportIds.requestA, message: "Pirate", status: "resolved" }),
      "set-status": () => ({ intent: "set-status", request: supportIds.requestA, status: "resolved" }),
      assign: () => ({ intent: "assign", request: supportIds.requestA, assigneeId: "" }),
      "set-advisor": (ids) => ({ intent: "set-advisor", siteId: ids.siteA, advisorUserId: "", name: "Pirate", photoUrl: "", phone: "", email: "" }),
      "clear-advisor": (ids) => ({ intent: "clear-advisor", siteId: ids.siteA }),
    },
  },
  "routes/admin/events.tsx": {
    guard: "site",
    loader: true,
    actions: {
      update: (ids) => ({ intent: "update", id: ids.eventA, title: "Pirate", date: "Demain", description: "Pirate", type: "event" }),
      delete: (ids) => ({ intent: "delete", id: ids.eventA }),
      reorder: (ids) => ({ intent: "reorder", ids: JSON.stringify([ids.eventA]) }),
    },
  },
  "routes/admin/testimonials.tsx": {
    guard: "site",
    loader: true,
    actions: {
      hide: (ids) => ({ intent: "hide", id: ids.testimonialA }),
      show: (ids) => ({ intent: "show", id: ids.testimonialA }),
      update: (ids) => ({ intent: "update", id: ids.testimonialA, customerName: "Pirate", customerInitials: "P", text: "Pirate", rating: "1" }),
      delete: (ids) => ({ intent: "delete", id: ids.testimonialA }),
      reorder: (ids) => ({ intent: "reorder", ids: JSON.stringify([ids.testimonialA]) }),
    },
  },
  "routes/admin/upload.ts": { guard: "site", actions: { upload: () => ({ bucket: "about-images" }) } },
  // Per-site singletons: the owner of site B posts a form rendered for site A (its id in the form).
  "routes/admin/settings.tsx": {
    guard: "site",
    loader: true,
    actions: {
      save: (ids) => ({ intent: "save", siteId: ids.siteA, senderEmail: "pirate@example.fr", merchantPhone1: "00 00 00 00 00" }),
      "test-email": (ids) => ({ intent: "test-email", siteId: ids.siteA }),
      // Issue 24: the site's address.
      slug: (ids) => ({ intent: "slug", siteId: ids.siteA, slug: "adresse-pirate" }),
    },
  },
  "routes/admin/appearance.tsx": {
    guard: "site",
    loader: true,
    actions: { save: (ids) => ({ siteId: ids.siteA, logoUrl: "", primaryColor: "#000000", primaryHoverColor: "", secondaryColor: "", accentColor: "" }) },
  },
  "routes/admin/contact-placeholder.tsx": { guard: "session", loader: true },
  // Issue 14: the form carries the site it was rendered for; another site's id is refused (409).
  "routes/admin/seo.tsx": {
    guard: "site",
    loader: true,
    actions: { save: (ids) => ({ intent: "save", siteId: ids.siteA, page: "home", title: "Pirate", description: "Pirate", imageUrl: "" }) },
  },
  // 'Réseaux sociaux' (Expert): the site's catalogue addresses and what they leave out; its one
  // form, the codes proving the site to Google and Meta, posted for site A by another owner.
  "routes/admin/social.tsx": {
    guard: "site",
    loader: true,
    actions: { "save-verification": (ids) => ({ intent: "save-verification", siteId: ids.siteA, google: "pirate-google-code", meta: "pirate-meta-code" }) },
  },
  // 'Langues' and 'Traductions' (Expert, ADR 047): another owner posts forms rendered for site A, naming its fields.
  "routes/admin/languages.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "switch-on": (ids) => ({ intent: "switch-on", siteId: ids.siteA, language: "en" }),
      "switch-off": (ids) => ({ intent: "switch-off", siteId: ids.siteA, language: "en" }),
    },
  },
  "routes/admin/translations.tsx": {
    guard: "site",
    loader: true,
    query: () => "langue=en&page=home",
    actions: {
      save: (ids) => ({ intent: "save", siteId: ids.siteA, language: "en", page: "home", [`t:reassurance:${ids.reassuranceA}:title`]: "Pirate" }),
      publish: (ids) => ({ intent: "publish", siteId: ids.siteA, language: "en", page: "home" }),
      unpublish: (ids) => ({ intent: "unpublish", siteId: ids.siteA, language: "en", page: "home" }),
    },
  },
  // Issue 15: 'Données des visiteurs' — another owner names site A and its visitor's address.
  "routes/admin/visitor-data.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "save-retention": (ids) => ({ intent: "save-retention", siteId: ids.siteA, months: "6" }),
      search: (ids) => ({ intent: "search", siteId: ids.siteA, email: "alice@secret-a.fr" }),
      export: (ids) => ({ intent: "export", siteId: ids.siteA, email: "alice@secret-a.fr" }),
      delete: (ids) => ({ intent: "delete", siteId: ids.siteA, email: "alice@secret-a.fr" }),
    },
  },
  // The home drawn for the appearance preview: its address names the site, checked against the session.
  "routes/admin/appearance-preview.tsx": { guard: "session", loader: true, query: (ids) => `site=${ids.siteA}` },
  "routes/admin/services.tsx": {
    guard: "site",
    loader: true,
    actions: {
      // The page header is the caller's own site's row (no id in the form): nothing to swap.
      "save-category": () => ({
        intent: "save-category",
        categoryId: serviceIds.categoryA,
        name: "Pirate",
        title: "Pirate",
        images: "https://pirate.example/x.webp",
      }),
      "delete-category": () => ({ intent: "delete-category", categoryId: serviceIds.categoryA }),
      "save-faq": () => ({ intent: "save-faq", faqId: serviceIds.faqA, question: "Pirate\u00a0?", answer: "Pirate" }),
      "delete-faq": () => ({ intent: "delete-faq", faqId: serviceIds.faqA }),
      "reorder categories": () => ({ intent: "reorder", list: "categories", ids: JSON.stringify([serviceIds.categoryA]) }),
      "reorder faqs": () => ({ intent: "reorder", list: "faqs", ids: JSON.stringify([serviceIds.faqA]) }),
    },
  },
  "routes/admin/hours.tsx": {
    guard: "site",
    loader: true,
    actions: {
      // The hours forms carry the site they were rendered for: another site's id is refused (409).
      "save-week": (ids) => ({ intent: "save-week", siteId: ids.siteA, "d1.morningOpen": "09:00", "d1.morningClose": "12:00" }),
      create: (ids) => ({ intent: "create", siteId: ids.siteA, title: "Pirate", type: "single", date: "2030-01-01", closed: "on" }),
      update: (ids) => ({ intent: "update", periodId: ids.periodA, title: "Pirate", type: "single", date: "2030-01-01", closed: "on" }),
      delete: (ids) => ({ intent: "delete", periodId: ids.periodA }),
      "save-special": (ids) => ({ intent: "save-special", periodId: ids.periodA, "d1.closed": "on" }),
    },
  },
  "routes/admin/products.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "save-product (update)": (ids) => ({ intent: "save-product", productId: ids.productA, payload: pirateProduct(ids.variantA) }),
      "save-product (other site's variant)": (ids) => ({ intent: "save-product", payload: pirateProduct(ids.variantA) }),
      "save-product (other site's category)": (ids) => ({ intent: "save-product", payload: pirateProduct("temp-1", ids.categoryA) }),
      "toggle-featured": (ids) => ({ intent: "toggle-featured", productId: ids.productA, isFeatured: "true" }),
      "reorder-featured": (ids) => ({ intent: "reorder-featured", ids: JSON.stringify([ids.productA]) }),
      "delete-product": (ids) => ({ intent: "delete-product", productId: ids.productA }),
      "save-category": (ids) => ({ intent: "save-category", categoryId: ids.categoryA, name: "Pirate", description: "" }),
      "delete-category": (ids) => ({ intent: "delete-category", categoryId: ids.categoryA }),
    },
  },
  "routes/admin/about.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "save member": (ids) => ({ intent: "save", kind: "member", itemId: ids.teamMemberA, name: "Pirate", role: "Pirate", bio: "Pirate", imageUrl: "" }),
      "delete member": (ids) => ({ intent: "delete", kind: "member", itemId: ids.teamMemberA }),
      "reorder team": (ids) => ({ intent: "reorder", kind: "member", ids: JSON.stringify([ids.teamMemberA]) }),
      "save partner": (ids) => ({
        intent: "save",
        kind: "partner",
        itemId: ids.partnerA,
        name: "Pirate",
        description: "Pirate",
        images: "https://pirate.example/x.webp",
      }),
      "delete partner": (ids) => ({ intent: "delete", kind: "partner", itemId: ids.partnerA }),
    },
  },
  // 'Aide': every signed-in user reads the help; an owner writes to the support and answers in her own site's threads only.
  "routes/admin/help.tsx": {
    guard: "site",
    loader: true,
    query: (ids) => `demande=${ids.supportRequestA}`,
    actions: {
      create: (ids) => ({
        intent: "create",
        siteId: ids.siteA,
        submissionToken: "5b1e4c1a-9f3e-4d8b-a2c7-0e6f1d2c3b4a",
        subject: "Pirate",
        message: "Pirate",
        screen: "",
        screenshotUrl: "",
      }),
      reply: (ids) => ({ intent: "reply", siteId: ids.siteA, requestId: ids.supportRequestA, message: "Pirate", screenshotUrl: "" }),
      "reply (no site in the form)": (ids) => ({ intent: "reply", requestId: ids.supportRequestA, message: "Pirate" }),
      "mark-read": (ids) => ({ intent: "mark-read", siteId: ids.siteA, requestId: ids.supportRequestA }),
    },
  },
  "routes/admin/home.tsx": {
    guard: "site",
    loader: true,
    actions: {
      // The content forms carry the site they were rendered for: another site's id is refused (409).
      "save-hero": (ids) => ({ intent: "save-hero", siteId: ids.siteA, heroTitle: "Pirate", heroSubtitle: "", heroImageUrl: "" }),
      "save-highlight": (ids) => ({
        intent: "save-highlight",
        siteId: ids.siteA,
        highlightTitle: "Pirate",
        highlightDescription: "",
        highlightImageUrl: "",
        highlightSecondImageUrl: "",
      }),
      create: (ids) => ({ intent: "create", siteId: ids.siteA, title: "Pirate", description: "Pirate", iconName: "star" }),
      update: (ids) => ({ intent: "update", itemId: ids.reassuranceA, title: "Pirate", description: "Pirate", iconName: "star" }),
      delete: (ids) => ({ intent: "delete", itemId: ids.reassuranceA }),
      reorder: (ids) => ({ intent: "reorder", ids: JSON.stringify([ids.reassuranceA]) }),
    },
  },
};

/** A valid product dialog payload (products.tsx) whose variant or category ids may be another site's. */
function pirateProduct(variantId: string, categoryId = ""): string {
  const variant = { id: variantId, name: "Pirate", description: "", price: "1.00", priceUnit: "", imageUrl: "", isActive: true };
  return JSON.stringify({ name: "Pirate", description: "", categoryId, endDate: "", isActive: true, variants: [variant] });
}

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

function flatten(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const backOfficeRoutes = [
  ...new Map(
    flatten(routes as RouteEntry[])
      .filter((r) => r.path === "admin" || r.path.startsWith("admin/"))
      .map((r) => [r.file, r] as const),
  ).values(),
];

type RouteModule = { loader?: RouteFn; action?: RouteFn };
type RouteFn = (args: { request: Request; context: ReturnType<typeof requestContext>; params: Record<string, string> }) => Promise<unknown>;

let t: TestDatabase;
let services: AppServices;
let ids: Ids;
let markers: string[];
const cookies: Record<"anonymous" | "revoked" | "userOnAdmin" | "otherOwner", string> = { anonymous: "", revoked: "", userOnAdmin: "", otherOwner: "" };

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await upsertUserWithPassword(services.auth, t.db, { email: "owner-a@test.fr", password: "owner-a-secret", role: "user" });
  const ownerB = await upsertUserWithPassword(services.auth, t.db, { email: "owner-b@test.fr", password: "owner-b-secret", role: "user" });
  const siteA = await createSite(t.db, { name: "Site Secret A", ownerId: ownerA.id, merchantEmail1: "a@secret-a.fr" });
  const siteB = await createSite(t.db, { name: "Site B", ownerId: ownerB.id });
  const message = await createMessage(t.db, siteA, {
    firstName: "Alice",
    name: "Secrète",
    email: "alice@secret-a.fr",
    subject: "SECRET-A-MESSAGE",
    message: "Confidentiel",
  });
  const quote = await createQuote(t.db, siteA, {
    customerFirstName: "Bob",
    customerLastName: "Secret",
    customerEmail: "bob@secret-a.fr",
    serviceType: "Buffets",
    message: "SECRET-A-QUOTE détails",
  });
  // Site A's spam folder (ADR 017): 'Ce n'est pas un indésirable' on these must fail for outsiders.
  const spamMessage = await createMessage(t.db, siteA, {
    firstName: "Spam",
    name: "A",
    email: "spam@secret-a.fr",
    subject: "SECRET-A-SPAM",
    message: "Casino",
    isSpam: true,
    spamReasons: ["links"],
  });
  const spamQuote = await createQuote(t.db, siteA, {
    customerFirstName: "Spam",
    customerLastName: "A",
    customerEmail: "spam@secret-a.fr",
    serviceType: "Autre",
    message: "SECRET-A-SPAM-QUOTE",
    isSpam: true,
    spamReasons: ["hasty", "site-busy"],
  });
  const domain = await createDomain(t.db, siteA, { domain: "secret-a.fr" });
  const [reassurance] = await t.db
    .insert(homeReassuranceItems)
    .values({ siteId: siteA.id, title: "SECRET-A-REASSURANCE", description: "Confidentiel", orderIndex: 0 })
    .returning({ id: homeReassuranceItems.id });
  const [teamMember] = await t.db
    .insert(aboutTeamMembers)
    .values({ siteId: siteA.id, name: "SECRET-A-MEMBER", role: "Chef", bio: "Bio" })
    .returning({ id: aboutTeamMembers.id });
  const [partner] = await t.db
    .insert(aboutPartners)
    .values({ siteId: siteA.id, name: "SECRET-A-PARTNER", description: "Ferme" })
    .returning({ id: aboutPartners.id });
  const [category] = await t.db.insert(productCategories).values({ siteId: siteA.id, name: "SECRET-A-CATEGORY" }).returning({ id: productCategories.id });
  const product = await createProduct(t.db, siteA, { name: "SECRET-A-PRODUCT", categoryId: category.id, price: 12 });
  const [variant] = await t.db
    .insert(productVariants)
    .values({ siteId: siteA.id, productId: product.id, name: "SECRET-A-VARIANT", price: 12 })
    .returning({ id: productVariants.id });
  const [period] = await t.db
    .insert(specialHoursPeriods)
    .values({ siteId: siteA.id, title: "SECRET-A-PERIOD", startDate: "2030-08-01", endDate: "2030-08-15" })
    .returning({ id: specialHoursPeriods.id });
  const [event] = await t.db
    .insert(homeEvents)
    .values({ siteId: siteA.id, title: "SECRET-A-EVENT", date: "Samedi", description: "Confidentiel", orderIndex: 0 })
    .returning({ id: homeEvents.id });
  const [testimonial] = await t.db
    .insert(homeTestimonials)
    .values({ siteId: siteA.id, customerName: "SECRET-A-TESTIMONIAL", customerInitials: "ST", text: "Confidentiel", orderIndex: 0 })
    .returning({ id: homeTestimonials.id });
  const supportRequest = await createSupportRequest(t.db, {
    siteId: siteA.id,
    authorUserId: ownerA.id,
    subject: "SECRET-A-SUPPORT",
    message: "SECRET-A-SUPPORT-MESSAGE",
  });
  supportIds.requestA = `${siteA.id}:${supportRequest.id}`;
  const listIds = { eventA: event.id, testimonialA: testimonial.id, supportRequestA: supportRequest.id };
  const periodIds = { periodA: period.id };
  const productIds = { productA: product.id, variantA: variant.id, categoryA: category.id };
  ids = {
    ...productIds,
    ...periodIds,
    ...listIds,
    siteA: siteA.id,
    messageA: message.id,
    quoteA: quote.id,
    spamMessageA: spamMessage.id,
    spamQuoteA: spamQuote.id,
    domainA: domain.id,
    reassuranceA: reassurance.id,
    teamMemberA: teamMember.id,
    partnerA: partner.id,
  };
  markers = [siteA.id, message.id, quote.id, domain.id, "SECRET-A-MESSAGE", "SECRET-A-QUOTE", "Site Secret A", "secret-a.fr"];
  markers.push(reassurance.id, "SECRET-A-REASSURANCE");
  markers.push(spamMessage.id, spamQuote.id, "SECRET-A-SPAM");
  markers.push(teamMember.id, partner.id, "SECRET-A-MEMBER", "SECRET-A-PARTNER");
  markers.push(product.id, variant.id, category.id, "SECRET-A-PRODUCT", "SECRET-A-VARIANT", "SECRET-A-CATEGORY");
  markers.push(period.id, "SECRET-A-PERIOD");
  markers.push(event.id, testimonial.id, "SECRET-A-EVENT", "SECRET-A-TESTIMONIAL");
  markers.push(supportRequest.id, "SECRET-A-SUPPORT");
  const [serviceCategory] = await t.db
    .insert(serviceCategories)
    .values({ siteId: siteA.id, name: "SECRET-A-SERVICE", title: "Secret", orderIndex: 0 })
    .returning({ id: serviceCategories.id });
  const [faq] = await t.db
    .insert(serviceFaqs)
    .values({ siteId: siteA.id, question: "SECRET-A-FAQ\u00a0?", answer: "Confidentiel", orderIndex: 0 })
    .returning({ id: serviceFaqs.id });
  Object.assign(serviceIds, { categoryA: serviceCategory.id, faqA: faq.id });
  markers.push(serviceCategory.id, faq.id, "SECRET-A-SERVICE", "SECRET-A-FAQ");
  void siteB;

  // A session that was signed out: its cookie must open nothing any more.
  const revoked = await sessionCookie(services, "owner-a@test.fr", "owner-a-secret");
  await services.auth.api.signOut({ headers: new Headers({ cookie: revoked }) });
  cookies.revoked = await withSelection(services, revoked, siteA.id);
  // A plain user on admin-only screens (owner of site A, with site A selected).
  cookies.userOnAdmin = await withSelection(services, await sessionCookie(services, "owner-a@test.fr", "owner-a-secret"), siteA.id);
  // The owner of site B, with a forged selection of site A.
  cookies.otherOwner = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteA.id);
});

afterAll(async () => {
  await t?.drop();
});

/** Every table's content (rate limit counters aside), as one comparable value. */
/**
 * Every table's content (rate limit counters aside), as one comparable value. With `siteId`, the
 * per-site tables count only that site's rows: the owner of another site may change their own.
 */
async function snapshot(siteId?: string): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ table_name: string; has_site: boolean }>(
    sql`select t.table_name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'site_id') as has_site
        from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> 'rate_limits' order by t.table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name, has_site } of tables.rows) {
    const scoped = siteId && (has_site || table_name === "sites");
    const where = scoped ? sql` where ${sql.identifier(table_name === "sites" ? "id" : "site_id")} = ${siteId}` : sql``;
    const rows = await t.db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(table_name)} x${where}`,
    );
    out[table_name] = rows.rows[0]?.digest ?? "";
  }
  return out;
}

/** The path a loader is called on: with the case's query, if any. */
function loaderPath(path: string, c: Case): string {
  return c.query ? `${path}?${c.query(ids)}` : path;
}

function request(path: string, cookie: string, body?: Record<string, string>): Request {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (!body) return new Request(`${ORIGIN}/${path}`, { headers });
  if (path === "admin/upload") {
    const form = new FormData();
    form.set("file", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "x.jpg", { type: "image/jpeg" }));
    return new Request(`${ORIGIN}/${path}?bucket=${body.bucket}`, { method: "POST", body: form, headers });
  }
  return new Request(`${ORIGIN}/${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
  });
}

type Outcome = { status: number; location: string | null; payload: unknown };

/** What a loader or action answered or threw, whatever the form (Response, data(), plain value). */
async function call(fn: RouteFn, req: Request): Promise<Outcome> {
  const context = requestContext(services, { clientAddress: "203.0.113.77" });
  let answer: unknown;
  try {
    answer = await fn({ request: req, context, params: {} });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    const text = await answer.text().catch(() => "");
    return { status: answer.status, location: answer.headers.get("Location"), payload: text };
  }
  if (answer && typeof answer === "object" && "type" in answer && (answer as { type: unknown }).type === "DataWithResponseInit") {
    const d = answer as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, location: null, payload: d.data };
  }
  if (answer instanceof Error) throw answer;
  return { status: 200, location: null, payload: answer };
}

function isRefusal(o: Outcome, allowedRedirects: string[]): boolean {
  if (o.status >= 400 && o.status < 500) return true;
  if (o.status >= 300 && o.status < 400) return allowedRedirects.some((target) => o.location?.startsWith(target));
  return false;
}

/** The other site's markers found in an answer, except what the caller sent itself (an echoed id). */
function leaks(o: Outcome, sent: Record<string, string> = {}): string[] {
  const text = typeof o.payload === "string" ? o.payload : JSON.stringify(o.payload ?? null);
  const echoed = new Set(Object.values(sent));
  return markers.filter((m) => !echoed.has(m) && text.includes(m));
}

async function load(file: string): Promise<RouteModule> {
  return (await import(`../../../app/${file}`)) as RouteModule;
}

describe("the route table", () => {
  it("has an isolation case for every back-office route", () => {
    const missing = backOfficeRoutes.filter((r) => !CASES[r.file]).map((r) => `/${r.path} (${r.file})`);
    expect(missing, "add these routes to CASES in tests/integration/auth/tenant-isolation.test.ts").toEqual([]);
    expect(backOfficeRoutes.length).toBeGreaterThan(10);
  });

  it("has no stale case", () => {
    const files = new Set(backOfficeRoutes.map((r) => r.file));
    expect(Object.keys(CASES).filter((file) => !files.has(file))).toEqual([]);
  });
});

describe.each(backOfficeRoutes.filter((r) => CASES[r.file] && CASES[r.file].guard !== "public"))("/$path", ({ path, file }) => {
  const c = () => CASES[file];

  for (const actor of ["anonymous", "revoked"] as const) {
    it(`refuses the ${actor === "anonymous" ? "anonymous visitor" : "signed-out session"} and changes nothing`, async () => {
      const mod = await load(file);
      const before = await snapshot();
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(loaderPath(path, c()), cookies[actor]));
        expect(isRefusal(o, ["/admin/login"]), `loader answered ${o.status} ${o.location ?? ""}`).toBe(true);
        expect(leaks(o)).toEqual([]);
      }
      for (const [name, body] of Object.entries(c().actions ?? {})) {
        expect(mod.action, `${file} has no action`).toBeTypeOf("function");
        const o = await call(mod.action!, request(path, cookies[actor], body(ids)));
        expect(isRefusal(o, ["/admin/login"]), `action ${name} answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  if (c().guard === "admin") {
    it("sends a user away from an admin-only screen and changes nothing", async () => {
      const mod = await load(file);
      const before = await snapshot();
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(loaderPath(path, c()), cookies.userOnAdmin));
        expect(isRefusal(o, ["/admin/dashboard"]), `loader answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      for (const [name, body] of Object.entries(c().actions ?? {})) {
        const o = await call(mod.action!, request(path, cookies.userOnAdmin, body(ids)));
        expect(isRefusal(o, ["/admin/dashboard"]), `action ${name} answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  if (c().guard === "site" || c().guard === "session") {
    it("never shows or changes another site's rows to its owner, even with a forged selection or swapped ids", async () => {
      const mod = await load(file);
      const before = await snapshot(ids.siteA);
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(loaderPath(path, c()), cookies.otherOwner));
        expect(leaks(o), `loader of ${file} shows another site's data`).toEqual([]);
      }
      if (c().guard === "site") {
        for (const [name, body] of Object.entries(c().actions ?? {})) {
          if (name === "upload") continue; // uploads touch no site's rows (covered by the media tests)
          const sent = body(ids);
          const o = await call(mod.action!, request(path, cookies.otherOwner, sent));
          expect(isRefusal(o, []), `action ${name} with the other site's ids answered ${o.status} ${o.location ?? ""}`).toBe(true);
          expect(leaks(o, sent)).toEqual([]);
        }
      }
      expect(await snapshot(ids.siteA)).toEqual(before);
    });
  }
});

describe("'Publier sur les réseaux' asked by the owner of another Expert site", () => {
  it("does not find the first site's event or product (404), and shows nothing of them", async () => {
    const ownerC = await upsertUserWithPassword(services.auth, t.db, { email: "owner-c@test.fr", password: "owner-c-secret", role: "user" });
    const siteC = await createSite(t.db, { name: "Site C", ownerId: ownerC.id, plan: "expert" });
    const cookie = await withSelection(services, await sessionCookie(services, "owner-c@test.fr", "owner-c-secret"), siteC.id);
    const before = await snapshot(ids.siteA);
    for (const [file, path] of [
      ["routes/admin/publish.ts", "admin/publier"],
      ["routes/admin/publish-image.ts", "admin/publier/image"],
    ] as const) {
      const mod = await load(file);
      for (const query of [`type=product&id=${ids.productA}`, `type=event&id=${ids.eventA}`, `type=product&id=${ids.productA}&telecharger=1`]) {
        const o = await call(mod.loader!, request(`${path}?${query}`, cookie));
        expect(o.status, `${path}?${query}`).toBe(404);
        expect(leaks(o, { productA: ids.productA, eventA: ids.eventA })).toEqual([]);
      }
    }
    expect(await snapshot(ids.siteA)).toEqual(before);
  });
});
