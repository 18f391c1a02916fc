/**
 * Issue 23, finding 5 — share cards drawn for anyone, for anything: any version in a card's
 * address drew (or redrew, once evicted from the 16 MB memory cache) a 1200×630 JPEG, so a crowd
 * of made-up addresses cost seconds of CPU and slowed every merchant's pages.
 *
 * The attack, against the real server process (`npm run serve`'s command, the production build)
 * on a real PostgreSQL and a real DATA_DIR, behind a trusted proxy so X-Forwarded-For is the
 * client's address:
 *   - 300 made-up card addresses (random versions of real pages, unknown pages, unknown sites)
 *     draw nothing: no drawing logged, no card stored, a redirect to the current card or 404,
 *     and the server's CPU is read from /proc before and after (printed for docs/reliability.md);
 *   - a real card is drawn once, stored in DATA_DIR/media, and served from there after a restart
 *     of the server (the new process draws nothing);
 *   - one client address draws at most SHARE_CARD_DRAWS.max cards in its window, then gets 429
 *     without a drawing, while another address is still served; a page keeps one stored card.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { SeoPage } from "~/db/enums";
import { SEO_PAGES } from "~/db/enums";
import { homeContent, rateLimits, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { newMediaKey } from "~/features/media/storage.server";
import { shareCardPath } from "~/features/seo/share-card";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { httpRequest, startServerProcess, type HttpAnswer, type ServerProcess } from "../../support/server-process";
import { createSite } from "../../support/factories";

/** SHARE_CARD_DRAWS.max (share-card-response.server.ts), written out so this file runs on the code before the fix too. */
const DRAWS_PER_ADDRESS = 30;
const MADE_UP = 300;
const PHOTO_SITES = 6;

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let server: ServerProcess | null = null;
/** Expert sites with a hero photo: their cards are the expensive ones. */
const photoSites: string[] = [];
/** An Expert site without a photo, for the limit (cheap cards). */
let plainSite = "";

const cardsDir = () => path.join(dataDir, "media", "share-cards");
const storedCards = async () => (await fs.readdir(cardsDir()).catch(() => [] as string[])).sort();
const drawings = (process: ServerProcess) =>
  process
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"share-card-drawn"')).length;

function start(): Promise<ServerProcess> {
  // A start on a busy shared machine has taken over the helper's default two minutes.
  return startServerProcess((port) => ({ DATABASE_URL: t.url, DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, TRUSTED_PROXIES: "127.0.0.1" }), {
    readyTimeoutMs: 240_000,
  });
}

function get(path: string, from: string): Promise<HttpAnswer> {
  return httpRequest(server!.port, { path, headers: { "x-forwarded-for": from } });
}

async function versionOf(siteId: string): Promise<number> {
  const [row] = await t.db.select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, siteId));
  return row!.v;
}

