/**
 * npm run media:cleanup [-- --dry-run] [-- --min-age-minutes 60]
 * Deletes the stored images (DATA_DIR/media or the S3 bucket) that no content refers to and
 * that are older than an hour, so an image uploaded in a form not yet saved is kept. ADR 010.
 */
import { parseArgs } from "node:util";
import { runCli } from "./cli";
import { CLEANUP_MIN_AGE_MS, cleanupUnreferencedMedia } from "~/features/media/media-cleanup.server";

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    "min-age-minutes": { type: "string" },
  },
});

const minutes = values["min-age-minutes"] === undefined ? CLEANUP_MIN_AGE_MS / 60_000 : Number(values["min-age-minutes"]);
if (!Number.isFinite(minutes) || minutes < 0) {
  console.error("--min-age-minutes\u00a0: un nombre de minutes positif ou nul est attendu");
  process.exit(1);
}
const dryRun = values["dry-run"];

await runCli(async (services) => {
  const report = await cleanupUnreferencedMedia(services, { dryRun, minAgeMs: minutes * 60_000 });
  for (const url of report.deleted) console.log(`${dryRun ? "à supprimer" : "supprimé"}\u00a0: ${url}`);
  console.log(
    `${report.scanned} image(s) examinée(s) (${services.media.kind === "s3" ? "bucket S3" : "DATA_DIR/media"})\u00a0: ` +
      `${report.referenced} utilisée(s), ${report.recent} de moins de ${minutes} min gardée(s), ` +
      `${report.deleted.length} ${dryRun ? "à supprimer (--dry-run\u00a0: rien n'a été supprimé)" : "supprimée(s)"}.`,
  );
  // Images counted in a site's storage whose files were missing (a crash midway).
  if (report.forgotten > 0) console.log(`${report.forgotten} image(s) introuvable(s) retirée(s) du décompte des sites.`);
});
