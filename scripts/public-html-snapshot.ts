/**
 * Saves the HTML of the public pages of the demo, to compare two builds byte for byte (a change
 * that should not change what visitors get, e.g. "public pages render only").
 *
 *   node --import tsx scripts/public-html-snapshot.ts --out /tmp/seeded --data /tmp/demo
 *   cp -a /tmp/demo /tmp/demo-before && cp -a /tmp/demo /tmp/demo-after
 *   node --import tsx scripts/public-html-snapshot.ts --out /tmp/before --data /tmp/demo-before
 *   … change, build …
 *   node --import tsx scripts/public-html-snapshot.ts --out /tmp/after --data /tmp/demo-after
 *   diff -r /tmp/before /tmp/after
 *
 * `--root` is the checkout whose build runs (default: this one); `--data` the DATA_DIR, seeded
 * with the demo on the first run: give both runs copies of the same one, or every id and image
 * name differs (each run changes its folder, below). What changes from one run to the next by
 * itself (a CSP nonce, the server's port, the form token of a page never stored: a preview's) is
 * replaced by a fixed mark with `--normalize`; so are React's `useId` values (`_R_…_`, renamed in
 * order of appearance), which are positions in the component tree: a component that rendered
 * nothing and is gone shifts them without changing anything else. Between builds the stylesheet's
 * name changes too when a class is no longer used anywhere (its hash is its content).
 *
 * Then a draft, as its owner and a visitor see it: the demo owner signs in with the login form,
 * unpublishes Les Délices de Marie from the dashboard, and the run saves the preview of its pages
 * (the platform's host with `?site=`, where the session is: the real pages under the preview
 * banner) and the 'Bientôt en ligne' a visitor of its own host gets; the dashboard then publishes
 * the site again. That moves the site's publication date and content version in `--data`, hence
 * a copy of one seeded folder for each run, made while no server runs on it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../server/free-port";
import { signInOwner, startDemoServer, stopDemoServer } from "./demo-server";

const HELP = `Saves the HTML of the demo's public pages, and of a draft, to compare two builds byte for byte.

  node --import tsx scripts/public-html-snapshot.ts --out DIR [--root DIR] [--data DIR] [--normalize]

  --out DIR     where the pages are written (one file per page, its status and address on the first line)
  --root DIR    the checkout whose build runs (default: this one; run \`npm run build\` there first)
  --data DIR    the DATA_DIR, seeded with the demo on its first run (default: a new temporary folder)
  --normalize   a fixed mark for what changes by itself between runs: the CSP nonce, the port, a preview's
                form token, useId's ids

Public pages: landing, the merchant's home, about, services, products (filtered, searched), contact,
and the second shop's home. The draft: the demo owner unpublishes Les Délices de Marie, the preview
of its pages is saved (draft-preview-*.html) with the 'Bientôt en ligne' its visitors get
(draft-coming-soon.html), and the site is published again. That changes the data folder: compare
two builds on two copies of one seeded folder, made while no server runs on it.
`;

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    root: { type: "string", default: path.resolve(import.meta.dirname, "..") },
    data: { type: "string" },
    normalize: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
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

type Answer = { status: number; body: string };

/**
 * One request to the server as `host` would reach it. No Origin and no Sec-Fetch-Site: the
 * same-origin check lets a script's POST through (ADR 016), as it does curl's.
 */
function send(port: number, host: string, pagePath: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { Host: `${host}:${port}`, "User-Agent": "public-html-snapshot" };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pagePath, method: form ? "POST" : "GET", agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The draft's pages saved as its owner previews them (on the platform's host, `?site=`). */
const DRAFT_PREVIEWS: { file: string; path: string }[] = [
  { file: "draft-preview-home.html", path: "/merchant" },
  { file: "draft-preview-about.html", path: "/merchant/about" },
  { file: "draft-preview-services.html", path: "/merchant/services" },
  { file: "draft-preview-products.html", path: "/merchant/products" },
  { file: "draft-preview-contact.html", path: "/merchant/contact" },
];

/** The dashboard's publication form, posted as the owner; throws unless it is accepted. */
async function setPublished(port: number, cookie: string, siteId: string, published: boolean): Promise<void> {
  const intent = published ? "publish" : "unpublish";
  const answer = await send(port, "localhost", "/admin/dashboard", { cookie, form: { intent, siteId } });
  if (answer.status !== 200) throw new Error(`«\u00a0${intent}\u00a0» a répondu ${answer.status}`);
}

/**
 * A visitor's page of the draft. The published page may still be in the page cache for an
 * instant: the unpublication reaches it through NOTIFY, after the write.
 */
async function comingSoon(port: number, pagePath: string): Promise<Answer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await send(port, MERCHANT, pagePath);
    if (answer.body.includes("Bientôt en ligne")) return answer;
    if (Date.now() > deadline) throw new Error(`${MERCHANT}${pagePath} ne montre pas «\u00a0Bientôt en ligne\u00a0» 10\u00a0s après la dépublication`);
  }
}

async function snapshotDraft(port: number, save: (file: string, page: { host: string; path: string }, answer: Answer) => void): Promise<void> {
  const cookie = await signInOwner(port);
  const settings = await send(port, "localhost", "/admin/settings", { cookie });
  // Every form of a site's screen carries the id of the site it was rendered for.
  const siteId = /name="siteId"[^>]*value="([^"]+)"/.exec(settings.body)?.[1];
  if (!siteId) throw new Error("la page des paramètres ne nomme pas le site de la démo");
  await setPublished(port, cookie, siteId, false);
  try {
    for (const page of DRAFT_PREVIEWS) {
      const previewPath = `${page.path}?site=${siteId}`;
      save(page.file, { host: "localhost", path: previewPath }, await send(port, "localhost", previewPath, { cookie }));
    }
    save("draft-coming-soon.html", { host: MERCHANT, path: "/merchant/about" }, await comingSoon(port, "/merchant/about"));
  } finally {
    await setPublished(port, cookie, siteId, true);
  }
}

/** What varies from one run to the next by itself, replaced by a fixed mark. */
function normalize(html: string, port: number): string {
  const ids = new Map<string, string>();
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="…"')
    .replace(/name="formToken" value="[^"]+"/g, 'name="formToken" value="…"')
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
  const save = (file: string, page: { host: string; path: string }, { status, body }: Answer) => {
    const html = values.normalize ? normalize(body, port) : body;
    writeFileSync(path.join(out, file), `<!-- ${status} ${page.host}${page.path} -->\n${html}`);
    process.stdout.write(`${status} ${page.host}${page.path} → ${file}\n`);
  };
  for (const page of PAGES) save(page.file, page, await send(port, page.host, page.path));
  await snapshotDraft(port, save);
} finally {
  await stopDemoServer(server);
}
process.stdout.write(`DATA_DIR: ${dataDir}\n`);
