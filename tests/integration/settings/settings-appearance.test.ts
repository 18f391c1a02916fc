/**
 * /admin/settings and /admin/appearance (back-office.md §2, §3, §5, §8): loaders, validation,
 * saves, the test e-mail through the real `.eml` transport, replaced images, and the site scoping.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { siteAppearance, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { newMediaKey } from "~/features/media/storage.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { action as appearanceAction, loader as appearanceLoader } from "~/routes/admin/appearance";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerA: string;
let admin: string;

beforeAll(async () => {
  t = await createTestDatabase();
  // No SMTP_URL: mail goes to DATA_DIR/mail as .eml files, the real fallback transport.
  services = createTestServices(t.db);
  const a = await upsertUserWithPassword(services.auth, t.db, { email: "owner-a@test.fr", password: "owner-a-secret", role: "user" });
  const b = await upsertUserWithPassword(services.auth, t.db, { email: "owner-b@test.fr", password: "owner-b-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  siteA = (await createSite(t.db, { name: "Les Délices de Marie", ownerId: a.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie", ownerId: b.id, merchantPhone1: "09 99 99 99 99" })).id;
  ownerA = await sessionCookie(services, "owner-a@test.fr", "owner-a-secret");
  admin = await sessionCookie(services, "admin@test.fr", "admin-secret");
});

afterAll(async () => {
  await t?.drop();
});

const VALID_SETTINGS = {
  senderEmail: "contact@delices.fr",
  merchantEmail1: "marie@delices.fr",
  merchantEmail2: "",
  merchantEmail3: "paul@delices.fr",
  merchantPhone1: " 01 23 45 67 89 ",
  merchantPhone2: "",
  merchantPhone3: "",
  address: "12 rue des Lilas\n75011 Paris",
  googleMapsLink: "https://maps.google.com/?q=delices",
  mapImageUrl: "",
  metroInfo: "Ligne 9, Voltaire",
  busInfo: "",
  tramInfo: "",
  carInfo: "Parking rue Oberkampf",
  facebookUrl: "https://facebook.com/delices",
  twitterUrl: "",
  instagramUrl: "",
  tiktokUrl: "",
  linkedinUrl: "",
};

async function postSettings(cookie: string, fields: Record<string, string>) {
  const answer = await callRoute(settingsAction, services, postRequest("/admin/settings", fields, cookie));
  return unwrap<ActionResult>(answer);
}

async function postAppearance(cookie: string, fields: Record<string, string>) {
  const answer = await callRoute(appearanceAction, services, postRequest("/admin/appearance", fields, cookie));
  return unwrap<ActionResult>(answer);
}

async function storedKeys(): Promise<string[]> {
  const urls: string[] = [];
  for await (const object of services.media.list()) urls.push(object.url);
  return urls;
}

describe("site settings", () => {
  it("loads the selected site's settings as form values", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const { data } = unwrap<{ site: { id: string }; settings: Record<string, string>; loadError: boolean }>(
      await callRoute(settingsLoader, services, getRequest("/admin/settings", cookie)),
    );
    expect(data.site.id).toBe(siteA);
    expect(data.loadError).toBe(false);
    expect(data.settings.senderEmail).toBe("");
    expect(data.settings.merchantPhone1).toBe("");
  });

  it("sends an admin without a selected site to the sites list", async () => {
    expect(await refusal(callRoute(settingsLoader, services, getRequest("/admin/settings", admin)))).toEqual({ status: 302, location: "/admin/sites" });
  });

  it("refuses a missing or malformed sender e-mail, bad e-mails and non-web links, with French messages and the typed values", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const missing = await postSettings(cookie, { intent: "save", siteId: siteA, ...VALID_SETTINGS, senderEmail: "  " });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ ok: false, errors: { senderEmail: "L'email émetteur est obligatoire" } });

    const bad = await postSettings(cookie, {
      intent: "save",
      siteId: siteA,
      ...VALID_SETTINGS,
      senderEmail: "pas-un-email",
      merchantEmail2: "marie@",
      facebookUrl: "javascript:alert(1)",
      // A bare address gets https:// (issue 25); one without a scheme but with its slashes is refused.
      googleMapsLink: "//maps.google.com",
      linkedinUrl: "ftp://example.com",
      mapImageUrl: "data:image/png;base64,AAAA",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      values: { senderEmail: "pas-un-email", facebookUrl: "javascript:alert(1)" },
      errors: {
        senderEmail: "Email invalide",
        merchantEmail2: "Email invalide",
        facebookUrl: "L'adresse doit commencer par http:// ou https://",
        googleMapsLink: "L'adresse doit commencer par http:// ou https://",
        linkedinUrl: "L'adresse doit commencer par http:// ou https://",
        mapImageUrl: "L'adresse de l'image doit commencer par http:// ou https://",
      },
    });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, siteA));
    expect(row.senderEmail).toBeNull();
  });

  it("saves every field (trimmed, blanks as null) with the spec's toast", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const saved = await postSettings(cookie, { intent: "save", siteId: siteA, ...VALID_SETTINGS });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      ok: true,
      toast: { title: "Paramètres sauvegardés", description: "Les paramètres ont été mis à jour avec succès.", type: "success" },
    });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, siteA));
    expect(row).toMatchObject({
      senderEmail: "contact@delices.fr",
      merchantEmail1: "marie@delices.fr",
      merchantEmail2: null,
      merchantEmail3: "paul@delices.fr",
      merchantPhone1: "01 23 45 67 89",
      address: "12 rue des Lilas\n75011 Paris",
      googleMapsLink: "https://maps.google.com/?q=delices",
      metroInfo: "Ligne 9, Voltaire",
      busInfo: null,
      carInfo: "Parking rue Oberkampf",
      facebookUrl: "https://facebook.com/delices",
      twitterUrl: null,
    });
    // The other site is untouched.
    const [other] = await t.db.select().from(sites).where(eq(sites.id, siteB));
    expect(other).toMatchObject({ merchantPhone1: "09 99 99 99 99", senderEmail: null });
  });

  it("deletes the replaced map image once the new one is saved", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const { url: first } = await services.media.put(newMediaKey("map-images"), Buffer.from("first"), "image/webp");
    const { url: second } = await services.media.put(newMediaKey("map-images"), Buffer.from("second"), "image/webp");
    expect((await postSettings(cookie, { intent: "save", siteId: siteA, ...VALID_SETTINGS, mapImageUrl: first })).status).toBe(200);
    expect(await storedKeys()).toEqual(expect.arrayContaining([first, second]));
    expect((await postSettings(cookie, { intent: "save", siteId: siteA, ...VALID_SETTINGS, mapImageUrl: second })).status).toBe(200);
    const left = await storedKeys();
    expect(left).toContain(second);
    expect(left).not.toContain(first);
  });

  it("refuses a form rendered for another site (the selection changed) and writes nothing", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const stale = await postSettings(cookie, { intent: "save", siteId: siteB, ...VALID_SETTINGS, merchantPhone1: "00 00" });
    expect(stale.status).toBe(409);
    const [other] = await t.db.select().from(sites).where(eq(sites.id, siteB));
    expect(other.merchantPhone1).toBe("09 99 99 99 99");
  });

  describe("test e-mail through the .eml transport", () => {
    const mailDir = () => path.join(services.config.dataDir, "mail");
    const emlFiles = async () => (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));

    it("asks for the sender e-mail, then for a merchant e-mail, and sends nothing", async () => {
      await t.db.update(sites).set({ senderEmail: null, merchantEmail1: "marie@delices.fr" }).where(eq(sites.id, siteB));
      const cookieB = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteB);
      const noSender = await postSettings(cookieB, { intent: "test-email", siteId: siteB });
      expect(noSender.data).toMatchObject({
        ok: false,
        toast: { title: "Configuration manquante", description: "Veuillez d'abord configurer l'email émetteur." },
      });

      await t.db.update(sites).set({ senderEmail: "contact@fromagerie.fr", merchantEmail1: " " }).where(eq(sites.id, siteB));
      const noMerchant = await postSettings(cookieB, { intent: "test-email", siteId: siteB });
      expect(noMerchant.data).toMatchObject({
        ok: false,
        toast: { title: "Configuration manquante", description: "Veuillez configurer au moins un email marchand." },
      });
      expect(await emlFiles()).toEqual([]);
    });

    it("sends the sample request now to the stored merchant e-mails and says to how many", async () => {
      const cookie = await withSelection(services, ownerA, siteA);
      const sent = await postSettings(cookie, { intent: "test-email", siteId: siteA });
      expect(sent.data).toMatchObject({
        ok: true,
        toast: { title: "Succès", description: "Email de test envoyé avec succès à 2 destinataire(s).", type: "success" },
      });
      const files = await emlFiles();
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(mailDir(), files[0]), "utf8");
      expect(eml).toMatch(/^To: .*marie@delices\.fr.*paul@delices\.fr/m);
      expect(eml).toContain("contact@delices.fr");
    });

    it("reports a sender the outbox cannot use with the spec's failure wording", async () => {
      await t.db.update(sites).set({ senderEmail: "pas valide" }).where(eq(sites.id, siteA));
      const cookie = await withSelection(services, ownerA, siteA);
      const failed = await postSettings(cookie, { intent: "test-email", siteId: siteA });
      expect(failed.data).toMatchObject({ ok: false, toast: { title: "Erreur", type: "error" } });
      expect((failed.data as { toast: { description: string } }).toast.description).toMatch(/^Erreur lors de l'envoi du test : /);
      await t.db.update(sites).set({ senderEmail: "contact@delices.fr" }).where(eq(sites.id, siteA));
    });
  });
});

describe("appearance", () => {
  const COLORS = { primaryColor: "#1D4ED8", primaryHoverColor: "#1e40af", secondaryColor: "#1E3A8A", accentColor: "#BFDBFE" };

  it("shows the defaults for a site without a stored appearance", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const { data } = unwrap<{ site: { id: string } | null; appearance: Record<string, string> }>(
      await callRoute(appearanceLoader, services, getRequest("/admin/appearance", cookie)),
    );
    expect(data.site?.id).toBe(siteA);
    expect(data.appearance).toEqual({ logoUrl: "", primaryColor: "#4CAF50", primaryHoverColor: "#3e9742", secondaryColor: "#2e7d32", accentColor: "#81C784" });
  });

  it("renders 'Aucun site sélectionné' for an admin without a selection, and refuses to save there", async () => {
    const { data } = unwrap<{ site: unknown }>(await callRoute(appearanceLoader, services, getRequest("/admin/appearance", admin)));
    expect(data.site).toBeNull();
    const answer = await postAppearance(admin, { siteId: siteA, logoUrl: "", ...COLORS });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Aucun site sélectionné." } });
  });

  it("refuses a signed-out save with the spec's authentication message", async () => {
    const answer = await postAppearance("", { siteId: siteA, logoUrl: "", ...COLORS });
    expect(answer.status).toBe(401);
    expect(answer.data).toMatchObject({
      ok: false,
      toast: { title: "Erreur d'authentification", description: "Vous devez être connecté pour modifier l'apparence.", type: "error" },
    });
  });

  it("refuses colours that are not #RRGGBB, keeping what was typed", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const answer = await postAppearance(cookie, { siteId: siteA, logoUrl: "javascript:alert(1)", ...COLORS, primaryColor: "#12345", accentColor: "blue" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      values: { primaryColor: "#12345", accentColor: "blue" },
      errors: {
        primaryColor: "Couleur invalide\u00a0: utilisez le format #RRGGBB (par exemple #4CAF50)",
        accentColor: "Couleur invalide\u00a0: utilisez le format #RRGGBB (par exemple #4CAF50)",
        logoUrl: "L'adresse de l'image doit commencer par http:// ou https://",
      },
    });
    expect(await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteA))).toEqual([]);
  });

  it("creates then updates the site's one appearance row, with defaults for empty colours", async () => {
    const cookie = await withSelection(services, ownerA, siteA);
    const created = await postAppearance(cookie, { siteId: siteA, logoUrl: "", ...COLORS, accentColor: "" });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, toast: { title: "Apparence sauvegardée", type: "success" } });
    let rows = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteA));
    expect(rows).toEqual([expect.objectContaining({ logoUrl: null, primaryColor: "#1D4ED8", secondaryColor: "#1E3A8A", accentColor: "#81C784" })]);

    const { url: logo } = await services.media.put(newMediaKey("logos"), Buffer.from("logo-1"), "image/webp");
    await postAppearance(cookie, { siteId: siteA, logoUrl: logo, primaryColor: "", primaryHoverColor: "", secondaryColor: "", accentColor: "" });
    rows = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteA));
    expect(rows).toEqual([expect.objectContaining({ logoUrl: logo, primaryColor: "#4CAF50", primaryHoverColor: "#3e9742", secondaryColor: "#2e7d32" })]);

    // The loader now shows what is stored.
    const { data } = unwrap<{ appearance: Record<string, string> }>(await callRoute(appearanceLoader, services, getRequest("/admin/appearance", cookie)));
    expect(data.appearance.logoUrl).toBe(logo);

    // A new logo: the old file goes once nothing refers to it.
    const { url: logo2 } = await services.media.put(newMediaKey("logos"), Buffer.from("logo-2"), "image/webp");
    await postAppearance(cookie, { siteId: siteA, logoUrl: logo2, ...COLORS });
    const left = await storedKeys();
    expect(left).toContain(logo2);
    expect(left).not.toContain(logo);
  });

  it("never writes to another site: a form rendered for site A and posted with site B selected is refused", async () => {
    const cookieB = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteA);
    const answer = await postAppearance(cookieB, { siteId: siteA, logoUrl: "", ...COLORS, primaryColor: "#000000" });
    expect(answer.status).toBe(409);
    const [rowA] = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteA));
    expect(rowA.primaryColor).toBe("#1D4ED8");
    expect(await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteB))).toEqual([]);
  });
});
