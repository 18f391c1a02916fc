import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { homeContent, homeReassuranceItems } from "~/db/schema";
import type { AppServices } from "~/context";
import { HOME_TEXTS } from "~/features/home/home-schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { newMediaKey } from "~/features/media/storage.server";
import { action, loader } from "~/routes/admin/home";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createSite } from "../../support/factories";

const PATH = "/admin/pages/home";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookieA: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await createOwner(t.db, { auth: services.auth, email: "home-a@test.fr", password: "home-a-secret" });
  const ownerB = await createOwner(t.db, { auth: services.auth, email: "home-b@test.fr", password: "home-b-secret" });
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: ownerA.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: ownerB.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "home-a@test.fr", "home-a-secret"), siteA);
});

afterAll(async () => {
  await t?.drop();
});

/** Posts as the page does: the form carries the site it was rendered for (the cookie's), unless the test gives one. */
async function post(fields: Record<string, string>, cookie = cookieA) {
  const form = { siteId: cookie === cookieA ? siteA : siteB, ...fields };
  const answer = unwrap<ActionResult>(await callRoute(action, services, postRequest(PATH, form, cookie)));
  return { status: answer.status, result: answer.data };
}

type LoaderData = { site: { id: string }; content: Record<string, string>; items: { id: string; title: string; orderIndex: number }[]; loadError: boolean };
async function load(cookie = cookieA): Promise<LoaderData> {
  return unwrap<LoaderData>(await callRoute(loader, services, getRequest(PATH, cookie))).data;
}

async function items(siteId: string) {
  return t.db.select().from(homeReassuranceItems).where(eq(homeReassuranceItems.siteId, siteId)).orderBy(asc(homeReassuranceItems.orderIndex));
}

async function storedImage(bucket: "hero-images" | "highlight-images"): Promise<string> {
  return (await services.media.put(newMediaKey(bucket), Buffer.from("RIFF0000WEBPVP8 "), "image/webp")).url;
}

async function exists(url: string): Promise<boolean> {
  for await (const object of services.media.list()) if (object.url === url) return true;
  return false;
}

describe("hero and 'En ce moment'", () => {
  it("creates the single row on the first save, then updates it (upsert on site_id)", async () => {
    const first = await post({ intent: "save-hero", siteId: siteA, heroTitle: "  Du bon pain  ", heroSubtitle: "Depuis 1990", heroImageUrl: "" });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ ok: true, toast: { title: "Succès", description: "Contenu sauvegardé avec succès" } });
    await post({ intent: "save-hero", siteId: siteA, heroTitle: "Du pain chaud", heroSubtitle: "", heroImageUrl: "https://images.example.fr/pain.jpg" });
    const rows = await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteA));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ heroTitle: "Du pain chaud", heroSubtitle: null, heroImageUrl: "https://images.example.fr/pain.jpg" });
    expect((await load()).content.heroTitle).toBe("Du pain chaud");
  });

  it("saves the highlight without touching the hero", async () => {
    const one = await storedImage("highlight-images");
    const { result } = await post({
      intent: "save-highlight",
      siteId: siteA,
      highlightTitle: "Galettes des rois",
      highlightDescription: "Tout le mois de janvier.",
      highlightImageUrl: one,
      highlightSecondImageUrl: "",
    });
    expect(result.ok).toBe(true);
    const [row] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteA));
    expect(row).toMatchObject({ heroTitle: "Du pain chaud", highlightTitle: "Galettes des rois", highlightImageUrl: one, highlightSecondImageUrl: null });
  });

  it("deletes a replaced image of ours once the save is committed, and keeps external ones alone", async () => {
    const before = await storedImage("hero-images");
    await post({ intent: "save-hero", siteId: siteA, heroTitle: "Du pain chaud", heroSubtitle: "", heroImageUrl: before });
    expect(await exists(before)).toBe(true);
    const after = await storedImage("hero-images");
    await post({ intent: "save-hero", siteId: siteA, heroTitle: "Du pain chaud", heroSubtitle: "", heroImageUrl: after });
    expect(await exists(before)).toBe(false);
    expect(await exists(after)).toBe(true);
  });

  it("refuses a non-http image address and a stale site, writing nothing", async () => {
    const [before] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteA));
    const bad = await post({ intent: "save-hero", siteId: siteA, heroTitle: "X", heroSubtitle: "", heroImageUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.result.errors?.heroImageUrl).toBe(HOME_TEXTS.badImage);
    expect(bad.result.values?.heroTitle).toBe("X");
    const stale = await post({ intent: "save-hero", siteId: siteB, heroTitle: "Pirate", heroSubtitle: "", heroImageUrl: "" });
    expect(stale.status).toBe(409);
    const missing = unwrap(
      await callRoute(action, services, postRequest(PATH, { intent: "save-hero", heroTitle: "Pirate", heroSubtitle: "", heroImageUrl: "" }, cookieA)),
    );
    expect(missing.status).toBe(409);
    const [after] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteA));
    expect(after).toEqual(before);
    expect(await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteB))).toEqual([]);
  });
});

