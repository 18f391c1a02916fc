import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, customDomainTarget, demoByDefault, loadConfig, platformSettingGaps, productionStartCheck } from "~/lib/config.server";
import { minFillMs } from "~/features/submissions/form-token.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "vitrine-config-"));

describe("loadConfig", () => {
  it("starts with no configuration at all", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.demo).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.platformHosts).toContain("localhost");
    // No proxy is believed unless listed: X-Forwarded-* from anyone else is ignored.
    expect(config.trustedProxies).toEqual([]);
    // The generated secret is kept in DATA_DIR and reused.
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it("names the variable of a bad value", () => {
    for (const [name, value] of [
      ["PORT", "http"],
      ["DATABASE_URL", "mysql://x"],
      ["PUBLIC_URL", "ftp://vitrine.fr"],
      ["AUTH_SECRET", "short"],
      ["SMTP_URL", "http://mail"],
      ["DEMO", "peut-être"],
      ["LOG_LEVEL", "chatty"],
      ["TRUSTED_PROXIES", "127.0.0.1, loopback"],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value }), name).toThrowError(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value }), name).toThrowError(new RegExp(name));
    }
  });

  it("derives the platform hosts and secure cookies from PUBLIC_URL", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://app.vitrine.fr/", PLATFORM_HOSTS: "Vitrine.fr, *.preview.vitrine.fr" });
    expect(config.publicUrl).toBe("https://app.vitrine.fr");
    expect(config.secureCookies).toBe(true);
    expect(config.platformHosts).toEqual(["vitrine.fr", "*.preview.vitrine.fr", "app.vitrine.fr"]);
  });

  it("turns the demo on by default only on a development setup (issue 11)", () => {
    const demo = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).demo;
    // Development: nothing set, or a local http address.
    expect(demo({})).toBe(true);
    expect(demo({ NODE_ENV: "development" })).toBe(true);
    expect(demo({ PUBLIC_URL: "http://localhost:4000" })).toBe(true);
    expect(demo({ PUBLIC_URL: "http://vitrine.localhost:3000" })).toBe(true);
    expect(demo({ PUBLIC_URL: "http://127.0.0.1:3000" })).toBe(true);
    // Production: NODE_ENV=production (npm run serve), an https or non-local PUBLIC_URL.
    expect(demo({ NODE_ENV: "production" })).toBe(false);
    expect(demo({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" })).toBe(false);
    expect(demo({ PUBLIC_URL: "https://app.vitrine.fr" })).toBe(false);
    expect(demo({ PUBLIC_URL: "https://localhost:3000" })).toBe(false);
    expect(demo({ PUBLIC_URL: "http://app.vitrine.fr" })).toBe(false);
    expect(demo({ PUBLIC_URL: "http://192.168.1.20:3000" })).toBe(false);
    // DEMO set says it all.
    expect(demo({ NODE_ENV: "production", PUBLIC_URL: "https://app.vitrine.fr", DEMO: "1" })).toBe(true);
    expect(demo({ DEMO: "0" })).toBe(false);
    expect(demo({ DEMO: "" })).toBe(true);
    expect(demo({ NODE_ENV: "production", DEMO: "" })).toBe(false);
  });

  it("decides npm start's demo from the environment it was given (server/start.ts)", () => {
    expect(demoByDefault({})).toBe(true);
    expect(demoByDefault({ NODE_ENV: "production" })).toBe(false);
    expect(demoByDefault({ PUBLIC_URL: "https://app.vitrine.fr" })).toBe(false);
    expect(demoByDefault({ PUBLIC_URL: "http://[::1]:3000" })).toBe(true);
    expect(demoByDefault({ PUBLIC_URL: "pas une adresse" })).toBe(false);
  });

  it("treats DEMO=0 as off and blank variables as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DEMO: "0", DATABASE_URL: "", SMTP_URL: "" });
    expect(config.demo).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });
});

