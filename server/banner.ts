import { eq } from "drizzle-orm";
import type { Config } from "./config";
import type { Database } from "./db/connect";
import { user } from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from "~/features/demo/demo-accounts";

/** The command that creates the first administrator, as the banner prints it. */
export const CREATE_ADMIN_COMMAND = "npm run user:create -- --email vous@exemple.fr --role admin";

/** Whether any administrator account exists (without one, nobody can sign in to create sites). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  return rows.length > 0;
}

/**
 * What a newcomer needs after start-up: where to click and how to sign in — the demo accounts
 * in demo mode, or how to create the first administrator on a platform started empty.
 */
export function printBanner({ config, port, demoSiteId, needsAdmin = false }: { config: Config; port: number; demoSiteId: string | null; needsAdmin?: boolean }) {
  const base = config.publicUrl.includes(`:${config.port}`) ? config.publicUrl.replace(`:${config.port}`, `:${port}`) : config.publicUrl;
  const lines = [
    "",
    "  Vitrine est démarré.",
    "",
    `  Plateforme      ${base}/`,
    `  Back-office     ${base}/admin/login`,
  ];
  if (config.demo) {
    const demoHost = new URL(base);
    lines.push(`  Site de démo    ${demoHost.protocol}//${DEMO_DOMAIN}${demoHost.port ? `:${demoHost.port}` : ""}/`);
    if (demoSiteId) lines.push(`                  ${base}/merchant?site=${demoSiteId}`);
    lines.push("");
    lines.push("  Comptes de démonstration\u00a0:");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.label.padEnd(24)} ${account.email} / ${account.password}`);
    }
  }
  if (needsAdmin) {
    lines.push("");
    lines.push("  Aucun compte administrateur. Créez le premier (le mot de passe est demandé)\u00a0:");
    lines.push(`    ${CREATE_ADMIN_COMMAND}`);
  }
  lines.push("");
  console.log(lines.join("\n"));
}
