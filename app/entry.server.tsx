import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from "react-dom/server";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { NonceProvider } from "~/lib/nonce";
import { CLOSE_ON_LINK } from "~/features/landing/landing-header";
import { enhanceScript, shareScript } from "~/features/storefront/enhance/enhance-script";
import { InlineCssProvider, type ReadStylesheet } from "~/lib/inline-css";
import { metOutage, noteOutage, outageResponse, pageMetOutage } from "~/features/outage/outage-response.server";
import { keptSubmission } from "~/features/storefront/kept-submission";
import { applyDraftHeaders } from "~/features/storefront/draft/draft-view.server";

/** For features/outage/outage-gate.server.ts: the database outage's answer, rendered with this build's stylesheets (ADR 019). */
export { outageResponse };

export const streamTimeout = 5_000;

/**
 * For server/http-app.ts: the CSP hashes of the inline scripts of pages that do not hydrate (the
 * public pages). Such a page is stored and sent to every visitor (ADR 014), so a nonce in it would
 * be the same for all and known to anyone who reads the page: these pages carry none (ADR 040),
 * and their policy allows exactly these scripts by their SHA-256.
 */
export const inlineScriptHashes: readonly string[] = [enhanceScript, shareScript, CLOSE_ON_LINK].map((text) =>
  createHash("sha256").update(text, "utf8").digest("base64"),
);

// Built stylesheets read once from build/client (next to this server build), for InlineStylesheet.
const stylesheets = new Map<string, string | null>();
const readStylesheet: ReadStylesheet = (href) => {
  if (!stylesheets.has(href)) {
    let text: string | null = null;
    if (import.meta.env.PROD && /^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        text = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
      } catch {
        text = null;
      }
    }
    stylesheets.set(href, text);
  }
  return stylesheets.get(href) ?? null;
};

/**
 * Every error of a loader, an action or a render. One that says the database cannot be reached is
 * the outage's (ADR 019): the request is marked, so its answer is the 503 page below, and the
 * database health check is told. Others are logged with the request's id.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (noteOutage(context, error)) {
    context?.logger.warn({ err: error, requestId: context.requestId }, "database unavailable");
    return;
  }
  if (context) context.logger.error({ err: error, requestId: context.requestId }, "request failed");
  else console.error(error);
}

/**
 * A data request (client navigation, fetcher) that met the outage: 503, which the error boundary
 * shows. An action that caught it answered on purpose (a form's failure with the typed values):
 * that answer stands.
 */
export async function handleDataRequest(response: Response, { request, context }: { request: Request; context?: AppLoadContext }) {
  const outage = request.method === "GET" ? await pageMetOutage(context) : metOutage(context);
  return outage ? outageResponse(request) : response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page whose data could not be read for want of a database: the 503 page, with what a public
  // form sent without JavaScript was carrying (its action answered before the page failed).
  if (await pageMetOutage(loadContext)) return outageResponse(request, keptSubmission(routerContext.staticHandlerContext.actionData));
  // A draft site's page: noindex, and kept by no cache.
  applyDraftHeaders(loadContext, responseHeaders);
  const nonce = loadContext.nonce;
  const app = (
    <NonceProvider value={nonce}>
      <InlineCssProvider value={readStylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssProvider>
    </NonceProvider>
  );
  // A page without scripts (ADR 015) has nothing left to wait for once its loaders have run (no
  // Suspense on those pages: the one lazy part, the back-office's site switcher, ADR 051, is on
  // pages that hydrate), and no hydration data to stream: rendered to one string, it
  // costs about a fifth less than through the streaming renderer (docs/performance.md). A render
  // error throws here, and React Router renders the error boundary, as for a failed shell.
  if (!pageHydrates(routerContext)) {
    // React Router marks its links and forms for the client router's route discovery; no client
    // router runs on these pages, so the mark is 20 bytes of nothing per link (the home's budget).
    // Only an attribute can hold the quoted text: React escapes quotes in text, JSON in JSON-LD.
    const html = renderToString(app).replaceAll(' data-discover="true"', "");
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(`<!DOCTYPE html>${html}`, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS clients get the whole document at once; browsers get it streamed. A page
    // that may be cached is rendered whole first: its status must be known before it is stored.
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.pageCache.cacheable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Never keep a page that failed to render, whatever status it went out with.
        loadContext.pageCache.noStore();
        if (shellRendered) loadContext.logger.error({ err: error, requestId: loadContext.requestId }, "render error");
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** root.tsx's rule, on the server's matches: every matched route allows hydration. */
function pageHydrates(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.every(
    (match) => (routerContext.routeModules[match.route.id]?.handle as { hydrate?: boolean } | undefined)?.hydrate !== false,
  );
}
