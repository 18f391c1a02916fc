import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";

const FALLBACK = "/admin/dashboard";
const safe = (target: unknown) => safeRedirectPath(target, FALLBACK, { under: "/admin" });

describe("safeRedirectPath", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safe("/admin/products")).toBe("/admin/products");
    expect(safe("/admin/content/quotes?filter=new#list")).toBe("/admin/content/quotes?filter=new#list");
    expect(safe("/admin")).toBe("/admin");
    expect(safeRedirectPath("/merchant/contact", "/")).toBe("/merchant/contact");
  });

  it("gives the fallback for another host, however it is written", () => {
    for (const target of [
      "//evil.example",
      "//evil.example/admin",
      "https://evil.example",
      "https://evil.example/admin",
      "http:evil.example",
      "javascript:alert(1)",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/admin\\..\\..\\evil",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
      "%2F%2Fevil.example",
      "/%5Cevil.example/../..//evil.example",
      "admin/dashboard",
    ]) {
      const result = safe(target);
      expect(new URL(result, "https://vitrine.fr").host, JSON.stringify(target)).toBe("vitrine.fr");
      expect(result.startsWith("/admin"), JSON.stringify(target)).toBe(true);
    }
  });

  it("refuses control characters (a CRLF would split the Location header)", () => {
    expect(safe("/admin\r\nSet-Cookie: x=1")).toBe(FALLBACK);
    expect(safe("/admin/\u0000")).toBe(FALLBACK);
    expect(safe("/admin/\u007f")).toBe(FALLBACK);
  });

  it("returns an encoded path, valid in a header, for anything else on the site", () => {
    expect(safe("/admin/%0D%0ASet-Cookie:x")).toBe("/admin/%0D%0ASet-Cookie:x");
    expect(safe("/admin/café")).toBe("/admin/caf%C3%A9");
    expect(safe("/admin/a b")).toBe("/admin/a%20b");
  });

  it("keeps to the part of the site it is given", () => {
    expect(safe("/merchant")).toBe(FALLBACK);
    expect(safe("/admin/../merchant")).toBe(FALLBACK);
    expect(safe("/administrator")).toBe(FALLBACK);
  });

  it("gives the fallback for what is not a string, empty or too long", () => {
    expect(safe(null)).toBe(FALLBACK);
    expect(safe(undefined)).toBe(FALLBACK);
    expect(safe(["/admin/products"])).toBe(FALLBACK);
    expect(safe("")).toBe(FALLBACK);
    expect(safe(`/admin/${"a".repeat(3000)}`)).toBe(FALLBACK);
  });
});
