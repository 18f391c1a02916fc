/** The bench's one markdown table, and number formats. */
import type { WrkResult } from "./wrk";

export type Row = {
  target: string;
  measure: string;
  vitrine: string;
  reference: string;
  ratio: string;
  goal: string;
  /** null: informative row, no goal. */
  met: boolean | null;
};

export function markdownTable(rows: Row[]): string {
  const head = ["Target", "Measure", "Vitrine", "Reference", "Ratio", "Goal", "Met"];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const r of rows) {
    const met = r.met === null ? "—" : r.met ? "yes" : "**no**";
    lines.push(`| ${[r.target, r.measure, r.vitrine, r.reference, r.ratio, r.goal, met].map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`);
  }
  return lines.join("\n");
}

export function int(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

export function ms(n: number): string {
  if (n >= 1000) return `${(n / 1000).toFixed(2)} s`;
  if (n >= 100) return `${Math.round(n)} ms`;
  if (n >= 10) return `${n.toFixed(1)} ms`;
  return `${n.toFixed(2)} ms`;
}

export function percent(ratio: number): string {
  if (!Number.isFinite(ratio)) return "n/a";
  return `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
}

export function times(ratio: number): string {
  if (!Number.isFinite(ratio)) return "n/a";
  return `${ratio.toFixed(ratio < 10 ? 2 : 1)}×`;
}

/** "12,345 req/s", with wrk's errors and non-2xx/3xx answers when there were any. */
export function reqs(r: WrkResult, withP99 = false): string {
  if (r.requests === 0) return "no answer ⚠";
  const errors = r.errors + r.non2xx > 0 ? ` ⚠ ${int(r.non2xx)} non-2xx/3xx, ${int(r.errors)} socket errors` : "";
  return `${int(r.reqPerSec)} req/s${withP99 ? ` (p99 ${ms(r.p99)})` : ""}${errors}`;
}
