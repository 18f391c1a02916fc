/**
 * The rendered-page cache in front of React Router (ADR 014).
 *
 *   serveCachedPage   first thing for every request, before Express: a public GET whose page is
 *                     stored is answered from memory (gzip or brotli as stored, ETag, 304), with no
 *                     database query and no rendering.
 *   renderPublicPage  Express middleware just before React Router: a cacheable request that
 *                     missed is rendered once (concurrent misses of one page share the render),
 *                     compressed once, stored when nothing personal was rendered, and sent.
 *
 * A page's key is its host, path, normalised query, site and the site's content version, so an
 * edit (which raises the version) is never served stale; the version comes from LISTEN/NOTIFY.
 *
 *   serveDuringOutage  while the database cannot be reached, a stored page of the last known
 *                      version answers (X-Cache: STALE), under the rules of ADR 019.
 */
import { OTHER_LANGUAGES } from "~/db/enums";
import { withLanguage } from "~/lib/i18n/languages";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices, RequestContext } from "~/context";
import { createPageCacheHints, type PageCacheDecision } from "~/features/page-cache/page-cache-hints";
import { pageSize, type CachedPage } from "~/features/page-cache/page-store";
import { domainCandidates, isPlatformHost, isSiteId, normalizeHost, resolveSiteSelection, sameSiteId } from "~/features/site-resolution/resolve-site";
import { DatabaseUnavailableError } from "~/db/database-unavailable";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const PAGE_PATHS = [
  "/",
  "/merchant",
  "/merchant/about",
  "/merchant/services",
  "/merchant/products",
  "/merchant/contact",
  "/merchant/mentions-legales",
  "/merchant/confidentialite",
  "/merchant/accessibilite",
];

/**
 * The public pages, in French and under each language's prefix (ADR 047: the key is the path, so
 * the language): everything else (back-office, resources, assets) never touches the cache.
 */
const CACHEABLE_PATHS = new Set([
  ...PAGE_PATHS,
  ...OTHER_LANGUAGES.flatMap((language) => PAGE_PATHS.map((path) => withLanguage(path, language))),
  "/sitemap.xml",
  "/robots.txt",
  "/catalogue/meta.csv",
  "/catalogue/google.xml",
]);

/**
 * A request carrying one of these gets a page made for it alone: a toast, its RSVPs, a session.
 * The session cookie is `vitrine.session_token` (better-auth's `cookiePrefix`, auth.server.ts);
 * better-auth's default name is kept too.
 */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:vitrine_toast|vitrine_voter|(?:__Secure-)?(?:vitrine|better-auth)\.session_token)=/;

/** Links shared on social networks carry these; the page is the same without them. */
const IGNORED_PARAMS = /^(?:utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_[a-z]+|_ga)$/;

/** What a CDN may keep: briefly, then serve stale while it asks again. Browsers always revalidate. */
const SHARED_MAX_AGE_S = 30;
/** Nothing is kept longer, whatever its hints (the footer's year, a page with no hours). */
const MAX_LIFETIME_MS = 6 * 60 * 60 * 1000;
const STALE_WHILE_REVALIDATE_S = 60;

/** Headers that belong to one response, never replayed from the store. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "cache-control",
  "vary",
  "x-request-id",
  "x-cache",
]);

type Target = { key: string; siteId: string | null; host: string };

const NO_PARAMS = new URLSearchParams();

/** Whether the cache may answer this request at all: a public page, asked for by anyone. */
function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  if (!CACHEABLE_PATHS.has(q === -1 ? url : url.slice(0, q))) return false;
  const cookie = req.headers.cookie;
  return !(cookie && PERSONAL_COOKIES.test(cookie));
}

/** The request's page key without any query, or undefined when it takes a lookup to know it. */
function cacheTarget(
  req: IncomingMessage,
  services: AppServices,
  siteIdOf: (host: string, query: URLSearchParams) => string | null | undefined,
): Target | null | undefined {
  if (!isCacheableRequest(req)) return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const host = normalizeHost(req.headers.host);
  const params = q === -1 ? NO_PARAMS : new URLSearchParams(url.slice(q + 1));
  const siteId = siteIdOf(host, params);
  if (siteId === undefined) return undefined;
  const query = q === -1 ? "" : normalizedQuery(params);
  if (siteId === null) {
    // The platform's own pages are the same whatever host asked (no lookup on an unknown host
    // ever fills the cache with copies).
    return { key: `platform|${path}|${query}`, siteId: null, host };
  }
  const version = services.contentVersions.known(siteId);
  if (version === undefined) return undefined;
  return { key: `${host}|${path}|${query}|${siteId}|${version}`, siteId, host };
}

