import type { Request, RequestHandler } from "express";

/**
 * Every request that can change something (any method but GET and HEAD) must come from a page of
 * the same origin (ADR 016): sign-in, sign-out, site selection, uploads, editors and the public
 * forms alike, checked here once rather than route by route. The rule is the browsers' own
 * (the one Go's net/http CrossOriginProtection applies):
 *
 * 1. `Sec-Fetch-Site` (every current browser sends it): `same-origin` or `none` (typed by the
 *    user) passes; `same-site` and `cross-site` are refused.
 * 2. Without it, `Origin`: its host must be the request's own host (the merchant's domain or the
 *    platform's, whichever the page was served from).
 * 3. In both cases an `Origin` equal to PUBLIC_URL's passes too: behind a proxy that rewrites
 *    `Host`, the platform's own pages still post.
 * 4. Neither header: not a browser (curl, a script, an HTTP library) or one too old to send them.
 *    Such a request carries no one else's cookies, so it is let through.
 */
export const FOREIGN_ORIGIN_MESSAGE = "Requête refusée\u00a0: elle a été envoyée depuis un autre site.";

export type OriginVerdict = "allowed" | "foreign";

export function judgeOrigin(input: {
  method: string;
  /** The request's host with its port (`req.host`: the Host header, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** PUBLIC_URL's origin, e.g. `https://app.vitrine.fr`. */
  publicOrigin: string;
}): OriginVerdict {
  if (input.method === "GET" || input.method === "HEAD") return "allowed";
  const origin = input.origin?.trim().toLowerCase();
  if (origin && origin === input.publicOrigin.toLowerCase()) return "allowed";
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site) return site === "same-origin" || site === "none" ? "allowed" : "foreign";
  if (origin === undefined || origin === "") return "allowed";
  return sameHost(origin, input.host) ? "allowed" : "foreign";
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, opaque origins) and anything malformed
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const wanted = host.trim().toLowerCase();
  // URL drops the scheme's default port; a Host header may still carry it.
  return url.host === wanted || url.host === wanted.replace(/:(80|443)$/, "");
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** The Express middleware: a foreign request gets 403 and a short French sentence, and goes no further. */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    const verdict = judgeOrigin({
      method: req.method,
      host: req.host,
      origin: header(req, "origin"),
      secFetchSite: header(req, "sec-fetch-site"),
      publicOrigin,
    });
    if (verdict === "allowed") {
      next();
      return;
    }
    req.log?.warn({ origin: header(req, "origin"), secFetchSite: header(req, "sec-fetch-site") }, "cross-origin request refused");
    res.status(403).type("text/plain; charset=utf-8").send(FOREIGN_ORIGIN_MESSAGE);
  };
}
