/**
 * The services editor (/admin/pages/services, issue 6): page header upsert, categories with their
 * images in one transaction, FAQs, reorder, the §5 messages and §8 toasts verbatim, images
 * dropped from storage once unreferenced, and another site's ids answered 404 with nothing changed.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { serviceCategories, serviceCategoryImages, serviceFaqs, servicesPageContent } from "~/db/schema";
import type { AppServices } from "~/context";
import { newMediaKey } from "~/features/media/storage.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { eachMessageOnce } from "~/features/admin-kit/action-result";
import { loadServicesPage } from "~/features/services/services-page.server";
import { action, loader } from "~/routes/admin/services";
import { callRoute, getRequest, postRequest, refusal, renderedSiteId, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createOwner, createSite } from "../../support/factories";

const PATH = "/admin/pages/services";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const a = await createOwner(t.db, { auth: services.auth, email: "a@test.fr", password: "owner-a-secret" });
  const b = await createOwner(t.db, { auth: services.auth, email: "b@test.fr", password: "owner-b-secret" });
  siteA = (await createSite(t.db, { name: "Traiteur A", ownerId: a.id })).id;
  siteB = (await createSite(t.db, { name: "Traiteur B", ownerId: b.id })).id;
  ownerA = await withSelection(services, await sessionCookie(services, "a@test.fr", "owner-a-secret"), siteA);
  ownerB = await sessionCookie(services, "b@test.fr", "owner-b-secret");
});

afterAll(async () => {
  await t?.drop();
});

type Answer = ActionResult;

/** Posts as the page does: the form carries the site it was rendered for. */
async function post(form: Record<string, string | string[]>, cookie = ownerA, query = "") {
  const fields = { siteId: await renderedSiteId(services, cookie), ...form };
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const request = postRequest(`${PATH}${query}`, {}, cookie);
  const withBody = new Request(request.url, { method: "POST", body, headers: request.headers });
  return unwrap<Answer>(await callRoute(action, services, withBody));
}

async function categoriesOf(siteId: string) {
  return t.db.select().from(serviceCategories).where(eq(serviceCategories.siteId, siteId)).orderBy(asc(serviceCategories.orderIndex));
}

async function imagesOf(siteId: string, categoryId: string) {
  const rows = await t.db
    .select({ url: serviceCategoryImages.imageUrl, orderIndex: serviceCategoryImages.orderIndex })
    .from(serviceCategoryImages)
    .where(and(eq(serviceCategoryImages.siteId, siteId), eq(serviceCategoryImages.categoryId, categoryId)))
    .orderBy(asc(serviceCategoryImages.orderIndex));
  return rows;
}

async function faqsOf(siteId: string) {
  return t.db.select().from(serviceFaqs).where(eq(serviceFaqs.siteId, siteId)).orderBy(asc(serviceFaqs.orderIndex));
}

async function storedImage(): Promise<string> {
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } })
    .webp()
    .toBuffer();
  const { url } = await services.media.put(newMediaKey("about-images"), webp, "image/webp");
  return url;
}

const onDisk = (url: string) => existsSync(path.join(services.config.dataDir, url));

describe("access", () => {
  it("sends a visitor to the login page", async () => {
    expect(await refusal(callRoute(loader, services, getRequest(PATH)))).toEqual({ status: 302, location: "/admin/login" });
  });
});

describe("the page header", () => {
  it("shows empty fields before the first save, then upserts the single row", async () => {
    const before = (await callRoute<{ content: { title: string; description: string } }>(loader, services, getRequest(PATH, ownerA))).content;
    expect(before).toEqual({ title: "", description: "" });

    expect((await post({ intent: "save-content", title: "  Nos buffets  ", description: "Pour vos fêtes." })).data).toMatchObject({
      ok: true,
      toast: { title: "Succès", description: "Contenu sauvegardé avec succès" },
    });
    await post({ intent: "save-content", title: "Nos prestations traiteur", description: "" });
    const rows = await t.db.select().from(servicesPageContent).where(eq(servicesPageContent.siteId, siteA));
    expect(rows.map((r) => [r.title, r.description])).toEqual([["Nos prestations traiteur", null]]);
    // A blank description falls back to the public default.
    const page = await loadServicesPage(t.db, siteA, () => {});
    expect(page.header).toEqual({ title: "Nos prestations traiteur", description: "Découvrez nos différentes prestations et services." });
  });
});

