/**
 * The production server as one JavaScript file per entry (ADR 032): `npm run build` bundles
 * `server/main.ts` (`npm run serve`) and `server/start.ts` (`npm start`) into `build/bin/` with
 * esbuild, packages left to node_modules. Starting it costs no TypeScript compilation: on the quiet
 * machine 2.2 s from spawn to /readyz against 3.7 s through tsx. `npm run dev` keeps running the
 * sources through tsx (Vite middleware, HMR).
 *
 *   node --import tsx scripts/server-bundle.ts   (the second half of `npm run build`)
 *
 * Whoever starts the production server (the tests, check:pages, chaos, soak, bench) asks
 * `serverEntry()` for the file: it refuses, with the command to run, a bundle that is missing or
 * older than one of the sources it was made of, so no test ever runs yesterday's server.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";

export type ServerEntry = "main" | "start";

/** Where the bundles go, relative to the project: two folders deep, so that `../../drizzle` from a bundle is the project's migrations, as from `app/db/`. */
export const SERVER_BUNDLE_DIR = "build/bin";
const INPUTS_FILE = "inputs.json";

/** The bundle of `entry` in the project at `root`, checked present and newer than its sources. */
export function serverEntry(entry: ServerEntry = "main", root = process.cwd()): string {
  const reason = staleReason(entry, root);
  if (reason) throw new Error(reason);
  return path.join(root, SERVER_BUNDLE_DIR, `${entry}.mjs`);
}

/** Whether both bundles are there and newer than their sources (a build is needed otherwise). */
export function serverBundleIsCurrent(root = process.cwd()): boolean {
  return serverBundleStaleReason(root) === null;
}

/** Why a bundle must be made again (missing, or older than a source it was made of), or null; read by scripts/build-if-needed.ts. */
export function serverBundleStaleReason(root = process.cwd()): string | null {
  return staleReason("main", root) ?? staleReason("start", root);
}

function staleReason(entry: ServerEntry, root: string): string | null {
  const file = path.join(root, SERVER_BUNDLE_DIR, `${entry}.mjs`);
  const inputsFile = path.join(root, SERVER_BUNDLE_DIR, INPUTS_FILE);
  if (!existsSync(file) || !existsSync(inputsFile)) return `Pas de build du serveur (${SERVER_BUNDLE_DIR}/${entry}.mjs)\u00a0: lancez \`npm run build\`.`;
  const builtAt = statSync(file).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, "utf8")) as string[];
  for (const input of inputs) {
    const source = path.join(root, input);
    if (!existsSync(source) || statSync(source).mtimeMs > builtAt) return `Le build du serveur est plus ancien que ${input}\u00a0: relancez \`npm run build\`.`;
  }
  return null;
}

/**
 * `server/start.ts` sets NODE_ENV=production, then imports `./main`: the bundle of start keeps that
 * import, of main's bundle. Bundled into it, main's packages (React among them) would be imported
 * at the top of the file, before NODE_ENV is set, and load in their development mode.
 */
const startImportsMain: Plugin = {
  name: "start-imports-main",
  setup(build) {
    build.onResolve({ filter: /^\.\/main$/ }, (args) =>
      args.importer.endsWith(path.join("server", "start.ts")) ? { path: "./main.mjs", external: true } : undefined,
    );
  },
};

/** Bundles both entries; the sources they were made of go to inputs.json for `serverEntry`'s check. */
export async function bundleServer(root = process.cwd()): Promise<void> {
  // esbuild comes with tsx; imported here so that `serverEntry` costs nothing to the callers.
  const { build } = await import("esbuild");
  const outdir = path.join(root, SERVER_BUNDLE_DIR);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: "server/main.ts", start: "server/start.ts" },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Packages stay in node_modules (sharp's native code, better-auth, drizzle…): only our code is bundled.
    packages: "external",
    alias: { "~": "./app" },
    // `node --enable-source-maps build/bin/main.mjs` names the TypeScript lines in a stack trace.
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [startImportsMain],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("node_modules/"));
  writeFileSync(path.join(outdir, INPUTS_FILE), JSON.stringify(inputs.sort(), null, 1) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await bundleServer();
  console.log(`✓ server bundled into ${SERVER_BUNDLE_DIR}/ in ${Math.round(performance.now() - started)} ms`);
}