export function normalizedQuery(params: URLSearchParams): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of params) if (!IGNORED_PARAMS.test(name)) pairs.push([name, value]);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

/**
 * The site of a request as far as this process knows without a query, by resolveSiteSelection's
 * rule: `?site=` first on the platform host; elsewhere the host's cached
 * mapping, and a `?site=` naming any other site is never answered here (Express redirects it
 * to the platform host). undefined: unknown until a lookup, or not for the fast path.
 */
function knownSiteId(services: AppServices) {
  return (host: string, params: URLSearchParams): string | null | undefined => {
    const fromQuery = params.get("site");
    const requested = isSiteId(fromQuery) ? fromQuery : null;
    if (isPlatformHost(host, services.config.platformHosts)) return requested;
    for (const candidate of domainCandidates(host)) {
      const siteId = services.domains.peek(candidate);
      if (siteId === undefined) return undefined;
      // The other name of a pair answers a 301 to its canonical name: Express sends it.
      if (siteId && services.domains.peekCanonical(candidate) !== null) return undefined;
      if (siteId) return requested === null ? siteId : sameSiteId(requested, siteId) ? requested : undefined;
    }
    return requested === null ? null : undefined;
  };
}

type Encoding = "br" | "gzip" | "identity";

function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = acceptEncoding.toLowerCase();
  // q=0 refusals are rare enough to treat as "not listed".
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return "br";
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return "gzip";
  return "identity";
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

const LONG_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;

