import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { startServerProcess } from "../../support/server-process";

/**
 * Once per e2e run: one embedded PostgreSQL, and the demo seeded into its `vitrine_e2e_demo`
 * database by the production server itself (`DEMO=1`, then stopped), with the media it wrote in a
 * demo DATA_DIR. Each test file then gets a copy of both and a server of its own (fixtures.ts).
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The demo's DATA_DIR (media, auth secret): each file's server starts on a copy. */
    demoDataDir: string;
  }
}

const DEMO_DATABASE = "vitrine_e2e_demo";

export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests end-to-end.");
  }
  if (!existsSync(browserPath())) {
    throw new Error(`Chromium introuvable (${browserPath()})\u00a0: apt-get install -y chromium`);
  }
  const pgDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-pg-"));
  const demoDataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-demo-"));
  const removeDirs = () => {
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(demoDataDir, { recursive: true, force: true });
  };
  const postgres = await openEmbeddedPostgres({ dataDir: pgDir, role: "server", database: DEMO_DATABASE, durable: false, log: () => {} });
  try {
    // Migrations and the demo, exactly as `npm run serve` makes them on a fresh platform.
    const seeding = await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: demoDataDir, DEMO: "1", LOG_LEVEL: "warn", SMTP_URL: "" });
    await seeding.stop(12_000, "SIGINT");
  } catch (err) {
    await postgres.stop();
    removeDirs();
    throw err;
  }
  const maintenance = new URL(postgres.url);
  maintenance.pathname = "/postgres";
  project.provide("databaseUrl", maintenance.toString());
  project.provide("templateDatabase", DEMO_DATABASE);
  project.provide("demoDataDir", demoDataDir);

  return async () => {
    await postgres.stop();
    removeDirs();
  };
}

export function browserPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}
