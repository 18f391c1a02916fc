import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../../server/free-port";

/**
 * Starts the production build once for the e2e run: a free port, a fresh DATA_DIR (so a fresh
 * embedded PostgreSQL with the demo content), exactly as `npm run serve` would.
 */
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    dataDir: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("Pas de build de production : lancez `npm run build` avant les tests end-to-end.");
  }
  if (!existsSync(browserPath())) {
    throw new Error(`Chromium introuvable (${browserPath()}) : apt-get install -y chromium`);
  }
  dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO: "1",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<never>((_, reject) => server?.once("exit", (code) => reject(new Error(`le serveur s'est arrêté (code ${code})`))));
  await Promise.race([waitForReady(`${baseUrl}/readyz`, 120_000), exited]);
  project.provide("baseUrl", baseUrl);
  project.provide("port", port);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const done = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([done, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

export function browserPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}


async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur n'est pas prêt après ${timeoutMs} ms (${url})`);
}
