import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { constants as zlibConstants } from "node:zlib";
import path from "node:path";
import express, { type Express, type Request, type Response, type NextFunction } from "express";
import compression from "compression";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppServices, RequestContext } from "~/context";
import { createPageCacheHints } from "~/features/page-cache/page-cache-hints";
import { canonicalHostHeader } from "~/features/site-resolution/resolve-site";
import { CANONICAL_REDIRECT_CACHE_CONTROL, CANONICAL_REDIRECT_STATUS, canonicalRedirectUrl } from "~/features/site-resolution/canonical-redirect.server";
import { isDatabaseUnavailable } from "~/db/database-unavailable";
import { createCachedPageServer, renderPublicPage, trackLocalWrite } from "~/features/page-cache/page-cache.server";
import { outageGate, sendOutage } from "~/features/outage/outage-gate.server";
import { precompressedAssets } from "./precompressed-assets";
import { redactUrl } from "./redact-url";
import { sameOriginOnly } from "./same-origin";
import { tlsAskRoute } from "~/features/domains/tls-ask.server";
import { believeForwardedHeadersOnlyFrom } from "./forwarded-headers";

type Locals = { nonce: string; requestId: string };

export type HttpAppOptions = {
  services: AppServices;
  /** Production: the built server bundle. Development: a loader backed by Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's connect middlewares (HMR, on-demand transforms). */
  viteMiddlewares?: express.RequestHandler;
  clientDir?: string;
  /** True once the process is stopping: /readyz answers 503 so a proxy stops sending requests. */
  draining?: () => boolean;
};

/**
 * The Express application: security headers, compression, static files, media, probes,
 * then React Router for every page. Kept free of process concerns (ports, signals) so tests
 * can mount it on a random port.
 */
export function createHttpApp({ services, build, viteMiddlewares, clientDir, draining }: HttpAppOptions): Express {
  const { config, logger, db } = services;
  const app = express();
  app.disable("x-powered-by");
  // Sets `trust proxy` to TRUSTED_PROXIES; the middleware is mounted below (ADR 016).
  const forwardedHeaders = believeForwardedHeadersOnlyFrom(app, config.trustedProxies, logger);

  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    if (draining?.()) {
      res.status(503).type("text/plain").send("stopping");
      return;
    }
    try {
      await withTimeout(db.execute(sql`select 1`), 2000);
      // Back after an outage: say so at once rather than at the health check's next try.
      if (!services.dbHealth.available) await services.dbHealth.check();
      res.type("text/plain").send("ready");
    } catch (err) {
      logger.warn({ err }, "readiness check failed");
      services.dbHealth.report(err);
      res.status(503).type("text/plain").send("database unavailable");
    }
  });

  // The page cache's figures, for the bench and an operator on the machine itself (never proxied:
  // a request that came through a proxy has a loopback peer too, so forwarded ones are refused).
  app.get("/internal/page-cache", (req, res) => {
    const peer = req.socket.remoteAddress ?? "";
    const local = peer === "127.0.0.1" || peer === "::1" || peer === "::ffff:127.0.0.1";
    if (!local || req.headers["x-forwarded-for"] !== undefined) {
      res.status(404).type("text/plain").send("Introuvable");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.json({ ...services.pages.stats(), listening: services.contentVersions.listening });
  });

  // The build's scripts, stylesheets and fonts (hashed names, never changing): answered before the
  // per-request machinery. A back-office screen asks for about fifty; each carried 1.2 KB of
  // headers written for documents (the page policy with its script hashes, a request id…), 60 KB a
  // screen on a phone's connection. Files do not need a document's policy; they keep
  // what concerns them: no type sniffing, no use by another site's pages.
  if (clientDir && !viteMiddlewares) {
    const assets = path.join(clientDir, "assets");
    app.use(
      "/assets",
      (_req, res, next) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        next();
      },
      precompressedAssets(assets),
      express.static(assets, { immutable: true, maxAge: "1y", index: false }),
    );
  }

  // Caddy's on-demand TLS asks here before it gets a certificate for a name (ADR 029).
  // Before the forwarded-header middleware: a request that came through the proxy is refused.
  app.get("/tls/ask", tlsAskRoute(services));

  // From here on, X-Forwarded-* and Forwarded exist only when a trusted proxy sent them (the
  // route above looks at the raw header on purpose: it refuses anything forwarded at all).
  app.use(forwardedHeaders);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      // One short line per request: no headers (cookies) in the logs, and no secret of a URL
      // (the links sent by e-mail carry one: redact-url.ts). Every line of `req.log` goes through here too.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
          id: req.id,
          method: req.method,
          url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
          host: req.headers.host,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // A 503 is the database outage (ADR 019): one warning per request, the outage itself is an error once.
      customLogLevel: (_req, res, err) => (res.statusCode === 503 ? "warn" : err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );

  // Public pages do not hydrate and are stored and shared (ADR 014): a nonce in them would be the
  // same for every visitor. They get none (ADR 040); their policy lists their inline scripts' hashes. The
  // back-office's pages and the sign-up hydrate (React Router's inline scripts differ on each page): a fresh nonce
  // each. Vite's dev server (a build given as a function) keeps the nonce everywhere.
  const scriptHashes = typeof build === "function" ? null : ((build.entry.module as { inlineScriptHashes?: readonly string[] }).inlineScriptHashes ?? null);
  const publicScripts = scriptHashes?.map((hash) => `'sha256-${hash}'`).join(" ") ?? "";
  app.use((req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    res.locals.nonce = scriptHashes && !isHydratedPath(req.path) ? "" : randomBytes(16).toString("base64");
    next();
  });

  const isDev = Boolean(viteMiddlewares);
  app.use(
    helmet({
      contentSecurityPolicy: {
        // Vite's dev server injects inline scripts without our nonce: enforced only in production.
        reportOnly: isDev,
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => {
              const { nonce } = (res as Response<unknown, Locals>).locals;
              return nonce ? `'nonce-${nonce}'` : publicScripts;
            },
          ],
          // Radix and the theme set inline style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
          frameSrc: ["'self'", "https://www.google.com"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Only meaningful behind HTTPS; on plain http it would break *.localhost demos.
      strictTransportSecurity: config.secureCookies ? { maxAge: 15552000 } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  // Every POST (PUT, DELETE…) from another site's page is refused here, for every route (ADR 016).
  app.use(sameOriginOnly(config.publicUrl));
  // Brotli's default window is 4 MB, allocated for every response: pages are tens of kilobytes,
  // and a 256 KB window compresses them as well at a fraction of the cost (measured: brotli
  // responses went from half the throughput of gzip to the same).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  // Browsers ask for /favicon.ico on their own (robots.txt, sitemap.xml…); pages declare their icon.
  app.get("/favicon.ico", (_req, res) => {
    res.redirect(301, "/favicon.svg");
  });

  app.use(
    "/media",
    express.static(path.join(config.dataDir, "media"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
      dotfiles: "deny",
    }),
  );

  if (viteMiddlewares) {
    app.use(viteMiddlewares);
  } else if (clientDir) {
    // The few files at the root of the client build (favicon.svg, placeholders): looked up by
    // name, so a page request never costs a stat and a 404 error object.
    const rootFiles = new Set(
      existsSync(clientDir)
        ? readdirSync(clientDir, { withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => `/${e.name}`)
        : [],
    );
    const rootStatic = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (rootFiles.has(req.path) ? rootStatic(req, res, next) : next()));
  }

  // The name of a pair that is not its 'Adresse principale' answers a 301 to the one that is.
  app.use((req, res, next) => {
    canonicalRedirectUrl(req.method, req.headers.host, req.originalUrl, config, services.domains).then(
      (target) => {
        if (!target) return next();
        res.setHeader("Cache-Control", CANONICAL_REDIRECT_CACHE_CONTROL);
        res.redirect(CANONICAL_REDIRECT_STATUS, target);
      },
      // The database is unreachable: the page's own path decides (the outage page, ADR 019).
      () => next(),
    );
  });

  const mode = isDev ? "development" : "production";
  // Public pages that missed the cache: rendered once, stored, sent (ADR 014).
  app.use(
    renderPublicPage({
      services,
      build,
      mode,
      context: (req, res, pageCache): RequestContext => ({
        ...services,
        nonce: (res as Response<unknown, Locals>).locals.nonce,
        requestId: String(req.id),
        clientAddress: req.ip ?? "unknown",
        pageCache,
      }),
    }),
  );

  // While the database is known to be down, what needs it is answered 503 at once (ADR 019).
  app.use(outageGate(services));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res): RequestContext => ({
        ...services,
        nonce: (res as Response<unknown, Locals>).locals.nonce,
        requestId: String(req.id),
        clientAddress: req.ip ?? "unknown",
        pageCache: createPageCacheHints(false),
      }),
    }),
  );

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The database cannot be reached: the outage page and Retry-After, not a 500 (ADR 019).
    if (isDatabaseUnavailable(err)) {
      services.dbHealth.report(err);
      if (!res.headersSent) void sendOutage(req, res, build);
      return;
    }
    const status = httpStatusOf(err);
    if (status >= 500) req.log?.error({ err }, "unhandled error");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Introuvable" : status < 500 ? "Requête invalide" : "Erreur interne du serveur");
  });

  return app;
}

