/**
 * npm run backup [-- --out DIR] [--keep N] [--level 1-9]
 *
 * Writes DIR/vitrine-backup-<UTC date>-<time>.tar.gz (default DIR: ./backups) with the embedded
 * database and DATA_DIR/media, while the server runs (it joins the running embedded PostgreSQL,
 * or starts it for the time of the command). Keeps the newest N archives of DIR (default 14;
 * 0 keeps all). Restore with `npm run restore -- <archive>`. ADR 020.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "~/lib/config.server";
import { createLogger } from "../server/logger";
import { embeddedPostgresPaths, openEmbeddedPostgres } from "../server/db/embedded-postgres";
import { createBackup } from "../server/backup/create-backup";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "backups" },
    keep: { type: "string", default: "14" },
    level: { type: "string", default: "6" },
  },
});

const keep = Number(values.keep);
const level = Number(values.level);
if (!Number.isInteger(keep) || keep < 0) fail("--keep\u00a0: un nombre entier d'archives à garder est attendu (0\u00a0: toutes).");
if (!Number.isInteger(level) || level < 1 || level > 9) fail("--level\u00a0: un niveau de compression de 1 à 9 est attendu.");

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
if (config.databaseUrl) {
  fail(
    "DATABASE_URL est défini\u00a0: la base n'est pas la base embarquée, npm run backup ne la sauvegarde pas.\n" +
      "Utilisez les sauvegardes de votre hébergeur PostgreSQL, ou pg_dump de la même version majeure que le serveur\n" +
      "(voir docs/reliability.md, «\u00a0Sauvegarde et restauration\u00a0»), et sauvegardez DATA_DIR/media à part.",
  );
}
const logger = createLogger(process.env.LOG_LEVEL ?? "warn");
const outDir = path.resolve(values.out);
const server = await openEmbeddedPostgres({ dataDir: config.dataDir, role: "cli", log: (msg, extra) => logger.debug(extra ?? {}, msg) });
let failed = false;
try {
  const result = await createBackup({
    dataDir: config.dataDir,
    pgDir: embeddedPostgresPaths(config.dataDir).pgDir,
    databaseUrl: server.url,
    outDir,
    keep,
    level,
    onProgress: (message) => console.log(message),
  });
  const m = result.manifest;
  console.log(
    `Archive\u00a0: ${result.file} (${mb(result.bytes)}) en ${(result.ms / 1000).toFixed(1)} s — ` +
      `base ${mb(m.postgres.bytes)} (PostgreSQL ${m.postgres.version}, ${m.migrations} migrations), ` +
      `${m.media.files} médias (${mb(m.media.bytes)}).`,
  );
  if (config.s3)
    console.log(
      `Les images du bucket S3 «\u00a0${config.s3.bucket}\u00a0» ne sont pas dans l'archive\u00a0: sauvegardez le bucket (versionnage ou réplication).`,
    );
  for (const name of result.deleted) console.log(`Ancienne archive supprimée (--keep ${keep})\u00a0: ${name}`);
} catch (err) {
  failed = true;
  console.error(`Échec de la sauvegarde\u00a0: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} Mo`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
