import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import type { AppServices } from "~/context";
import type { Database } from "~/db/connect.server";
import { domainChecks, domainMappings } from "~/db/schema";
import type { DomainState } from "~/db/enums";
import type { DomainCache } from "~/features/site-resolution/domain-cache.server";
import { isPlausibleHostName } from "~/features/domains/normalize-domain";

/**
 * May this host name get a certificate? The answer Caddy's `on_demand_tls { ask … }` needs before
 * it asks a CA for a certificate during a TLS handshake (ADR 029). Yes for the
 * platform's own names, and for a mapping that is active, whose ownership was proven (TXT record
 * or an admin's approval) and whose DNS was last seen pointing at us; no for anything else, so a
 * stranger pointing a name at the server cannot make it ask a CA for certificates.
 *
 * Cheap: answers are kept in memory (yes for a minute, no for 10 s), so a hit costs no query; they
 * are dropped whenever the domain cache drops (a mapping changed here, or another process said so
 * through the content versions). A name the cache does not know costs one indexed query, and those
 * are limited per client address (a token bucket), so a flood of made-up names — one handshake
 * each, through Caddy — cannot become a flood of queries.
 */

/** DNS states in which a certificate may be issued: the domain points at us (states of part A's checker). */
export const CERTIFIABLE_STATES: readonly DomainState[] = ["verified", "certificate_active"];

export const TLS_ASK_ALLOWED_TTL_MS = 60_000;
export const TLS_ASK_REFUSED_TTL_MS = 10_000;
/** Queries per client address: a burst of this many, then this many per second. */
export const TLS_ASK_BURST = 50;
export const TLS_ASK_PER_SECOND = 10;
const MAX_ENTRIES = 10_000;
const MAX_CLIENTS = 10_000;

export type TlsAskAnswer =
  /** 200: a certificate may be obtained for this name. */
  | "allowed"
  /** 404: not a name of ours. */
  | "refused"
  /** 400: no `domain`, or something that is no host name. */
  | "invalid"
  /** 429: this client asked about too many unknown names. */
  | "limited";

export type TlsAsk = {
  decide(domain: unknown, client: string): Promise<TlsAskAnswer>;
  /** Forget every answer (also done on every drop of the domain cache). */
  clear(): void;
  /** Stops following the domain cache. */
  close(): void;
};

export type TlsAskOptions = {
  db: Database;
  platformHosts: readonly string[];
  /** The host → site cache: the answers are dropped when it drops. */
  domains: Pick<DomainCache, "onDrop">;
  allowedTtlMs?: number;
  refusedTtlMs?: number;
  burst?: number;
  perSecond?: number;
  /** The clock (tests). */
  now?: () => number;
};

type Entry = { allowed: boolean; siteId: string | null; expires: number };
type Bucket = { tokens: number; at: number };

export function createTlsAsk(options: TlsAskOptions): TlsAsk {
  const { db } = options;
  const allowedTtl = options.allowedTtlMs ?? TLS_ASK_ALLOWED_TTL_MS;
  const refusedTtl = options.refusedTtlMs ?? TLS_ASK_REFUSED_TTL_MS;
  const burst = options.burst ?? TLS_ASK_BURST;
  const perSecond = options.perSecond ?? TLS_ASK_PER_SECOND;
  const now = options.now ?? Date.now;
  // Wildcard entries (`*.preview.vitrine.fr`) are not answered yes: on demand, every made-up name
  // under them would get a certificate of its own. Such names want one wildcard certificate.
  const platform = new Set(options.platformHosts.filter((host) => !host.startsWith("*.")));
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<boolean>>();
  const buckets = new Map<string, Bucket>();
  /** Bumped by every drop, so an answer read before a change is not kept after it. */
  let generation = 0;

  const unsubscribe = options.domains.onDrop((siteId) => {
    generation++;
    if (siteId === null) {
      entries.clear();
      return;
    }
    for (const [domain, entry] of entries) {
      if (entry.siteId === siteId || !entry.allowed) entries.delete(domain);
    }
  });

  async function query(domain: string): Promise<{ allowed: boolean; siteId: string | null }> {
    const rows = await db
      .select({ siteId: domainMappings.siteId })
      .from(domainMappings)
      .leftJoin(domainChecks, eq(domainChecks.mappingId, domainMappings.id))
      .where(
        and(
          eq(domainMappings.domain, domain),
          eq(domainMappings.isActive, true),
          isNotNull(domainMappings.verifiedAt),
          // A platform address is the platform's own name under its wildcard record: no check to pass.
          or(eq(domainMappings.verifiedBy, "platform"), inArray(domainChecks.state, [...CERTIFIABLE_STATES])),
        ),
      )
      .limit(1);
    const siteId = rows[0]?.siteId ?? null;
    return { allowed: siteId !== null, siteId };
  }

  /** One token of the client's bucket, if it has one left. */
  function take(client: string): boolean {
    const at = now();
    let bucket = buckets.get(client);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
      bucket.at = at;
    } else {
      if (buckets.size >= MAX_CLIENTS) buckets.clear();
      bucket = { tokens: burst, at };
      buckets.set(client, bucket);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  return {
    async decide(input, client) {
      const domain = hostNameOf(input);
      if (domain === null) return "invalid";
      if (platform.has(domain)) return "allowed";
      const hit = entries.get(domain);
      if (hit && hit.expires > now()) return hit.allowed ? "allowed" : "refused";
      const pending = inflight.get(domain);
      if (pending) return (await pending) ? "allowed" : "refused";
      if (!take(client)) return "limited";
      const startedIn = generation;
      const promise = query(domain)
        .then(({ allowed, siteId }) => {
          if (startedIn === generation) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(domain, { allowed, siteId, expires: now() + (allowed ? allowedTtl : refusedTtl) });
          }
          return allowed;
        })
        .finally(() => inflight.delete(domain));
      inflight.set(domain, promise);
      return (await promise) ? "allowed" : "refused";
    },
    clear() {
      generation++;
      entries.clear();
    },
    close() {
      unsubscribe();
    },
  };
}

/**
 * The `domain` parameter as Caddy sends it (the handshake's server name, already lower case):
 * lower-cased, without one final dot; null when it is absent, repeated, or no host name (an IP
 * address, a single label, a Unicode name — a server name is sent in its ASCII form).
 */
export function hostNameOf(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const host = input.trim().toLowerCase().replace(/\.$/, "");
  return isPlausibleHostName(host) ? host : null;
}

/**
 * `GET /tls/ask?domain=<name>`: Caddy's `on_demand_tls` ask endpoint (ADR 029). 200 when
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
