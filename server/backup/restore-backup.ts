/**
 * `npm run restore -- <archive>` (ADR 020): brings an archive of `npm run backup` back into an
 * empty DATA_DIR, never over existing data.
 *
 * Everything is first written to DATA_DIR/.restore-…, then checked: the embedded PostgreSQL is
 * started there (it replays the WAL of the archive from its backup_label), every table is read
 * (with the cluster's data checksums, a damaged page is an error), the migrations and media counts
 * are compared with the manifest, and the cluster is stopped cleanly. Only then are the parts
 * moved into DATA_DIR. A failure removes the folder again: DATA_DIR stays empty.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { openEmbeddedPostgres } from "../db/embedded-postgres";
import { ARCHIVE_ROOTS, FORMAT, FORMAT_VERSION, MANIFEST_NAME, type BackupManifest } from "./archive-format";
import { readTar } from "./tar";

export type RestoreOptions = {
  archive: string;
  /** Must be missing or empty. */
  dataDir: string;
  onProgress?: (message: string) => void;
  /** Receives PostgreSQL's own output during the check (debug). */
  log?: (message: string, extra?: object) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  tables: Array<{ name: string; rows: number }>;
  ms: number;
};

/** The refusals a person can act on (non-empty DATA_DIR, not an archive of ours…). */
export class RestoreError extends Error {}

export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const archive = await fs.stat(opts.archive).catch(() => {
    throw new RestoreError(`Archive introuvable\u00a0: ${opts.archive}`);
  });
  // A folder given for the archive (a slip of the shell's completion) is read as nothing: said, not a crash.
  if (!archive.isFile()) throw new RestoreError(`${opts.archive} n'est pas un fichier\u00a0: donnez l'archive .tar.gz de npm run backup`);
  await ensureEmpty(dataDir);
  // Searchable by the postgres system user when run as root (its data directory is below).
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });

  const staging = path.join(dataDir, `.restore-${process.pid}-${randomBytes(3).toString("hex")}`);
  await fs.mkdir(staging, { mode: 0o755 });
  try {
    return await restoreInto(opts, dataDir, staging, started, progress);
  } catch (err) {
    // DATA_DIR was empty: leave it so, for the next attempt.
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    throw err;
  }
}

async function restoreInto(
  opts: RestoreOptions,
  dataDir: string,
  staging: string,
  started: number,
  progress: (message: string) => void,
): Promise<RestoreResult> {
  progress(`Extraction de ${opts.archive} dans ${staging}`);
  const extracted = await extract(opts.archive, staging);
  const manifest = parseManifest(extracted.manifest);
  if (extracted.media.files !== manifest.media.files || extracted.media.bytes !== manifest.media.bytes) {
    throw new RestoreError(
      `Archive incohérente\u00a0: ${extracted.media.files} médias (${extracted.media.bytes} octets) au lieu de ${manifest.media.files} (${manifest.media.bytes}).`,
    );
  }
  if (extracted.pg.files !== manifest.postgres.files || extracted.pg.bytes !== manifest.postgres.bytes) {
    throw new RestoreError(`Archive incohérente\u00a0: la base compte ${extracted.pg.files} fichiers au lieu de ${manifest.postgres.files}.`);
  }
  await fs.chmod(path.join(staging, "postgres"), 0o700);

  progress("Vérification\u00a0: démarrage de PostgreSQL sur la copie (rejeu du WAL)");
  const tables = await checkDatabase(staging, manifest, opts.log ?? (() => undefined));

  // The checked copy becomes DATA_DIR: one rename per part, on the same file system.
  for (const entry of await fs.readdir(staging)) await fs.rename(path.join(staging, entry), path.join(dataDir, entry));
  await fs.rmdir(staging);
  return { manifest, tables, ms: Math.round(performance.now() - started) };
}

async function ensureEmpty(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(dataDir);
  } catch (err) {
    if ((err as { code?: string }).code === "ENOENT") return;
    throw err;
  }
  if (entries.length > 0) {
    const shown = entries.slice(0, 5).join(", ") + (entries.length > 5 ? ", …" : "");
    throw new RestoreError(
      `DATA_DIR (${dataDir}) n'est pas vide (${shown})\u00a0: la restauration ne remplace jamais des données existantes. ` +
        `Arrêtez le serveur, déplacez ce dossier (ou choisissez un autre DATA_DIR), puis relancez la restauration.`,
    );
  }
}

type Extracted = { manifest: Buffer | null; media: { files: number; bytes: number }; pg: { files: number; bytes: number } };

