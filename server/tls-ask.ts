import type { Request, RequestHandler, Response } from "express";
import type { AppServices } from "~/context";
import { createTlsAsk } from "~/features/domains/tls-ask.server";

/**
 * `GET /tls/ask?domain=<name>`: Caddy's `on_demand_tls` ask endpoint (issue 15, ADR 029). 200 when
 * a certificate may be obtained for the name, 404 when not, 400 without a host name, 429 past the
 * per-address limit on names it must look up, 503 when the database cannot say. Only ever yes or
 * no, in plain text, never cached by anyone.
 *
 * Caddy asks it directly (`ask http://127.0.0.1:3001/tls/ask`), never through a proxy: a request
 * carrying forwarded headers came from the outside through the proxy (which would make every
 * visitor the proxy's one address, and let them spend Caddy's limit): it gets 404, as an unknown
 * name does. Mounted before the forwarded-header middleware, which would hide them.
 */
export function tlsAskRoute(services: AppServices): RequestHandler {
  const { config, db, domains, logger } = services;
  const ask = createTlsAsk({ db, platformHosts: config.platformHosts, domains });
  let lastLimitWarning = 0;

  return async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const reply = (status: number, text: string) => res.status(status).type("text/plain").send(text);
    if (forwarded(req)) return void reply(404, "Introuvable");
    const client = req.socket.remoteAddress ?? "unknown";
    try {
      const answer = await ask.decide(req.query.domain, client);
      if (answer === "allowed") return void reply(200, "ok");
      if (answer === "refused") return void reply(404, "Introuvable");
      if (answer === "invalid") return void reply(400, "Requête invalide\u00a0: le paramètre domain doit être un nom d'hôte.");
      if (Date.now() - lastLimitWarning > 60_000) {
        lastLimitWarning = Date.now();
        logger.warn({ event: "tls-ask-limited", client }, "TLS ask endpoint: too many unknown names from one client, answering 429");
      }
      res.setHeader("Retry-After", "1");
      reply(429, "Trop de demandes");
    } catch (err) {
      logger.error({ err, event: "tls-ask-failed" }, "TLS ask endpoint: lookup failed");
      services.dbHealth.report(err);
      reply(503, "Indisponible");
    }
  };
}

function forwarded(req: Request): boolean {
  const h = req.headers;
  return h["x-forwarded-for"] !== undefined || h.forwarded !== undefined || h["x-forwarded-host"] !== undefined || h["x-real-ip"] !== undefined;
}
