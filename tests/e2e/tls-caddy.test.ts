/**
 * TLS on demand through a real Caddy (issue 15, part C): Debian's `caddy` runs in front of this
 * file's server with its internal CA (`tls internal`, nothing leaves the machine) and on-demand
 * certificates that it may only get when the server's `GET /tls/ask` says yes, on free loopback
 * ports, its storage in a temporary folder, its admin endpoint off.
 *
 * Caddy asks through a small relay in the test that records each question and the server's answer
 * and passes both on untouched: that is how the test knows the endpoint was asked. HTTPS requests
 * are made with node:https, trusting only the root certificate Caddy created in its storage, with
 * the domain as the TLS server name (SNI) and the Host header, to 127.0.0.1.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, describe, expect } from "vitest";
import { domainChecks } from "~/db/schema";
import { MAIN_SITE_NAME } from "~/features/demo/demo-content";
import { eq } from "drizzle-orm";
import { freePort } from "../../server/free-port";
import { caddyVersion, getHttps, startOnDemandCaddy } from "../support/caddy";
import { test } from "./support/fixtures";
import { createDomain } from "../support/factories";

const VERIFIED_DOMAIN = "delices-en-ligne.fr";
const UNKNOWN_DOMAIN = "inconnu-chez-nous.fr";

type Asked = { domain: string; status: number };

/** Everything started for the story, stopped after the file. */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The relay Caddy asks: forwards `/tls/ask?…` to the app as is and records the answer. */
async function startAskRelay(appPort: number): Promise<{ port: number; asked: Asked[] }> {
  const asked: Asked[] = [];
  const relay: Server = createServer((req, res) => {
    const forward = httpRequest(
      { host: "127.0.0.1", port: appPort, path: req.url, method: req.method, headers: { host: `127.0.0.1:${appPort}` } },
      (answer) => {
        const domain = new URL(req.url ?? "/", "http://relay").searchParams.get("domain") ?? "";
        asked.push({ domain, status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    forward.end();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => relay.close(() => resolve())));
  return { port, asked };
}

describe("TLS on demand through Caddy", () => {
  test("a verified domain gets a certificate and the merchant's site; an unknown one gets no certificate", async ({ server, db, demoSite }) => {
    expect(caddyVersion()).toMatch(/^v?2\./);

    // The merchant's domain, its ownership proven by its TXT record.
    const mapping = await createDomain(db, demoSite, { domain: VERIFIED_DOMAIN, verifiedAt: new Date(), verifiedBy: "txt" });
    // Its DNS points at us: in production part A's checker writes this state after resolving the
    // domain; here the test writes it (the two are joined after merging issue 15's parts).
    await db.update(domainChecks).set({ state: "verified", checkedAt: new Date() }).where(eq(domainChecks.mappingId, mapping.id));

    const relay = await startAskRelay(server.port);
    const caddy = await startOnDemandCaddy({ askUrl: `http://127.0.0.1:${relay.port}/tls/ask`, upstreamPort: server.port });
    cleanups.push(() => caddy.stop());
    const ca = caddy.rootCertificate();

    // The verified domain: a certificate for that name, issued by Caddy's CA, and the site.
    const page = await getHttps(caddy.httpsPort, VERIFIED_DOMAIN, ca).catch((err: unknown) => {
      throw new Error(`HTTPS vers ${VERIFIED_DOMAIN} refusé\u00a0: ${String(err)}\nCaddy\u00a0:\n${caddy.output()}`);
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(MAIN_SITE_NAME);
    expect(page.certificate.subjectaltname).toBe(`DNS:${VERIFIED_DOMAIN}`);
    expect(relay.asked).toContainEqual({ domain: VERIFIED_DOMAIN, status: 200 });

    // An unknown domain: the endpoint says no, Caddy gets no certificate, the handshake fails.
    const refused = await getHttps(caddy.httpsPort, UNKNOWN_DOMAIN, ca).then(
      (answer) => `answered ${answer.status}`,
      (err: NodeJS.ErrnoException) => err.code ?? err.message,
    );
    expect(refused).not.toMatch(/^answered/);
    expect(relay.asked).toContainEqual({ domain: UNKNOWN_DOMAIN, status: 404 });

    // The certificate obtained stays: the verified domain answers again without a new question.
    const asksBefore = relay.asked.filter((a) => a.domain === VERIFIED_DOMAIN).length;
    expect((await getHttps(caddy.httpsPort, VERIFIED_DOMAIN, ca)).status).toBe(200);
    expect(relay.asked.filter((a) => a.domain === VERIFIED_DOMAIN).length).toBe(asksBefore);
  });
});
