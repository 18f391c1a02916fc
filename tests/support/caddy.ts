/**
 * A real Caddy (Debian's package, or CADDY_PATH) for the tests of issue 15's TLS part: run with a
 * Caddyfile the test writes, everything it stores (certificates, its own state, HOME and XDG
 * folders) in a temporary folder removed on stop. Tests bind it to free loopback ports only.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const CADDY = process.env.CADDY_PATH ?? "caddy";

/** The installed Caddy's version, or an error saying in French how to install it. */
export function caddyVersion(): string {
  try {
    return execFileSync(CADDY, ["version"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(`Caddy introuvable (${CADDY})\u00a0: apt-get install -y caddy`);
  }
}

/** The environment of a Caddy command that writes only into `dir`. */
export function caddyEnv(dir: string): NodeJS.ProcessEnv {
  return { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
}

export type RunningCaddy = {
  /** Its temporary folder (put `storage file_system` under it). */
  dir: string;
  /** Whether it has exited (a bad configuration, a port taken). */
  exited(): boolean;
  /** Everything it logged so far. */
  output(): string;
  /** SIGTERM, waits for the exit, removes the folder. Idempotent. */
  stop(): Promise<void>;
};

/** Starts `caddy run` on the Caddyfile `write(dir)` returns (the folder is created first). */
export function runCaddy(write: (dir: string) => string): RunningCaddy {
  caddyVersion();
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-caddy-"));
  const caddyfile = path.join(dir, "Caddyfile");
  writeFileSync(caddyfile, write(dir));
  let output = "";
  const child = spawn(CADDY, ["run", "--config", caddyfile, "--adapter", "caddyfile"], { env: caddyEnv(dir), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      gone = true;
      resolve();
    }),
  );
  let stopping: Promise<void> | undefined;
  return {
    dir,
    exited: () => gone,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        if (!gone) child.kill("SIGTERM");
        await exited;
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