describe("categories", () => {
  it("refuses a category without name or title with the §5 message, storing nothing", async () => {
    for (const fields of [
      { name: "", title: "Titre" },
      { name: "Nom", title: "   " },
      { name: "", title: "" },
    ]) {
      const { status, data } = await post({ intent: "save-category", ...fields, description: "" });
      expect(status).toBe(400);
      expect(data.ok).toBe(false);
      // The dialog shows each message once.
      expect(Object.values(eachMessageOnce(data.errors ?? {}, ["name", "title", "description"])).filter(Boolean)).toEqual([
        "Veuillez remplir au moins le nom et le titre",
      ]);
    }
    expect(await categoriesOf(siteA)).toEqual([]);
  });

  it("creates categories at order_index = list length, with their images in order", async () => {
    const [one, two] = [await storedImage(), await storedImage()];
    const { data } = await post({ intent: "save-category", name: "Buffets", title: "Des buffets", description: "Salés et sucrés", images: [one, two] });
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Catégorie sauvegardée avec succès" } });
    await post({ intent: "save-category", name: "Mariages", title: "Vos mariages", description: "", images: [] });
    const rows = await categoriesOf(siteA);
    expect(rows.map((r) => [r.name, r.orderIndex, r.description])).toEqual([
      ["Buffets", 0, "Salés et sucrés"],
      ["Mariages", 1, null],
    ]);
    expect(await imagesOf(siteA, rows[0].id)).toEqual([
      { url: one, orderIndex: 0 },
      { url: two, orderIndex: 1 },
    ]);
    // The public page shows them as tabs, images in order.
    const page = await loadServicesPage(t.db, siteA, () => {});
    expect(page.categories.map((c) => [c.name, c.images.map((i) => i.url)])).toEqual([
      ["Buffets", [one, two]],
      ["Mariages", []],
    ]);
  });

  it("refuses an image address that is not http(s) or ours", async () => {
    const { status, data } = await post({ intent: "save-category", name: "X", title: "Y", images: ["javascript:alert(1)"] });
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false });
    expect((await categoriesOf(siteA)).map((c) => c.name)).not.toContain("X");
  });

  it("updates a category, replacing and reordering its images, and deletes the removed file after the commit", async () => {
    const [buffets] = await categoriesOf(siteA);
    const [first, second] = (await imagesOf(siteA, buffets.id)).map((i) => i.url);
    const third = await storedImage();
    const { data } = await post({
      intent: "save-category",
      categoryId: buffets.id,
      name: "Buffets",
      title: "Buffets froids",
      description: "",
      images: [third, second],
    });
    expect(data).toMatchObject({ ok: true, toast: { description: "Catégorie sauvegardée avec succès" } });
    expect(await imagesOf(siteA, buffets.id)).toEqual([
      { url: third, orderIndex: 0 },
      { url: second, orderIndex: 1 },
    ]);
    expect((await categoriesOf(siteA))[0]).toMatchObject({ title: "Buffets froids", description: null, orderIndex: 0 });
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    expect(onDisk(third)).toBe(true);
  });

  it("keeps the category and its images unchanged when saving the images fails (one transaction)", async () => {
    const [buffets] = await categoriesOf(siteA);
    const before = await imagesOf(siteA, buffets.id);
    // A CHECK that fails on the images insert, after the category row was updated in the same transaction.
    await t.db.execute(sql`ALTER TABLE service_category_images ADD CONSTRAINT test_no_boom CHECK (image_url NOT LIKE '%boom%')`);
    try {
      const { status, data } = await post({
        intent: "save-category",
        categoryId: buffets.id,
        name: "Renamed",
        title: "Renamed",
        images: ["https://example.com/boom.jpg"],
      });
      expect(status).toBe(500);
      expect(data).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Erreur lors de la sauvegarde" } });
    } finally {
      await t.db.execute(sql`ALTER TABLE service_category_images DROP CONSTRAINT test_no_boom`);
    }
    expect((await categoriesOf(siteA))[0].name).toBe("Buffets");
    expect(await imagesOf(siteA, buffets.id)).toEqual(before);
  });

  it("reorders categories", async () => {
    const ids = (await categoriesOf(siteA)).map((c) => c.id);
    const { status } = await post({ intent: "reorder", ids: JSON.stringify([...ids].reverse()) }, ownerA, "?list=categories");
    expect(status).toBe(200);
    expect((await categoriesOf(siteA)).map((c) => c.id)).toEqual([...ids].reverse());
  });

  it("deletes a category with its images rows and its unreferenced files", async () => {
    const buffets = (await categoriesOf(siteA)).find((c) => c.name === "Buffets")!;
    const urls = (await imagesOf(siteA, buffets.id)).map((i) => i.url);
    const { data } = await post({ intent: "delete-category", categoryId: buffets.id });
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Catégorie supprimée avec succès" } });
    expect((await categoriesOf(siteA)).map((c) => c.name)).toEqual(["Mariages"]);
    expect(await imagesOf(siteA, buffets.id)).toEqual([]);
    for (const url of urls) expect(onDisk(url)).toBe(false);
  });
});

