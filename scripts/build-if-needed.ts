/**
 * Whether the production build (`build/`: the app by React Router, the server's bundle, ADR 032)
 * is older than its sources, and the build `npm start` runs only then (it rebuilt on
 * every start, about 30 s). One decision for everyone who needs a current build: `npm start`,
 * `npm run check:pages`, `npm run bench`.
 *
 *   node --import tsx scripts/build-if-needed.ts   (the first half of `npm start`)
 *
 * A source is newer than the build when its modification time is: an edit, a `git pull` or a
 * `git checkout` (which writes the files it changes), an `npm install` (package-lock.json). The
 * server's sources are those its bundle recorded (build/bin/inputs.json, scripts/server-bundle.ts).
 *
 * The build `npm start` runs prints warnings and errors only (not the list of every chunk), and
 * not the one line React Router 7 repeats about Vite's `envFile` option: @react-router/dev 7.18
 * passes `envFile: false` to the Vite servers it creates itself, which Vite 8.1 deprecated. No
 * configuration of ours reaches those servers; React Router 8 passes `envDir: false` instead
 * (remix-run/react-router#15230), and the filter below goes with the upgrade. `npm run build`
 * prints everything, as before.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleServer, serverBundleStaleReason } from "./server-bundle";

/** What React Router's build is made of, besides node_modules: a change to any of them calls for a build. */
export const APP_BUILD_INPUTS = [
  "app",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/vite-inline-script.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
] as const;

/** Written last by React Router's build: its time is the build's. */
const APP_BUILD_FILE = "build/server/index.js";

/** The newest file under `entry` (itself when a file), as a path relative to `root` and its time. */
function newest(root: string, entry: string): { file: string; mtimeMs: number } | null {
  const full = path.join(root, entry);
  if (!existsSync(full)) return null;
  const stat = statSync(full);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let best: { file: string; mtimeMs: number } | null = null;
  for (const child of readdirSync(full)) {
    const found = newest(root, path.join(entry, child));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/**
 * Why `npm run build` must run before the production server starts — no build yet, or a source
 * newer than it, named — or null when the build is current.
 */
export function buildStaleReason(root = process.cwd()): string | null {
  const built = path.join(root, APP_BUILD_FILE);
  if (!existsSync(built) || !existsSync(path.join(root, "build/client"))) return "pas encore de build";
  const builtAt = statSync(built).mtimeMs;
  for (const input of APP_BUILD_INPUTS) {
    const found = newest(root, input);
    if (found && found.mtimeMs > builtAt) return `${found.file} a changé depuis le dernier build`;
  }
  return serverBundleStaleReason(root) === null ? null : "le serveur a changé depuis le dernier build";
}

/** Lines of the build that a newcomer does not need (see the header). */
const NOISE = [/The `envFile` option is deprecated/];

/** A child's output, line by line, without the noise. */
function filtered(out: NodeJS.WritableStream) {
  let pending = "";
  return {
    write(chunk: Buffer) {
      const lines = (pending + chunk.toString("utf8")).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (!NOISE.some((noise) => noise.test(line))) out.write(`${line}\n`);
    },
    end() {
      if (pending && !NOISE.some((noise) => noise.test(pending))) out.write(pending);
    },
  };
}

/** `npm run build` with warnings and errors only: React Router's build, then the server's bundle. */
export async function quietBuild(root = process.cwd()): Promise<void> {
  const bin = path.join(root, "node_modules/@react-router/dev/bin.js");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "build", "--logLevel", "warn"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const stdout = filtered(process.stdout);
    const stderr = filtered(process.stderr);
    child.stdout.on("data", (chunk: Buffer) => stdout.write(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.write(chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      stdout.end();
      stderr.end();
      if (code === 0) resolve();
      else reject(new Error(`La construction a échoué (react-router build, code ${code}).`));
    });
  });
  await bundleServer(root);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const reason = buildStaleReason();
  if (reason) {
    const started = performance.now();
    console.log(`Construction de l'application (${reason}), une trentaine de secondes…`);
    try {
      await quietBuild();
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    }
    console.log(`Application construite en ${Math.round((performance.now() - started) / 1000)}\u00a0s.`);
  }
}
