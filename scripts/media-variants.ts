/**
 * npm run media:variants [-- --dry-run]
 * Writes the 400 and 800 px wide copies of every stored image that lacks them (DATA_DIR/media or
 * the S3 bucket), and moves images stored before sizes were in their names to a sized name, so
 * public pages can give them a srcset. Safe to run again: what exists is kept. ADR 010.
 */
import { parseArgs } from "node:util";
import { runCli } from "./cli";
import { generateMissingVariants } from "~/features/media/media-variants.server";

const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
const dryRun = values["dry-run"];

await runCli(async (services) => {
  const report = await generateMissingVariants(services, { dryRun });
  for (const key of report.written) console.log(`${dryRun ? "à écrire" : "écrite"}\u00a0: ${key}`);
  for (const r of report.renamed) console.log(`${dryRun ? "à renommer" : "renommée"}\u00a0: ${r.from} → ${r.to} (${r.rows} ligne(s))`);
  for (const f of report.failed) console.error(`échec\u00a0: ${f.key} (${f.reason})`);
  console.log(
    `${report.images} image(s) examinée(s) (${services.media.kind === "s3" ? "bucket S3" : "DATA_DIR/media"})\u00a0: ` +
      `${report.written.length} variante(s) ${dryRun ? "à écrire" : "écrite(s)"}, ${report.renamed.length} image(s) ${dryRun ? "à renommer" : "renommée(s)"}, ` +
      `${report.failed.length} échec(s)${dryRun ? " (--dry-run\u00a0: rien n'a été écrit)" : ""}.`,
  );
  if (report.failed.length > 0) throw new Error(`${report.failed.length} image(s) sans variantes\u00a0: voir ci-dessus.`);
});
