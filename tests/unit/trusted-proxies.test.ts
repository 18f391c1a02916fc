import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "~/lib/trusted-proxies.server";

describe("TRUSTED_PROXIES", () => {
  it("reads addresses and networks, IPv4 and IPv6, separated by commas or spaces", () => {
    expect(parseTrustedProxies("")).toEqual({ ok: true, entries: [] });
    expect(parseTrustedProxies(" 127.0.0.1, ::1  10.0.0.0/8,fd00::/8 ,127.0.0.1")).toEqual({
      ok: true,
      entries: ["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"],
    });
  });

  it("refuses what is not one, naming it", () => {
    for (const bad of ["loopback", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "proxy.local", "10.0.0.0/", "256.1.1.1"]) {
      expect(parseTrustedProxies(`127.0.0.1, ${bad}`), bad).toEqual({ ok: false, bad });
    }
  });
});
