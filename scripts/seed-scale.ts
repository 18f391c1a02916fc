/**
 * npm run seed:scale                       10,000 merchant sites (shop-00001.scale.localhost …)
 * npm run seed:scale -- --sites 200        fewer
 * npm run seed:scale -- --reset            removes the existing scale sites first
 * npm run seed:scale -- --hosts-file F     where to write the host names (default DATA_DIR/scale-hosts.txt)
 *
 * Same configuration and database as the server (DATA_DIR or DATABASE_URL): joins a running
 * embedded server, or starts its own for the time of the command. See docs/performance.md.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { runCli } from "./cli";
import { seedScale } from "~/features/demo/seed-scale.server";

const { values } = parseArgs({
  options: {
    sites: { type: "string", default: "10000" },
    reset: { type: "boolean", default: false },
    "hosts-file": { type: "string" },
    "chunk-size": { type: "string" },
  },
});

const sites = Number(values.sites);
if (!Number.isInteger(sites) || sites < 1) {
  console.error("--sites doit être un entier positif");
  process.exit(1);
}
const chunkSize = values["chunk-size"] ? Number(values["chunk-size"]) : undefined;

await runCli(async (services) => {
  const result = await seedScale(services, {
    sites,
    reset: values.reset,
    hostsFile: values["hosts-file"] ? path.resolve(values["hosts-file"]) : undefined,
    chunkSize,
    onProgress: (message) => console.log(message),
  });
  const removed = result.removed > 0 ? ` (${result.removed} anciens supprimés)` : "";
  console.log(`${result.sites} sites créés en ${(result.ms / 1000).toFixed(1)} s${removed}. Hôtes\u00a0: ${result.hostsFile ?? "non écrits"}`);
  console.log(`Exemple\u00a0: curl -H 'Host: ${result.hosts[0]}' http://localhost:3000/`);
});