describe("the test-only human delay of the public forms (issue 22)", () => {
  it("is 3 s unless TEST_MIN_FILL_MS shortens it on a local http address, never lengthens it", () => {
    const delay = (env: Record<string, string>) => minFillMs({ config: loadConfig({ DATA_DIR: dataDir(), ...env }) });
    expect(delay({})).toBe(3000);
    expect(delay({ PUBLIC_URL: "http://localhost:4123", TEST_MIN_FILL_MS: "1000" })).toBe(1000);
    expect(delay({ PUBLIC_URL: "http://127.0.0.1:4123", TEST_MIN_FILL_MS: "0" })).toBe(0);
    expect(delay({ PUBLIC_URL: "http://localhost:4123", TEST_MIN_FILL_MS: "60000" })).toBe(3000);
  });

  it("is refused on a deployed platform, without a local PUBLIC_URL, and beyond the real delay", () => {
    for (const env of [
      { PUBLIC_URL: "https://app.vitrine.fr", TEST_MIN_FILL_MS: "0" },
      { PUBLIC_URL: "http://vitrine.example", TEST_MIN_FILL_MS: "0" },
      { PUBLIC_URL: "https://localhost:3000", TEST_MIN_FILL_MS: "0" },
      { TEST_MIN_FILL_MS: "0" },
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }), JSON.stringify(env)).toThrow(/TEST_MIN_FILL_MS: réservé aux tests/);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://localhost:3000", TEST_MIN_FILL_MS: "-1" })).toThrow(
      /TEST_MIN_FILL_MS: doit être un nombre de millisecondes/,
    );
  });

  it("is refused by `npm start` whatever the address", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], {
      env: { ...process.env, DATA_DIR: dataDir(), PUBLIC_URL: "http://localhost:4123", TEST_MIN_FILL_MS: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("TEST_MIN_FILL_MS est réservé aux tests");
    // A process compiling TypeScript: 3 s on the idle machine, over Vitest's 5 s beside an e2e run
    // and a type-check (issue 22's busy runs), so it gets the 30 s its spawn is allowed.
  }, 30_000);
});

describe("the certificate probe's settings (issue 15)", () => {
  it("reads TLS_CHECK_ADDRESS as host and port, IPv6 in brackets, and refuses anything else", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).domains.tlsCheckAddress).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, TLS_CHECK_ADDRESS: "127.0.0.1:8443" }).domains.tlsCheckAddress).toEqual({ host: "127.0.0.1", port: 8443 });
    expect(loadConfig({ DATA_DIR: dir, TLS_CHECK_ADDRESS: "[::1]:443" }).domains.tlsCheckAddress).toEqual({ host: "::1", port: 443 });
    expect(loadConfig({ DATA_DIR: dir, TLS_CHECK_ADDRESS: "proxy.internal:443" }).domains.tlsCheckAddress).toEqual({ host: "proxy.internal", port: 443 });
    for (const bad of ["127.0.0.1", "https://proxy:443", "::1:443"]) {
      expect(() => loadConfig({ DATA_DIR: dir, TLS_CHECK_ADDRESS: bad })).toThrow(/TLS_CHECK_ADDRESS/);
    }
    expect(loadConfig({ DATA_DIR: dir, TLS_CHECK_CA_FILE: "ca.pem" }).domains.tlsCheckCaFile).toBe(path.resolve("ca.pem"));
  });
});

describe("the seller on invoices, BILLING_* (issue 24)", () => {
  const real = {
    BILLING_SELLER_NAME: "Vitrine SAS",
    BILLING_SELLER_ADDRESS: "8 rue des Tests\\n69001 Lyon",
    BILLING_SIREN: "732 829 320",
    BILLING_VAT_NUMBER: "fr 44 732829320",
    BILLING_IBAN: "fr14 2004 1010 0505 0001 3m02 606",
    BILLING_BIC: "psst fr pp par",
    BILLING_EMAIL: "facturation@vitrine.fr",
  };

  it("stands obvious placeholders in for what is not set, and says so", () => {
    const billing = loadConfig({ DATA_DIR: dataDir() }).billing;
    expect(billing).toMatchObject({
      sellerName: "Vitrine SAS (exemple)",
      siren: "123456782",
      vatNumber: "FR11123456782",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      bic: undefined,
      placeholder: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), BILLING_SELLER_NAME: "Vitrine SAS" }).billing.placeholder).toBe(true);
  });

  it("reads every variable, normalised: spaces out, capitals, IBAN in groups of four, \\n as a new line", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...real }).billing).toEqual({
      sellerName: "Vitrine SAS",
      sellerAddress: "8 rue des Tests\n69001 Lyon",
      sellerLegal: undefined,
      siren: "732829320",
      vatNumber: "FR44732829320",
      iban: "FR14 2004 1010 0505 0001 3M02 606",
      bic: "PSSTFRPPPAR",
      email: "facturation@vitrine.fr",
      placeholder: false,
    });
  });

  it("refuses a SIREN off the Luhn rule, a VAT number whose key or SIREN is wrong, an IBAN off its check digits, a bad BIC or e-mail", () => {
    for (const [name, value, message] of [
      ["BILLING_SIREN", "732 829 321", /BILLING_SIREN: n'est pas un SIREN valide/],
      ["BILLING_SIREN", "12345", /BILLING_SIREN: doit compter 9 chiffres/],
      ["BILLING_VAT_NUMBER", "FR45732829320", /BILLING_VAT_NUMBER: sa clé ne correspond pas/],
      ["BILLING_VAT_NUMBER", "DE123456789", /BILLING_VAT_NUMBER: doit valoir FR/],
      ["BILLING_VAT_NUMBER", "FR11123456782", /BILLING_VAT_NUMBER: ne contient pas le SIREN de BILLING_SIREN/],
      ["BILLING_IBAN", "FR15 2004 1010 0505 0001 3M02 606", /BILLING_IBAN: sa clé de contrôle est fausse/],
      ["BILLING_IBAN", "12345", /BILLING_IBAN: doit être un IBAN/],
      ["BILLING_BIC", "PSST", /BILLING_BIC: doit être un BIC/],
      ["BILLING_EMAIL", "facturation", /BILLING_EMAIL: doit être une adresse e-mail/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...real, [name]: value }), `${name}=${value}`).toThrow(message);
    }
  });
});

