/**
 * `npm start` (after `npm run build`): the production server, with the demo on a development
 * setup. The demo is decided on the environment as the user gave it, before NODE_ENV is set to
 * production for the process: on unless DEMO=0, NODE_ENV=production, or a PUBLIC_URL that is
 * https or not local (app/lib/config.server.ts, demoByDefault). `npm run serve` runs server/main.ts with
 * NODE_ENV=production, so no demo there unless DEMO=1 is set. Both run bundled (build/bin/, ADR
 * 032); this file's bundle imports main's, so main's packages load after NODE_ENV is set.
 */
import { demoByDefault } from "~/lib/config.server";

if (process.env.TEST_MIN_FILL_MS) {
  console.error("TEST_MIN_FILL_MS est réservé aux tests\u00a0: `npm start` le refuse. Retirez-le de l'environnement.");
  process.exit(1);
}

if (!process.env.DEMO) process.env.DEMO = demoByDefault(process.env) ? "1" : "0";
process.env.NODE_ENV = "production";
await import("./main");
