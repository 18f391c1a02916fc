import { describe, expect, it } from "vitest";
import { networkKey } from "~/features/submissions/client-address.server";
import { countLinks, SPAM_RULES, spamSignLabels, spamVerdict, type SpamFacts } from "~/features/submissions/spam-score";

/** A person: a minute to write, no link, alone on their network, a quiet site. */
const person: SpamFacts = {
  fillMs: 60_000,
  message: "Bonjour, une bûche pour 8 personnes\u00a0?",
  otherFields: ["Jeanne", "Martin", "Noël"],
  addressCount: 1,
  networkOthers: 0,
  siteCount: 1,
};

describe("spam verdict (ADR 017)", () => {
  it("keeps a person's message in the inbox, even during a rush on the site", () => {
    expect(spamVerdict(person)).toEqual({ spam: false, score: 0, signs: [] });
    expect(spamVerdict({ ...person, siteCount: 5000 })).toMatchObject({ spam: false, score: 1, signs: ["site-busy"] });
  });

  it("lets one sign through, and sends two to spam", () => {
    expect(spamVerdict({ ...person, fillMs: 3500 })).toMatchObject({ spam: false, signs: ["hasty"] });
    expect(spamVerdict({ ...person, message: "Comme sur https://pinterest.example/gateau" })).toMatchObject({ spam: false, signs: ["links"] });
    expect(spamVerdict({ ...person, message: "Comme https://pinterest.example/a ou https://pinterest.example/b" })).toMatchObject({
      spam: false,
      score: 1,
      signs: ["links"],
    });
    expect(spamVerdict({ ...person, addressCount: SPAM_RULES.addressQuietMax + 1 })).toMatchObject({ spam: false, signs: ["address-rate"] });
    expect(spamVerdict({ ...person, networkOthers: 1 })).toMatchObject({ spam: false, signs: ["network-burst"] });

    expect(spamVerdict({ ...person, fillMs: 3500, siteCount: SPAM_RULES.siteQuietMax + 1 })).toMatchObject({
      spam: true,
      score: 2,
      signs: ["hasty", "site-busy"],
    });
    expect(spamVerdict({ ...person, fillMs: 3500, networkOthers: 1 })).toMatchObject({ spam: true, signs: ["hasty", "network-burst"] });
    expect(spamVerdict({ ...person, fillMs: 3500, addressCount: 6 })).toMatchObject({ spam: true });
  });

  it("sends to spam on its own: several links, a link in a name or subject, a large burst from one network", () => {
    expect(spamVerdict({ ...person, message: "https://a.example https://b.example https://c.example" })).toMatchObject({
      spam: true,
      score: 2,
      signs: ["links"],
    });
    expect(spamVerdict({ ...person, otherFields: ["Gagnez www.casino.example", "Martin"] })).toMatchObject({ spam: true, signs: ["links"] });
    expect(spamVerdict({ ...person, networkOthers: SPAM_RULES.networkMany })).toMatchObject({ spam: true, signs: ["network-burst"] });
  });

  it("does not count a form filled in just at the limit as hasty", () => {
    expect(spamVerdict({ ...person, fillMs: SPAM_RULES.hastyFillMs }).signs).toEqual([]);
    expect(spamVerdict({ ...person, fillMs: SPAM_RULES.hastyFillMs - 1 }).signs).toEqual(["hasty"]);
  });

  it("counts links as robots write them, and not e-mail addresses or plain words", () => {
    expect(countLinks("http://a.example/x https://b.example www.c.example [url=x]y[/url] <a href='z'>")).toBe(5);
    expect(countLinks("Écrivez-moi à jeanne@example.fr, ou au 06 12 34 56 78. Merci\u00a0!")).toBe(0);
    expect(countLinks("www. tout court")).toBe(0);
  });

  it("names the signs in French for the back-office, leaving unknown ones out", () => {
    expect(spamSignLabels(["links", "unknown", "site-busy"])).toEqual(["Liens dans l'envoi", "Afflux inhabituel d'envois sur le site"]);
  });
});

describe("network of an address", () => {
  it("is the /24 of an IPv4 address (mapped ones too) and the /48 of an IPv6 one", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkKey("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:1:2::9")).toBe("2001:db8:1::/48");
    expect(networkKey("2001:db8:1:ffff:1::1")).toBe("2001:db8:1::/48");
    expect(networkKey("2001:db8:2::1")).not.toBe(networkKey("2001:db8:1::1"));
    expect(networkKey("")).toBe("unknown");
  });
});