/**
 * The server's request listener: a public page already in the cache is answered before Express
 * (no middleware, no query); everything else goes through the Express application.
 */
export function createRequestListener(services: AppServices, app: Express): (req: IncomingMessage, res: ServerResponse) => void {
  const serveCached = createCachedPageServer(services);
  return (req, res) => {
    // Only origin-form targets ("/path?query"): an absolute-form one ("GET http://evil.test/",
    // what a proxy is sent) or "*" would become a request URL nothing after expects (
    // a 500 and a stack trace in the log). 400 here, before anything builds a URL from it.
    if (!req.url?.startsWith("/")) return refuse(res, "Requête invalide\u00a0: la cible de la requête doit être un chemin («\u00a0/…\u00a0»).\n");
    // The Host, canonicalised once for everything after (cache keys, site resolution, URLs).
    const host = canonicalHostHeader(req.headers.host);
    if (host === null) return refuse(res, "Requête invalide\u00a0: l'en-tête Host n'est pas un nom d'hôte valide.\n");
    if (host !== undefined) req.headers.host = host;
    // Writes are watched: one just before a database outage turns stale pages off (ADR 019).
    if (req.method !== "GET" && req.method !== "HEAD") trackLocalWrite(services, req, res);
    if (!serveCached(req, res)) app(req, res);
  };
}

/** A request no route could read (a Host that is no host name, a target that is no path): 400, before anything reads it. */
function refuse(res: ServerResponse, body: string): void {
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Express and its static middleware attach an HTTP status to the errors they raise (404 for a missing file). */
function httpStatusOf(err: unknown): number {
  if (typeof err === "object" && err !== null) {
    const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
    const value = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : 500;
    if (value >= 400 && value < 600) return value;
  }
  return 500;
}

/**
 * The pages that hydrate: the back-office's, and the sign-up, a signed-out page like the
 * sign-in, never cached. Every public route says `hydrate: false`.
 */
function isHydratedPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path === "/inscription";
}
