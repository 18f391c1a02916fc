import type { Express, RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * Forwarded headers are believed only from the reverse proxies of TRUSTED_PROXIES (ADR 016; the
 * list is read by `parseTrustedProxies`, app/lib/trusted-proxies.server.ts).
 */

/** The headers a proxy uses to tell what the client sent; only a trusted peer may set them. */
export const FORWARDED_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip"] as const;

/**
 * Sets Express's `trust proxy` to exactly these peers (req.ip, req.protocol and req.host then
 * read the forwarded headers only from them), and returns the middleware that deletes the
 * forwarded headers of every other peer, so that nothing further down — React Router's request,
 * a loader — can read them either. Mount it before anything that looks at the request.
 */
export function believeForwardedHeadersOnlyFrom(app: Express, trustedProxies: readonly string[], logger: Logger): RequestHandler {
  app.set("trust proxy", trustedProxies.length > 0 ? [...trustedProxies] : false);
  // Express compiles the setting into this function (proxy-addr); one definition of "trusted".
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  let told = false;
  return (req, _res, next) => {
    const peer = req.socket.remoteAddress ?? "";
    if (!trusts(peer, 0)) {
      let ignored = false;
      for (const name of FORWARDED_HEADERS) {
        if (req.headers[name] === undefined) continue;
        delete req.headers[name];
        ignored = true;
      }
      // A reverse proxy left out of TRUSTED_PROXIES makes every client one address (and, behind
      // TLS, every form post a foreign origin): say so once, where the operator will look.
      if (ignored && !told) {
        told = true;
        logger.warn({ peer }, "X-Forwarded-* headers ignored from a peer not listed in TRUSTED_PROXIES (list your reverse proxy there)");
      }
    }
    next();
  };
}
