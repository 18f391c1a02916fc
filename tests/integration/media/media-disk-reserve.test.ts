/**
 * Issue 23, "a full media disk only affects uploads", made true: DATA_DIR/media is a real tmpfs of
 * 24 MB with MEDIA_DISK_RESERVE_MB=16, and one account floods it with photos through the real
 * server (the production build in the Express app), four at a time, as a script would. Checked:
 *   - uploads are stored while the volume has room above the reserve, then refused in French
 *     (507 'Erreur lors de l'upload: le serveur manque de place, réessayez plus tard');
 *   - the free space never falls under the reserve (what a database on the same volume keeps);
 *   - nothing partial is left, and the site's `media_files` rows count exactly the bytes on disk;
 *   - back-office saves that do not upload, a contact message and the public pages keep working.
 * Before issue 23 the flood ran until ENOSPC (507 from the disk itself): the volume was full.
 * Mounting needs root, as for media-disk-full.test.ts: without it the test fails and says why.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mediaFiles, siteAppearance } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { UPLOAD_LIMIT_TEXTS } from "~/features/media/media-rules";
import { sessionCookie, withSelection } from "../../support/admin-route-calls";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { httpRequest } from "../../support/server-process";
import { noiseJpeg, upload, type UploadResponse, postContactMessage } from "./media-fixtures";
import { createDomain, createSite } from "../../support/factories";

const HOST = "reserve.test";
const VOLUME_MB = 24;
const RESERVE_MB = 16;
const MB = 1024 * 1024;

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let mediaDir: string;
let mounted = false;
let server: TestServer;
let origin: string;
let port: number;
let siteId: string;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-disk-reserve-"));
  mediaDir = path.join(dataDir, "media");
  mkdirSync(mediaDir);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${VOLUME_MB}m`, "tmpfs", mediaDir], { stdio: "pipe" });
    mounted = true;
  } catch (err) {
    const reason = err instanceof Error && "stderr" in err ? String((err as { stderr: unknown }).stderr).trim() : String(err);
    throw new Error(
      `Ce test remplit un vrai disque\u00a0: il monte un tmpfs de ${VOLUME_MB} Mo sur DATA_DIR/media (mount -t tmpfs), ce qui demande root ` +
        `(ou CAP_SYS_ADMIN). Le montage a échoué\u00a0: ${reason}`,
    );
  }
  t = await createTestDatabase();
  services = createTestServices(t.db, { DATA_DIR: dataDir, MEDIA_DISK_RESERVE_MB: String(RESERVE_MB) });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@reserve.test", password: "owner-secret-1", role: "user" });
  const site = await createSite(t.db, {
    name: "Primeur Réserve",
    ownerId: owner.id,
    senderEmail: "site@reserve.test",
    merchantEmail1: "patron@reserve.test",
    plan: "pro",
  });
  siteId = site.id;
  await createDomain(t.db, siteId, { domain: HOST });
  cookie = await withSelection(services, await sessionCookie(services, "owner@reserve.test", "owner-secret-1"), siteId);

  server = await startTestServer(services);
  ({ port, origin } = server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
  if (mounted) execFileSync("umount", [mediaDir]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Every file under the media folder, dot-files included, with its size. */
async function mediaFilesOnDisk(): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const entry of await fs.readdir(mediaDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(mediaDir, file), (await fs.stat(file)).size);
  }
  return out;
}

async function freeBytes(): Promise<number> {
  const stats = await fs.statfs(mediaDir);
  return stats.bavail * stats.bsize;
}

