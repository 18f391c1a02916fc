/**
 * Issue 25: what a shop owner reads about her domain — one state per pair in plain French, the
 * names that can never be in public DNS, where the pair's one proof lives, and the answer of
 * 'Vérifier maintenant' in every case.
 */
import { describe, expect, it } from "vitest";
import { proofPlaces, unresolvableKind, unresolvableWith } from "~/features/domains/checks/dns-verdict";
import { ownerPairState, verifyAnswer, type NameCheck, type PairName } from "~/features/domains/checks/owner-wording";
import { shortName } from "~/features/domains/admin/owner-domains";

const name = (over: Partial<PairName>): PairName => ({
  domain: "boulangerie-martin.fr",
  state: "dns_pending",
  owned: true,
  isActive: true,
  isCanonical: true,
  unresolvable: null,
  ...over,
});

describe("one state per domain, in plain French", () => {
  it("says each state of a proven pair in a baker's words", () => {
    const label = (state: PairName["state"]) =>
      ownerPairState([name({ state }), name({ domain: "www.boulangerie-martin.fr", state, isCanonical: false })]).label;
    expect(label("dns_pending")).toBe("En attente de votre configuration");
    expect(label("dns_propagating")).toBe("En cours de vérification");
    expect(label("verified")).toBe("Actif");
    expect(label("certificate_active")).toBe("Sécurisé (HTTPS)");
    expect(label("dns_changed")).toBe("À corriger\u00a0: votre domaine ne mène plus à votre site");
  });

  it("waits for her records until the pair is proven, and says when it is switched off", () => {
    expect(
      ownerPairState([
        name({ owned: false, isActive: false, state: "dns_propagating" }),
        name({ domain: "www.boulangerie-martin.fr", owned: false, isActive: false }),
      ]),
    ).toEqual({
      tone: "todo",
      label: "En attente de votre configuration",
    });
    expect(ownerPairState([name({ isActive: false, state: "certificate_active" })]).label).toBe("Désactivé");
  });

  it("one state for the pair: the name with work left speaks; once both work, the main address", () => {
    const bare = name({ state: "certificate_active", isCanonical: false });
    expect(ownerPairState([bare, name({ domain: "www.boulangerie-martin.fr", state: "dns_pending" })]).label).toBe("En attente de votre configuration");
    expect(ownerPairState([bare, name({ domain: "www.boulangerie-martin.fr", state: "verified", isCanonical: true })]).label).toBe("Actif");
    expect(
      ownerPairState([name({ state: "certificate_active" }), name({ domain: "www.boulangerie-martin.fr", state: "verified", isCanonical: false })]).label,
    ).toBe("Sécurisé (HTTPS)");
  });

  it("a .localhost name switched on works here (the demo's delices.localhost); a name that exists nowhere is to fix", () => {
    const local = ownerPairState([name({ domain: "delices.localhost", unresolvable: "local-only", state: "dns_pending" })]);
    expect(local).toEqual({ tone: "ok", label: "Actif (adresse locale)" });
    expect(local.label).not.toContain("DNS");
    expect(ownerPairState([name({ domain: "essai.test", unresolvable: "reserved" })]).label).toBe("À corriger\u00a0: ce nom n'existe pas sur Internet");
    expect(ownerPairState([name({ domain: "essai.localhost", unresolvable: "local-only", isActive: false, owned: false })]).tone).toBe("fix");
  });

  it("without a public target, what would wait for her records waits for the platform; the rest is unchanged", () => {
    const unproven = [
      name({ owned: false, isActive: false }),
      name({ domain: "www.boulangerie-martin.fr", owned: false, isActive: false, isCanonical: false }),
    ];
    expect(ownerPairState(unproven, false)).toEqual({ tone: "waiting", label: "Pas encore disponible" });
    expect(ownerPairState(unproven, true).label).toBe("En attente de votre configuration");
    expect(ownerPairState([name({ domain: "delices.localhost", unresolvable: "local-only", state: "dns_pending" })], false).label).toBe(
      "Actif (adresse locale)",
    );
    expect(ownerPairState([name({ state: "certificate_active" })], false).label).toBe("Sécurisé (HTTPS)");
  });
});

