/**
 * Issue 25, « The operator, warned », in a real browser at 375 and 1280 px: on a platform started
 * without HOST_LEGAL_*, PUBLIC_IPV4 / CNAME_TARGET and SMTP_URL (the e2e servers are), the
 * administrator's dashboard shows 'Configuration de la plateforme' with each missing setting, what
 * it breaks and its README anchor; the demo merchant, whose own legal fields are complete, is told
 * that the legal pages still lack the host's part and that it is the platform's to complete.
 * axe runs on every page loaded.
 */
import { describe, expect } from "vitest";
import { screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

describe("a platform whose operator has not set what merchants depend on", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the admin sees what is missing on the dashboard, the merchant sees whose part it is (${label})`, async ({ login, selectSite, baseUrl, demoSite }) => {
      const admin = await login("admin", viewport);
      await selectSite(admin, demoSite.id);
      await admin.goto(`${baseUrl}/admin/dashboard`);
      const card = admin.getByRole("region", { name: "Configuration de la plateforme" });
      await expect.poll(() => card.isVisible()).toBe(true);
      const listed = await card.innerText();
      for (const setting of [
        "HOST_LEGAL_NAME",
        "HOST_LEGAL_ADDRESS",
        "HOST_LEGAL_PHONE",
        "PUBLIC_IPV4",
        "CNAME_TARGET",
        "SMTP_URL",
        "README.md#host-legal",
        "README.md#custom-domains",
        "README.md#smtp",
      ]) {
        expect(listed, setting).toContain(setting);
      }
      expect(listed).toContain("Aucun e-mail ne part");
      await screenshot(admin, `platform-settings-admin-${label}`);

      const owner = await login("owner", viewport);
      const legal = owner.getByRole("region", { name: "Mentions légales incomplètes" });
      await expect.poll(() => legal.isVisible()).toBe(true);
      expect(await legal.innerText()).toContain(
        "Votre part est faite. Il manque encore le nom, l'adresse et le téléphone de l'hébergeur\u00a0: c'est à la plateforme Vitrine de s'en charger, pas à vous.",
      );
      expect(await legal.getByRole("link").count()).toBe(0);
      expect(await owner.getByRole("region", { name: "Configuration de la plateforme" }).count()).toBe(0);
      await screenshot(owner, `platform-settings-owner-${label}`);
    });
  }
});
