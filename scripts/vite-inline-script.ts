import { readFile } from "node:fs/promises";
import { minify, transformWithOxc, type Plugin } from "vite";

const QUERY = "?inline-script";

/**
 * `import code from "./file.browser.ts?inline-script"`: the file's TypeScript, stripped of its
 * types and minified, as a string a page writes into an inline <script> (ADR 038). The file runs
 * as a classic script in the browser: it may import types, nothing else, and keeps its variables
 * to itself (an IIFE). Used by the app's build and by Vitest (which loads the pages' modules).
 */
export function inlineScript(): Plugin {
  return {
    name: "vitrine:inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const source = await readFile(file, "utf8");
      const { code } = await transformWithOxc(source, file, { lang: "ts", target: "es2020" });
      const result = await minify(file.replace(/\.ts$/, ".js"), code, { compress: { target: "es2020" }, mangle: true });
      if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((e) => e.message).join("; ")}`);
      const script = result.code.trim();
      if (/^\s*(?:import|export)\b/m.test(script)) throw new Error(`${file}: an inline script cannot import or export values`);
      // Never close the <script> element it is written into.
      return `export default ${JSON.stringify(script.replace(/<\//g, "<\\/"))};`;
    },
  };
}
