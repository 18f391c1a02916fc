import { describe, expect, it } from "vitest";
import {
  combineVerdicts,
  expandIpv6,
  isSpecialUseName,
  judgeAnswer,
  nextDnsState,
  PROPAGATION_SETTLE_MS,
  txtProves,
  withCertificate,
  type ResolverAnswer,
} from "~/features/domains/checks/dns-verdict";
import { expectedRecords, isBareName } from "~/features/domains/checks/expected-records";

const target = { ipv4: "203.0.113.10", ipv6: "2001:db8::10", cname: "sites.vitrine.fr" };
const answer = (over: Partial<ResolverAnswer>): ResolverAnswer => ({ server: "s", cname: [], a: [], aaaa: [], nxdomain: false, ...over });

describe("one resolver's answer", () => {
  it("is ours with the CNAME target (any case, final dot) or with exactly our addresses", () => {
    expect(judgeAnswer(answer({ cname: ["Sites.Vitrine.fr."], a: ["198.51.100.1"] }), target)).toBe("ours");
    expect(judgeAnswer(answer({ a: ["203.0.113.10"] }), target)).toBe("ours");
    expect(judgeAnswer(answer({ a: ["203.0.113.10"], aaaa: ["2001:0db8:0:0::10"] }), target)).toBe("ours");
  });

  it("is not yet ours with a stray A or AAAA record to another host next to ours", () => {
    expect(judgeAnswer(answer({ a: ["203.0.113.10", "198.51.100.7"] }), target)).toBe("stray");
    expect(judgeAnswer(answer({ a: ["203.0.113.10"], aaaa: ["2001:db8::99"] }), target)).toBe("stray");
    // Our IPv6 alone, without our IPv4: IPv4 visitors find nothing.
    expect(judgeAnswer(answer({ aaaa: ["2001:db8::10"] }), target)).toBe("stray");
  });

  it("is other with someone else's records, none with no record or no such name, error without an answer", () => {
    expect(judgeAnswer(answer({ a: ["198.51.100.7"] }), target)).toBe("other");
    expect(judgeAnswer(answer({ cname: ["shops.example.net"], a: ["198.51.100.7"] }), target)).toBe("other");
    expect(judgeAnswer(answer({}), target)).toBe("none");
    expect(judgeAnswer(answer({ nxdomain: true, a: null }), target)).toBe("none");
    expect(judgeAnswer(answer({ a: null }), target)).toBe("error");
  });

  it("follows another CNAME to our address (the resolver's A answer)", () => {
    expect(judgeAnswer(answer({ cname: ["alias.example.net"], a: ["203.0.113.10"] }), target)).toBe("ours");
  });

  it("without PUBLIC_IPV4 only the CNAME can be ours", () => {
    expect(judgeAnswer(answer({ a: ["203.0.113.10"] }), { ...target, ipv4: undefined })).toBe("other");
  });

  it("compares IPv6 addresses in any spelling", () => {
    expect(expandIpv6("2001:db8::10")).toBe(expandIpv6("2001:0DB8:0000:0000:0000:0000:0000:0010"));
    expect(expandIpv6("::1")).toBe("0000:0000:0000:0000:0000:0000:0000:0001");
  });
});

describe("the resolvers together", () => {
  it("agree, partly agree, disagree, or say nothing", () => {
    expect(combineVerdicts(["ours", "ours", "error"])).toBe("all");
    expect(combineVerdicts(["ours", "other"])).toBe("some");
    expect(combineVerdicts(["ours", "stray"])).toBe("some");
    expect(combineVerdicts(["other", "none", "stray"])).toBe("none");
    expect(combineVerdicts(["error", "error"])).toBe("unknown");
  });
});

