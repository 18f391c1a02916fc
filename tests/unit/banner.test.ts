/**
 * Issue 25: the start banner names both demo shops (Délices and Fromagerie), each at its own
 * domain and on the platform host, and the demo accounts; nothing of the demo without it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/config.server";
import { bannerLines, CREATE_ADMIN_COMMAND } from "../../server/banner";
import { DEMO_ACCOUNTS, DEMO_SITES } from "~/features/demo/demo-accounts";

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-banner-")), ...env });

describe("the start banner", () => {
  it("lists both demo shops' addresses and every demo account", () => {
    const demoSites = DEMO_SITES.map((site, i) => ({ ...site, siteId: `site-${i}` }));
    const text = bannerLines({ config: config({ PORT: "3000" }), port: 3000, demoSites }).join("\n");
    expect(text).toContain("Vitrine est démarré.");
    expect(text).toContain("Back-office     http://localhost:3000/admin/login");
    expect(text).toMatch(/Les Délices de Marie +http:\/\/delices\.localhost:3000\/\n +http:\/\/localhost:3000\/merchant\?site=site-0\n/);
    expect(text).toMatch(/Fromagerie du Marché +http:\/\/fromagerie\.localhost:3000\/\n +http:\/\/localhost:3000\/merchant\?site=site-1\n/);
    for (const account of DEMO_ACCOUNTS) expect(text).toMatch(new RegExp(`${account.label.replace(/[()]/g, "\\$&")} +${account.email} / ${account.password}`));
  });

  it("follows the port actually taken, and names no demo without it", () => {
    const text = bannerLines({ config: config({ PORT: "0", DEMO: "0" }), port: 41234, demoSites: [], needsAdmin: true }).join("\n");
    expect(text).toContain("Plateforme      http://localhost:41234/");
    expect(text).not.toContain("démonstration");
    expect(text).toContain(CREATE_ADMIN_COMMAND);
  });
});
