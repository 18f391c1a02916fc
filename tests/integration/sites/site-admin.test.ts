/**
 * Issue 13, the admins' Sites screen: rename a site, change or remove its owner, and delete a site
 * (its exact name typed again) with everything it holds — every table, its mails and its images —
 * while another site stays as it was. Owners cannot use any of it.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mailOutbox, sites } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { listSiteImageUrls } from "~/features/media/media-cleanup.server";
import { sizeInName, variantPath, variantWidthsFor } from "~/features/media/responsive-image";
import { action } from "~/routes/admin/sites";
import { callRoute, postRequest, refusal, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let services: AppServices;
let adminCookie: string;
let ownerCookie: string;
let ownerId: string;
let otherId: string;
let mainId: string;
let secondId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  // Both demo sites, with every section, their messages, quotes, domains and pictures on disk.
  const seeded = await seedDemo(services);
  mainId = seeded.siteId;
  secondId = seeded.secondSiteId;
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  ownerId = (await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" })).id;
  otherId = (await upsertUserWithPassword(services.auth, t.db, { email: "autre@test.fr", password: "autre-secret", role: "user" })).id;
  adminCookie = await sessionCookie(services, "admin@test.fr", "admin-secret");
  ownerCookie = await sessionCookie(services, "owner@test.fr", "owner-secret");
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/sites", fields, cookie)));
}

async function siteRow(id: string) {
  const [row] = await t.db.select({ name: sites.name, ownerId: sites.ownerId }).from(sites).where(eq(sites.id, id));
  return row;
}

/** Rows per table holding a site_id, for one site: the whole schema, read from the catalog. */
async function rowsPerTable(siteId: string): Promise<Record<string, number>> {
  const { rows: tables } = await t.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'site_id' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE site_id = $1`, [siteId]);
    counts[table_name] = rows[0].n;
  }
  return counts;
}

/** The files behind image URLs: each image and its width variants (ADR 010). */
function filesOf(urls: string[]): string[] {
  const local = urls.filter((url) => url.startsWith("/media/"));
  return local
    .flatMap((url) => [url, ...variantWidthsFor(sizeInName(url)?.width ?? 0).map((w) => variantPath(url, w))])
    .map((url) => path.join(services.config.dataDir, url));
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

describe("renaming a site and changing its owner", () => {
  it("renames with the creation's rule and gives the site to another owner, then to none", async () => {
    const short = await post({ intent: "update", siteId: secondId, name: " ab ", ownerId: "no-owner" });
    expect(short).toMatchObject({
      status: 400,
      data: { ok: false, errors: { name: "Le nom du site doit contenir au moins 3 caractères" }, values: { name: " ab " } },
    });
    const before = await siteRow(secondId);

    const renamed = await post({ intent: "update", siteId: secondId, name: "  Fromagerie de Paul ", ownerId });
    expect(renamed).toMatchObject({
      status: 200,
      data: { ok: true, toast: { title: "Succès", description: 'Le site "Fromagerie de Paul" a été modifié avec succès.' } },
    });
    expect(await siteRow(secondId)).toEqual({ name: "Fromagerie de Paul", ownerId });
    expect(before.name).not.toBe("Fromagerie de Paul");

    expect((await post({ intent: "update", siteId: secondId, name: "Fromagerie de Paul", ownerId: "no-owner" })).data.ok).toBe(true);
    expect(await siteRow(secondId)).toEqual({ name: "Fromagerie de Paul", ownerId: null });
  });

  it("refuses an unknown owner and an unknown site, changing nothing", async () => {
    const before = await siteRow(secondId);
    expect(await post({ intent: "update", siteId: secondId, name: "Autre nom", ownerId: "inconnu" })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: "Erreur" } },
    });
    expect(await post({ intent: "update", siteId: "00000000-0000-4000-8000-000000000000", name: "Autre nom", ownerId: "no-owner" })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { description: "Ce site n'existe plus." } },
    });
    expect(await siteRow(secondId)).toEqual(before);
  });

  it("is refused to an owner, even of that site: sent to the dashboard, nothing changed", async () => {
    await t.db.update(sites).set({ ownerId }).where(eq(sites.id, secondId));
    const before = await siteRow(secondId);
    const attacks: Record<string, string>[] = [
      { intent: "update", siteId: secondId, name: "Pris par l'owner", ownerId },
      { intent: "update", siteId: mainId, name: "Volé", ownerId },
      { intent: "delete", siteId: mainId, confirmName: before.name },
      { intent: "delete", siteId: secondId, confirmName: before.name },
    ];
    for (const fields of attacks) {
      expect(await refusal(callRoute(action, services, postRequest("/admin/sites", fields, ownerCookie)))).toEqual({
        status: 302,
        location: "/admin/dashboard",
      });
    }
    expect(await siteRow(secondId)).toEqual(before);
    expect(await siteRow(mainId)).toBeDefined();
    expect((await siteRow(mainId)).ownerId).not.toBe(ownerId);
    expect(otherId).toBeTruthy();
  });
});

describe("deleting a site", () => {
  it("needs the exact name typed again: anything else deletes nothing", async () => {
    const { name } = await siteRow(mainId);
    for (const confirmName of ["", name.toUpperCase(), ` ${name}`, name.slice(0, -1)]) {
      const answer = await post({ intent: "delete", siteId: mainId, confirmName });
      expect(answer).toMatchObject({ status: 400, data: { ok: false, errors: { confirmName: "Le nom saisi ne correspond pas au nom du site." } } });
    }
    expect(await siteRow(mainId)).toBeDefined();
  });

  it("removes every row of the site in every table, its mails and its images, and leaves the other site as it was", async () => {
    const { name } = await siteRow(mainId);
    await enqueueMail(t.db, {
      siteId: mainId,
      kind: "contact_notification",
      from: "a@delices.fr",
      to: ["b@delices.fr"],
      replyTo: null,
      subject: "Bonjour",
      text: "Texte",
      html: "<p>Texte</p>",
    });
    const mainRows = await rowsPerTable(mainId);
    const secondRows = await rowsPerTable(secondId);
    // The demo fills the site: most tables hold some of its rows.
    expect(Object.values(mainRows).filter((n) => n > 0).length).toBeGreaterThanOrEqual(15);
    const mainImages = await listSiteImageUrls(t.db, mainId);
    const secondImages = await listSiteImageUrls(t.db, secondId);
    expect(mainImages.length).toBeGreaterThan(5);
    const shared = new Set(secondImages);
    const ownFiles = filesOf(mainImages.filter((url) => !shared.has(url)));
    const secondFiles = filesOf(secondImages);
    expect(ownFiles.length).toBeGreaterThan(0);
    for (const file of [...ownFiles, ...secondFiles]) expect(await exists(file)).toBe(true);

    const answer = await post({ intent: "delete", siteId: mainId, confirmName: name });
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, toast: { title: "Succès", description: `Le site "${name}" a été supprimé, avec tout son contenu.` } },
    });

    expect(await siteRow(mainId)).toBeUndefined();
    const after = await rowsPerTable(mainId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.siteId, mainId))).toEqual([]);
    for (const file of ownFiles) expect(await exists(file), file).toBe(false);

    // The other site: every row, every file.
    expect(await rowsPerTable(secondId)).toEqual(secondRows);
    for (const file of secondFiles) expect(await exists(file), file).toBe(true);
    expect(await siteRow(secondId)).toBeDefined();
  });

  it("answers 'Ce site n'existe plus.' for a site already deleted", async () => {
    expect(await post({ intent: "delete", siteId: mainId, confirmName: "Les Délices de Marie" })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { description: "Ce site n'existe plus." } },
    });
  });
});
