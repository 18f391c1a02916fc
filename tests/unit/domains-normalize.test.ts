import { describe, expect, it } from "vitest";
import { domainPair, isPlausibleHostName, normalizeDomain } from "~/features/domains/normalize-domain";
import { domainFormSchema, isIncompleteDomainForm } from "~/features/domains/domains-schema";
import { toggledMessage } from "~/features/domains/domains-texts";

describe("normalizeDomain (back-office.md §5)", () => {
  it.each([
    ["  Boulangerie-Martin.FR  ", "boulangerie-martin.fr"],
    ["https://www.boulangerie-martin.fr/", "boulangerie-martin.fr"],
    ["http://boulangerie-martin.fr/contact?x=1#top", "boulangerie-martin.fr"],
    ["WWW.Exemple.fr:8443", "exemple.fr"],
    ["exemple.fr.", "exemple.fr"],
    ["essai.localhost", "essai.localhost"],
    ["shop.exemple.co.uk", "shop.exemple.co.uk"],
    ["Café.fr", "xn--caf-dma.fr"],
  ])("%j → %s", (input, expected) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, domain: expected });
  });

  it("keeps a typed www. when editing one mapping", () => {
    expect(normalizeDomain("https://WWW.exemple.fr/", { keepWww: true })).toEqual({ ok: true, domain: "www.exemple.fr" });
    expect(normalizeDomain("www.exemple.fr")).toEqual({ ok: true, domain: "exemple.fr" });
  });

  it("says blank for nothing typed", () => {
    expect(normalizeDomain("   ")).toEqual({ ok: false, reason: "blank" });
  });

  it.each([
    "localhost",
    "exemple",
    "192.168.1.10",
    "[::1]",
    "ftp://exemple.fr",
    "jean@exemple.fr",
    "exe mple.fr",
    "-exemple.fr",
    "exemple-.fr",
    "exemple..fr",
    "exemple.123",
    "https://",
    `${"a".repeat(64)}.fr`,
  ])("refuses %j", (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, reason: "invalid" });
  });

  it("checks the overall length", () => {
    const long = Array.from({ length: 5 }, () => "a".repeat(60)).join(".") + ".fr";
    expect(isPlausibleHostName(long)).toBe(false);
  });

  it("pairs the bare name with its www. twin", () => {
    expect(domainPair("exemple.fr")).toEqual(["exemple.fr", "www.exemple.fr"]);
  });
});

describe("domain form", () => {
  const site = "3f1c1e4e-8a59-4c5e-9d3b-2f7d9c1e0a11";

  it("does nothing for a blank domain or no site", () => {
    expect(isIncompleteDomainForm({ domain: "  ", siteId: site })).toBe(true);
    expect(isIncompleteDomainForm({ domain: "exemple.fr", siteId: "" })).toBe(true);
    expect(isIncompleteDomainForm({ domain: "exemple.fr", siteId: site })).toBe(false);
  });

  it("gives the normalised domain, or 'Nom de domaine invalide'", () => {
    expect(domainFormSchema({ keepWww: false }).parse({ domain: "https://www.Exemple.fr", siteId: site })).toEqual({ domain: "exemple.fr", siteId: site });
    const refused = domainFormSchema({ keepWww: false }).safeParse({ domain: "pas un domaine", siteId: site });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Nom de domaine invalide");
  });

  it("says which way the switch went (§8 'Mapping activé/désactivé avec succès')", () => {
    expect(toggledMessage(true)).toBe("Mapping activé avec succès");
    expect(toggledMessage(false)).toBe("Mapping désactivé avec succès");
  });
});