describe("the settings merchants depend on, at a production start (issue 25)", () => {
  const COMPLETE = {
    HOST_LEGAL_NAME: "Vitrine SAS",
    HOST_LEGAL_ADDRESS: "1 rue de l'Exemple\n75001 Paris",
    HOST_LEGAL_PHONE: "01 23 45 67 89",
    PUBLIC_IPV4: "203.0.113.10",
    SMTP_URL: "smtps://postmaster:secret@smtp.example.net:465",
  };
  /** A deployed platform: NODE_ENV=production, no demo, a public address. */
  const DEPLOYED = { NODE_ENV: "production", PUBLIC_URL: "https://vitrine.example.fr" };
  const check = (env: Record<string, string>) => productionStartCheck(loadConfig({ DATA_DIR: dataDir(), ...env }));
  const without = (...names: (keyof typeof COMPLETE)[]) =>
    Object.fromEntries(Object.entries(COMPLETE).filter(([name]) => !names.includes(name as keyof typeof COMPLETE)));

  it("starts a deployed platform that has them all without a word", () => {
    expect(check({ ...DEPLOYED, ...COMPLETE })).toEqual({ refusal: null, warnings: [] });
    // CNAME_TARGET alone is enough for custom domains.
    expect(check({ ...DEPLOYED, ...without("PUBLIC_IPV4"), CNAME_TARGET: "sites.vitrine.example.fr" })).toEqual({ refusal: null, warnings: [] });
  });

  it("refuses to start without any of HOST_LEGAL_*, naming each one missing, what it breaks and the README's anchor", () => {
    for (const name of ["HOST_LEGAL_NAME", "HOST_LEGAL_ADDRESS", "HOST_LEGAL_PHONE"] as const) {
      const { refusal, warnings } = check({ ...DEPLOYED, ...without(name) });
      expect(refusal, name).toContain("Configuration incomplète pour la production (PUBLIC_URL https://vitrine.example.fr)\u00a0:");
      expect(refusal, name).toContain(
        `  ${name} absent\u00a0: les «\u00a0Mentions légales\u00a0» de chaque site ne donnent pas le nom, l'adresse et le téléphone de l'hébergeur`,
      );
      expect(refusal, name).toContain("README.md#host-legal");
      expect(warnings, name).toEqual([]);
    }
    expect(check({ ...DEPLOYED, ...without("HOST_LEGAL_ADDRESS", "HOST_LEGAL_PHONE") }).refusal).toContain(
      "HOST_LEGAL_ADDRESS et HOST_LEGAL_PHONE absents\u00a0:",
    );
  });

  it("refuses to start without SMTP_URL, saying which e-mails would never leave", () => {
    const { refusal } = check({ ...DEPLOYED, ...without("SMTP_URL") });
    expect(refusal).toContain(
      "  SMTP_URL absent\u00a0: aucun e-mail ne part (confirmation d'adresse, mot de passe oublié, invitations, avis des messages et des demandes de devis)",
    );
    expect(refusal).toContain("README.md#smtp");
    // Both refusals at once, one line each.
    expect(
      check({ ...DEPLOYED, ...without("SMTP_URL", "HOST_LEGAL_PHONE") })
        .refusal?.split("\n")
        .filter((line) => line.startsWith("  ")),
    ).toHaveLength(2);
  });

  it("only warns, one line, when custom domains have no public PUBLIC_IPV4 or CNAME_TARGET to point at", () => {
    const line = "ni PUBLIC_IPV4 ni CNAME_TARGET (une adresse publique)\u00a0: les commerçants ne peuvent pas relier leur propre nom de domaine";
    for (const env of [
      without("PUBLIC_IPV4"),
      { ...without("PUBLIC_IPV4"), PUBLIC_IPV4: "127.0.0.1" },
      { ...without("PUBLIC_IPV4"), PUBLIC_IPV4: "192.168.1.20" },
      { ...without("PUBLIC_IPV4"), CNAME_TARGET: "vitrine.localhost" },
    ]) {
      const { refusal, warnings } = check({ ...DEPLOYED, ...env });
      expect(refusal, JSON.stringify(env)).toBeNull();
      expect(warnings, JSON.stringify(env)).toHaveLength(1);
      expect(warnings[0], JSON.stringify(env)).toContain(line);
      expect(warnings[0], JSON.stringify(env)).toContain("README.md#custom-domains");
    }
  });

  it("only warns on this machine (a local PUBLIC_URL), and says nothing in the demo or in development", () => {
    const local = check({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });
    expect(local.refusal).toBeNull();
    expect(local.warnings.map((warning) => warning.split("\u00a0:")[0])).toEqual([
      "HOST_LEGAL_NAME, HOST_LEGAL_ADDRESS et HOST_LEGAL_PHONE absents",
      "ni PUBLIC_IPV4 ni CNAME_TARGET (une adresse publique)",
      "SMTP_URL absent",
    ]);
    expect(check({ ...DEPLOYED, DEMO: "1" })).toEqual({ refusal: null, warnings: [] });
    expect(check({ PUBLIC_URL: "https://vitrine.example.fr" })).toEqual({ refusal: null, warnings: [] });
    // The admin dashboard's card lists them whatever the mode.
    expect(platformSettingGaps(loadConfig({ DATA_DIR: dataDir() })).map((gap) => [gap.key, gap.production])).toEqual([
      ["host-legal", "refuse"],
      ["custom-domains", "warn"],
      ["smtp", "refuse"],
    ]);
  });

  it("is what `npm run serve` does: the refusal on standard error and exit code 1, before any database", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        ...DEPLOYED,
        ...without("SMTP_URL"),
        DATA_DIR: dataDir(),
        DEMO: "",
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        PORT: "0",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toContain("Configuration incomplète pour la production (PUBLIC_URL https://vitrine.example.fr)\u00a0:\n  SMTP_URL absent\u00a0:");
    expect(run.status).toBe(1);
    // A TypeScript process loading the whole server: it gets the minute its spawn is allowed.
  }, 60_000);
});

