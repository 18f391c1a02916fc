/**
 * npm run chaos [-- --kills 200] [--mode both|embedded|external] [--sites 60] [--rate 8] [--clients 4]
 *
 * The crash loop of (scripts/reliability/chaos-run.ts): kill -9 the production server
 * `--kills` times at random moments while visitors send forms, with the embedded PostgreSQL and/or
 * an external one, then print the counts. Exits 1 when a count that must be 0 is not.
 * Needs the production build (`npm run build`). docs/reliability.md has the last report.
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cleanup, log, setLogName } from "../bench/processes";
import { chaosFailures, formatChaosReport } from "./chaos-report";
import { runChaos, type ChaosMode } from "./chaos-run";

const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "200" },
    mode: { type: "string", default: "both" },
    sites: { type: "string", default: "60" },
    rate: { type: "string", default: "8" },
    clients: { type: "string", default: "4" },
  },
});
const kills = Number(values.kills);
const modes: ChaosMode[] = values.mode === "both" ? ["embedded", "external"] : values.mode === "embedded" || values.mode === "external" ? [values.mode] : [];
if (!Number.isInteger(kills) || kills < 1 || modes.length === 0) {
  console.error("Usage\u00a0: npm run chaos -- [--kills N] [--mode both|embedded|external] [--sites N] [--rate N] [--clients N]");
  process.exit(1);
}
setLogName("chaos");
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(`npm run chaos -- ${process.argv.slice(2).join(" ")}`.trim());
console.log(`${os.cpus().length} cores, load average at start: ${load()}`);
let failed = false;
for (const mode of modes) {
  log(`${mode}: ${kills} kills`);
  const report = await runChaos({
    mode,
    kills,
    cwd: path.resolve("."),
    sites: Number(values.sites),
    rate: Number(values.rate),
    clients: Number(values.clients),
    log,
  });
  console.log(formatChaosReport(report));
  const failures = chaosFailures(report);
  for (const failure of failures) console.log(`  FAILED: ${failure}`);
  failed ||= failures.length > 0;
}
console.log(`load average at the end: ${load()}`);
process.exit(failed ? 1 : 0);
