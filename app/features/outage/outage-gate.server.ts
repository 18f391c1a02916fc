/**
 * The database outage in the Express application (ADR 019), in two places:
 *   - `outageGate`: while the database is known to be down, a request that would need it is
 *     answered 503 at once instead of waiting for a connection that cannot come. Public form
 *     submissions go through: their actions answer in the form's own words, values kept.
 *   - `sendOutage`: the 503 itself, for the gate and for the error handler (an error that says the
 *     database cannot be reached, met outside React Router).
 * Public pages are not this file's business: the page cache serves what it can before (ADR 019).
 */
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { DatabaseUnavailableError } from "~/db/database-unavailable";
import { OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_TEXTS } from "~/features/outage/outage-texts";

type OutageEntry = { outageResponse?: (request: Request | globalThis.Request) => globalThis.Response };

/** React Router's own files: the route manifest needs no database. */
const WITHOUT_DATABASE = new Set(["/__manifest"]);

export function outageGate(services: AppServices) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (services.dbHealth.available || WITHOUT_DATABASE.has(req.path)) return next();
    const reads = req.method === "GET" || req.method === "HEAD";
    const backOffice = req.path === "/admin" || req.path.startsWith("/admin/") || req.path.startsWith("/admin.");
    if (!reads && !backOffice) return next();
    next(new DatabaseUnavailableError());
  };
}

/** Sends the outage's answer: the build's French page (or one line for scripts), 503, Retry-After. */
export async function sendOutage(req: Request, res: Response, build: ServerBuild | (() => Promise<ServerBuild>)): Promise<void> {
  let response: globalThis.Response | null = null;
  try {
    const entry = (typeof build === "function" ? await build() : build).entry.module as OutageEntry;
    const url = new URL(req.originalUrl, "http://localhost");
    const headers = new Headers();
    if (typeof req.headers.accept === "string") headers.set("accept", req.headers.accept);
    response = entry.outageResponse?.(new globalThis.Request(url, { method: req.method, headers })) ?? null;
  } catch (err) {
    req.log?.error({ err }, "outage page failed");
  }
  if (res.headersSent) return;
  // A build without the page (a test's): the same answer in one line.
  if (!response) {
    res
      .status(503)
      .set({ "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
      .type("text/plain")
      .send(OUTAGE_TEXTS.plain);
    return;
  }
  res.status(503);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
}
