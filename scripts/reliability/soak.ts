/**
 * npm run soak [-- --minutes 30] [--rate 50] [--sites 100] [--cpus 0]
 *
 * The soak of (scripts/reliability/soak-run.ts): the production server under a steady
 * mixed load (public pages, form posts, back-office saves by a signed-in owner), then a short
 * report. Exits 1 unless: no 5xx, RSS growth under 10 % after the warm-up, event-loop delay p99
 * under 100 ms. Needs the production build (`npm run build`). docs/reliability.md has the last report.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { cleanup, log, setLogName } from "../bench/processes";
import { formatSoakReport, runSoak } from "./soak-run";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    rate: { type: "string", default: "50" },
    sites: { type: "string", default: "100" },
    cpus: { type: "string" },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const sites = Number(values.sites);
if (!(minutes > 0) || !(rate > 0) || !Number.isInteger(sites) || sites < 1) {
  console.error("Usage\u00a0: npm run soak -- [--minutes 30] [--rate 50] [--sites 100] [--cpus 0]");
  process.exit(1);
}
setLogName("soak");
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
console.log(`npm run soak -- ${process.argv.slice(2).join(" ")}`.trim());
const report = await runSoak({ minutes, rate, sites, cwd: path.resolve("."), cpus: values.cpus ?? null, log });
console.log(formatSoakReport(report));
process.exit(report.pass ? 0 : 1);
