import { describe, expect, it } from "vitest";
import { judgeOrigin } from "../../server/same-origin";

describe("the origin of a request that changes something", () => {
  const base = { method: "POST", host: "delices.fr", publicOrigin: "https://app.vitrine.fr" };
  const judge = (extra: { origin?: string; secFetchSite?: string; host?: string; method?: string }) =>
    judgeOrigin({ ...base, origin: undefined, secFetchSite: undefined, ...extra });

  it("lets reads through whatever they carry", () => {
    for (const method of ["GET", "HEAD"]) expect(judge({ method, origin: "https://evil.example", secFetchSite: "cross-site" })).toBe("allowed");
  });

  it("follows Sec-Fetch-Site when the browser sends it", () => {
    expect(judge({ secFetchSite: "same-origin" })).toBe("allowed");
    expect(judge({ secFetchSite: "none" })).toBe("allowed");
    expect(judge({ secFetchSite: "same-site" })).toBe("foreign");
    expect(judge({ secFetchSite: "cross-site" })).toBe("foreign");
    // Origin: null (a sandboxed frame) with a same-origin fetch: the browser knows better.
    expect(judge({ secFetchSite: "same-origin", origin: "null" })).toBe("allowed");
  });

  it("else compares Origin's host with the request's, the merchant's domain included", () => {
    expect(judge({ origin: "https://delices.fr" })).toBe("allowed");
    expect(judge({ origin: "http://delices.fr" })).toBe("allowed");
    expect(judge({ origin: "HTTPS://Delices.FR" })).toBe("allowed");
    expect(judge({ origin: "https://delices.fr", host: "delices.fr:443" })).toBe("allowed");
    expect(judge({ origin: "http://localhost:3000", host: "localhost:3000" })).toBe("allowed");
    expect(judge({ origin: "http://localhost:3001", host: "localhost:3000" })).toBe("foreign");
    expect(judge({ origin: "https://www.delices.fr" })).toBe("foreign");
    expect(judge({ origin: "https://evil.example" })).toBe("foreign");
    expect(judge({ origin: "null" })).toBe("foreign");
    expect(judge({ origin: "file://" })).toBe("foreign");
    expect(judge({ origin: "https://delices.fr", host: undefined })).toBe("foreign");
  });

  it("lets PUBLIC_URL's origin through, and a request with neither header (not a browser)", () => {
    expect(judge({ origin: "https://app.vitrine.fr", host: "127.0.0.1:3000" })).toBe("allowed");
    expect(judge({ origin: "https://app.vitrine.fr", secFetchSite: "cross-site" })).toBe("allowed");
    expect(judge({})).toBe("allowed");
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) expect(judge({ method, origin: "https://evil.example" })).toBe("foreign");
  });
});
