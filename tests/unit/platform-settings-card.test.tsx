/**
 * Issue 25: the admin dashboard's 'Configuration de la plateforme' card, and the published site's
 * 'Mentions légales incomplètes' card when only the host's part (HOST_LEGAL_*) is missing.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/config.server";
import { PlatformSettingsCard } from "~/features/back-office/platform-settings-card";
import { platformGapsFor } from "~/features/back-office/platform-settings.server";
import { LegalIncompleteCard } from "~/features/back-office/getting-started/legal-incomplete-card";

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-platform-card-")), ...env });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, " ");

describe("'Configuration de la plateforme'", () => {
  it("lists each missing setting, what it breaks and its README anchor, to an admin", () => {
    const html = renderToString(<PlatformSettingsCard gaps={platformGapsFor(config(), "admin")} />);
    expect(html).toContain('aria-labelledby="platform-settings-title"');
    const shown = text(html);
    expect(shown).toContain("Configuration de la plateforme");
    for (const setting of ["HOST_LEGAL_NAME", "HOST_LEGAL_ADDRESS", "HOST_LEGAL_PHONE", "PUBLIC_IPV4", "CNAME_TARGET", "SMTP_URL"])
      expect(shown).toContain(setting);
    for (const anchor of ["README.md#host-legal", "README.md#custom-domains", "README.md#smtp"]) expect(shown).toContain(anchor);
    expect(shown).toContain("Aucun e-mail ne part");
  });

  it("shows nothing when every setting is set, nor to an owner", () => {
    const complete = config({
      HOST_LEGAL_NAME: "Vitrine SAS",
      HOST_LEGAL_ADDRESS: "Paris",
      HOST_LEGAL_PHONE: "01 23 45 67 89",
      CNAME_TARGET: "sites.vitrine.fr",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(renderToString(<PlatformSettingsCard gaps={platformGapsFor(complete, "admin")} />)).toBe("");
    expect(renderToString(<PlatformSettingsCard gaps={platformGapsFor(config(), "user")} />)).toBe("");
  });
});

describe("'Mentions légales incomplètes' with her part done", () => {
  it("says the host's part is the platform's, and offers her no settings link", () => {
    const html = renderToString(<LegalIncompleteCard missing={[]} hostMissing={["l'adresse", "le téléphone"]} />);
    expect(text(html)).toContain(
      "Votre part est faite. Il manque encore l'adresse et le téléphone de l'hébergeur\u00a0: c'est à la plateforme Vitrine de s'en charger, pas à vous.",
    );
    expect(html).not.toContain("href=");
  });
});