describe("reassurance items", () => {
  beforeEach(async () => {
    await t.db.delete(homeReassuranceItems);
  });

  const create = (title: string, description = "Une description", iconName = "") => post({ intent: "create", siteId: siteA, title, description, iconName });

  it("creates items at order_index = list length, default icon award", async () => {
    expect((await create("Local")).result).toMatchObject({ ok: true, toast: { title: "Succès", description: HOME_TEXTS.itemSaved } });
    await create("Artisanal", "Fait main", "heart");
    await create("Conseils", "Sur mesure", "not-an-icon");
    const rows = await items(siteA);
    expect(rows.map((r) => [r.title, r.orderIndex, r.iconName])).toEqual([
      ["Local", 0, "award"],
      ["Artisanal", 1, "heart"],
      ["Conseils", 2, "award"],
    ]);
    expect((await load()).items.map((i) => i.title)).toEqual(["Local", "Artisanal", "Conseils"]);
  });

  it("requires title and description with the spec's message", async () => {
    const { status, result } = await post({ intent: "create", siteId: siteA, title: "  ", description: "", iconName: "star" });
    expect(status).toBe(400);
    expect(result.errors).toEqual({ title: "Veuillez remplir tous les champs obligatoires", description: "Veuillez remplir tous les champs obligatoires" });
    expect(await items(siteA)).toEqual([]);
  });

  it("updates, reorders and deletes (indexes stay 0..n-1)", async () => {
    await create("Un");
    await create("Deux");
    await create("Trois");
    const [one, two, three] = await items(siteA);

    const updated = await post({ intent: "update", itemId: two.id, title: "Deux bis", description: "Modifié", iconName: "truck" });
    expect(updated.result.ok).toBe(true);
    expect((await items(siteA))[1]).toMatchObject({ title: "Deux bis", description: "Modifié", iconName: "truck" });
    const invalid = await post({ intent: "update", itemId: two.id, title: "", description: "Modifié", iconName: "truck" });
    expect(invalid.status).toBe(400);

    const reordered = await post({ intent: "reorder", ids: JSON.stringify([three.id, one.id, two.id]) });
    expect(reordered.status).toBe(200);
    expect((await items(siteA)).map((r) => r.title)).toEqual(["Trois", "Un", "Deux bis"]);
    expect((await post({ intent: "reorder", ids: JSON.stringify([three.id, one.id]) })).status).toBe(404);

    const deleted = await post({ intent: "delete", itemId: three.id });
    expect(deleted.result).toMatchObject({ ok: true, toast: { description: HOME_TEXTS.itemDeleted } });
    expect((await items(siteA)).map((r) => [r.title, r.orderIndex])).toEqual([
      ["Un", 0],
      ["Deux bis", 1],
    ]);
    await create("Quatre");
    expect((await items(siteA)).map((r) => [r.title, r.orderIndex])).toEqual([
      ["Un", 0],
      ["Deux bis", 1],
      ["Quatre", 2],
    ]);
  });

  it("answers 404 and changes nothing for another site's item", async () => {
    const [{ id: foreign }] = await t.db
      .insert(homeReassuranceItems)
      .values({ siteId: siteB, title: "Secret B", description: "B", orderIndex: 0 })
      .returning({ id: homeReassuranceItems.id });
    await create("Mien");
    const mine = await items(siteA);
    const attempts: Record<string, string>[] = [
      { intent: "update", itemId: foreign, title: "Pirate", description: "Pirate", iconName: "star" },
      { intent: "delete", itemId: foreign },
      { intent: "reorder", ids: JSON.stringify([foreign, mine[0].id]) },
      { intent: "update", itemId: "not-a-uuid", title: "Pirate", description: "Pirate", iconName: "star" },
    ];
    for (const fields of attempts) {
      const { status, result } = await post(fields);
      expect(status, JSON.stringify(fields)).toBe(404);
      expect(result.ok).toBe(false);
    }
    expect(await items(siteB)).toMatchObject([{ id: foreign, title: "Secret B", orderIndex: 0 }]);
    expect(await items(siteA)).toEqual(mine);
    expect((await load()).items.map((i) => i.title)).toEqual(["Mien"]);
  });
});
