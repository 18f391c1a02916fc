/**
 * What the browser may download (issue 11, finding 9): no file of `build/client` may carry the
 * database schema or Drizzle. A 50 KB chunk with every table and column, the sign-in tables
 * included, was loaded by the public about page and two editors because browser code imported
 * a constant from app/db/schema.ts.
 *
 * The strings looked for cannot appear by accident: the sign-in tables' own SQL identifiers,
 * read from the schema itself, keeping those that no other table has and that are long or
 * compound enough to be nobody else's words (`session_user_id_idx`, `impersonated_by`,
 * `access_token_expires_at`…); and the entity markers every Drizzle class carries
 * (`drizzle:entityKind`, `drizzle:Columns`…). Each is first shown to be in the server build or in
 * Drizzle itself, so the search would find it if it were there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import * as schema from "~/db/schema";

const CLIENT = path.resolve("build/client");
const SERVER = path.resolve("build/server/index.js");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function identifiers(table: PgTable): string[] {
  const config = getTableConfig(table);
  return [
    config.name,
    ...config.columns.map((c) => c.name),
    ...config.indexes.map((i) => i.config.name ?? ""),
    ...config.checks.map((c) => c.name),
    ...config.uniqueConstraints.map((u) => u.name ?? ""),
  ].filter(Boolean);
}

/** The sign-in tables' identifiers that only they have and that read as nobody else's words. */
function authIdentifiers(): string[] {
  const auth: PgTable[] = Object.values(schema.authSchema);
  const others = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable) && !auth.includes(value));
  const elsewhere = new Set(others.flatMap(identifiers));
  const distinctive = (name: string) => name.includes("_") && (name.split("_").length >= 3 || name.length >= 14);
  return [...new Set(auth.flatMap(identifiers))].filter((name) => !elsewhere.has(name) && distinctive(name));
}

/** `drizzle:entityKind`, `drizzle:Columns`…: the markers of Drizzle's classes, read from its own code. */
function drizzleMarkers(): string[] {
  const require = createRequire(import.meta.url);
  const entity = readFileSync(require.resolve("drizzle-orm/entity"), "utf8");
  const table = readFileSync(require.resolve("drizzle-orm/table"), "utf8");
  return [...new Set([...`${entity}\n${table}`.matchAll(/drizzle:[A-Za-z]+/g)].map((m) => m[0]))];
}

/** The screens measured by `check:pages` (the five of issue 25, then the support's and the social reach's). */
const SCREENS = [
  "routes/admin/dashboard",
  "routes/admin/products",
  "routes/admin/hours",
  "routes/admin/home",
  "routes/admin/messages",
  "routes/admin/help",
  "routes/admin/support",
  "routes/admin/social",
];