describe("FAQs", () => {
  it("refuses a question without its answer (and the reverse) with the §5 message", async () => {
    for (const fields of [
      { question: "Livrez-vous\u00a0?", answer: "" },
      { question: "", answer: "Oui" },
    ]) {
      const { status, data } = await post({ intent: "save-faq", ...fields });
      expect(status).toBe(400);
      expect(data.ok).toBe(false);
      expect(Object.values(eachMessageOnce(data.errors ?? {}, ["question", "answer"])).filter(Boolean)).toEqual(["Veuillez remplir la question et la réponse"]);
    }
    expect(await faqsOf(siteA)).toEqual([]);
  });

  it("creates at order_index = list length, updates, reorders and deletes", async () => {
    for (const q of ["Q1\u00a0?", "Q2\u00a0?", "Q3\u00a0?"]) {
      expect((await post({ intent: "save-faq", question: q, answer: `R ${q}` })).data).toMatchObject({
        toast: { title: "Succès", description: "FAQ sauvegardée avec succès" },
      });
    }
    let rows = await faqsOf(siteA);
    expect(rows.map((r) => [r.question, r.orderIndex])).toEqual([
      ["Q1\u00a0?", 0],
      ["Q2\u00a0?", 1],
      ["Q3\u00a0?", 2],
    ]);
    await post({ intent: "save-faq", faqId: rows[1].id, question: "Q2 bis\u00a0?", answer: "Réponse" });
    expect((await faqsOf(siteA))[1]).toMatchObject({ question: "Q2 bis\u00a0?", answer: "Réponse" });

    const order = [rows[2].id, rows[0].id, rows[1].id];
    expect((await post({ intent: "reorder", ids: JSON.stringify(order) }, ownerA, "?list=faqs")).status).toBe(200);
    expect((await faqsOf(siteA)).map((r) => r.id)).toEqual(order);

    expect((await post({ intent: "delete-faq", faqId: rows[0].id })).data).toMatchObject({
      toast: { title: "Succès", description: "FAQ supprimée avec succès" },
    });
    rows = await faqsOf(siteA);
    expect(rows.map((r) => r.question)).toEqual(["Q3\u00a0?", "Q2 bis\u00a0?"]);
    // The public page shows the site's own FAQs instead of the defaults.
    expect((await loadServicesPage(t.db, siteA, () => {})).faqs.map((f) => f.question)).toEqual(["Q3\u00a0?", "Q2 bis\u00a0?"]);
  });
});

describe("another site's rows", () => {
  it("answers 404 to the owner of site B using site A's ids, and changes nothing", async () => {
    const snapshot = async () => ({ c: await categoriesOf(siteA), f: await faqsOf(siteA), h: await t.db.select().from(servicesPageContent) });
    const before = await snapshot();
    const [category] = await categoriesOf(siteA);
    const [faq] = await faqsOf(siteA);
    const attempts: Array<[Record<string, string>, string]> = [
      [{ intent: "save-category", categoryId: category.id, name: "Pirate", title: "Pirate" }, ""],
      [{ intent: "delete-category", categoryId: category.id }, ""],
      [{ intent: "save-faq", faqId: faq.id, question: "Pirate\u00a0?", answer: "Oui" }, ""],
      [{ intent: "delete-faq", faqId: faq.id }, ""],
      [{ intent: "reorder", ids: JSON.stringify([category.id]) }, "?list=categories"],
      [{ intent: "reorder", ids: JSON.stringify((await faqsOf(siteA)).map((f) => f.id)) }, "?list=faqs"],
      [{ intent: "save-faq", faqId: "not-a-uuid", question: "Q", answer: "R" }, ""],
    ];
    for (const [fields, query] of attempts) {
      const { status } = await post(fields, ownerB, query);
      expect(status, JSON.stringify(fields)).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    // B's loader shows B's (empty) lists only.
    const seen = await callRoute<{ categories: unknown[]; faqs: unknown[]; siteId: string }>(loader, services, getRequest(PATH, ownerB));
    expect(seen).toMatchObject({ siteId: siteB, categories: [], faqs: [] });
  });
});
