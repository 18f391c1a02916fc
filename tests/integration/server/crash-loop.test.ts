/**
 * The short crash loop (issue 11; the long one is `npm run chaos`, scripts/reliability/): the
 * production server with its embedded PostgreSQL is killed with SIGKILL five times while visitors
 * send contact messages and quote requests and the notifications go to a real SMTP server — twice
 * the server alone (its PostgreSQL is adopted by the next start), twice with its PostgreSQL (WAL
 * recovery), once during a start. After the last start:
 * no acknowledged submission lost, no duplicate row, one notification per submission, every one
 * sent and received, re-sent only by a later process after a kill, and the server up every time.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chaosFailures, formatChaosReport } from "../../../scripts/reliability/chaos-report";
import { runChaos } from "../../../scripts/reliability/chaos-run";

describe("crash loop (short)", () => {
  it("loses nothing acknowledged and delivers every notification across 5 kill -9", async () => {
    await fs.access(path.resolve("build/server/index.js")).catch(() => {
      throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
    });
    const report = await runChaos({
      mode: "embedded",
      kills: 5,
      cwd: path.resolve("."),
      sites: 8,
      // Long enough up for visitors to get through whatever the machine's load.
      minUptimeMs: 1_500,
      maxUptimeMs: 3_000,
      plan: [
        { kind: "server", duringStartup: false },
        { kind: "server+postgres", duringStartup: false },
        { kind: "server", duringStartup: true },
        { kind: "server+postgres", duringStartup: false },
        { kind: "server", duringStartup: false },
      ],
    });
    const summary = formatChaosReport(report);
    expect(chaosFailures(report), summary).toEqual([]);
    expect(report.kills).toBe(5);
    expect(report.restarts).toBe(5);
    expect(report.killsByKind["server+postgres"]).toBe(2);
    // Enough traffic for the counts to mean something.
    expect(report.submissions.acknowledged, summary).toBeGreaterThanOrEqual(5);
    expect(report.notificationRows.found).toBe(report.submissions.acknowledged);
  }, 300_000);
});