describe("the client build", () => {
  it("carries neither the sign-in tables of the schema nor Drizzle", () => {
    if (!existsSync(CLIENT) || !existsSync(SERVER)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
    const files = filesUnder(CLIENT);
    expect(files.filter((f) => f.endsWith(".js")).length, "JavaScript files in build/client").toBeGreaterThan(5);

    const tables = authIdentifiers();
    expect(tables).toEqual(
      expect.arrayContaining(["session_user_id_idx", "account_user_id_idx", "verification_identifier_idx", "impersonated_by", "access_token_expires_at"]),
    );
    const markers = drizzleMarkers();
    expect(markers).toEqual(expect.arrayContaining(["drizzle:entityKind", "drizzle:Columns"]));

    // The search finds them where they are.
    const server = readFileSync(SERVER, "utf8");
    for (const name of tables) expect(server, `${name} in the server build`).toMatch(new RegExp(`\\b${name}\\b`));

    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const name of tables) if (new RegExp(`\\b${name}\\b`).test(text)) found.push(`${path.relative(CLIENT, file)}: ${name}`);
      for (const marker of markers) if (text.includes(marker)) found.push(`${path.relative(CLIENT, file)}: ${marker}`);
    }
    expect(found, "server-only code in build/client").toEqual([]);
  });

  it("keeps every back-office screen within 200 KB of script before the first interaction (brotli)", () => {
    if (!existsSync(CLIENT)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
    const assets = path.join(CLIENT, "assets");
    const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
    if (!manifestFile) throw new Error("build/client/assets/manifest-*.js introuvable");
    const source = readFileSync(path.join(assets, manifestFile), "utf8");
    type Entry = { module: string; imports?: string[]; parentId?: string; hasDefaultExport?: boolean };
    const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as { entry: Entry; routes: Record<string, Entry> };
    // What the page asks for as it loads: the entry, the root, the admin layout and the screen, with their static imports.
    const filesOf = (route: string) => {
      const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      for (const id of ["root", "routes/admin/layout", route]) {
        const entry = manifest.routes[id];
        if (!entry) throw new Error(`route ${id} absente du manifeste`);
        for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file);
      }
      return [...files];
    };
    // The brotli copy the build wrote is what the server sends; each file is weighed once, not once
    // per screen (compressing the shared entry again for every screen took 30 s on a busy machine).
    const sizes = new Map<string, number>();
    const brotliSize = (file: string) => {
      let size = sizes.get(file);
      if (size === undefined) {
        const full = path.join(CLIENT, file);
        size = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : brotliCompressSync(readFileSync(full)).length;
        sizes.set(file, size);
      }
      return size;
    };
    const weigh = (route: string) => filesOf(route).reduce((sum, file) => sum + brotliSize(file), 0) / 1024;
    // Every screen of the back-office (a route drawn inside its layout), not only the measured ones.
    const screens = Object.entries(manifest.routes)
      .filter(([, entry]) => entry.parentId === "routes/admin/layout" && entry.hasDefaultExport)
      .map(([id]) => id);
    expect(screens).toEqual(expect.arrayContaining(SCREENS));
    const over = screens.map((route) => [route, Math.round(weigh(route) * 10) / 10] as const).filter(([, kb]) => kb > 200);
    expect(over, "screens over 200 KB (brotli) of script before the first interaction").toEqual([]);
    // Each file is a round trip on a phone's connection: the icons come as one file (ADR 035), not
    // one per icon (the dashboard asked for 48 files, 25 of them an icon of a few hundred bytes).
    const many = SCREENS.map((route) => [route, filesOf(route).length] as const).filter(([, count]) => count > 30);
    expect(many, "screens asking for more than 30 script files before the first interaction").toEqual([]);
    // Loaded when wanted, not with the screens: each library's own attribute is in the build, and
    // in none of the files a screen loads first. sonner comes with the first toast
    // (components/ui/toaster.tsx); Radix's menu and its positioning with the site switcher, which
    // only an admin or an owner of several sites has (ADR 051).
    const all = readdirSync(assets).filter((f) => f.endsWith(".js"));
    for (const [library, marker] of [
      ["sonner", "data-sonner-toaster"],
      ["the menu's positioning", "data-radix-popper-content-wrapper"],
    ] as const) {
      expect(
        all.some((f) => readFileSync(path.join(assets, f), "utf8").includes(marker)),
        `${library} in the build`,
      ).toBe(true);
      const eager = SCREENS.flatMap((route) =>
        filesOf(route)
          .filter((file) => readFileSync(path.join(CLIENT, file), "utf8").includes(marker))
          .map((file) => `${route}: ${file}`),
      );
      expect(eager, `${library} loaded with a screen`).toEqual([]);
    }
  });

  it("gives the back-office no font to download: its stylesheet declares none (ADR 035)", () => {
    const assets = readdirSync(path.join(CLIENT, "assets"));
    const css = (prefix: string) => {
      const file = assets.find((f) => f.startsWith(`${prefix}-`) && f.endsWith(".css"));
      if (!file) throw new Error(`${prefix}-*.css introuvable dans build/client/assets`);
      return readFileSync(path.join(CLIENT, "assets", file), "utf8");
    };
    // The search finds a font where there is one: the merchant sites' stylesheet keeps theirs.
    expect(css("site")).toMatch(/@font-face[^}]*\.woff2/);
    expect(css("app")).not.toMatch(/@font-face|\.woff2/);
  });
});
