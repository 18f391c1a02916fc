/**
 * The server runs from its bundle (ADR 032): whoever starts it asks `serverEntry` for the file,
 * which refuses a bundle that is missing or older than one of its sources, so no test and no bench
 * runs a server that is not the code in the working copy.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_BUNDLE_DIR, serverBundleIsCurrent, serverEntry } from "../../scripts/server-bundle";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with two sources and, unless `bundled` is false, both bundles built a minute after them. */
function project({ bundled = true } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-server-bundle-"));
  roots.push(root);
  mkdirSync(path.join(root, "server"));
  mkdirSync(path.join(root, SERVER_BUNDLE_DIR), { recursive: true });
  const sourcesAt = new Date(Date.now() - 120_000);
  for (const source of ["server/main.ts", "server/start.ts"]) {
    writeFileSync(path.join(root, source), "");
    utimesSync(path.join(root, source), sourcesAt, sourcesAt);
  }
  if (bundled) {
    writeFileSync(path.join(root, SERVER_BUNDLE_DIR, "inputs.json"), JSON.stringify(["server/main.ts", "server/start.ts"]));
    for (const entry of ["main", "start"]) setBuiltAt(root, entry, new Date(Date.now() - 60_000));
  }
  return root;
}

function setBuiltAt(root: string, entry: string, at: Date) {
  const file = path.join(root, SERVER_BUNDLE_DIR, `${entry}.mjs`);
  writeFileSync(file, "");
  utimesSync(file, at, at);
}

describe("the server's bundle", () => {
  it("is the file to run when it is newer than every source it was made of", () => {
    const root = project();
    expect(serverEntry("main", root)).toBe(path.join(root, "build/bin/main.mjs"));
    expect(serverEntry("start", root)).toBe(path.join(root, "build/bin/start.mjs"));
    expect(serverBundleIsCurrent(root)).toBe(true);
  });

  it("is refused when missing, with the command that makes it", () => {
    const root = project({ bundled: false });
    expect(() => serverEntry("main", root)).toThrow("Pas de build du serveur (build/bin/main.mjs)\u00a0: lancez `npm run build`.");
    expect(serverBundleIsCurrent(root)).toBe(false);
  });

  it("is refused when a source changed after it was built, naming the source", () => {
    const root = project();
    const now = new Date();
    utimesSync(path.join(root, "server/start.ts"), now, now);
    expect(() => serverEntry("main", root)).toThrow("Le build du serveur est plus ancien que server/start.ts\u00a0: relancez `npm run build`.");
    expect(serverBundleIsCurrent(root)).toBe(false);
  });

  it("is refused when one of its sources is gone (a file moved since the build)", () => {
    const root = project();
    rmSync(path.join(root, "server/main.ts"));
    expect(() => serverEntry("start", root)).toThrow(/plus ancien que server\/main\.ts/);
  });

  it("is current only when both entries are", () => {
    const root = project();
    setBuiltAt(root, "start", new Date(Date.now() - 180_000));
    expect(() => serverEntry("main", root)).not.toThrow();
    expect(serverBundleIsCurrent(root)).toBe(false);
  });
});