/** CPU seconds (user + system) the server process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

/** The same made-up addresses every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-share-cards-"));
  services = createTestServices(t.db, { DATA_DIR: dataDir });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "expert@cartes.test", password: "expert-secret-1", role: "user" });
  for (let i = 0; i < PHOTO_SITES; i++) {
    // A real photo in the media storage, as an upload leaves it: each site's hero.
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40 * i, g: 82, b: 45 } } })
      .composite([
        {
          input: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ffffff" } })
            .png()
            .toBuffer(),
          top: 100 + i * 20,
          left: 200,
        },
      ])
      .webp()
      .toBuffer();
    const { url } = await services.media.put(newMediaKey("hero-images", { width: 1600, height: 1000 }), photo, "image/webp");
    const row = await createSite(t.db, { name: `Traiteur n° ${i + 1}`, ownerId: owner.id, plan: "expert" });
    await t.db.insert(homeContent).values({ siteId: row.id, heroSubtitle: "Plats du jour", heroImageUrl: `${url}#focus=40,50` });
    photoSites.push(row.id);
  }
  const plain = await createSite(t.db, { name: "Épicerie sans photo", ownerId: owner.id, plan: "expert" });
  plainSite = plain.id;
  server = await start();
}, 420_000);

afterAll(async () => {
  await server?.stop();
  await t?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe("share cards under attack (issue 23, finding 5)", () => {
  it("300 made-up card addresses draw nothing: a redirect to the current card or 404", async () => {
    const next = random(23);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const current = new Map<string, number>();
    for (const id of photoSites) current.set(id, await versionOf(id));
    const requests = Array.from({ length: MADE_UP }, (_, i) => {
      const kind = next();
      const from = `198.51.100.${(i % 24) + 1}`;
      if (kind < 0.8) {
        // A real page of a real site, at a version that is not its current one.
        const siteId = pick(photoSites);
        const page: SeoPage = pick(SEO_PAGES);
        let version = 1 + Math.floor(next() * 1_000_000);
        if (version === current.get(siteId)) version++;
        return { path: shareCardPath(siteId, page, version), from, expect: { status: 302, location: shareCardPath(siteId, page, current.get(siteId)!) } };
      }
      if (kind < 0.9)
        return {
          path: `/share-card/${pick(photoSites)}/${pick(["menu", "galerie", "admin", "blog"])}-${current.get(photoSites[0]!)}.jpg`,
          from,
          expect: { status: 404 },
        };
      const fakeSite = randomUUID();
      return { path: shareCardPath(fakeSite, pick(SEO_PAGES), 1 + Math.floor(next() * 100)), from, expect: { status: 404 } };
    });

    const cpuBefore = cpuSeconds(server!.pid);
    const answers: HttpAnswer[] = [];
    // Ten at a time, as a crawler or a small botnet would.
    for (let i = 0; i < requests.length; i += 10) answers.push(...(await Promise.all(requests.slice(i, i + 10).map((r) => get(r.path, r.from)))));
    const cpu = cpuSeconds(server!.pid) - cpuBefore;
    const drawn = drawings(server!);
    const byStatus = answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});
    console.log(
      `[figures] ${MADE_UP} made-up share-card requests: server CPU ${cpu.toFixed(2)} s, answers ${JSON.stringify(byStatus)}, drawings logged ${drawn}, cards stored ${(await storedCards()).length}`,
    );

    answers.forEach((answer, i) => {
      const wanted = requests[i]!.expect;
      expect({ path: requests[i]!.path, status: answer.status }).toEqual({ path: requests[i]!.path, status: wanted.status });
      if ("location" in wanted) expect(answer.headers.location).toBe(wanted.location);
      expect(answer.headers["content-type"] ?? "").not.toBe("image/jpeg");
    });
    expect(drawn).toBe(0);
    expect(await storedCards()).toEqual([]);
  }, 180_000);

  it("draws a real card once, stores it, and serves it from the storage after a restart", async () => {
    const siteId = photoSites[0]!;
    const version = await versionOf(siteId);
    const path = shareCardPath(siteId, "home", version);
    const first = await get(path, "203.0.113.5");
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await get(path, "203.0.113.6");
    expect(again.status).toBe(200);
    expect(drawings(server!)).toBe(1);
    const stored = await storedCards();
    expect(stored).toEqual([`${siteId}-home-${version}.jpg`]);
    const bytes = await fs.readFile(`${cardsDir()}/${stored[0]}`);
    const image = await sharp(bytes).metadata();
    expect([image.format, image.width, image.height]).toEqual(["jpeg", 1200, 630]);

    // A new process: nothing in its memory, the card in the storage.
    await server!.stop();
    server = await start();
    const cpuBefore = cpuSeconds(server.pid);
    const afterRestart = await httpRequest(server.port, { path, headers: { "x-forwarded-for": "203.0.113.7" } });
    console.log(`[figures] a stored card after a restart: server CPU ${(cpuSeconds(server.pid) - cpuBefore).toFixed(3)} s`);
    expect(afterRestart.status).toBe(200);
    expect(drawings(server)).toBe(0);
    // The stored card (the helper reads bodies as text: its length says it).
    expect(Number(afterRestart.headers["content-length"])).toBe(bytes.length);
    expect(await storedCards()).toEqual(stored);
  }, 360_000);

  it(`one address draws at most ${DRAWS_PER_ADDRESS} cards in its window, then 429 without drawing; another address is still served; a page keeps one stored card`, async () => {
    const attacker = "192.0.2.77";
    const drawnBefore = drawings(server!);
    const answers: HttpAnswer[] = [];
    const versions: number[] = [];
    // An account editing its own site and asking for its card after each edit: a new card each time.
    for (let i = 0; i <= DRAWS_PER_ADDRESS; i++) {
      await t.db
        .update(sites)
        .set({ contentVersion: sql`${sites.contentVersion} + 1` })
        .where(eq(sites.id, plainSite));
      versions.push(await versionOf(plainSite));
      answers.push(await get(shareCardPath(plainSite, "home", versions[i]!), attacker));
    }
    expect(answers.slice(0, DRAWS_PER_ADDRESS).map((a) => a.status)).toEqual(Array<number>(DRAWS_PER_ADDRESS).fill(200));
    const refused = answers[DRAWS_PER_ADDRESS]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^Trop d'images demandées\. Réessayez dans \d+ minutes?\.$/);
    expect(drawings(server!) - drawnBefore).toBe(DRAWS_PER_ADDRESS);
    const version = versions[DRAWS_PER_ADDRESS]!;
    // Nothing stored for the refused one, and only the newest card drawn is kept.
    expect((await storedCards()).filter((name) => name.startsWith(`${plainSite}-`))).toEqual([`${plainSite}-home-${versions[DRAWS_PER_ADDRESS - 1]}.jpg`]);
    const [counter] = await t.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `share-card:ip:${attacker}`));
    expect(counter?.count).toBe(DRAWS_PER_ADDRESS + 1);

    // Another address gets the card the attacker was refused.
    const other = await get(shareCardPath(plainSite, "home", version), "192.0.2.78");
    expect(other.status).toBe(200);
    expect((await storedCards()).filter((name) => name.startsWith(`${plainSite}-`))).toEqual([`${plainSite}-home-${version}.jpg`]);
  }, 180_000);
});