describe("names that can never be in public DNS", () => {
  it("knows local, test and example names and bare IP addresses", () => {
    expect(unresolvableKind("delices.localhost")).toBe("local-only");
    expect(unresolvableKind("www.delices.localhost")).toBe("local-only");
    for (const domain of ["boutique.local", "essai.test", "site.example", "nom.invalid"]) expect(unresolvableKind(domain)).toBe("reserved");
    for (const domain of ["192.0.2.10", "2001:db8::1", "[2001:db8::1]"]) expect(unresolvableKind(domain)).toBe("ip");
    for (const domain of ["boulangerie-martin.fr", "localhost-shop.fr", "test.fr", "example.com"]) expect(unresolvableKind(domain)).toBeNull();
  });

  it("a lab's own DNS servers may serve special-use names; an IP is never a domain", () => {
    expect(unresolvableWith("essai.test", ["127.0.0.1:5353"])).toBeNull();
    expect(unresolvableWith("essai.test", [])).toBe("reserved");
    expect(unresolvableWith("192.0.2.10", ["127.0.0.1:5353"])).toBe("ip");
  });
});

describe("one proof per pair", () => {
  it("lives under the bare name; a proof made before under www. still counts", () => {
    expect(proofPlaces("boulangerie-martin.fr", true)).toEqual([
      { name: "_vitrine.boulangerie-martin.fr", of: "boulangerie-martin.fr" },
      { name: "_vitrine.www.boulangerie-martin.fr", of: "www.boulangerie-martin.fr" },
    ]);
    expect(proofPlaces("www.boulangerie-martin.fr", true)[0]).toEqual({ name: "_vitrine.boulangerie-martin.fr", of: "boulangerie-martin.fr" });
    expect(proofPlaces("boutique.martin.fr", false)).toEqual([{ name: "_vitrine.boutique.martin.fr", of: "boutique.martin.fr" }]);
  });

  it("gives the registrar's short names for a domain like boulangerie-martin.fr", () => {
    expect(shortName("_vitrine.boulangerie-martin.fr", "boulangerie-martin.fr")).toBe("_vitrine");
    expect(shortName("www.boulangerie-martin.fr", "boulangerie-martin.fr")).toBe("www");
    expect(shortName("boulangerie-martin.fr", "boulangerie-martin.fr")).toBe("");
    expect(shortName("_vitrine.boutique.martin.fr", "boutique.martin.fr")).toBeNull();
  });
});

