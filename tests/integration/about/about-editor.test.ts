/**
 * The about editor (/admin/pages/about, issue 6): the story upsert, each list's create (at
 * order_index = list length), update, delete and reorder, the §5 validation (silent refusal for
 * steps and values, field messages for members and partners), the §8 toasts, another site's ids
 * refused with nothing changed, and the partner saved with its extra images in one transaction.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { aboutContent, aboutJourneySteps, aboutPartnerImages, aboutPartners, aboutTeamMembers, aboutValues } from "~/db/schema";
import type { AppServices } from "~/context";
import { newMediaKey } from "~/features/media/storage.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action, loader } from "~/routes/admin/about";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createSite } from "../../support/factories";

const PATH = "/admin/pages/about";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookieA: string;
let cookieB: string;

type Answer = { status: number; data: ActionResult };

/** Posts as the page does: the form carries the site it was rendered for (the cookie's). */
async function post(cookie: string, form: Record<string, string>, extra: Array<[string, string]> = [], query = ""): Promise<Answer> {
  const fields = { siteId: cookie === cookieA ? siteA : siteB, ...form };
  const request = postRequest(`${PATH}${query}`, fields, cookie);
  if (extra.length > 0) {
    const body = new URLSearchParams(fields);
    for (const [key, value] of extra) body.append(key, value);
    return unwrap(await callRoute(action, services, new Request(request.url, { method: "POST", body, headers: request.headers })));
  }
  return unwrap(await callRoute(action, services, request));
}

/** The editor's data (these sites are on the Pro plan: never the plan card). */
type LoaderData = Extract<Awaited<ReturnType<typeof loader>>, { lock: null }>;
async function load(cookie: string): Promise<LoaderData> {
  return callRoute<LoaderData>(loader, services, getRequest(PATH, cookie));
}

async function storedImage(): Promise<string> {
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c60" } })
    .webp()
    .toBuffer();
  return (await services.media.put(newMediaKey("about-images"), webp, "image/webp")).url;
}
const fileExists = (url: string) => existsSync(path.join(services.config.dataDir, url));

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await createOwner(t.db, { auth: services.auth, email: "a@about.fr", password: "owner-a-secret" });
  const ownerB = await createOwner(t.db, { auth: services.auth, email: "b@about.fr", password: "owner-b-secret" });
  siteA = (await createSite(t.db, { name: "Pâtisserie A", ownerId: ownerA.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: ownerB.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "a@about.fr", "owner-a-secret"), siteA);
  cookieB = await withSelection(services, await sessionCookie(services, "b@about.fr", "owner-b-secret"), siteB);
});

afterAll(async () => {
  await t?.drop();
});

describe("access", () => {
  it("sends the anonymous visitor to the sign-in page", async () => {
    expect(await refusal(callRoute(loader, services, getRequest(PATH)))).toMatchObject({ status: 302, location: expect.stringContaining("/admin/login") });
  });

  it("loads an empty site with empty lists", async () => {
    const data = await load(cookieA);
    expect(data).toMatchObject({ siteName: "Pâtisserie A", loadError: false, story: "", steps: [], values: [], members: [], partners: [] });
  });
});

