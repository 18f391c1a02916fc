/**
 * The counts of a crash loop (chaos-run.ts), from what the visitors saw, what the database holds
 * and what the SMTP server received; how they are printed; which of them must be 0.
 */
import { MARKER_PATTERN, type Submission } from "./form-client";

export type KillKind = "server" | "server+postgres";

/** One server process of the loop. Times on the performance.now() clock. */
export type Generation = {
  n: number;
  readyMs: number | null;
  /** What ended the previous generation (null for the first start). */
  after: KillKind | null;
  kill: KillKind | null;
  killedDuringStartup: boolean;
  spawnedAt: number;
  killedAt: number | null;
};

export type Answers = { acknowledged: number; refused: Record<string, number>; serverErrors: number; network: number };

export type Stats = { count: number; p50: number; p95: number; max: number };

export type ChaosReport = {
  mode: "embedded" | "external";
  kills: number;
  killsByKind: Record<KillKind, number>;
  killsDuringStartup: number;
  restarts: number;
  /** Every start that was not killed during its start-up became ready. */
  readyEveryTime: boolean;
  readyMs: { all: Stats; afterServerKill: Stats; afterPostgresKill: Stats };
  submissions: { sent: number; contact: number; quote: number; acknowledged: number; resentWithSameToken: number };
  answers: Answers;
  lostAcknowledged: number;
  duplicateRows: number;
  /** One notification row per stored submission: missing ones, extra ones. */
  notificationRows: { expected: number; found: number; missing: number; extra: number };
  /** Stored in the spam folder (ADR 017): no notification by design. `signs`: how often each sign. */
  spam: { submissions: number; signs: Record<string, number> };
  notificationsNotSent: number;
  /** Up to five of them, as `status, attempts, last error`: what to look at first. */
  notSentSamples: string[];
  /** Notification rows whose Message-ID the SMTP server never received. */
  notificationsNotDelivered: number;
  mailsReceived: number;
  /** Receptions of a Message-ID already received, by a later process: a kill fell between the SMTP acceptance and the row's update. */
  resentAfterKill: number;
  /** Receptions of a Message-ID already received by the same process: must never happen. */
  resentUnexplained: number;
  strayMails: number;
  durationMs: number;
  drainMs: number;
};

export type ChaosObservations = {
  mode: ChaosReport["mode"];
  generations: Generation[];
  submissions: Submission[];
  answers: Answers;
  /** contact_messages and quote_requests: the token, the text holding the marker, the spam signs if in the spam folder. */
  storedRows: Array<{ token: string | null; text: string; spamSigns: string[] | null }>;
  /** Notification rows of mail_outbox. */
  outbox: Array<{ messageId: string; status: string; attempts: number; lastError: string | null; text: string }>;
  /** What the SMTP server received: when it had the whole message, on the generations' clock. */
  received: Array<{ messageId: string; at: number }>;
  readyEveryTime: boolean;
  durationMs: number;
  drainMs: number;
};