function cacheControl(page: CachedPage, now: number): string {
  const untilExpiry = Math.floor((page.expiresAt - now) / 1000);
  if (untilExpiry >= SHARED_MAX_AGE_S) return LONG_CACHE_CONTROL;
  return `public, max-age=0, must-revalidate, s-maxage=${Math.max(0, untilExpiry)}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
}

/**
 * A page's whole header list for one encoding and one state, as writeHead takes it, built once
 * per page: the hit path is hot, and what it allocates sets how often the young generation is
 * collected (each collection stalls every connection for ~0.5 ms: the p99 of target 1).
 * Only the Cache-Control of a page close to its expiry changes from one request to the next.
 */
type HeaderLists = { br?: string[]; gzip?: string[]; identity?: string[]; notModified?: string[] };
const headerLists = new WeakMap<CachedPage, Record<"HIT" | "MISS", HeaderLists>>();

function baseHeaders(page: CachedPage, cacheState: "HIT" | "MISS", withType: boolean): string[] {
  const flat: string[] = [];
  for (const [name, value] of page.headers) if (withType || name.toLowerCase() !== "content-type") flat.push(name, value);
  flat.push("ETag", page.etag, "Vary", "Accept-Encoding", "Cache-Control", LONG_CACHE_CONTROL, "X-Cache", cacheState);
  return flat;
}

export function headerList(page: CachedPage, cacheState: "HIT" | "MISS", kind: Encoding | "notModified", bodyLength: number): string[] {
  let lists = headerLists.get(page);
  if (!lists) {
    lists = { HIT: {}, MISS: {} };
    headerLists.set(page, lists);
  }
  let list = lists[cacheState][kind];
  if (!list) {
    list = baseHeaders(page, cacheState, kind !== "notModified");
    if (kind === "br" || kind === "gzip") list.push("Content-Encoding", kind);
    if (kind !== "notModified") list.push("Content-Length", String(bodyLength));
    lists[cacheState][kind] = list;
  }
  return list;
}

/** The list to send: the stored one, or a copy with a shorter Cache-Control near expiry, and the request's id. */
export function withRequestParts(list: string[], page: CachedPage, now: number, requestId: string | undefined): string[] {
  const control = cacheControl(page, now);
  if (control === LONG_CACHE_CONTROL && !requestId) return list;
  const copy = list.slice();
  if (control !== LONG_CACHE_CONTROL) copy[copy.indexOf(LONG_CACHE_CONTROL)] = control;
  if (requestId) copy.push("X-Request-Id", requestId);
  return copy;
}

/** Writes a stored page to a response (or a 304, or only the headers for HEAD). */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheState: "HIT" | "MISS", requestId?: string): void {
  const now = Date.now();
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etag)) {
    res.writeHead(304, withRequestParts(headerList(page, cacheState, "notModified", 0), page, now, requestId));
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  res.writeHead(page.status, withRequestParts(headerList(page, cacheState, encoding, body.length), page, now, requestId));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * The fast path, before Express: true when the request was answered from the store. No
 * database query, no rendering, no middleware.
 */
export function createCachedPageServer(services: AppServices): (req: IncomingMessage, res: ServerResponse) => boolean {
  const siteIdOf = knownSiteId(services);
  return (req, res) => {
    if (!services.pages.enabled) return false;
    const target = cacheTarget(req, services, siteIdOf);
    if (!target) return serveDuringOutage(req, res, services);
    const page = services.pages.get(target.key);
    if (!page) return false;
    // A hit is in no log of ours: a request id is only echoed for a proxy that sent one.
    const given = req.headers["x-request-id"];
    sendPage(req, res, page, "HIT", typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : undefined);
    return true;
  };
}

type Rendered = { response: globalThis.Response; body: Buffer; hints: PageCacheDecision };

export type RenderPublicPageOptions = {
  services: AppServices;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  context: (req: Request, res: Response, pageCache: PageCacheDecision) => RequestContext;
};

/**
 * Express middleware for cacheable requests that missed: render through React Router, store
 * what may be stored, send. Anything else goes on to React Router's own Express handler.
 */
export function renderPublicPage({ services, build, mode, context }: RenderPublicPageOptions) {
  const handle = createRequestHandler(build, mode);
  const inflight = new Map<string, Promise<CachedPage | null>>();

  async function render(req: Request, res: Response, cacheable = true): Promise<Rendered> {
    const hints = createPageCacheHints(cacheable);
    const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    // A HEAD is rendered as the GET it describes: the page stored must have its body.
    const response = await handle(new Request(url.href, { method: "GET", headers }), context(req, res, hints));
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, hints };
  }

  async function store(req: Request, res: Response, target: Target, version: number | null, rendered: Rendered): Promise<CachedPage | null> {
    const { response, body, hints } = rendered;
    const type = response.headers.get("content-type") ?? "";
    const storable =
      hints.storable &&
      response.status === 200 &&
      response.headers.getSetCookie().length === 0 &&
      /^(text\/html|application\/xml|text\/xml|text\/plain|text\/csv)/.test(type) &&
      hints.expiresAt > Date.now() + 1000;
    if (!storable) return null;
    // The content moved on while this page rendered: it is already stale.
    if (target.siteId !== null && services.contentVersions.known(target.siteId) !== version) return null;
    const headers: [string, string][] = [];
    const renderedHeaders = new Map<string, string>();
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined) renderedHeaders.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
    }
    for (const [name, value] of response.headers) renderedHeaders.set(name.toLowerCase(), value);
    for (const [name, value] of renderedHeaders) if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      // A window of 256 KB holds any page: brotli's default of 4 MB is allocated per call.
      // Quality 7, not 9: on the 40 KB demo home, 7,523 bytes against 7,511, in 0.47 ms against
      // 7.5 ms (docs/performance.md), which is most of what a first visit after an edit costs.
      brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 7, [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const page: CachedPage = {
      key: target.key,
      siteId: target.siteId,
      status: response.status,
      headers,
      gzip: gz,
      brotli: br,
      etag,
      expiresAt: Math.min(hints.expiresAt, Date.now() + MAX_LIFETIME_MS),
      size: 0,
    };
    page.size = pageSize(page);
    // Checked again: a notification may have arrived while compressing.
    if (target.siteId !== null && services.contentVersions.known(target.siteId) !== version) return null;
    services.pages.set(page);
    return page;
  }

  function sendRendered(res: Response, rendered: Rendered, method: string) {
    const { response, body } = rendered;
    res.status(response.status);
    for (const [name, value] of response.headers) {
      if (name.toLowerCase() === "set-cookie") continue;
      res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.setHeader("X-Cache", "BYPASS");
    if (method === "HEAD") res.end();
    else res.end(body);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!isCacheableRequest(req)) return next();
      // The fast path had nothing to serve during the outage: 503 without waiting on the database.
      if (!services.dbHealth.available) return next(new DatabaseUnavailableError());
      // Cache turned off: the same render, personal parts included, sent in one piece (the
      // compression middleware then compresses it in one call rather than chunk by chunk).
      if (!services.pages.enabled) return sendRendered(res, await render(req, res, false), req.method);
      const host = normalizeHost(req.headers.host);
      const params = new URL(req.originalUrl, "http://x").searchParams;
      // The rule every public page follows, with the lookups it makes.
      const selection = await resolveSiteSelection(
        new URL(req.originalUrl, "http://localhost"),
        req.headers.host ?? null,
        services.config.platformHosts,
        services.domains.lookup,
      );
      // Another site's ?site= on a merchant's domain: the render is a redirect, never stored.
      if (selection.via === "platform-only") return sendRendered(res, await render(req, res, false), req.method);
      const { siteId, via } = selection;
      let version: number | null = null;
      if (siteId !== null) {
        version = services.contentVersions.known(siteId) ?? (await services.contentVersions.load(siteId));
        // No such site: rendered ('Site non trouvé'), never stored.
        if (version === null) {
          services.pages.countBypass();
          return sendRendered(res, await render(req, res), req.method);
        }
      }
      const query = normalizedQuery(params);
      const resolved: Target =
        siteId === null
          ? { key: `platform|${req.path}|${query}`, siteId: null, host }
          : { key: `${host}|${req.path}|${query}|${siteId}|${version}`, siteId, host };

      // Concurrent misses of one page wait for the first render.
      const pending = inflight.get(resolved.key);
      if (pending) {
        const page = await pending;
        if (page) return sendPage(req, res, page, "HIT");
      }
      const rendered = await render(req, res);
      let page: CachedPage | null = null;
      if (!pending) {
        const storing = store(req, res, resolved, version, rendered);
        inflight.set(resolved.key, storing);
        try {
          page = await storing;
        } finally {
          inflight.delete(resolved.key);
        }
      }
      if (page) {
        if (via === "domain" && siteId !== null) learnHost(services, host, siteId);
        return sendPage(req, res, page, "MISS");
      }
      services.pages.countBypass();
      sendRendered(res, rendered, req.method);
    } catch (err) {
      // The database went away under this request: the last known page if there is one (once the
      // outage is confirmed), else the error handler's 503 (ADR 019).
      if (services.dbHealth.report(err) && !res.headersSent && !(await services.dbHealth.check()) && serveDuringOutage(req, res, services)) return;
      next(err);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// While the database cannot be reached (ADR 019)

/** How long a CDN may keep a page served during an outage; browsers always revalidate. */
const STALE_SHARED_MAX_AGE_S = 5;
/** Pages are served this long at most after notifications stopped; then the 503 page. */
export const OUTAGE_STALE_LIMIT_MS = 10 * 60_000;
/**
 * Notifications must have stopped within this time of the outage's start: then the versions heard
 * until then are the latest (no edit can be saved during the outage), but for edits committed in
 * the last instants whose notification was still on its way (ADR 019 measures that window).
 */
export const OUTAGE_LOSS_TOLERANCE_MS = 1_000;
/**
 * A change this process acknowledged this shortly before notifications stopped may not have been
 * heard (the database can stop between a commit and its notification's delivery): then no stale
 * page is served for this outage. Far above the delivery time measured under load (ADR 019).
 */
export const LOCAL_WRITE_GUARD_MS = 2_000;

/**
 * This process's requests that may write (any method but GET and HEAD): the one running, and when
 * the last one that began before notifications stopped ended. Whatever their site: a save is rare
 * next to page views, and a missed one must never leave its site's old page on show.
 */
type LocalWrites = { running: Map<ServerResponse, number>; lastEndedAt: number };
const localWritesOf = new WeakMap<AppServices, LocalWrites>();

function localWrites(services: AppServices): LocalWrites {
  let writes = localWritesOf.get(services);
  if (!writes) {
    writes = { running: new Map(), lastEndedAt: 0 };
    localWritesOf.set(services, writes);
  }
  return writes;
}

/** Posts that store what no public page shows: visitors' messages and quote requests bump no version (ADR 014). */
const WRITES_WITHOUT_VERSION = new Set(["/merchant/contact", "/merchant/contact.data", "/merchant/services", "/merchant/services.data"]);

/** Called by the server's request listener for every request but GET and HEAD. */
export function trackLocalWrite(services: AppServices, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  if (WRITES_WITHOUT_VERSION.has(q === -1 ? url : url.slice(0, q))) return;
  const writes = localWrites(services);
  writes.running.set(res, Date.now());
  res.once("close", () => {
    const startedAt = writes.running.get(res);
    writes.running.delete(res);
    const { lostAt } = services.contentVersions;
    if (startedAt !== undefined && (lostAt === null || startedAt < lostAt)) writes.lastEndedAt = Date.now();
  });
}

/** No write of this process may have committed without its notification being heard. */
function noUnheardLocalWrite(services: AppServices, lostAt: number): boolean {
  const writes = localWrites(services);
  if (lostAt - writes.lastEndedAt <= LOCAL_WRITE_GUARD_MS) return false;
  for (const startedAt of writes.running.values()) if (startedAt < lostAt) return false;
  return true;
}

/**
 * The sites of the hosts whose pages are stored: when notifications stop, the domain cache
 * forgets every host (a mapping could change unheard), and during an outage it cannot look them
 * up again. A site's change (a mapping's included) drops its hosts, as it drops its pages.
 */
const hostSitesOf = new WeakMap<AppServices, Map<string, string>>();

function hostSites(services: AppServices): Map<string, string> {
  let hosts = hostSitesOf.get(services);
  if (!hosts) {
    const created = new Map<string, string>();
    services.contentVersions.onChange((siteId) => {
      if (siteId === null) created.clear();
      else for (const [host, site] of created) if (site === siteId) created.delete(host);
    });
    hostSitesOf.set(services, created);
    hosts = created;
  }
  return hosts;
}

function learnHost(services: AppServices, host: string, siteId: string): void {
  const hosts = hostSites(services);
  if (hosts.get(host) !== siteId) hosts.set(host, siteId);
}

/** The version a site's pages may be served under during the outage, if any. */
function outageVersion(services: AppServices, siteId: string, now: number): number | undefined {
  const { downSince } = services.dbHealth;
  const { lostAt } = services.contentVersions;
  if (downSince === null || lostAt === null) return undefined;
  if (Math.abs(downSince - lostAt) > OUTAGE_LOSS_TOLERANCE_MS || now - lostAt > OUTAGE_STALE_LIMIT_MS) return undefined;
  if (!noUnheardLocalWrite(services, lostAt)) return undefined;
  return services.contentVersions.lastKnown(siteId);
}

/** The stored page that may answer a public GET while the database is down (cookies or not). */
function outagePage(req: IncomingMessage, services: AppServices, now: number): CachedPage | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (!CACHEABLE_PATHS.has(path)) return undefined;
  const host = normalizeHost(req.headers.host);
  const params = q === -1 ? NO_PARAMS : new URLSearchParams(url.slice(q + 1));
  const query = q === -1 ? "" : normalizedQuery(params);
  const fromQuery = params.get("site");
  let siteId: string | null | undefined;
  if (isSiteId(fromQuery)) siteId = fromQuery;
  else if (isPlatformHost(host, services.config.platformHosts)) siteId = null;
  else {
    // As knownSiteId: the first host name with a site; "no site" only when every name is known to have none.
    let unknown = false;
    for (const candidate of domainCandidates(host)) {
      const known = services.domains.peek(candidate);
      const found = known !== undefined ? known : hostSites(services).get(candidate);
      if (found) {
        siteId = found;
        break;
      }
      if (found === undefined) unknown = true;
    }
    if (siteId === undefined && !unknown) siteId = null;
  }
  if (siteId === undefined) return undefined;
  if (siteId === null) return services.pages.get(`platform|${path}|${query}`, now);
  const version = outageVersion(services, siteId, now);
  return version === undefined ? undefined : services.pages.get(`${host}|${path}|${query}|${siteId}|${version}`, now);
}

/**
 * During an outage: answers from the store when it can (true), marked `X-Cache: STALE`, with a
 * shared lifetime of a few seconds so a CDN asks again soon after the database is back.
 */
export function serveDuringOutage(req: IncomingMessage, res: ServerResponse, services: AppServices): boolean {
  if (services.dbHealth.available || !services.pages.enabled) return false;
  const now = Date.now();
  const page = outagePage(req, services, now);
  if (!page) return false;
  const untilExpiry = Math.max(0, Math.floor((page.expiresAt - now) / 1000));
  const control = `public, max-age=0, must-revalidate, s-maxage=${Math.min(STALE_SHARED_MAX_AGE_S, untilExpiry)}`;
  const notModified = etagMatches(req.headers["if-none-match"], page.etag);
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = notModified ? null : encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  const headers = headerList(page, "HIT", notModified ? "notModified" : encoding, body?.length ?? 0).slice();
  headers[headers.indexOf("Cache-Control") + 1] = control;
  headers[headers.indexOf("X-Cache") + 1] = "STALE";
  res.writeHead(notModified ? 304 : page.status, headers);
  res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
  return true;
}