describe("the story", () => {
  it("creates the single row on the first save, then updates it", async () => {
    const first = await post(cookieA, { intent: "save", kind: "story", storyDescription: "Tout a commencé en 1998." });
    expect(first.data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Contenu sauvegardé avec succès" } });
    await post(cookieA, { intent: "save", kind: "story", storyDescription: "Deuxième version." });
    const rows = await t.db.select().from(aboutContent).where(eq(aboutContent.siteId, siteA));
    expect(rows).toHaveLength(1);
    expect(rows[0].storyDescription).toBe("Deuxième version.");
    expect((await load(cookieA)).story).toBe("Deuxième version.");
    expect((await load(cookieB)).story).toBe("");
  });
});

describe("journey steps and values", () => {
  it("creates at order_index = list length, updates, reorders and deletes a step", async () => {
    const a = await post(cookieA, { intent: "save", kind: "step", title: "1998", description: "La première boutique" });
    const b = await post(cookieA, { intent: "save", kind: "step", title: "2010", description: "Le traiteur" });
    expect(a.data).toMatchObject({ ok: true, toast: { description: "Étape sauvegardée avec succès" } });
    const ids = [a.data, b.data].map((d) => d.rowId ?? "");
    const rows = await t.db.select().from(aboutJourneySteps).where(eq(aboutJourneySteps.siteId, siteA)).orderBy(asc(aboutJourneySteps.orderIndex));
    expect(rows.map((r) => [r.id, r.orderIndex])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
    ]);

    const updated = await post(cookieA, { intent: "save", kind: "step", itemId: ids[0], title: "1999", description: "La première boutique" });
    expect(updated.data.ok).toBe(true);
    const reordered = await post(cookieA, { intent: "reorder", ids: JSON.stringify([ids[1], ids[0]]) }, [], "?kind=step");
    expect(reordered.status).toBe(200);
    expect((await load(cookieA)).steps.map((s) => s.title)).toEqual(["2010", "1999"]);

    const deleted = await post(cookieA, { intent: "delete", kind: "step", itemId: ids[1] });
    expect(deleted.data).toMatchObject({ ok: true, toast: { description: "Étape supprimée avec succès" } });
    expect((await load(cookieA)).steps.map((s) => s.title)).toEqual(["1999"]);
  });

  it("refuses a blank step or value silently (no message)", async () => {
    for (const kind of ["step", "value"]) {
      const answer = await post(cookieA, { intent: "save", kind, title: "  ", description: "Texte" });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false });
      expect(answer.data.toast ?? answer.data.errors).toBeUndefined();
    }
  });

  it("stores a value's icon (award when unknown)", async () => {
    await post(cookieA, { intent: "save", kind: "value", title: "Qualité", description: "Des produits frais", iconName: "leaf" });
    await post(cookieA, { intent: "save", kind: "value", title: "Passion", description: "Depuis toujours", iconName: "rocket" });
    const rows = await t.db.select().from(aboutValues).where(eq(aboutValues.siteId, siteA)).orderBy(asc(aboutValues.orderIndex));
    expect(rows.map((r) => [r.title, r.iconName, r.orderIndex])).toEqual([
      ["Qualité", "leaf", 0],
      ["Passion", "award", 1],
    ]);
  });
});

describe("team members", () => {
  it("requires name, role and bio, with a message under each field", async () => {
    const answer = await post(cookieA, { intent: "save", kind: "member", name: "", role: "", bio: " ", imageUrl: "" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { name: "Le nom est obligatoire", role: "Le rôle est obligatoire", bio: "La biographie est obligatoire" },
    });
    const refused = await post(cookieA, { intent: "save", kind: "member", name: "Marie", role: "Chef", bio: "Bio", imageUrl: "javascript:alert(1)" });
    expect(refused.data.ok).toBe(false);
    expect(await t.db.select().from(aboutTeamMembers).where(eq(aboutTeamMembers.siteId, siteA))).toHaveLength(0);
  });

  it("creates, replaces the photo (the old file is removed) and deletes (the photo goes too)", async () => {
    const photo1 = await storedImage();
    const photo2 = await storedImage();
    const created = await post(cookieA, { intent: "save", kind: "member", name: "Marie", role: "Cheffe", bio: "Trente ans de métier", imageUrl: photo1 });
    expect(created.data).toMatchObject({ ok: true, toast: { description: "Membre sauvegardé avec succès" } });
    const id = created.data.rowId ?? "";

    await post(cookieA, { intent: "save", kind: "member", itemId: id, name: "Marie", role: "Cheffe", bio: "Trente ans", imageUrl: photo2 });
    expect(fileExists(photo1)).toBe(false);
    expect(fileExists(photo2)).toBe(true);

    const deleted = await post(cookieA, { intent: "delete", kind: "member", itemId: id });
    expect(deleted.data).toMatchObject({ ok: true, toast: { description: "Membre supprimé avec succès" } });
    expect(fileExists(photo2)).toBe(false);
  });
});

