/**
 * The build's scripts and stylesheets, sent as compressed once at build time (issue 25:
 * scripts/vite-precompress.ts, server/precompressed-assets.ts), through the production stack.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, createRequestListener } from "../../../server/http-app";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

const CLIENT = path.resolve("build/client");
const ASSETS = path.join(CLIENT, "assets");

let t: TestDatabase;
let server: Server;
let port: number;

beforeAll(async () => {
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  t = await createTestDatabase();
  const services = createTestServices(t.db);
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  server = createServer(createRequestListener(services, createHttpApp({ services, build, clientDir: CLIENT })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.drop();
});

function get(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The largest script and the stylesheet of the back-office, as built. */
function builtFiles(): { script: string; stylesheet: string } {
  const files = readdirSync(ASSETS);
  const bySize = (a: string, b: string) => readFileSync(path.join(ASSETS, b)).length - readFileSync(path.join(ASSETS, a)).length;
  const script = files.filter((f) => f.endsWith(".js")).sort(bySize)[0]!;
  const stylesheet = files.filter((f) => /^app-.*\.css$/.test(f))[0]!;
  return { script, stylesheet };
}

describe("the build's assets", () => {
  it("are built with a brotli and a gzip copy, smaller than what the per-request compression makes", () => {
    const { script, stylesheet } = builtFiles();
    for (const file of [script, stylesheet]) {
      const original = readFileSync(path.join(ASSETS, file));
      expect(brotliDecompressSync(readFileSync(path.join(ASSETS, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(ASSETS, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it("are sent in the best encoding the browser takes, with the original's type, length and lifetime", async () => {
    const { script, stylesheet } = builtFiles();
    for (const [file, type] of [
      [script, /^text\/javascript/],
      [stylesheet, /^text\/css/],
    ] as const) {
      const original = readFileSync(path.join(ASSETS, file));
      const brotli = readFileSync(path.join(ASSETS, `${file}.br`));
      const br = await get(`/assets/${file}`, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(type);
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The build's copy as it is: not compressed again by the middleware.
      expect(br.body.equals(brotli)).toBe(true);
      expect(Number(br.headers["content-length"])).toBe(brotli.length);

      const gz = await get(`/assets/${file}`, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(original)).toBe(true);

      const plain = await get(`/assets/${file}`, { "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);

      const head = await get(`/assets/${file}`, { "accept-encoding": "br" }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers["content-encoding"]).toBe("br");
      expect(head.body.length).toBe(0);
    }
  });

  it("never sends a file from outside the assets, nor a compressed copy asked for by name with the wrong type", async () => {
    for (const attempt of ["/assets/..%2F..%2Fserver%2Findex.js", "/assets/%2e%2e/%2e%2e/package.json", "/assets/../../package.json", "/assets/.hidden.br"]) {
      const answer = await get(attempt, { "accept-encoding": "br" });
      expect(answer.status, attempt).not.toBe(200);
      expect(answer.body.toString("utf8"), attempt).not.toContain('"name": "vitrine"');
    }
    const { script } = builtFiles();
    const direct = await get(`/assets/${script}.br`, { "accept-encoding": "identity" });
    // Asked for by its own name, the compressed copy is a plain file: never labelled as a script.
    expect(direct.headers["content-encoding"]).toBeUndefined();
    expect(String(direct.headers["content-type"] ?? "")).not.toMatch(/javascript/);
  });
});
