import { describe, expect, it } from "vitest";
import {
  canonicalHostHeader,
  domainCandidates,
  isPlatformHost,
  normalizeHost,
  platformUrl,
  resolveSiteSelection,
} from "~/features/site-resolution/resolve-site";
import { siteHref } from "~/features/site-resolution/site-links";

const SITE = "3f2b8c4e-1d2a-4b5c-8d9e-0a1b2c3d4e5f";
const OTHER = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const mappings: Record<string, string> = { "delices.fr": SITE, "www.delices.localhost": SITE, "delices.localhost": SITE, "fromagerie.fr": OTHER };
const calls: string[] = [];
const lookup = async (domain: string) => {
  calls.push(domain);
  return mappings[domain] ?? null;
};

async function resolve(href: string, host?: string, platform: string[] = ["vitrine.fr"]) {
  calls.length = 0;
  const url = new URL(href);
  return resolveSiteSelection(url, host ?? url.host, platform, lookup);
}

describe("normalizeHost", () => {
  it("lower-cases and drops the port and trailing dot", () => {
    expect(normalizeHost("Delices.FR:3000")).toBe("delices.fr");
    expect(normalizeHost("delices.fr.")).toBe("delices.fr");
    expect(normalizeHost("[::1]:3000")).toBe("::1");
    expect(normalizeHost(null)).toBe("");
  });
});

describe("canonicalHostHeader", () => {
  it("lower-cases, drops the trailing dot, keeps a valid port and bracketed IPv6 addresses", () => {
    expect(canonicalHostHeader("Delices.LOCALHOST:3456")).toBe("delices.localhost:3456");
    expect(canonicalHostHeader("delices.fr.")).toBe("delices.fr");
    expect(canonicalHostHeader("delices.fr.:8080")).toBe("delices.fr:8080");
    expect(canonicalHostHeader("delices.fr:08080")).toBe("delices.fr:8080");
    expect(canonicalHostHeader("delices.fr:")).toBe("delices.fr");
    expect(canonicalHostHeader("127.0.0.1:3000")).toBe("127.0.0.1:3000");
    expect(canonicalHostHeader("[::1]:3000")).toBe("[::1]:3000");
    expect(canonicalHostHeader("xn--caf-dma.fr")).toBe("xn--caf-dma.fr");
    expect(canonicalHostHeader("app_1:3000")).toBe("app_1:3000");
  });
  it("leaves an absent or empty Host to the platform", () => {
    expect(canonicalHostHeader(undefined)).toBeUndefined();
    expect(canonicalHostHeader("")).toBe("");
  });
  it("refuses what is no host name", () => {
    for (const bad of [
      "[delices.localhost]:3456",
      "[::g]",
      "::1",
      "delices.fr:99999",
      "delices.fr:0",
      "delices.fr:80:80",
      "user@delices.fr",
      "delices .fr",
      "delices..fr",
      ".delices.fr",
      "-delices.fr",
      "café.fr",
      "delices.fr/path",
      `${"a".repeat(64)}.fr`,
      `${"a.".repeat(127)}fr`,
    ]) {
      expect(canonicalHostHeader(bad), bad).toBeNull();
    }
  });
});

describe("isPlatformHost", () => {
  it("treats localhost, IP addresses and configured hosts as the platform", () => {
    expect(isPlatformHost("localhost", [])).toBe(true);
    expect(isPlatformHost("127.0.0.1", [])).toBe(true);
    expect(isPlatformHost("::1", [])).toBe(true);
    expect(isPlatformHost("192.168.1.20", [])).toBe(true);
    expect(isPlatformHost("vitrine.fr", ["vitrine.fr"])).toBe(true);
    expect(isPlatformHost("preview-42.vitrine.app", ["*.vitrine.app"])).toBe(true);
  });
  it("looks up subdomains of localhost and every other name", () => {
    expect(isPlatformHost("delices.localhost", [])).toBe(false);
    expect(isPlatformHost("delices.fr", ["vitrine.fr"])).toBe(false);
  });
});

describe("domainCandidates", () => {
  it("also tries the name without a leading www.", () => {
    expect(domainCandidates("www.delices.fr")).toEqual(["www.delices.fr", "delices.fr"]);
    expect(domainCandidates("delices.fr")).toEqual(["delices.fr"]);
  });
  it("tries nothing for a name with more than one leading www.", () => {
    expect(domainCandidates("www.www.delices.fr")).toEqual([]);
    expect(domainCandidates("www.www.www.delices.fr")).toEqual([]);
  });
});

