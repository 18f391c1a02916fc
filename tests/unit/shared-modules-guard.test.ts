/**
 * Unit and integration files share their worker's modules (vitest.config.ts, `isolate: false`,
 * issue 22): a file that mocks a module, stubs a global or changes process.env for good changes it
 * for every file the worker runs after it, and a test elsewhere fails, or passes, by chance. This
 * reads every file of both projects and names any that does; the one that sets TZ puts it back
 * after each test (listed below with where it does).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FOLDERS = ["tests/unit", "tests/integration"];

/** What leaks from one file into the next ones of its worker. */
const LEAKS: [RegExp, string][] = [
  [/\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal)\(/, "vi.mock / vi.stubEnv / vi.stubGlobal / vi.resetModules"],
  [/\bprocess\.env\.[A-Za-z_]+\s*=(?!=)|\bprocess\.env\[[^\]]+\]\s*=(?!=)|\bdelete process\.env\b/, "process.env changed"],
];

/** Files that change process.env and put it back in a `finally` or an afterEach (checked by reading them). */
const RESTORED = new Map([["tests/unit/opening-hours.test.ts", "TZ, put back in afterEach"]]);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("files that share their worker's modules", () => {
  it("mock no module, stub no global and leave process.env as they found it", () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap(testFiles)) {
      if (file === "tests/unit/shared-modules-guard.test.ts") continue;
      const source = readFileSync(file, "utf8");
      for (const [pattern, what] of LEAKS) {
        if (!pattern.test(source)) continue;
        if (what === "process.env changed" && RESTORED.has(file)) continue;
        found.push(`${file}: ${what}`);
      }
    }
    expect(found, "isolate: false (vitest.config.ts): give the file its own project, or restore what it changes and list it in RESTORED").toEqual([]);
  });

  it("finds a mock where there is one (the check itself)", () => {
    expect(LEAKS[0]?.[0].test(`vi.mock("~/db", () => ({}));`)).toBe(true);
    expect(LEAKS[1]?.[0].test(`process.env.DATABASE_URL = "x";`)).toBe(true);
    expect(LEAKS[1]?.[0].test(`if (process.env.CI === "1") {}`)).toBe(false);
  });
});