async function extract(archive: string, staging: string): Promise<Extracted> {
  const out: Extracted = { manifest: null, media: { files: 0, bytes: 0 }, pg: { files: 0, bytes: 0 } };
  let handle: fs.FileHandle | null = null;
  let manifestChunks: Buffer[] | null = null;
  const source = createReadStream(archive).pipe(createGunzip());
  try {
    await readTar(source, {
      async entry(entry) {
        const root = entry.name.split("/")[0];
        if (!(ARCHIVE_ROOTS as readonly string[]).includes(root)) {
          throw new RestoreError(`Ce n'est pas une archive de npm run backup (entrée inattendue\u00a0: ${entry.name}).`);
        }
        if (out.manifest) throw new RestoreError(`Archive incohérente\u00a0: ${entry.name} après le manifeste.`);
        if (entry.name === MANIFEST_NAME) {
          if (entry.type !== "file" || entry.size > 1_000_000) throw new RestoreError("Manifeste d'archive invalide.");
          const chunks: Buffer[] = [];
          manifestChunks = chunks;
          return async (chunk) => {
            chunks.push(chunk);
          };
        }
        const target = path.join(staging, entry.name);
        if (entry.type === "directory") {
          await fs.mkdir(target, { recursive: true, mode: entry.mode & 0o777 });
          return null;
        }
        if (root === "media") {
          out.media.files++;
          out.media.bytes += entry.size;
        } else if (root === "postgres") {
          out.pg.files++;
          out.pg.bytes += entry.size;
        }
        await fs.mkdir(path.dirname(target), { recursive: true });
        // "wx": never two entries for one file.
        const opened = await fs.open(target, "wx", entry.mode & 0o777 || 0o600);
        handle = opened;
        return async (chunk) => {
          await opened.write(chunk);
        };
      },
      async end(entry) {
        if (entry.name === MANIFEST_NAME) {
          out.manifest = Buffer.concat(manifestChunks ?? []);
          return;
        }
        if (handle) {
          await handle.close();
          handle = null;
        }
      },
    });
  } catch (err) {
    source.destroy();
    if ((err as { code?: string }).code === "Z_DATA_ERROR" || (err as { code?: string }).code === "Z_BUF_ERROR") {
      throw new RestoreError(`Archive illisible ou tronquée (${(err as Error).message}).`);
    }
    throw err;
  } finally {
    await (handle as fs.FileHandle | null)?.close().catch(() => undefined);
  }
  return out;
}

function parseManifest(raw: Buffer | null): BackupManifest {
  if (!raw) throw new RestoreError(`Archive incomplète\u00a0: ${MANIFEST_NAME} manquant (la sauvegarde a-t-elle été interrompue\u00a0?).`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(raw.toString("utf8")) as BackupManifest;
  } catch {
    throw new RestoreError(`Manifeste d'archive illisible (${MANIFEST_NAME}).`);
  }
  if (manifest.format !== FORMAT) throw new RestoreError("Ce n'est pas une archive de npm run backup.");
  if (manifest.version > FORMAT_VERSION) {
    throw new RestoreError(`Archive au format ${manifest.version}, plus récent que ce que cette version sait restaurer (${FORMAT_VERSION}).`);
  }
  return manifest;
}

/** Starts the restored cluster, reads every table, compares with the manifest, stops it cleanly. */
async function checkDatabase(
  staging: string,
  manifest: BackupManifest,
  log: (message: string, extra?: object) => void,
): Promise<Array<{ name: string; rows: number }>> {
  const server = await openEmbeddedPostgres({ dataDir: staging, role: "cli", log });
  try {
    const client = new pg.Client({ connectionString: server.url });
    client.on("error", () => undefined);
    await client.connect();
    try {
      const { rows: info } = await client.query<{ version: string; sysid: string; recovering: boolean }>(
        `SELECT current_setting('server_version') AS version,
                (SELECT system_identifier::text FROM pg_control_system()) AS sysid,
                pg_is_in_recovery() AS recovering`,
      );
      if (info[0].recovering) throw new RestoreError("La base restaurée est restée en récupération.");
      if (info[0].sysid !== manifest.postgres.systemIdentifier) {
        throw new RestoreError("La base restaurée n'est pas celle de l'archive (identifiant système différent).");
      }
      const { rows: tableRows } = await client.query<{ schema: string; name: string }>(
        `SELECT n.nspname AS schema, c.relname AS name
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'drizzle')
          ORDER BY n.nspname, c.relname`,
      );
      const tables: Array<{ name: string; rows: number }> = [];
      for (const t of tableRows) {
        // A sequential read of every page: a damaged one fails its checksum here.
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`,
        );
        tables.push({ name: t.schema === "public" ? t.name : `${t.schema}.${t.name}`, rows: rows[0].n });
      }
      const migrations = tables.find((t) => t.name === "drizzle.__drizzle_migrations")?.rows ?? 0;
      if (migrations !== manifest.migrations) {
        throw new RestoreError(`La base restaurée a ${migrations} migrations au lieu de ${manifest.migrations}.`);
      }
      return tables;
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await server.stop();
  }
}