describe("'Vérifier maintenant' answers in every case", () => {
  const A = { type: "A" as const, name: "boulangerie-martin.fr", value: "203.0.113.10" };
  const CNAME = { type: "CNAME" as const, name: "www.boulangerie-martin.fr", value: "sites.vitrine.fr." };
  const checked = (over: Partial<Extract<NameCheck, { result: "checked" }>>): NameCheck => ({
    domain: "boulangerie-martin.fr",
    result: "checked",
    state: "dns_pending",
    expected: [A],
    platform: ["203.0.113.10", "sites.vitrine.fr"],
    verdict: "none",
    seen: { cname: [], a: [], aaaa: [] },
    ...over,
  });
  const proof = { name: "_vitrine.boulangerie-martin.fr", token: "0123456789abcdef0123456789abcdef", found: [], proven: false };

  it("nothing found yet: says what is missing and how long it takes", () => {
    const answer = verifyAnswer([checked({}), checked({ domain: "www.boulangerie-martin.fr", expected: [CNAME] })], proof, "boulangerie-martin.fr");
    expect(answer.tone).toBe("waiting");
    expect(answer.title).toBe("Pas encore trouvé");
    expect(answer.text).toContain("Le réglage qui prouve que le domaine est à vous (_vitrine.boulangerie-martin.fr) n'est pas encore trouvé.");
    expect(answer.text).toContain("boulangerie-martin.fr\u00a0: aucun réglage trouvé pour l'instant.");
    expect(answer.text).toContain("comptez de quelques minutes à quelques heures");
  });

  it("found but wrong: says which value was found and which is expected", () => {
    const answer = verifyAnswer(
      [
        checked({ verdict: "other", seen: { cname: [], a: ["198.51.100.7"], aaaa: [] } }),
        checked({
          domain: "www.boulangerie-martin.fr",
          expected: [CNAME],
          verdict: "stray",
          seen: { cname: [], a: ["203.0.113.10", "198.51.100.7"], aaaa: [] },
        }),
      ],
      { ...proof, found: ["ancien-jeton"] },
      "boulangerie-martin.fr",
    );
    expect(answer).toMatchObject({ tone: "fix", title: "À corriger" });
    expect(answer.text).toContain(
      "Le réglage _vitrine.boulangerie-martin.fr contient «\u00a0ancien-jeton\u00a0» au lieu de «\u00a00123456789abcdef0123456789abcdef\u00a0».",
    );
    expect(answer.text).toContain("boulangerie-martin.fr mène à «\u00a0198.51.100.7\u00a0» au lieu de «\u00a0203.0.113.10\u00a0».");
    expect(answer.text).toContain("l'ancien réglage «\u00a0198.51.100.7\u00a0» est encore là");
  });

  it("found and right: spreading, then in order (with the padlock once it is there)", () => {
    expect(verifyAnswer([checked({ state: "dns_propagating", verdict: "ours" })], null, "boulangerie-martin.fr")).toMatchObject({
      tone: "waiting",
      title: "Réglages trouvés",
    });
    expect(verifyAnswer([checked({ state: "verified", verdict: "ours" })], null, "boulangerie-martin.fr").text).toContain(
      "Votre site s'affiche à l'adresse boulangerie-martin.fr.",
    );
    expect(verifyAnswer([checked({ state: "certificate_active", verdict: "ours" })], null, "www.boulangerie-martin.fr")).toMatchObject({
      tone: "ok",
      title: "Tout est en ordre",
      text: "Votre site s'affiche à l'adresse https://www.boulangerie-martin.fr, avec le cadenas de la connexion sécurisée (HTTPS).",
    });
  });

  it("the DNS unreachable, a platform without its address, a name that can never be public: said plainly", () => {
    expect(verifyAnswer([{ domain: "boulangerie-martin.fr", result: "no-answer" }], null, "boulangerie-martin.fr")).toMatchObject({
      tone: "error",
      title: "Vérification impossible pour le moment",
    });
    expect(verifyAnswer([{ domain: "boulangerie-martin.fr", result: "not-configured" }], null, "x").text).toContain("son administrateur doit la configurer");
    expect(verifyAnswer([{ domain: "delices.localhost", result: "unresolvable", kind: "local-only", isActive: true }], null, "x").text).toBe(
      "«\u00a0delices.localhost\u00a0» est une adresse locale\u00a0: elle n'existe que sur cet ordinateur, jamais sur Internet, il n'y a donc rien à vérifier. Elle affiche déjà votre site ici.",
    );
    expect(verifyAnswer([{ domain: "essai.test", result: "unresolvable", kind: "reserved", isActive: false }], null, "x").text).toContain(
      "ne pourra jamais être vérifié",
    );
    expect(verifyAnswer([{ domain: "192.0.2.10", result: "unresolvable", kind: "ip", isActive: false }], null, "x").text).toContain(
      "est une adresse IP, pas un nom de domaine",
    );
  });

  it("never uses the registrar's jargon in its sentences", () => {
    const texts = [
      verifyAnswer([checked({})], proof, "b.fr").text,
      verifyAnswer([checked({ verdict: "other", seen: { cname: ["ailleurs.example."], a: [], aaaa: [] } })], null, "b.fr").text,
      verifyAnswer([checked({ state: "dns_propagating", verdict: "ours" })], null, "b.fr").text,
    ];
    for (const text of texts) expect(text).not.toMatch(/\b(TXT|CNAME|A|AAAA|zone|registraire)\b/);
  });
});