describe("what a merchant's own domain points at (issue 25)", () => {
  const target = (env: Record<string, string>) => customDomainTarget(loadConfig({ DATA_DIR: dataDir(), ...env }));

  it("is nothing to give while neither PUBLIC_IPV4 nor CNAME_TARGET is set", () => {
    expect(target({})).toBeNull();
    expect(target({ PUBLIC_IPV6: "2001:db8::10" })).toBeNull();
  });

  it("never is a loopback or private address, nor localhost, on a deployed platform", () => {
    const deployed = { PUBLIC_URL: "https://vitrine.example.fr" };
    expect(target({ ...deployed, PUBLIC_IPV4: "127.0.0.1" })).toBeNull();
    // (CNAME_TARGET=localhost alone is refused as a value: it has no top-level domain.)
    expect(target({ ...deployed, PUBLIC_IPV4: "10.1.2.3", CNAME_TARGET: "vitrine.localhost." })).toBeNull();
    expect(target({ ...deployed, CNAME_TARGET: "sites.localhost" })).toBeNull();
    expect(target({ ...deployed, PUBLIC_IPV4: "203.0.113.10", PUBLIC_IPV6: "::1", CNAME_TARGET: "sites.vitrine.fr" })).toEqual({
      ipv4: "203.0.113.10",
      ipv6: undefined,
      cname: "sites.vitrine.fr",
    });
    expect(target({ ...deployed, PUBLIC_IPV4: "172.20.0.4", CNAME_TARGET: "sites.vitrine.fr" })).toEqual({
      ipv4: undefined,
      ipv6: undefined,
      cname: "sites.vitrine.fr",
    });
  });

  it("may be this machine when the platform itself is (the tests, a demo on localhost)", () => {
    expect(target({ PUBLIC_URL: "http://localhost:3000", PUBLIC_IPV4: "127.0.0.1" })).toEqual({ ipv4: "127.0.0.1", ipv6: undefined, cname: undefined });
  });
});
