import { eq } from "drizzle-orm";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import { user } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";

/** The command that creates the first administrator, as the banner prints it. */
export const CREATE_ADMIN_COMMAND = "npm run user:create -- --email vous@exemple.fr --role admin";

/** Whether any administrator account exists (without one, nobody can sign in to create sites). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  return rows.length > 0;
}

/** A demo shop as the banner shows it: its name, its domain, and its id for the `?site=` address (null when not found). */
export type BannerDemoSite = { name: string; domain: string; siteId: string | null };

/**
 * What a newcomer needs after start-up: where to click and how to sign in — both demo shops'
 * addresses and the demo accounts in demo mode, or how to create the first
 * administrator on a platform started empty.
 */
export function bannerLines({
  config,
  port,
  demoSites = [],
  needsAdmin = false,
}: {
  config: Config;
  port: number;
  demoSites?: readonly BannerDemoSite[];
  needsAdmin?: boolean;
}): string[] {
  const base = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl.replace(`:${config.port}`, `:${port}`) : config.publicUrl;
  const lines = ["", "  Vitrine est démarré.", "", `  Plateforme      ${base}/`, `  Back-office     ${base}/admin/login`];
  if (config.demo) {
    const { protocol, port: basePort } = new URL(base);
    const width = Math.max(24, ...demoSites.map((site) => site.name.length));
    lines.push("");
    lines.push("  Sites de démonstration\u00a0:");
    for (const site of demoSites) {
      lines.push(`    ${site.name.padEnd(width)} ${protocol}//${site.domain}${basePort ? `:${basePort}` : ""}/`);
      if (site.siteId) lines.push(`    ${"".padEnd(width)} ${base}/merchant?site=${site.siteId}`);
    }
    lines.push("");
    lines.push("  Comptes de démonstration\u00a0:");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.label.padEnd(width)} ${account.email} / ${account.password}`);
    }
  }
  if (needsAdmin) {
    lines.push("");
    lines.push("  Aucun compte administrateur. Créez le premier (le mot de passe est demandé)\u00a0:");
    lines.push(`    ${CREATE_ADMIN_COMMAND}`);
  }
  lines.push("");
  return lines;
}

export function printBanner(options: Parameters<typeof bannerLines>[0]) {
  console.log(bannerLines(options).join("\n"));
}
