/**
 * `npm run backup`: one archive with the embedded database and the media (ADR 020), taken while
 * the server runs.
 *
 * The database part is PostgreSQL's own base backup, done with the server binaries alone (the
 * embedded package ships no pg_dump): in one session, a temporary replication slot keeps the WAL,
 * `pg_backup_start` checkpoints, the data directory is copied as it is (pages may change during
 * the copy), `pg_backup_stop` gives the backup_label, and the WAL written meanwhile is added. At
 * restore PostgreSQL replays that WAL over the copy and reaches the state of the stop: consistent,
 * with every transaction committed before it.
 *
 * The media are copied after the stop: images are never rewritten, only added and (once nothing
 * refers to them) deleted, so every image the database refers to at the stop is still there —
 * except one replaced in an editor and removed in the seconds between the stop and its copy.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { ARCHIVE_PATTERN, FORMAT, FORMAT_VERSION, MANIFEST_NAME, archiveName, type BackupManifest } from "./archive-format";
import { tarStream, walk, type TarEntry } from "./tar";

export type CreateBackupOptions = {
  /** DATA_DIR: media/, auth-secret and postgres.password are read from here. */
  dataDir: string;
  /** The data directory of the server `databaseUrl` reaches (checked against `data_directory`). */
  pgDir: string;
  /** A superuser connection to the embedded cluster. */
  databaseUrl: string;
  /** Where the archive is written (created if missing). */
  outDir: string;
  /** Archives of this directory beyond the newest `keep` are deleted; 0 keeps them all. */
  keep?: number;
  /** gzip level, 1 (fast) to 9 (small). Default 6. */
  level?: number;
  now?: () => Date;
  onProgress?: (message: string) => void;
};

export type BackupResult = { file: string; bytes: number; ms: number; manifest: BackupManifest; deleted: string[] };

/** Directories whose contents a base backup leaves out (PostgreSQL recreates them; see basebackup.c). */
const EMPTY_DIRECTORIES = new Set(["pg_wal", "pg_replslot", "pg_dynshmem", "pg_notify", "pg_serial", "pg_snapshots", "pg_stat_tmp", "pg_subtrans"]);
/** Files of a running cluster that must not be restored. */
const SKIPPED_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "tablespace_map.old",
  "current_logfiles",
  "current_logfiles.tmp",
  "postgresql.auto.conf.tmp",
]);

