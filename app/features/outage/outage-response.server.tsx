/**
 * The one answer of a request that needs the database while it cannot be reached (ADR 019): 503
 * with `Retry-After`, never stored by anyone (`no-store`). Built inside the server build (the
 * stylesheets' hashed names are only known there) and used from three places that all send it:
 *   - outage-gate.server.ts: the Express gate (database known to be down) and error handler;
 *   - entry.server.tsx: a page whose loaders met the outage (`handleError` noted it).
 * A browser gets the French page, in the public sites' look or the back-office's; a script (a
 * React Router data request, fetch) one line of text, which the error boundary turns into the
 * same message.
 */
import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import adminStylesheet from "~/app.css?url";
import siteStylesheet from "~/site.css?url";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { isDatabaseUnavailable } from "~/db/database-unavailable";
import { OutagePage, type KeptSubmission, type OutageArea } from "~/features/outage/outage-page";
import { OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_TEXTS } from "~/features/outage/outage-texts";

/** Requests whose loaders or action met the outage (their load context). */
const outageRequests = new WeakSet<object>();

/** From `handleError`: true when the error is the outage's (the health check is told). */
export function noteOutage(context: AppLoadContext | undefined, error: unknown): boolean {
  if (!context || !isDatabaseUnavailable(error)) return false;
  outageRequests.add(context);
  context.dbHealth.report(error);
  return true;
}

/** Whether an error of this request's loaders or action was the outage's (noted by handleError). */
export function metOutage(context: AppLoadContext | undefined): boolean {
  return context !== undefined && outageRequests.has(context);
}

/**
 * Whether a page about to be sent should be the outage's instead: its loaders met the outage, or
 * the database is down now (a loader may have caught the error and rendered a section empty: the
 * health check, started by the failed query itself, says so before the page is sent).
 */
export async function pageMetOutage(context: AppLoadContext | undefined): Promise<boolean> {
  if (!context) return false;
  return metOutage(context) || !(await context.dbHealth.settled());
}

export function outageHeaders(contentType: string): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
}

/**
 * The answer for `request`. `kept`: the public form the route's action answered, read from its
 * answer by the caller (storefront/kept-submission.ts), so a form sent without JavaScript keeps
 * its values on the page.
 */
export function outageResponse(request: Request, kept?: KeptSubmission | null): Response {
  const url = new URL(request.url);
  const head = request.method === "HEAD";
  const wantsPage = !url.pathname.endsWith(".data") && (request.headers.get("accept") ?? "").includes("text/html");
  if (!wantsPage) return new Response(head ? null : OUTAGE_TEXTS.plain, { status: 503, headers: outageHeaders("text/plain; charset=utf-8") });

  const area: OutageArea = url.pathname === "/admin" || url.pathname.startsWith("/admin/") ? "admin" : "public";
  const posted = request.method !== "GET" && !head;
  const here = `${url.pathname}${url.search}`;
  const submission = area === "public" && posted ? (kept ?? null) : null;
  const html = renderToString(
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{area === "admin" ? `${OUTAGE_TEXTS.adminTitle} — Vitrine` : OUTAGE_TEXTS.publicTitle}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="" />
        <link rel="stylesheet" href={area === "admin" ? adminStylesheet : siteStylesheet} />
      </head>
      <body className="min-h-dvh bg-white text-gray-900 antialiased">
        <OutagePage area={area} retryHref={here} submission={submission} submissionAction={here} unsavedChange={area === "admin" && posted} />
      </body>
    </html>,
  );
  return new Response(head ? null : `<!DOCTYPE html>${html}`, { status: 503, headers: outageHeaders("text/html; charset=utf-8") });
}
