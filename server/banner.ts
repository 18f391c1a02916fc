import type { Config } from "./config";
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from "~/features/demo/demo-accounts";

/** What a newcomer needs after `npm start`: where to click and how to sign in. */
export function printBanner({ config, port, demoSiteId }: { config: Config; port: number; demoSiteId: string | null }) {
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
    lines.push("  Comptes de démonstration :");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.label.padEnd(24)} ${account.email} / ${account.password}`);
    }
  }
  lines.push("");
  console.log(lines.join("\n"));
}
