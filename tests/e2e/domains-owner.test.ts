import { afterAll, describe, expect } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { domainMappings, mailOutbox } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { startTestDnsServer } from "../support/dns-server";
import { mailTo } from "./support/mailbox";
import { DESKTOP, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { setFileServerEnv, test } from "./support/fixtures";

/**
 * Issue 15, part B, rewritten for a merchant by issue 25: a shop owner connects her own domain
 * with no admin involved. She adds 'boutique-test.fr' on 'Domaines' and reads ONE state for it in
 * plain words, the settings to copy to her registrar for HER names (one proof for the pair),
 * asks 'Vérifier maintenant' and gets an answer next to the domain; she copies the settings (the
 * test writes them into a DNS server on loopback, which this file's server asks), checks again,
 * chooses the www. name as 'Adresse principale', and a visitor typing the bare name lands on www.
 * (the browser resolves boutique-test.fr to this machine: --host-resolver-rules in
 * support/fixtures.ts).
 */
const DOMAIN = "boutique-test.fr";
const NAMES = [DOMAIN, `www.${DOMAIN}`];
const IPV4 = "203.0.113.10";
const TARGET = "sites.vitrine-test.fr";
const OWNER_EMAIL = DEMO_ACCOUNTS.find((a) => a.key === "owner")!.email;

const dns = await startTestDnsServer();
setFileServerEnv({ DNS_SERVERS: dns.address, PUBLIC_IPV4: IPV4, CNAME_TARGET: TARGET });
afterAll(() => dns.close());

/** Words an owner should never read on her screen (issue 25): admin jargon and badge soup. */
const NOT_FOR_HER = ["Inactif", "À vérifier", "DNS à configurer", "registraire", "le site d'un commerçant", "mapping", "zone DNS du domaine"];

describe("An owner's own domain", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`adds it, reads one state and her settings, checks, picks www. as the main address, and visitors land there (${label})`, async ({
      login,
      open,
      db,
      demoSite,
      server,
    }) => {
      // One database for both widths: each run starts without the domain, and with an empty zone.
      await db.delete(domainMappings).where(inArray(domainMappings.domain, NAMES));
      dns.zone.clear();

      const p = await login("owner", viewport, { at: "/admin/domains" });
      await p.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await expect.poll(() => p.getByRole("heading", { level: 1, name: "Domaines" }).isVisible()).toBe(true);
      const main = p.getByRole("main");
      expect(await main.innerText()).toContain(demoSite.name);

      await p.getByRole("button", { name: "Ajouter un domaine" }).click();
      const dialog = p.getByRole("dialog", { name: "Ajouter un domaine" });
      // An owner's request is for their own site: no site to choose.
      expect(await dialog.getByLabel("Site").count()).toBe(0);
      await dialog.getByLabel("Nom de domaine").fill(`https://www.${DOMAIN.toUpperCase()}/`);
      expect(await dialog.innerText()).toContain(`${DOMAIN} et www.${DOMAIN}`);
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Domaine ajouté\u00a0: suivez les étapes affichées pour le relier à votre site");
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const rows = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
      expect(rows.map((r) => [r.domain, r.siteId, r.isActive, r.verifiedAt]).sort()).toEqual([
        [DOMAIN, demoSite.id, false, null],
        [`www.${DOMAIN}`, demoSite.id, false, null],
      ]);
      const bare = rows.find((r) => r.domain === DOMAIN)!;
      const www = rows.find((r) => r.domain === `www.${DOMAIN}`)!;

      // One card for the pair, one state in plain words, no switch nor per-name badges.
      const card = main.getByRole("region", { name: DOMAIN });
      await expect.poll(() => card.getByText("En attente de votre configuration").count()).toBe(1);
      expect(await card.getByRole("switch").count()).toBe(0);
      const shown = await main.innerText();
      for (const word of NOT_FOR_HER) expect(shown).not.toContain(word);

      // Her settings, for her names: the address of each name and ONE proof for the pair.
      const settings = card.getByRole("list", { name: `Réglages à ajouter pour ${DOMAIN}` });
      const items = settings.getByRole("listitem");
      expect(await items.count()).toBe(3);
      const text = await settings.innerText();
      expect(text).toContain(IPV4);
      expect(text).toContain(`${TARGET}.`);
      expect(text).toContain(bare.verificationToken);
      expect(text).not.toContain(www.verificationToken);
      const proof = items.filter({ hasText: bare.verificationToken });
      expect(await proof.innerText()).toContain("Prouve que le domaine est à vous");
      expect(await proof.innerText()).toContain("_vitrine");
      await proof.getByRole("button", { name: /^Copier la valeur du réglage/ }).click();
      await expectToast(p, "Copié");
      expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(bare.verificationToken);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(p, `domains-owner-pending-${label}`);

      // 'Vérifier maintenant' before anything is done at the registrar: what is missing, beside the domain.
      const verify = card.getByRole("button", { name: `Vérifier maintenant ${DOMAIN}` });
      await verify.click();
      const answer = card.getByTestId("verify-answer");
      await expect.poll(() => answer.innerText().catch(() => "")).toContain("Pas encore trouvé");
      expect(await answer.innerText()).toContain(`(_vitrine.${DOMAIN}) n'est pas encore trouvé`);
      await expectToast(p, /n'est pas encore trouvé/);

      // She copies the settings at her registrar; the check finds them, proves the pair and says so.
      dns.zone.set(DOMAIN, { a: [IPV4] });
      dns.zone.set(`www.${DOMAIN}`, { cname: TARGET });
      dns.zone.set(TARGET, { a: [IPV4] });
      dns.zone.set(`_vitrine.${DOMAIN}`, { txt: [[bare.verificationToken]] });
      await verify.click();
      await expect.poll(() => answer.innerText().catch(() => "")).toContain("Réglages trouvés");
      await expect.poll(() => card.getByText("En cours de vérification").count()).toBe(1);
      const proven = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
      expect(proven.map((r) => [r.domain, r.isActive, r.verifiedBy]).sort()).toEqual([
        [DOMAIN, true, "txt"],
        [`www.${DOMAIN}`, true, "txt"],
      ]);
      // The owner is told by e-mail, once.
      const mail = await mailTo(server.dataDir, "domain_verified", OWNER_EMAIL);
      expect(mail.header("subject")).toBe(`Votre domaine ${DOMAIN} est vérifié`);
      await screenshot(p, `domains-owner-checked-${label}`);

      // 'Adresse principale': the www. name (the radios wait for hydration, issue 22).
      const wwwChoice = card.getByRole("radio", { name: new RegExp(`: www\\.${DOMAIN.replace(".", "\\.")}$`) });
      const bareChoice = card.getByRole("radio", { name: new RegExp(`: ${DOMAIN.replace(".", "\\.")}$`) });
      await expect.poll(() => bareChoice.isDisabled()).toBe(false);
      expect(await bareChoice.isChecked()).toBe(true);
      await wwwChoice.check();
      await expectToast(p, `Adresse principale\u00a0: www.${DOMAIN}`);
      await expect.poll(() => bareChoice.isChecked()).toBe(false);
      await expect.poll(() => wwwChoice.isChecked()).toBe(true);
      const stored = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
      expect(stored.map((r) => [r.domain, r.isCanonical]).sort()).toEqual([
        [DOMAIN, false],
        [`www.${DOMAIN}`, true],
      ]);
      await screenshot(p, `domains-owner-${label}`);

      // A visitor types the bare name: a 301 to www., same path and query.
      const visitor = await open(viewport);
      const from = `http://${DOMAIN}:${server.port}/merchant/about?ref=carte`;
      await expect
        .poll(async () => {
          await visitor.goto(from);
          return visitor.url();
        })
        .toBe(`http://www.${DOMAIN}:${server.port}/merchant/about?ref=carte`);
      expect(await visitor.getByRole("banner").innerText()).toContain(demoSite.name);
    });
  }

  test("an admin approves an owner's pending request: both names active at once, the owner told by e-mail (desktop)", async ({ login, db, demoSite }) => {
    await db.delete(domainMappings).where(inArray(domainMappings.domain, NAMES));
    const owner = await login("owner", DESKTOP, { at: "/admin/domains" });
    await owner.getByRole("button", { name: "Ajouter un domaine" }).click();
    const dialog = owner.getByRole("dialog", { name: "Ajouter un domaine" });
    await dialog.getByLabel("Nom de domaine").fill(DOMAIN);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(owner, "Domaine ajouté\u00a0: suivez les étapes affichées pour le relier à votre site");
    const before = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, "domain_verified"));

    const p = await login("admin", DESKTOP, { at: "/admin/domains" });
    const approve = p.getByRole("button", { name: `Approuver ${DOMAIN}`, exact: true });
    const row = p.getByRole("main").locator("tr").filter({ has: approve });
    expect(await row.innerText()).toContain(demoSite.name);
    expect(await row.innerText()).toContain("En attente de preuve");
    expect(
      await p
        .getByRole("switch", { name: `Actif\u00a0: ${DOMAIN}` })
        .locator("visible=true")
        .isDisabled(),
    ).toBe(true);
    await screenshot(p, "domains-admin-pending-desktop");
    await approve.click();
    await expectToast(p, "Domaine approuvé et activé");
    await expect
      .poll(() =>
        p
          .getByRole("switch", { name: `Actif\u00a0: www.${DOMAIN}` })
          .locator("visible=true")
          .getAttribute("aria-checked"),
      )
      .toBe("true");
    expect(await p.getByRole("button", { name: /^Approuver/ }).count()).toBe(0);
    const rows = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
    expect(rows.map((r) => [r.domain, r.isActive, r.verifiedBy]).sort()).toEqual([
      [DOMAIN, true, "admin"],
      [`www.${DOMAIN}`, true, "admin"],
    ]);
    // One e-mail to the owner for the approval.
    const after = await db
      .select({ id: mailOutbox.id, to: mailOutbox.toAddresses, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "domain_verified"));
    expect(after.filter((m) => !before.some((b) => b.id === m.id)).map((m) => [m.to, m.subject])).toEqual([
      [[OWNER_EMAIL], `Votre domaine ${DOMAIN} est vérifié`],
    ]);
  });
});