describe("partners", () => {
  it("saves the partner and its extra images in order, and replaces them on update", async () => {
    const [img1, img2, img3] = [await storedImage(), await storedImage(), await storedImage()];
    const created = await post(
      cookieA,
      { intent: "save", kind: "partner", name: "Ferme des Saules", description: "Œufs et lait", longDescription: "", imageUrl: "", logoUrl: "" },
      [
        ["images", img1],
        ["images", ""],
        ["images", img2],
      ],
    );
    expect(created.data).toMatchObject({ ok: true, toast: { description: "Partenaire sauvegardé avec succès" } });
    const id = created.data.rowId ?? "";
    const images = () =>
      t.db
        .select({ url: aboutPartnerImages.imageUrl, orderIndex: aboutPartnerImages.orderIndex })
        .from(aboutPartnerImages)
        .where(and(eq(aboutPartnerImages.siteId, siteA), eq(aboutPartnerImages.partnerId, id)))
        .orderBy(asc(aboutPartnerImages.orderIndex));
    expect(await images()).toEqual([
      { url: img1, orderIndex: 0 },
      { url: img2, orderIndex: 1 },
    ]);

    await post(
      cookieA,
      { intent: "save", kind: "partner", itemId: id, name: "Ferme des Saules", description: "Œufs", longDescription: "Depuis 1950", imageUrl: "", logoUrl: "" },
      [
        ["images", img3],
        ["images", img1],
      ],
    );
    expect(await images()).toEqual([
      { url: img3, orderIndex: 0 },
      { url: img1, orderIndex: 1 },
    ]);
    expect(fileExists(img2)).toBe(false);
    expect(fileExists(img1)).toBe(true);
    const [partner] = await t.db.select().from(aboutPartners).where(eq(aboutPartners.id, id));
    expect(partner.longDescription).toBe("Depuis 1950");

    const deleted = await post(cookieA, { intent: "delete", kind: "partner", itemId: id });
    expect(deleted.data).toMatchObject({ ok: true, toast: { description: "Partenaire supprimé avec succès" } });
    expect(await images()).toEqual([]);
    expect(fileExists(img1) || fileExists(img3)).toBe(false);
  });

  it("keeps the partner unchanged when its images cannot be stored (one transaction)", async () => {
    const created = await post(cookieA, { intent: "save", kind: "partner", name: "Moulin", description: "Farines", imageUrl: "", logoUrl: "" }, [
      ["images", "https://example.fr/a.webp"],
    ]);
    const id = created.data.rowId ?? "";
    // A constraint added for the test makes the images insert fail after the partner update.
    await t.db.execute(sql.raw("ALTER TABLE about_partner_images ADD CONSTRAINT about_test_fail CHECK (image_url <> 'https://example.fr/boom.webp')"));
    try {
      const answer = await post(
        cookieA,
        { intent: "save", kind: "partner", itemId: id, name: "Moulin renommé", description: "Farines", imageUrl: "", logoUrl: "" },
        [["images", "https://example.fr/boom.webp"]],
      );
      expect(answer.status).toBe(500);
      expect(answer.data).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Impossible de sauvegarder le partenaire" } });
    } finally {
      await t.db.execute(sql.raw("ALTER TABLE about_partner_images DROP CONSTRAINT about_test_fail"));
    }
    const [partner] = await t.db.select().from(aboutPartners).where(eq(aboutPartners.id, id));
    expect(partner.name).toBe("Moulin");
    const images = await t.db.select().from(aboutPartnerImages).where(eq(aboutPartnerImages.partnerId, id));
    expect(images.map((i) => i.imageUrl)).toEqual(["https://example.fr/a.webp"]);
  });

  it("requires name and description", async () => {
    const answer = await post(cookieA, { intent: "save", kind: "partner", name: "", description: "", imageUrl: "", logoUrl: "" });
    expect(answer.data).toMatchObject({ ok: false, errors: { name: "Le nom est obligatoire", description: "La description est obligatoire" } });
  });
});

describe("another site's rows", () => {
  it("answers 404 to every change with site A's ids and changes nothing", async () => {
    const member = await post(cookieA, { intent: "save", kind: "member", name: "Julien", role: "Pâtissier", bio: "Bio" });
    const memberId = member.data.rowId ?? "";
    const before = await t.db.select().from(aboutTeamMembers).where(eq(aboutTeamMembers.siteId, siteA));

    const update = await post(cookieB, { intent: "save", kind: "member", itemId: memberId, name: "Pirate", role: "Pirate", bio: "Pirate" });
    expect(update.status).toBe(404);
    expect(update.data).toMatchObject({ ok: false, toast: { description: "Impossible de sauvegarder le membre" } });
    const del = await post(cookieB, { intent: "delete", kind: "member", itemId: memberId });
    expect(del.status).toBe(404);
    expect(del.data).toMatchObject({ ok: false, toast: { description: "Impossible de supprimer le membre" } });
    const reorder = await post(cookieB, { intent: "reorder", kind: "member", ids: JSON.stringify([memberId]) });
    expect(reorder.status).toBe(404);

    expect(await t.db.select().from(aboutTeamMembers).where(eq(aboutTeamMembers.siteId, siteA))).toEqual(before);
    expect(await t.db.select().from(aboutTeamMembers).where(eq(aboutTeamMembers.siteId, siteB))).toEqual([]);
    expect((await load(cookieB)).members).toEqual([]);
  });

  it("refuses a reorder that is not exactly the site's list", async () => {
    const answer = await post(cookieA, { intent: "reorder", kind: "value", ids: JSON.stringify([crypto.randomUUID()]) });
    expect(answer.status).toBe(404);
    expect(answer.data.ok).toBe(false);
  });
});