describe("resolveSiteSelection", () => {
  it("uses the site query parameter first, without any lookup", async () => {
    expect(await resolve(`http://localhost:3000/merchant?site=${OTHER}`)).toEqual({ siteId: OTHER, via: "query", customDomain: null });
    expect(calls).toEqual([]);
  });
  it("keeps the query parameter on a custom domain when it names that domain's own site", async () => {
    expect(await resolve(`http://delices.fr/?site=${SITE}`)).toEqual({ siteId: SITE, via: "query", customDomain: "delices.fr" });
    expect(await resolve(`http://www.delices.fr/merchant?site=${SITE.toUpperCase()}`)).toMatchObject({
      siteId: SITE.toUpperCase(),
      customDomain: "www.delices.fr",
    });
  });
  it("sends another site's ?site= on a custom or unknown domain to the platform host", async () => {
    const platformOnly = { siteId: null, via: "platform-only", customDomain: null, requestedSiteId: OTHER };
    expect(await resolve(`http://delices.fr/?site=${OTHER}`)).toEqual(platformOnly);
    expect(await resolve(`http://delices.localhost:3000/merchant/contact?site=${OTHER}`)).toEqual(platformOnly);
    expect(await resolve(`http://inconnu.fr/merchant?site=${OTHER}`)).toEqual(platformOnly);
    expect(await resolve(`http://www.www.delices.fr/?site=${SITE}`)).toEqual({ ...platformOnly, requestedSiteId: SITE });
  });
  it("ignores a malformed site parameter", async () => {
    const r = await resolve("http://localhost:3000/merchant?site=not-an-id");
    expect(r).toEqual({ siteId: null, via: "none", customDomain: null });
  });
  it("matches the host against active mappings", async () => {
    expect(await resolve("http://delices.fr/")).toEqual({ siteId: SITE, via: "domain", customDomain: "delices.fr" });
    expect(await resolve("http://delices.localhost:3000/merchant")).toMatchObject({ siteId: SITE, via: "domain" });
  });
  it("falls back to the name without www.", async () => {
    expect(await resolve("http://www.delices.fr/")).toMatchObject({ siteId: SITE, customDomain: "www.delices.fr" });
    expect(calls).toEqual(["www.delices.fr", "delices.fr"]);
  });
  it("makes no lookup on localhost, IP addresses and platform hosts", async () => {
    for (const href of ["http://localhost:3000/", "http://127.0.0.1:3000/", "http://[::1]:3000/", "https://vitrine.fr/"]) {
      expect(await resolve(href)).toEqual({ siteId: null, via: "none", customDomain: null });
      expect(calls).toEqual([]);
    }
  });
  it("returns no site for an unknown domain", async () => {
    expect((await resolve("http://inconnu.fr/")).siteId).toBeNull();
  });
  it("finds no site behind more than one www.", async () => {
    expect(await resolve("http://www.www.delices.fr/")).toEqual({ siteId: null, via: "none", customDomain: null });
    expect(calls).toEqual([]);
  });
});

describe("platformUrl", () => {
  it("keeps the path and query on PUBLIC_URL, never another host", () => {
    expect(platformUrl(new URL(`http://delices.fr/merchant/about?site=${OTHER}&x=1`), "https://vitrine.fr/")).toBe(
      `https://vitrine.fr/merchant/about?site=${OTHER}&x=1`,
    );
    expect(platformUrl(new URL(`http://delices.fr//evil.example/?site=${OTHER}`), "https://vitrine.fr")).toBe(`https://vitrine.fr/evil.example/?site=${OTHER}`);
  });
});

describe("siteHref", () => {
  it("appends the site parameter on platform hosts", () => {
    expect(siteHref("/merchant/about", { siteId: SITE, customDomain: null })).toBe(`/merchant/about?site=${SITE}`);
    expect(siteHref("/merchant/products?q=pain#top", { siteId: SITE, customDomain: null })).toBe(`/merchant/products?q=pain&site=${SITE}#top`);
  });
  it("leaves paths unchanged on a custom domain", () => {
    expect(siteHref("/merchant/about", { siteId: SITE, customDomain: "delices.fr" })).toBe("/merchant/about");
  });
  it("keeps a page in its language, and French for a page not published in it", () => {
    const ctx = { siteId: null, customDomain: "delices.fr", language: "de" as const, published: ["home" as const] };
    expect(siteHref("/merchant", ctx)).toBe("/de/merchant");
    expect(siteHref("/merchant/mentions-legales", ctx)).toBe("/de/merchant/mentions-legales");
    expect(siteHref("/merchant/about", ctx)).toBe("/merchant/about");
    expect(siteHref("/merchant/about", { ...ctx, published: ["home", "about"] })).toBe("/de/merchant/about");
  });
  it("never touches anchors and external links", () => {
    const ctx = { siteId: SITE, customDomain: null };
    expect(siteHref("#events", ctx)).toBe("#events");
    expect(siteHref("https://facebook.com/delices", ctx)).toBe("https://facebook.com/delices");
    expect(siteHref("//cdn.example.com/x", ctx)).toBe("//cdn.example.com/x");
  });
});
