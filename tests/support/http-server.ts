/**
 * The real server for integration tests that attack it over HTTP: the production build behind
 * server/http-app.ts (the same middleware stack and request listener as `npm run serve`) on a
 * free port, with services of the caller's choosing (its own settings, its own logger).
 */
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Writable } from "node:stream";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { createHttpApp, createRequestListener } from "../../server/http-app";
import { loadConfig } from "~/lib/config.server";
import { createServices } from "../../server/services";
import type { Database } from "~/db/connect.server";

const BUILD = path.resolve("build/server/index.js");

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type TestServer = {
  port: number;
  /** The listening node server itself, for a test that watches its connections. */
  server: Server;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** One raw request (node:http: no header is added, Host included, unless given). */
  request(method: string, pathAndQuery: string, options?: { headers?: OutgoingHttpHeaders; body?: string | Buffer }): Promise<Answer>;
  close(): Promise<void>;
};

/** Every JSON line the server's logger wrote, parsed. */
export type LogLines = Record<string, unknown>[];

/** Services as the server builds them, on a test database, with a logger whose lines the test can read. */
export function createLoggedServices(db: Database, env: Record<string, string> = {}): { services: AppServices; logs: LogLines } {
  const logs: LogLines = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-data-"));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: "0", PUBLIC_URL: "http://localhost:3000", DOMAIN_CHECKS: "0", ...env });
  const logger = pino({ level: "info", base: undefined }, sink);
  return { services: createServices(config, logger, db), logs };
}

export async function startTestServer(services: AppServices): Promise<TestServer> {
  if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const app = createHttpApp({ services, build });
  const server = createServer(createRequestListener(services, app));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    server,
    origin: `http://127.0.0.1:${port}`,
    request(method, pathAndQuery, options = {}) {
      return new Promise<Answer>((resolve, reject) => {
        const headers: OutgoingHttpHeaders = { host: `127.0.0.1:${port}`, ...options.headers };
        if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
        const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(options.body);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A form as a browser without JavaScript sends it. */
export function formBody(fields: Record<string, string>): { body: string; headers: OutgoingHttpHeaders } {
  return { body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** The cookies a response sets, as a Cookie request header. */
export function cookiesOf(answer: Answer): string {
  const set = answer.headers["set-cookie"] ?? [];
  return (Array.isArray(set) ? set : [set])
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