export async function createBackup(opts: CreateBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const now = opts.now ?? (() => new Date());
  const progress = opts.onProgress ?? (() => undefined);
  const createdAt = now();
  await fs.mkdir(opts.outDir, { recursive: true });
  const file = await freeArchiveName(opts.outDir, createdAt);
  const partial = path.join(opts.outDir, `.${path.basename(file)}.${randomBytes(4).toString("hex")}.partial`);

  const client = new pg.Client({ connectionString: opts.databaseUrl });
  client.on("error", () => undefined); // a lost connection fails the next query, which we report
  await client.connect();
  let inBackup = false;
  try {
    const info = await serverInfo(client, opts.pgDir);
    const slot = `vitrine_backup_${process.pid}_${randomBytes(3).toString("hex")}`;
    // Temporary: dropped when this session ends, however it ends. Reserved now: no WAL from here
    // on is recycled before the copy is done.
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [slot]);
    const label = `vitrine ${createdAt.toISOString()}`;
    const { rows: startRows } = await client.query<{ lsn: string }>("SELECT pg_backup_start($1, true)::text AS lsn", [label]);
    inBackup = true;
    const startLsn = startRows[0].lsn;
    progress(`Base de données\u00a0: copie à chaud de ${opts.pgDir} (début ${startLsn})`);

    const stats = { pgFiles: 0, pgBytes: 0, mediaFiles: 0, mediaBytes: 0 };
    let stopLsn = "";
    let walSegments: string[] = [];
    const mediaDir = path.join(opts.dataDir, "media");
    const secretFile = path.join(opts.dataDir, "auth-secret");
    const hasSecret = existsSync(secretFile);

    const result: { manifest?: BackupManifest } = {};
    async function* entries(): AsyncGenerator<TarEntry> {
      for await (const entry of walk(opts.pgDir, "postgres", skipInDataDirectory)) {
        if (entry.type === "file") {
          stats.pgFiles++;
          stats.pgBytes += entry.size;
        }
        yield entry;
      }
      const { rows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null; first: string; last: string }>(
        `SELECT s.lsn::text AS lsn, s.labelfile, s.spcmapfile,
                pg_walfile_name($1::pg_lsn) AS first, pg_walfile_name(s.lsn) AS last
           FROM pg_backup_stop(false) s`,
        [startLsn],
      );
      inBackup = false;
      const stop = rows[0];
      stopLsn = stop.lsn;
      const mtime = now();
      const label = fileFromBuffer("postgres/backup_label", Buffer.from(stop.labelfile), mtime);
      const map = stop.spcmapfile ? [fileFromBuffer("postgres/tablespace_map", Buffer.from(stop.spcmapfile), mtime)] : [];
      for (const entry of [label, ...map]) {
        stats.pgFiles++;
        stats.pgBytes += entry.type === "file" ? entry.size : 0;
        yield entry;
      }
      // The slot keeps every segment from the start: all of them are still in pg_wal.
      walSegments = await walSegmentsBetween(path.join(opts.pgDir, "pg_wal"), stop.first, stop.last);
      progress(`Base de données\u00a0: fin ${stopLsn}, ${walSegments.length} segment(s) de WAL`);
      yield { type: "directory", name: "postgres/pg_wal/archive_status", mode: 0o700, mtime };
      for (const segment of walSegments) {
        const full = path.join(opts.pgDir, "pg_wal", segment);
        const st = await fs.stat(full);
        stats.pgFiles++;
        stats.pgBytes += st.size;
        yield { type: "file", name: `postgres/pg_wal/${segment}`, mode: 0o600, mtime: st.mtime, size: st.size, source: full };
      }
      await client.end().catch(() => undefined);

      const passwordFile = path.join(opts.dataDir, "postgres.password");
      if (existsSync(passwordFile)) yield await fileFromDisk("postgres.password", passwordFile);
      if (hasSecret) yield await fileFromDisk("auth-secret", secretFile);
      if (existsSync(mediaDir)) {
        progress("Médias\u00a0: copie de DATA_DIR/media");
        for await (const entry of walk(mediaDir, "media", (relative) => path.basename(relative).startsWith("."))) {
          if (entry.type === "file") {
            stats.mediaFiles++;
            stats.mediaBytes += entry.size;
          }
          yield entry;
        }
      }
      const manifest: BackupManifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        finishedAt: now().toISOString(),
        postgres: {
          version: info.version,
          systemIdentifier: info.systemIdentifier,
          startLsn,
          stopLsn,
          walSegments,
          files: stats.pgFiles,
          bytes: stats.pgBytes,
        },
        migrations: info.migrations,
        media: { files: stats.mediaFiles, bytes: stats.mediaBytes },
        authSecret: hasSecret,
      };
      result.manifest = manifest;
      yield fileFromBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2) + "\n"), now());
    }

    try {
      await pipeline(Readable.from(tarStream(entries())), createGzip({ level: opts.level ?? 6 }), createWriteStream(partial, { mode: 0o600 }));
      await fsyncFile(partial);
      await fs.rename(partial, file);
      await fsyncFile(opts.outDir);
    } catch (err) {
      await fs.rm(partial, { force: true });
      throw err;
    }
    if (!result.manifest) throw new Error("backup: the archive was written without its manifest");
    const deleted = opts.keep ? await applyRetention(opts.outDir, opts.keep) : [];
    const bytes = (await fs.stat(file)).size;
    return { file, bytes, ms: Math.round(performance.now() - started), manifest: result.manifest, deleted };
  } finally {
    // Ending the session ends a backup still in progress and drops the temporary slot.
    if (inBackup) await client.query("SELECT pg_backup_stop(false)").catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

type ServerInfo = { version: string; systemIdentifier: string; migrations: number };

async function serverInfo(client: pg.Client, pgDir: string): Promise<ServerInfo> {
  const { rows } = await client.query<{ version: string; dir: string; sysid: string; superuser: boolean }>(
    `SELECT current_setting('server_version') AS version, current_setting('data_directory') AS dir,
            (SELECT system_identifier::text FROM pg_control_system()) AS sysid,
            (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`,
  );
  const row = rows[0];
  if (!row.superuser) throw new Error("La sauvegarde demande une connexion superutilisateur à la base embarquée.");
  const [served, local] = await Promise.all([fs.realpath(row.dir).catch(() => row.dir), fs.realpath(pgDir)]);
  if (served !== local) {
    throw new Error(`La base jointe sert ${row.dir}, pas ${pgDir}\u00a0: sauvegarde arrêtée (rien n'a été copié).`);
  }
  let migrations = 0;
  try {
    const counted = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    migrations = counted.rows[0].n;
  } catch {
    migrations = 0; // never migrated: an empty cluster is still a valid backup
  }
  return { version: row.version, systemIdentifier: row.sysid, migrations };
}

function skipInDataDirectory(relative: string, isDirectory: boolean): boolean {
  const parts = relative.split("/").slice(1); // without "postgres/"
  const name = parts[parts.length - 1];
  if (isDirectory) return (parts.length === 1 && EMPTY_DIRECTORIES.has(name)) || name.startsWith("pgsql_tmp");
  if (parts.length === 1 && SKIPPED_FILES.has(name)) return true;
  // Relation cache files are rebuilt at start; temporary files belong to running queries.
  return name === "pg_internal.init" || name.startsWith("pgsql_tmp");
}

async function walSegmentsBetween(walDir: string, first: string, last: string): Promise<string[]> {
  const names = (await fs.readdir(walDir)).filter((n) => /^[0-9A-F]{24}$/.test(n) && n >= first && n <= last).sort();
  if (names[0] !== first || names[names.length - 1] !== last) {
    throw new Error(`WAL manquant dans ${walDir} (attendu de ${first} à ${last}, trouvé ${names.join(", ") || "rien"})`);
  }
  return names;
}

function fileFromBuffer(name: string, data: Buffer, mtime: Date): TarEntry {
  return { type: "file", name, mode: 0o600, mtime, size: data.length, source: data };
}

async function fileFromDisk(name: string, file: string): Promise<TarEntry> {
  // Small secrets: read whole, so the archive holds exactly what was read.
  const data = await fs.readFile(file);
  const st = await fs.stat(file);
  return { type: "file", name, mode: st.mode & 0o777, mtime: st.mtime, size: data.length, source: data };
}

async function freeArchiveName(outDir: string, date: Date): Promise<string> {
  for (let suffix = 0; ; suffix++) {
    const candidate = path.join(outDir, archiveName(date, suffix));
    if (!existsSync(candidate)) return candidate;
  }
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Keeps the newest `keep` archives of `outDir` (by the date in their name); returns the deleted ones. */
export async function applyRetention(outDir: string, keep: number): Promise<string[]> {
  const archives = (await fs.readdir(outDir)).filter((n) => ARCHIVE_PATTERN.test(n));
  const key = (n: string) => {
    const m = /^vitrine-backup-(\d{8}-\d{6})(?:-(\d+))?\.tar\.gz$/.exec(n);
    return m ? `${m[1]}-${(m[2] ?? "0").padStart(6, "0")}` : n;
  };
  archives.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  const deleted: string[] = [];
  for (const name of archives.slice(keep)) {
    await fs.rm(path.join(outDir, name), { force: true });
    deleted.push(name);
  }
  return deleted;
}