export function countChaos(o: ChaosObservations): ChaosReport {
  const markers = new Set(o.submissions.map((s) => s.marker));
  const rowsByMarker = new Map<string, Array<string | null>>();
  const spamMarkers = new Set<string>();
  const spamSigns: Record<string, number> = {};
  for (const row of o.storedRows) {
    const marker = MARKER_PATTERN.exec(row.text)?.[1];
    if (!marker || !markers.has(marker)) continue;
    rowsByMarker.set(marker, [...(rowsByMarker.get(marker) ?? []), row.token]);
    if (row.spamSigns) {
      spamMarkers.add(marker);
      for (const sign of row.spamSigns) spamSigns[sign] = (spamSigns[sign] ?? 0) + 1;
    }
  }
  let lostAcknowledged = 0;
  let duplicateRows = 0;
  for (const s of o.submissions) {
    const tokens = rowsByMarker.get(s.marker) ?? [];
    if (s.acknowledged && !tokens.includes(s.token)) lostAcknowledged++;
    if (tokens.length > 1) duplicateRows += tokens.length - 1;
  }

  const mailsByMarker = new Map<string, ChaosObservations["outbox"]>();
  for (const mail of o.outbox) {
    const marker = MARKER_PATTERN.exec(mail.text)?.[1];
    if (marker && markers.has(marker)) mailsByMarker.set(marker, [...(mailsByMarker.get(marker) ?? []), mail]);
  }
  // A submission in the spam folder gets no notification (ADR 017): one would be extra.
  const notificationRows = { expected: rowsByMarker.size - spamMarkers.size, found: 0, missing: 0, extra: 0 };
  for (const marker of rowsByMarker.keys()) {
    const n = mailsByMarker.get(marker)?.length ?? 0;
    const expected = spamMarkers.has(marker) ? 0 : 1;
    notificationRows.found += n;
    if (n < expected) notificationRows.missing++;
    if (n > expected) notificationRows.extra += n - expected;
  }
  const ours = [...mailsByMarker.values()].flat();
  const outboxIds = new Set(ours.map((m) => m.messageId));

  // Each reception belongs to the generation alive when the peer had the whole message (one
  // generation at a time: the next is spawned once the previous has exited).
  const generationAt = (t: number) => {
    for (let k = o.generations.length - 1; k >= 0; k--) if (o.generations[k].spawnedAt <= t) return k;
    return -1;
  };
  const receptions = new Map<string, number[]>();
  let strayMails = 0;
  for (const mail of o.received) {
    if (!outboxIds.has(mail.messageId)) strayMails++;
    else receptions.set(mail.messageId, [...(receptions.get(mail.messageId) ?? []), mail.at]);
  }
  let resentAfterKill = 0;
  let resentUnexplained = 0;
  for (const times of receptions.values()) {
    const gens = [...times].sort((a, b) => a - b).map(generationAt);
    for (let k = 1; k < gens.length; k++) {
      // Explained: the earlier copy came from a process killed before it could record it, and a
      // later process sent it again. The same process sending a mail twice never is.
      if (gens[k] > gens[k - 1] && o.generations[gens[k - 1]]?.kill) resentAfterKill++;
      else resentUnexplained++;
    }
  }

  const ready = (filter: (g: Generation) => boolean) => stats(o.generations.filter((g) => g.readyMs !== null && filter(g)).map((g) => g.readyMs ?? 0));
  const killed = o.generations.filter((g) => g.kill);
  return {
    mode: o.mode,
    kills: killed.length,
    killsByKind: {
      server: killed.filter((g) => g.kill === "server").length,
      "server+postgres": killed.filter((g) => g.kill === "server+postgres").length,
    },
    killsDuringStartup: killed.filter((g) => g.killedDuringStartup).length,
    restarts: o.generations.length - 1,
    readyEveryTime: o.readyEveryTime,
    readyMs: { all: ready(() => true), afterServerKill: ready((g) => g.after === "server"), afterPostgresKill: ready((g) => g.after === "server+postgres") },
    submissions: {
      sent: o.submissions.length,
      contact: o.submissions.filter((s) => s.form === "contact").length,
      quote: o.submissions.filter((s) => s.form === "quote").length,
      acknowledged: o.submissions.filter((s) => s.acknowledged).length,
      resentWithSameToken: o.submissions.filter((s) => s.attempts > 1).length,
    },
    answers: o.answers,
    lostAcknowledged,
    duplicateRows,
    notificationRows,
    spam: { submissions: spamMarkers.size, signs: spamSigns },
    notificationsNotSent: ours.filter((m) => m.status !== "sent").length,
    notSentSamples: ours
      .filter((m) => m.status !== "sent")
      .slice(0, 5)
      .map((m) => `${m.messageId}: ${m.status}, ${m.attempts} attempts, ${m.lastError ?? "no error"}`),
    notificationsNotDelivered: [...outboxIds].filter((id) => !receptions.has(id)).length,
    mailsReceived: o.received.length,
    resentAfterKill,
    resentUnexplained,
    strayMails,
    durationMs: o.durationMs,
    drainMs: o.drainMs,
  };
}

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.length ? sorted[sorted.length - 1] : 0 };
}

