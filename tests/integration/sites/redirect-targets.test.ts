/**
 * Redirects to a target a visitor gave (issue 11, item 10c): the back-office's site switch
 * (`POST /admin/select-site`, field `redirectTo`) over real HTTP against the production build.
 * A CRLF gave a 500; `//host`, absolute URLs, backslashes and their encoded forms must never
 * leave the site. Every bad target lands on the dashboard, with the site still selected.
 */
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createHttpApp, createRequestListener } from "../../../server/http-app";
import { freePort } from "../../../server/free-port";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { sessionCookie } from "../../support/admin-route-calls";
import { createSite } from "../../support/factories";

const BUILD = path.resolve("build/server/index.js");

let t: TestDatabase;
let services: AppServices;
let server: Server;
let port: number;
let siteId: string;
let cookie: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A form post with a raw body (the attacker writes the encoding), as a same-origin page sends it. */
function post(pathname: string, rawBody: string): Promise<Answer> {
  const origin = `http://localhost:${port}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        headers: {
          host: `localhost:${port}`,
          origin,
          "sec-fetch-site": "same-origin",
          cookie,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(rawBody),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(rawBody);
  });
}

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  t = await createTestDatabase();
  port = await freePort();
  services = createTestServices(t.db, { PUBLIC_URL: `http://localhost:${port}` });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@redirects.test", password: "owner-secret-1", role: "user" });
  siteId = (await createSite(t.db, { name: "Boulangerie Redirections", ownerId: owner.id })).id;
  cookie = await sessionCookie(services, "owner@redirects.test", "owner-secret-1");
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  server = createServer(createRequestListener(services, createHttpApp({ services, build })));
  server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.drop();
});

const select = (encodedTarget: string) => post("/admin/select-site", `siteId=${siteId}&redirectTo=${encodedTarget}`);

describe("POST /admin/select-site redirectTo", () => {
  it("goes to the back-office page it names", async () => {
    for (const [encoded, location] of [
      ["%2Fadmin%2Fproducts", "/admin/products"],
      ["/admin/content/quotes%3Ffilter%3Dnew", "/admin/content/quotes?filter=new"],
      ["/admin/%252F%252Fevil.example", "/admin/%2F%2Fevil.example"],
    ]) {
      const answer = await select(encoded);
      expect(answer.status, encoded).toBe(302);
      expect(answer.headers.location, encoded).toBe(location);
    }
  });

  it("sends every target that is not a page of the site, CRLF included, to the dashboard, never a 500", async () => {
    for (const encoded of [
      // CR/LF: a second header, a cookie, a body.
      "%2Fadmin%0D%0ASet-Cookie%3A%20evil%3D1",
      "/admin/x%0D%0ALocation%3A%20https%3A%2F%2Fevil.example",
      "/admin%0Aevil",
      "/admin%0Devil",
      "%0D%0A%2Fadmin",
      // Another host, as written and encoded.
      "//evil.example",
      "%2F%2Fevil.example",
      "%2F%2Fevil.example%2Fadmin",
      "https://evil.example",
      "https%3A%2F%2Fevil.example%2Fadmin",
      "/%5Cevil.example",
      "%2F%5Cevil.example",
      "/%5C/evil.example",
      "%5C%5Cevil.example",
      "/%09/evil.example",
      "/admin/..%2F..%2F%2Fevil.example",
      "%252F%252Fevil.example",
      "/%252F%252Fevil.example",
      "javascript%3Aalert(1)",
      "",
      "%00",
    ]) {
      const answer = await select(encoded);
      expect(answer.status, encoded).toBe(302);
      expect(answer.headers.location, encoded).toBe("/admin/dashboard");
      const cookies = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
      expect(
        cookies.some((c) => c.startsWith("vitrine_site=")),
        encoded,
      ).toBe(true);
      expect(
        cookies.some((c) => c.startsWith("evil=")),
        encoded,
      ).toBe(false);
    }
  });

  it("answers the same through the data request of a hydrated page", async () => {
    const answer = await post("/admin/select-site.data", `siteId=${siteId}&redirectTo=%2Fadmin%0D%0ASet-Cookie%3A%20evil%3D1`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toContain("/admin/dashboard");
    expect(answer.body).not.toContain("evil");
  });
});
