/**
 * Saves the HTML of the public pages of the demo, to compare two builds byte for byte (a change
 * that should not change what visitors get, e.g. "public pages render only").
 *
 *   node --import tsx scripts/public-html-snapshot.ts --out /tmp/before [--root DIR] [--data DIR]
 *   … change, build …
 *   node --import tsx scripts/public-html-snapshot.ts --out /tmp/after --data <the same DIR>
 *   diff -r /tmp/before /tmp/after
 *
 * `--root` is the checkout whose build runs (default: this one); `--data` the DATA_DIR, seeded
 * with the demo on the first run: give both runs the same one, or every id and image name
 * differs. What changes from one run to the next by itself (a CSP nonce, the server's port) is
 * replaced by a fixed mark with `--normalize`; so are React's `useId` values (`_R_…_`, renamed in
 * order of appearance), which are positions in the component tree: a component that rendered
 * nothing and is gone shifts them without changing anything else. Between builds the stylesheet's
 * name changes too when a class is no longer used anywhere (its hash is its content).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../server/free-port";
import { startDemoServer, stopDemoServer } from "./demo-server";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    root: { type: "string", default: path.resolve(import.meta.dirname, "..") },
    data: { type: "string" },
    normalize: { type: "boolean", default: false },
  },
});
if (!values.out) throw new Error("--out DIR est requis");
const root = path.resolve(values.root);
const dataDir = values.data ? path.resolve(values.data) : mkdtempSync(path.join(tmpdir(), "vitrine-snapshot-"));
const out = path.resolve(values.out);

const MERCHANT = "delices.localhost";
const PAGES: { file: string; host: string; path: string }[] = [
  { file: "landing.html", host: "localhost", path: "/" },
  { file: "home.html", host: MERCHANT, path: "/" },
  { file: "merchant.html", host: MERCHANT, path: "/merchant" },
  { file: "about.html", host: MERCHANT, path: "/merchant/about" },
  { file: "services.html", host: MERCHANT, path: "/merchant/services" },
  { file: "products.html", host: MERCHANT, path: "/merchant/products" },
  { file: "products-douceurs.html", host: MERCHANT, path: `/merchant/products?categorie=${encodeURIComponent("Douceurs")}` },
  { file: "products-search.html", host: MERCHANT, path: `/merchant/products?q=quiche&tri=prix` },
  { file: "contact.html", host: MERCHANT, path: "/merchant/contact" },
  { file: "fromagerie-home.html", host: "fromagerie.localhost", path: "/" },
];

function get(port: number, host: string, pagePath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pagePath, agent: false, headers: { Host: `${host}:${port}`, "User-Agent": "public-html-snapshot" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** What varies from one run to the next by itself, replaced by a fixed mark. */
function normalize(html: string, port: number): string {
  const ids = new Map<string, string>();
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="…"')
    .replaceAll(`:${port}`, ":PORT")
    .replaceAll(`%3A${port}`, "%3APORT")
    .replace(/_R_[A-Za-z0-9]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `«id${ids.size + 1}»`);
      return ids.get(id)!;
    });
}

const port = await freePort();
const server = await startDemoServer({ root, port, dataDir, readyWithinMs: 180_000 });
try {
  mkdirSync(out, { recursive: true });
  for (const page of PAGES) {
    const { status, body } = await get(port, page.host, page.path);
    const html = values.normalize ? normalize(body, port) : body;
    writeFileSync(path.join(out, page.file), `<!-- ${status} ${page.host}${page.path} -->\n${html}`);
    process.stdout.write(`${status} ${page.host}${page.path} → ${page.file}\n`);
  }
} finally {
  await stopDemoServer(server);
}
process.stdout.write(`DATA_DIR: ${dataDir}\n`);