export function formatChaosReport(r: ChaosReport): string {
  const db = r.mode === "embedded" ? "embedded PostgreSQL" : "external PostgreSQL (DATABASE_URL)";
  const t = (s: Stats) => `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms (${s.count})`;
  const refused =
    Object.entries(r.answers.refused)
      .map(([status, n]) => `${n}×${status}`)
      .join(", ") || "0";
  return [
    `Crash loop — ${db}: ${r.kills} kill -9 (${r.killsByKind.server} server alone, ${r.killsByKind["server+postgres"]} server + its PostgreSQL; ${r.killsDuringStartup} during start-up), ${(r.durationMs / 60_000).toFixed(1)} min`,
    `  submissions: ${r.submissions.sent} (${r.submissions.contact} contact, ${r.submissions.quote} quote), ${r.submissions.acknowledged} acknowledged, ${r.submissions.resentWithSameToken} sent again with the same token after no answer`,
    `  answers: ${r.answers.acknowledged} acknowledged (303), refused ${refused}, 5xx ${r.answers.serverErrors}, no answer (connection cut or refused) ${r.answers.network}`,
    `  acknowledged submissions lost: ${r.lostAcknowledged}; duplicate rows: ${r.duplicateRows}`,
    `  notification rows: ${r.notificationRows.found} for ${r.notificationRows.expected} stored submissions outside the spam folder (missing ${r.notificationRows.missing}, extra ${r.notificationRows.extra}); not 'sent' after recovery: ${r.notificationsNotSent}; never received: ${r.notificationsNotDelivered} (outbox drained in ${(r.drainMs / 1000).toFixed(1)} s)`,
    `  in the spam folder (no notification by design, ADR 017): ${r.spam.submissions}${
      r.spam.submissions > 0
        ? ` (signs: ${Object.entries(r.spam.signs)
            .map(([sign, n]) => `${sign} ${n}`)
            .join(", ")})`
        : ""
    }`,
    `  e-mails received: ${r.mailsReceived}; re-sent with the same Message-ID after a kill between the SMTP acceptance and the row's update: ${r.resentAfterKill}; re-sent otherwise: ${r.resentUnexplained}; unknown: ${r.strayMails}`,
    `  restarts: ${r.restarts}, back up every time: ${r.readyEveryTime ? "yes" : "NO"}; time to ready ${t(r.readyMs.all)}`,
    `    after a server kill ${t(r.readyMs.afterServerKill)}${r.mode === "embedded" ? `; after a server + PostgreSQL kill ${t(r.readyMs.afterPostgresKill)}` : ""}`,
  ].join("\n");
}

/** What must be true after any crash loop; each entry is a count that should be 0 and is not. */
export function chaosFailures(r: ChaosReport): string[] {
  const failures: string[] = [];
  const check = (value: number, what: string) => {
    if (value !== 0) failures.push(`${what}: ${value}`);
  };
  if (!r.readyEveryTime) failures.push("a start did not become ready");
  check(r.lostAcknowledged, "acknowledged submissions lost");
  check(r.duplicateRows, "duplicate rows");
  check(r.notificationRows.missing, "stored submissions without a notification row");
  check(r.notificationRows.extra, "extra notification rows");
  check(r.notificationsNotSent, `notifications not 'sent' after recovery (${r.notSentSamples.join("; ")})`);
  check(r.notificationsNotDelivered, "notifications never received");
  check(r.resentUnexplained, "re-sends without a kill in between");
  check(r.strayMails, "e-mails matching no notification row");
  check(r.answers.serverErrors, "5xx answers");
  check(
    Object.values(r.answers.refused).reduce((a, b) => a + b, 0),
    "refused submissions (4xx)",
  );
  check(r.submissions.sent - r.submissions.acknowledged, "submissions never acknowledged");
  return failures;
}