describe("the media volume's reserve under an upload flood", () => {
  it("stores photos while there is room above the reserve, then refuses them in French; the reserve holds and everything else keeps working", async () => {
    const reserve = RESERVE_MB * MB;
    const freeAtStart = await freeBytes();
    expect(freeAtStart).toBeGreaterThan(reserve + 2 * MB);
    const photo = await noiseJpeg(1600, 1067);

    // The flood: 36 photos, four at a time (under the account's rate of 40, so only the disk decides).
    const answers: UploadResponse[] = [];
    let lowestFree = freeAtStart;
    for (let wave = 0; wave < 9; wave++) {
      answers.push(...(await Promise.all(Array.from({ length: 4 }, () => upload(origin, cookie, photo, { bucket: "product-images" })))));
      lowestFree = Math.min(lowestFree, await freeBytes());
    }
    const stored = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    const firstRefusal = answers.findIndex((a) => a.status !== 201);
    expect(stored.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(507);
      expect(answer.body.error).toBe(UPLOAD_LIMIT_TEXTS.diskReserve);
      expect(answer.body.error).toBe("Erreur lors de l'upload: le serveur manque de place, réessayez plus tard");
    }
    // Once refused, refused until room is made (waves after the first refusal store nothing more).
    expect(answers.slice(Math.ceil((firstRefusal + 1) / 4) * 4).every((a) => a.status === 507)).toBe(true);

    // The reserve held: never less free than MEDIA_DISK_RESERVE_MB.
    const freeAtEnd = await freeBytes();
    expect(lowestFree).toBeGreaterThanOrEqual(reserve);
    expect(freeAtEnd).toBeGreaterThanOrEqual(reserve);

    // Nothing partial, and the quota's rows count exactly the bytes on disk.
    const files = await mediaFilesOnDisk();
    expect([...files.keys()].filter((name) => path.basename(name).startsWith("."))).toEqual([]);
    const mains = [...files.keys()].filter((name) => !/\.w\d+\.webp$/.test(name)).sort();
    expect(mains).toEqual(stored.map((a) => a.body.url!.replace(/^\/media\//, "")).sort());
    const rows = await t.db.select().from(mediaFiles).where(eq(mediaFiles.siteId, siteId));
    expect(rows.map((r) => r.key).sort()).toEqual(mains);
    const bytesOnDisk = [...files.values()].reduce((sum, size) => sum + size, 0);
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBe(bytesOnDisk);

    // Everything that does not upload keeps working on the volume at its reserve.
    expect((await fetch(`${origin}${stored[0].body.url}`)).status).toBe(200);
    const home = await httpRequest(port, { path: "/", headers: { host: HOST } });
    expect(home.status).toBe(200);
    expect(home.body).toContain("Primeur Réserve");
    const contact = await postContactMessage(port, services, HOST, siteId);
    expect(contact.status).toBe(303);
    const [messages] = await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM contact_messages WHERE site_id = ${siteId}`).then((r) => r.rows);
    expect(messages?.n).toBe("1");
    let saves = 0;
    for (const primaryColor of ["#1D4ED8", "#B91C1C", "#15803D"]) {
      const save = await fetch(`${origin}/admin/appearance`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ siteId, logoUrl: "", primaryColor, primaryHoverColor: "#1e40af", secondaryColor: "#1E3A8A", accentColor: "#BFDBFE" }),
      });
      expect(save.status).toBe(200);
      const [appearance] = await t.db.select({ primary: siteAppearance.primaryColor }).from(siteAppearance).where(eq(siteAppearance.siteId, siteId));
      expect(appearance?.primary).toBe(primaryColor);
      saves++;
    }

    console.log(
      `\n[reliability] disk reserve (tests/integration/media/media-disk-reserve.test.ts): DATA_DIR/media on a ${VOLUME_MB} MB tmpfs, MEDIA_DISK_RESERVE_MB=${RESERVE_MB}, ` +
        `${(freeAtStart / MB).toFixed(1)} MB free at start; ${answers.length} photos of ${Math.round(photo.length / 1024)} KB sent 4 at a time: ` +
        `${stored.length} stored (${(bytesOnDisk / MB).toFixed(2)} MB, rows = bytes on disk), first refusal at upload #${firstRefusal + 1}, ${refused.length} answered 507 in French; ` +
        `lowest free ${(lowestFree / MB).toFixed(2)} MB, ${(freeAtEnd / MB).toFixed(2)} MB free at the end (reserve ${RESERVE_MB} MB); ` +
        `public home 200, a contact message stored, ${saves}/3 back-office saves 200\n`,
    );
  }, 120_000);
});
