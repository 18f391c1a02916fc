/**
 * Issue 25: `npm start` builds only when the sources changed since the last build (it rebuilt on
 * every start, about 30 s). The decision, on a project in a temporary folder: a build newer than
 * every source is current; a source touched after it, a missing build or a stale server bundle
 * call for a build, naming why.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildStaleReason } from "../../scripts/build-if-needed";
import { SERVER_BUNDLE_DIR } from "../../scripts/server-bundle";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

function file(root: string, name: string, at: Date, content = "") {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
  utimesSync(path.join(root, name), at, at);
}

/** Sources written two minutes ago, the app built one minute ago, the server bundled just after. */
function builtProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-build-if-needed-"));
  roots.push(root);
  for (const source of [
    "app/root.tsx",
    "app/features/hours/hours.ts",
    "public/favicon.svg",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
    "server/main.ts",
    "server/start.ts",
  ])
    file(root, source, ago(120));
  file(root, "build/client/assets/entry.client.js", ago(61));
  file(root, "build/server/index.js", ago(60));
  file(root, `${SERVER_BUNDLE_DIR}/inputs.json`, ago(59), JSON.stringify(["app/features/hours/hours.ts", "server/main.ts", "server/start.ts"]));
  for (const entry of ["main", "start"]) file(root, `${SERVER_BUNDLE_DIR}/${entry}.mjs`, ago(59));
  return root;
}

describe("the build `npm start` needs", () => {
  it("is none when the build is newer than every source", () => {
    expect(buildStaleReason(builtProject())).toBeNull();
  });

  it("is a build when a source of the app changed since, naming it", () => {
    const root = builtProject();
    file(root, "app/features/hours/hours.ts", new Date());
    expect(buildStaleReason(root)).toBe("app/features/hours/hours.ts a changé depuis le dernier build");
  });

  it("is a build when the build's configuration, the static files or the dependencies changed", () => {
    for (const source of ["vite.config.ts", "public/favicon.svg", "package-lock.json"]) {
      const root = builtProject();
      file(root, source, new Date());
      expect(buildStaleReason(root), source).toBe(`${source} a changé depuis le dernier build`);
    }
  });

  it("is a build when the server changed, though the app did not", () => {
    const root = builtProject();
    file(root, "server/start.ts", new Date());
    expect(buildStaleReason(root)).toBe("le serveur a changé depuis le dernier build");
  });

  it("is a build when there is none, or half of one", () => {
    const root = builtProject();
    rmSync(path.join(root, "build/client"), { recursive: true });
    expect(buildStaleReason(root)).toBe("pas encore de build");
    rmSync(path.join(root, "build"), { recursive: true });
    expect(buildStaleReason(root)).toBe("pas encore de build");
  });
});
