/**
 * `npm run backup` and `npm run restore` (issue 11, ADR 020), end to end with real processes: the
 * production server holds a DATA_DIR with the demo content and its images; while it serves, and
 * while another connection commits a row every few milliseconds, `npm run backup` writes its
 * archive. `npm run restore` brings it into an empty DATA_DIR (and refuses a non-empty one), a new
 * server starts on it and serves the demo home, and then:
 *   - every table has the same rows (count and an md5 of the rows in order) as at the backup;
 *   - the rows committed during the backup are a prefix 1..k: a consistent snapshot, no gap;
 *   - every media file has the same bytes.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { cleanup, httpGet, makeTempDir, runToEnd, startServer, stopProcess, type ServerHandle } from "../../../scripts/bench/processes";
import { ARCHIVE_PATTERN } from "../../../server/backup/archive-format";

const ROOT = path.resolve(".");
let work: string;
let source: string;
let target: string;
let out: string;
let server: ServerHandle | undefined;

type TableSums = Map<string, { rows: number; md5: string }>;

beforeAll(async () => {
  await fs.access(path.join(ROOT, "build/server/index.js")).catch(() => {
    throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  });
  work = await makeTempDir(os.tmpdir(), "vitrine-backup-test-");
  source = path.join(work, "source");
  target = path.join(work, "target");
  out = path.join(work, "backups");
});

afterAll(async () => {
  await cleanup();
});

async function withDatabase<T>(dataDir: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  // Joins the server that owns the directory (ADR 001), never stops it.
  const joined = await openEmbeddedPostgres({ dataDir, role: "cli", log: () => undefined });
  const client = new pg.Client({ connectionString: joined.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
    await joined.stop();
  }
}

/** Every table of the application (and the migrations'), with its row count and an md5 of its rows in order. */
async function tableSums(client: pg.Client, except: string[] = []): Promise<TableSums> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'drizzle') ORDER BY 1, 2`,
  );
  const sums: TableSums = new Map();
  for (const t of tables) {
    if (except.includes(t.name)) continue;
    const id = `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;
    const { rows } = await client.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS md5 FROM ${id} x`,
    );
    sums.set(`${t.schema}.${t.name}`, { rows: rows[0].n, md5: rows[0].md5 });
  }
  return sums;
}

async function mediaFiles(dataDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const root = path.join(dataDir, "media");
  async function visit(dir: string) {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else
        files.set(
          path.relative(root, full),
          createHash("sha256")
            .update(await fs.readFile(full))
            .digest("hex"),
        );
    }
  }
  await visit(root);
  return files;
}

function cli(script: string, args: string[], dataDir: string) {
  return runToEnd(script, process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    timeoutMs: 90_000,
  });
}

describe("backup and restore", () => {
  let before: TableSums;
  let beforeMedia: Map<string, string>;
  let probeAtStart = 0;
  let archive = "";

  it("backs up a running server with the demo content while rows are committed", async () => {
    // No domain checker: its worker writes domain_checks on its own schedule, which the table sums
    // compared below would catch mid-way on a slow machine (a flake seen beside another npm test).
    server = await startServer({ name: "source", cwd: ROOT, dataDir: source, cpus: null, env: { DEMO: "1", DOMAIN_CHECKS: "0" } });
    beforeMedia = await mediaFiles(source);
    expect(beforeMedia.size).toBeGreaterThan(20);

    await withDatabase(source, async (client) => {
      await client.query("CREATE TABLE backup_probe (n int PRIMARY KEY)");
      before = await tableSums(client, ["backup_probe"]);
      expect(before.get("public.sites")?.rows).toBeGreaterThanOrEqual(2);

      // One committed row at a time while the backup runs: its snapshot must hold 1..k.
      let n = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          n++;
          await client.query("INSERT INTO backup_probe VALUES ($1)", [n]);
        }
      })();
      while (n < 50) await new Promise((resolve) => setTimeout(resolve, 5));
      probeAtStart = n;
      const output = await cli("backup", ["--out", out, "--keep", "3"], source);
      writing = false;
      await writer;
      expect(output).toMatch(/Archive\u00a0: .*vitrine-backup-\d{8}-\d{6}\.tar\.gz/);
    });
    const archives = (await fs.readdir(out)).filter((n) => ARCHIVE_PATTERN.test(n));
    expect(archives).toHaveLength(1);
    archive = path.join(out, archives[0]);
    await stopProcess(server);
    server = undefined;
  }, 120_000);

  it("refuses a folder given for the archive with a message, and creates nothing", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-not-an-archive-"));
    try {
      await expect(cli("restore", [folder], target)).rejects.toThrow(
        /Restauration refusée\u00a0: .* n'est pas un fichier\u00a0: donnez l'archive \.tar\.gz de npm run backup/,
      );
      expect(
        await fs.access(target).then(
          () => true,
          () => false,
        ),
      ).toBe(false);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses a DATA_DIR that is not empty, and changes nothing in it", async () => {
    await fs.mkdir(target, { recursive: true });
    await fs.writeFile(path.join(target, "notes.txt"), "à garder");
    await expect(cli("restore", [archive], target)).rejects.toThrow(/DATA_DIR \(.*\) n'est pas vide \(notes\.txt\)/);
    expect(await fs.readdir(target)).toEqual(["notes.txt"]);
    await fs.rm(path.join(target, "notes.txt"));
  }, 60_000);

  it("restores into an empty DATA_DIR: same tables, same media, a consistent snapshot, the demo home served", async () => {
    const output = await cli("restore", [archive], target);
    expect(output).toMatch(/Restauré dans .* tables \(\d+ lignes, \d+ sites\), \d+ médias/);
    expect((await fs.readdir(target)).sort()).toEqual(["auth-secret", "media", "postgres", "postgres.password"]);

    server = await startServer({ name: "restored", cwd: ROOT, dataDir: target, cpus: null, env: { DEMO: "1", DOMAIN_CHECKS: "0" } });
    const home = await httpGet(server.port, "/", { host: "delices.localhost" });
    expect(home.status).toBe(200);
    const html = home.body.toString("utf8");
    expect(html).toContain("Les Délices de Marie");
    const image = /\/media\/[a-z-]+\/[\w.-]+\.webp/.exec(html)?.[0];
    expect(image).toBeDefined();
    const served = await httpGet(server.port, image ?? "", { host: "delices.localhost" });
    expect(served.status).toBe(200);
    expect(served.body.equals(await fs.readFile(path.join(source, image ?? "")))).toBe(true);

    const after = await withDatabase(target, async (client) => {
      const { rows } = await client.query<{ n: number; max: number }>("SELECT count(*)::int AS n, coalesce(max(n), 0) AS max FROM backup_probe");
      // Everything committed before the backup started, and no gap after it.
      expect(rows[0].n).toBeGreaterThanOrEqual(probeAtStart);
      expect(rows[0].max).toBe(rows[0].n);
      return tableSums(client, ["backup_probe"]);
    });
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, sums] of before) expect({ name, ...after.get(name) }).toEqual({ name, ...sums });
    expect(after.size).toBeGreaterThan(25);

    const afterMedia = await mediaFiles(target);
    expect(afterMedia).toEqual(beforeMedia);
    await stopProcess(server);
    server = undefined;
  }, 120_000);
});
