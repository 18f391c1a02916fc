import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, fillTimeLeft, issueFormToken, verifyFormToken } from "~/features/submissions/form-token.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { toMultiLine, toSingleLine } from "~/features/submissions/text-fields";
import { rsvpCountText } from "~/features/events/rsvp-texts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const SITE = "6f1c9a52-3c39-4a3e-9a57-1d2b8d3c4e5f";
const OTHER_SITE = "0b7e2d9f-8d4b-4c1e-a8a5-5e6f7a8b9c0d";

describe("form tokens", () => {
  it("verifies a token for its form and site, and gives its issue time", () => {
    const now = 1_800_000_000_000;
    const token = issueFormToken(SECRET, "contact", SITE, now);
    expect(verifyFormToken(SECRET, token, "contact", SITE, now + 5000)).toEqual({ ok: true, issuedAt: now });
  });

  it("is random: two renders never share a token", () => {
    expect(issueFormToken(SECRET, "quote", SITE)).not.toBe(issueFormToken(SECRET, "quote", SITE));
  });

  it("refuses another form, another site, another secret, a changed time and garbage", () => {
    const now = Date.now();
    const token = issueFormToken(SECRET, "contact", SITE, now);
    expect(verifyFormToken(SECRET, token, "quote", SITE, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyFormToken(SECRET, token, "contact", OTHER_SITE, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyFormToken(`${SECRET}x`, token, "contact", SITE, now)).toEqual({ ok: false, reason: "forged" });
    const [, nonce, signature] = token.split(".");
    expect(verifyFormToken(SECRET, `${(now - 60_000).toString(36)}.${nonce}.${signature}`, "contact", SITE, now)).toEqual({ ok: false, reason: "forged" });
    for (const garbage of ["", "abc", "a.b.c", `${token}x`, token.replace(".", "..")]) {
      expect(verifyFormToken(SECRET, garbage, "contact", SITE, now).ok, garbage).toBe(false);
    }
    expect(verifyFormToken(SECRET, null, "contact", SITE, now)).toEqual({ ok: false, reason: "missing" });
  });

  it("tells how much of the minimum fill time a token still has to wait", () => {
    const now = 1_800_000_000_000;
    expect(fillTimeLeft(issueFormToken(SECRET, "contact", SITE, now), 3000, now)).toBe(3000);
    expect(fillTimeLeft(issueFormToken(SECRET, "contact", SITE, now - 1200), 3000, now)).toBe(1800);
    expect(fillTimeLeft(issueFormToken(SECRET, "contact", SITE, now - 60_000), 3000, now)).toBe(0);
    // From a server whose clock is ahead: never more than the whole time.
    expect(fillTimeLeft(issueFormToken(SECRET, "contact", SITE, now + 5000), 3000, now)).toBe(3000);
    for (const none of [undefined, "", "garbage"]) expect(fillTimeLeft(none, 3000, now)).toBe(3000);
  });

  it("refuses a token from the future, and one older than a day", () => {
    const now = Date.now();
    expect(verifyFormToken(SECRET, issueFormToken(SECRET, "contact", SITE, now + 10 * 60_000), "contact", SITE, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyFormToken(SECRET, issueFormToken(SECRET, "contact", SITE, now - FORM_TOKEN_MAX_AGE_MS - 1), "contact", SITE, now)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});

describe("visitor text", () => {
  it("makes single-line answers single-line: CR, LF, tabs, NUL and Unicode separators become spaces", () => {
    expect(toSingleLine("Jeanne\r\nBcc: x@example.com")).toBe("Jeanne Bcc: x@example.com");
    expect(toSingleLine("a\u0000b\u2028c\u0085d\te")).toBe("a b c d e");
    expect(toSingleLine("Crème brûlée — 12 €")).toBe("Crème brûlée — 12 €");
  });

  it("keeps a message's line breaks (as LF) and drops other control characters", () => {
    expect(toMultiLine("Bonjour,\r\nmerci\rà bientôt\u2028!")).toBe("Bonjour,\nmerci\nà bientôt\n!");
    expect(toMultiLine("a\u0000b\u0007c\td")).toBe("abc\td");
  });
});

describe("rate-limit address keys", () => {
  it("counts IPv4 addresses one by one, and IPv6 ones by /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("")).toBe("unknown");
  });
});

describe("'Je viendrai 👍' count", () => {
  it("speaks French: an invitation at zero, singular for one, plural above, grouped thousands", () => {
    expect(rsvpCountText(0)).toBe("Soyez le premier à venir\u00a0!");
    expect(rsvpCountText(1)).toBe("1 personne vient");
    expect(rsvpCountText(2)).toBe("2 personnes viennent");
    expect(rsvpCountText(12)).toBe("12 personnes viennent");
    expect(rsvpCountText(1200)).toBe("1\u202f200 personnes viennent");
  });
});
