import { describe, expect, it } from "vitest";
import { canonicalRedirectUrl } from "~/features/site-resolution/canonical-redirect.server";

/** Issue 15: the other name of a pair answers a 301 to the 'Adresse principale'. */
const config = { publicUrl: "https://vitrine.fr", platformHosts: ["vitrine.fr", "*.preview.vitrine.fr"] };
const domains = { canonicalOf: async (host: string) => (host === "lesdelices.fr" ? "www.lesdelices.fr" : null) };

describe("canonicalRedirectUrl", () => {
  it("sends the other name to the canonical one with path and query, PUBLIC_URL's scheme and port", async () => {
    expect(await canonicalRedirectUrl("GET", "lesdelices.fr", "/merchant/about?x=1&y=2", config, domains)).toBe(
      "https://www.lesdelices.fr/merchant/about?x=1&y=2",
    );
    expect(await canonicalRedirectUrl("HEAD", "lesdelices.fr:8443", "/", { ...config, publicUrl: "http://localhost:8443" }, domains)).toBe(
      "http://www.lesdelices.fr:8443/",
    );
    // A path that would read as another host stays a path on the canonical name.
    expect(await canonicalRedirectUrl("GET", "lesdelices.fr", "//evil.example/x", config, domains)).toBe("https://www.lesdelices.fr/evil.example/x");
  });

  it("leaves the canonical name, unknown hosts, platform hosts and non-GET requests alone", async () => {
    expect(await canonicalRedirectUrl("GET", "www.lesdelices.fr", "/", config, domains)).toBeNull();
    expect(await canonicalRedirectUrl("GET", "inconnu.fr", "/", config, domains)).toBeNull();
    expect(await canonicalRedirectUrl("GET", "demo.preview.vitrine.fr", "/?site=x", config, { canonicalOf: async () => "nope.fr" })).toBeNull();
    expect(await canonicalRedirectUrl("POST", "lesdelices.fr", "/merchant/contact", config, domains)).toBeNull();
  });
});
