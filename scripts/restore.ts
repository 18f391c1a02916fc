/**
 * npm run restore -- <archive>
 *
 * Restores an archive of `npm run backup` into DATA_DIR (default ./data), which must be missing or
 * empty: the database is started and checked on the copy before anything takes DATA_DIR's place.
 * Then start the server as usual (`npm run serve`); migrations newer than the archive apply then.
 * ADR 020.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_DATA_DIR } from "~/lib/config.server";
import { createLogger } from "../server/logger";
import { RestoreError, restoreBackup } from "../server/backup/restore-backup";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error("Usage\u00a0: npm run restore -- <archive vitrine-backup-….tar.gz>   (DATA_DIR doit être vide ou absent)");
  process.exit(1);
}
// Not loadConfig(): it would create DATA_DIR/auth-secret before the emptiness check.
if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL est défini\u00a0: l'archive contient une base embarquée, qui se restaure dans DATA_DIR/postgres.\n" +
      "Retirez DATABASE_URL pour restaurer la base embarquée\u00a0; une base externe se restaure avec les outils de son hébergeur ou pg_restore.",
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
const logger = createLogger(process.env.LOG_LEVEL ?? "warn");

try {
  const result = await restoreBackup({
    archive: path.resolve(positionals[0]),
    dataDir,
    onProgress: (message) => console.log(message),
    log: (msg, extra) => logger.debug(extra ?? {}, msg),
  });
  const m = result.manifest;
  const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
  const sites = result.tables.find((t) => t.name === "sites")?.rows ?? 0;
  console.log(
    `Restauré dans ${dataDir} en ${(result.ms / 1000).toFixed(1)} s\u00a0: sauvegarde du ${m.createdAt}, ` +
      `${result.tables.length} tables (${rows} lignes, ${sites} sites), ${m.media.files} médias. Démarrez le serveur\u00a0: npm run serve`,
  );
  process.exit(0);
} catch (err) {
  if (err instanceof RestoreError) console.error(`Restauration refusée\u00a0: ${err.message}`);
  else console.error(`Échec de la restauration\u00a0: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
}