describe("the next state", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("propagates until every resolver has answered ours for the settle time, then is verified", () => {
    expect(nextDnsState({ previous: "dns_pending", agreement: "all", oursSince: null, owned: true, now })).toEqual({
      dnsState: "dns_propagating",
      oursSince: now,
    });
    expect(nextDnsState({ previous: "dns_propagating", agreement: "all", oursSince: ago(PROPAGATION_SETTLE_MS - 1), owned: true, now }).dnsState).toBe(
      "dns_propagating",
    );
    expect(nextDnsState({ previous: "dns_propagating", agreement: "all", oursSince: ago(PROPAGATION_SETTLE_MS), owned: true, now }).dnsState).toBe("verified");
    expect(nextDnsState({ previous: "dns_pending", agreement: "some", oursSince: null, owned: true, now }).dnsState).toBe("dns_propagating");
  });

  it("stays 'DNS à configurer' while ownership is unproven, keeping the time the records were first seen", () => {
    expect(nextDnsState({ previous: "dns_pending", agreement: "all", oursSince: ago(3_600_000), owned: false, now })).toEqual({
      dnsState: "dns_pending",
      oursSince: ago(3_600_000),
    });
  });

  it("says 'DNS modifié' when a verified domain no longer points at us, and comes back through propagation", () => {
    expect(nextDnsState({ previous: "certificate_active", agreement: "none", oursSince: ago(1), owned: true, now })).toEqual({
      dnsState: "dns_changed",
      oursSince: null,
    });
    expect(nextDnsState({ previous: "dns_changed", agreement: "none", oursSince: null, owned: true, now }).dnsState).toBe("dns_changed");
    expect(nextDnsState({ previous: "dns_changed", agreement: "all", oursSince: null, owned: true, now }).dnsState).toBe("dns_propagating");
    expect(nextDnsState({ previous: "dns_propagating", agreement: "none", oursSince: null, owned: true, now }).dnsState).toBe("dns_pending");
  });

  it("keeps a live domain's state while only some resolvers still see it", () => {
    expect(nextDnsState({ previous: "certificate_active", agreement: "some", oursSince: ago(1), owned: true, now }).dnsState).toBe("certificate_active");
    expect(nextDnsState({ previous: "verified", agreement: "all", oursSince: ago(1), owned: true, now }).dnsState).toBe("verified");
  });

  it("turns a verified domain with a valid certificate into 'certificate_active', and back without one", () => {
    expect(withCertificate("verified", true)).toBe("certificate_active");
    expect(withCertificate("certificate_active", false)).toBe("verified");
    expect(withCertificate("dns_pending", true)).toBe("dns_pending");
  });
});

describe("the TXT proof and the records to create", () => {
  const token = "0123456789abcdef0123456789abcdef";
  it("accepts the token in any string of the record (chunks joined), nothing else", () => {
    expect(txtProves([["v=spf1 -all"], ["0123456789abcdef", "0123456789abcdef"]], token)).toBe(true);
    expect(txtProves([["0123456789abcdef0123456789abcdee"]], token)).toBe(false);
    expect(txtProves(null, token)).toBe(false);
    expect(txtProves([[""]], "")).toBe(false);
  });

  it("gives A/AAAA for a bare name, a CNAME for www. and sub-domains, and the TXT while unproven", () => {
    expect(expectedRecords({ domain: "exemple.fr", isBare: true, target, token })).toEqual([
      { type: "A", name: "exemple.fr", value: "203.0.113.10" },
      { type: "AAAA", name: "exemple.fr", value: "2001:db8::10" },
      { type: "TXT", name: "_vitrine.exemple.fr", value: token },
    ]);
    expect(expectedRecords({ domain: "www.exemple.fr", isBare: false, target, token: null })).toEqual([
      { type: "CNAME", name: "www.exemple.fr", value: "sites.vitrine.fr." },
    ]);
    expect(expectedRecords({ domain: "exemple.fr", isBare: true, target: { ...target, ipv4: undefined, ipv6: undefined }, token: null })).toEqual([
      { type: "CNAME", name: "exemple.fr", value: "sites.vitrine.fr." },
    ]);
    expect(isBareName("exemple.fr", ["exemple.fr", "www.exemple.fr"])).toBe(true);
    expect(isBareName("boutique.exemple.fr", ["boutique.exemple.fr"])).toBe(false);
  });

  it("never asks the public DNS about special-use names", () => {
    expect(isSpecialUseName("delices.localhost")).toBe(true);
    expect(isSpecialUseName("boulangerie.test")).toBe(true);
    expect(isSpecialUseName("boulangerie.fr")).toBe(false);
  });
});
