/**
 * Issue 15's "done when": a merchant connects their own domain with no admin involved and watches
 * it reach 'Certificat actif', through the real parts — a DNS server on loopback that the server's
 * checker asks (DNS_SERVERS), Debian's Caddy with on-demand certificates from its internal CA that
 * it may only get once the server's /tls/ask says yes, and the server's certificate probe pointed
 * at Caddy (TLS_CHECK_ADDRESS, trusting Caddy's root: TLS_CHECK_CA_FILE). The owner only types
 * the domain, creates the records shown (the test writes them into the zone, as a registrar
 * would) and presses 'Vérifier maintenant'.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { domainChecks, domainMappings } from "~/db/schema";
import { freePort } from "../../server/free-port";
import { caddyVersion, getHttps, startOnDemandCaddy } from "../support/caddy";
import { startTestDnsServer } from "../support/dns-server";
import { DESKTOP, expectToast, screenshot } from "./support/browser";
import { test, setFileServerEnv } from "./support/fixtures";

const DOMAIN = "mon-epicerie-test.fr";

// Known before this file's server starts: the resolver it asks, the port Caddy will serve HTTPS
// on and where Caddy's internal CA will write its root.
const dns = await startTestDnsServer();
const caddyHttpsPort = await freePort();
const caddyStorage = mkdtempSync(path.join(tmpdir(), "vitrine-caddy-storage-"));
const caddyRoot = path.join(caddyStorage, "pki", "authorities", "local", "root.crt");
setFileServerEnv({
  DNS_SERVERS: dns.address,
  PUBLIC_IPV4: "127.0.0.1",
  TLS_CHECK_ADDRESS: `127.0.0.1:${caddyHttpsPort}`,
  TLS_CHECK_CA_FILE: caddyRoot,
});

const cleanups: (() => Promise<void> | void)[] = [() => dns.close(), () => rmSync(caddyStorage, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** GET https://<domain>/ through Caddy, trusting only Caddy's root. */
const visit = (domain: string) => getHttps(caddyHttpsPort, domain, readFileSync(caddyRoot));

/** 'Vérifier maintenant' on the card of `domain`, and the answer it gives (issue 25: in plain words, toast and inline). */
async function checkNow(page: Page, domain: string, answer: RegExp) {
  await page
    .getByRole("button", { name: `Vérifier maintenant ${domain}`, exact: true })
    .locator("visible=true")
    .first()
    .click();
  await expectToast(page, answer);
  await expect
    .poll(() =>
      page
        .getByTestId("verify-answer")
        .first()
        .innerText()
        .catch(() => ""),
    )
    .toMatch(answer);
}

describe("a merchant's own domain, from the owner's request to 'Certificat actif'", () => {
  test("the owner adds it, creates the records shown, and it is verified, gets its certificate through Caddy and says so", async ({
    login,
    server,
    db,
    demoSite,
  }) => {
    expect(caddyVersion()).toMatch(/^v?2\./);
    const page = await login("owner", DESKTOP);
    await page.goto(`${server.baseUrl}/admin/domains`);
    await page.getByRole("button", { name: "Ajouter un domaine" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un domaine" });
    await dialog.getByLabel("Nom de domaine").fill(DOMAIN);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Domaine ajouté\u00a0: suivez les étapes affichées pour le relier à votre site");

    // The settings the owner is shown for her pair: the A record of each name to us and the one TXT proof.
    const records = page.getByRole("main").getByRole("list", { name: `Réglages à ajouter pour ${DOMAIN}` });
    await expect.poll(() => records.isVisible()).toBe(true);
    const [mapping] = await db.select().from(domainMappings).where(eq(domainMappings.domain, DOMAIN));
    expect([mapping!.siteId, mapping!.isActive, mapping!.verifiedAt]).toEqual([demoSite.id, false, null]);
    const shown = await records.innerText();
    expect(shown).toContain(`_vitrine.${DOMAIN}`);
    expect(shown).toContain(mapping!.verificationToken);
    expect(shown).toContain("127.0.0.1");

    // The owner creates them at their registrar.
    dns.zone.set(DOMAIN, { a: ["127.0.0.1"] });
    dns.zone.set(`www.${DOMAIN}`, { a: ["127.0.0.1"] });
    dns.zone.set(`_vitrine.${DOMAIN}`, { txt: [[mapping!.verificationToken]] });
    await checkNow(page, DOMAIN, /Vos réglages sont trouvés et corrects/);
    const proven = await db.select().from(domainMappings).where(eq(domainMappings.siteId, demoSite.id));
    expect(
      proven
        .filter((m) => m.domain.endsWith(DOMAIN))
        .map((m) => [m.domain, m.isActive, m.verifiedBy])
        .sort(),
    ).toEqual([
      [DOMAIN, true, "txt"],
      [`www.${DOMAIN}`, true, "txt"],
    ]);
    // Caddy gets no certificate yet: the DNS has pointed here for less than the settling time.
    const caddy = await startOnDemandCaddy({
      askUrl: `http://127.0.0.1:${server.port}/tls/ask`,
      upstreamPort: server.port,
      httpsPort: caddyHttpsPort,
      storage: caddyStorage,
    });
    cleanups.push(() => caddy.stop());
    await expect(visit(DOMAIN)).rejects.toThrow();

    // Ten minutes later (the settling time of dns-verdict.ts, written back rather than waited).
    await db
      .update(domainChecks)
      .set({ detail: sql`jsonb_set(${domainChecks.detail}, '{oursSince}', to_jsonb((now() - interval '11 minutes')::text))` })
      // Both names of the pair: 'Vérifier maintenant' checks the pair (issue 25).
      .where(
        inArray(
          domainChecks.mappingId,
          proven.filter((m) => m.domain.endsWith(DOMAIN)).map((m) => m.id),
        ),
      );
    await page.reload();
    await checkNow(page, DOMAIN, new RegExp(`Votre site s'affiche à l'adresse ${DOMAIN}\\.`));

    // A visitor's first HTTPS visit: Caddy asks, gets its certificate, and the shop answers. The
    // ask endpoint may remember its 'no' of a minute ago for a few seconds.
    await expect
      .poll(
        () =>
          visit(DOMAIN).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(200)
      .catch((err: unknown) => {
        throw new Error(`${String(err)}\nCaddy\u00a0:\n${caddy.output()}`);
      });
    expect((await visit(DOMAIN)).body).toContain(demoSite.name);

    // The next check finds the certificate served for the name.
    await checkNow(page, DOMAIN, new RegExp(`https://${DOMAIN}, avec le cadenas`));
    await page.reload();
    const card = page.getByRole("main").getByRole("region", { name: DOMAIN });
    expect(await card.innerText()).toContain("Sécurisé (HTTPS)");
    await screenshot(page, "domain-certificate-active-desktop");
    const [checked] = await db.select().from(domainChecks).where(eq(domainChecks.mappingId, mapping!.id));
    expect(checked!.state).toBe("certificate_active");
  });
});
