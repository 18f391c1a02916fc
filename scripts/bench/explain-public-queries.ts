/**
 * DATA_DIR=… node --import tsx scripts/bench/explain-public-queries.ts [--host shop-05000.scale.localhost] [--out FILE]
 *
 * Every SQL query the public pages make, with its EXPLAIN ANALYZE plan, on a database seeded
 * with `npm run seed:scale` (docs/performance.md, "Public queries"). The queries are not copied
 * here: the real loaders run against a Drizzle instance that records what they send, then each
 * distinct statement is explained with the parameters it was sent with. A plan with a Seq Scan is
 * flagged.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { runCli } from "../cli";
import type { AppServices, RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import * as schema from "~/db/schema";
import { SCALE_DOMAIN_SUFFIX } from "~/features/demo/scale-content";
import { createDomainCache } from "~/features/site-resolution/domain-cache.server";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { storefrontSeo } from "~/features/seo/public/storefront-seo.server";
import { createPageCacheHints } from "~/features/page-cache/page-cache-hints";
import { loadMerchantHome } from "~/features/storefront/home/home-loader.server";
import { countVisibleProducts, listCategoryOptions, listStorefrontProducts } from "~/features/products/products.server";
import { parseProductFilters } from "~/features/products/product-filters";
import { getContactInfo } from "~/features/settings/contact-info.server";
import { loadSiteHours } from "~/features/hours/site-hours.server";
import { loadAboutPage } from "~/features/about/about-page.server";
import { loadServicesPage } from "~/features/services/services-page.server";
import { getSitemapLastmods, resolveSeoHost } from "~/features/seo/seo-files.server";
import { localDateTime } from "~/lib/calendar";

const { values: args } = parseArgs({ options: { host: { type: "string" }, out: { type: "string" } } });

type Recorded = { sql: string; params: unknown[]; pages: Set<string> };

await runCli(async (services) => {
  const pool = services.db.$client;
  const host = args.host ?? (await middleScaleHost(services));
  const { rows: counts } = await pool.query<{ sites: number; products: number }>(
    "SELECT (SELECT count(*) FROM sites)::int AS sites, (SELECT count(*) FROM products)::int AS products",
  );

  const recorded = new Map<string, Recorded>();
  let page = "";
  const perPage = new Map<string, number>();
  const logQuery = (sql: string, params: unknown[]) => {
    const entry = recorded.get(sql) ?? { sql, params, pages: new Set<string>() };
    entry.pages.add(page);
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    recorded.set(sql, entry);
  };
  // Every statement, Drizzle's and the prepared ones (executePrepared), goes through pool.query.
  const recordingPool = Object.create(pool) as typeof pool;
  recordingPool.query = ((query: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    if (typeof query === "string") logQuery(query, values ?? []);
    else logQuery(query.text, query.values ?? values ?? []);
    return (pool.query as (q: unknown, v?: unknown) => unknown)(query, values);
  }) as typeof pool.query;
  const db = drizzle({ client: recordingPool, schema }) as unknown as Database;
  // A fresh context per page: per-request memoisation (site, hours) then behaves as in a request.
  const context = (): RequestContext => ({
    ...services,
    db,
    domains: createDomainCache(db, 0),
    nonce: "explain",
    requestId: "explain",
    clientAddress: "127.0.0.1",
    pageCache: createPageCacheHints(true),
  });
  const request = (urlPath: string) => new Request(`http://localhost:3000${urlPath}`, { headers: { host } });
  const report = (err: unknown) => {
    throw err;
  };

  /** What the storefront layout reads for every merchant page. */
  const layout = async (ctx: RequestContext, urlPath: string) => {
    const storefront = await loadStorefront(request(urlPath), ctx);
    if (!storefront) throw new Error(`${host} does not resolve to a site`);
    storefrontSeo(ctx, storefront);
    return storefront.site;
  };
  const pages: Array<[string, (ctx: RequestContext) => Promise<unknown>]> = [
    ["layout (every page)", (ctx) => layout(ctx, "/")],
    ["home `/`", async (ctx) => loadMerchantHome(ctx, await layout(ctx, "/"), request("/"))],
    [
      "products",
      async (ctx) => {
        const site = await layout(ctx, "/merchant/products");
        const today = localDateTime(new Date(), site.timezone).date;
        await listCategoryOptions(ctx.db, site.id);
        await listStorefrontProducts(ctx.db, site.id, parseProductFilters(new URLSearchParams()), today);
        await countVisibleProducts(ctx.db, site.id, today);
      },
    ],
    [
      "products, filtered",
      async (ctx) => {
        const site = await layout(ctx, "/merchant/products");
        const today = localDateTime(new Date(), site.timezone).date;
        const [category] = await listCategoryOptions(ctx.db, site.id);
        await listStorefrontProducts(ctx.db, site.id, parseProductFilters(new URLSearchParams({ q: "tarte", categorie: category?.name ?? "" })), today);
      },
    ],
    [
      "contact",
      async (ctx) => {
        const site = await layout(ctx, "/merchant/contact");
        await Promise.all([getContactInfo(ctx.db, site.id), loadSiteHours(ctx, site, new Date())]);
      },
    ],
    [
      "about",
      async (ctx) => {
        const site = await layout(ctx, "/merchant/about");
        await loadAboutPage(ctx.db, site.id, site.name, report);
      },
    ],
    [
      "services",
      async (ctx) => {
        const site = await layout(ctx, "/merchant/services");
        await loadServicesPage(ctx.db, site.id, report);
      },
    ],
    [
      "sitemap.xml, robots.txt",
      async (ctx) => {
        const seoHost = await resolveSeoHost(request("/sitemap.xml"), ctx);
        if (seoHost.kind === "site") await getSitemapLastmods(ctx.db, seoHost.siteId);
      },
    ],
  ];
  for (const [name, run] of pages) {
    page = name;
    await run(context());
  }

  const lines: string[] = [];
  lines.push(
    `EXPLAIN ANALYZE of every public query for \`${host}\`, on ${counts[0].sites.toLocaleString("en-US")} sites and ${counts[0].products.toLocaleString("en-US")} products.`,
    "",
  );
  lines.push(`Statements sent per page (layout included, repeats counted): ${[...perPage].map(([name, n]) => `${name} ${n}`).join(", ")}.`, "");
  lines.push("| # | Reads | Pages | Plan | Seq Scan |", "|---|---|---|---|---|");
  const details: string[] = [];
  let index = 0;
  let seqScans = 0;
  for (const q of recorded.values()) {
    index++;
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${q.sql}`, q.params);
    const plan = rows.map((r) => r["QUERY PLAN"]);
    // "Seq Scan on t", "Index Scan using i on t", "Index Only Scan using i on t", "Bitmap Index Scan on i" (its table is the Bitmap Heap Scan's).
    const nodes = plan
      .map((l) => /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\w+))? on (\w+)/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null);
    const hasSeq = nodes.some((m) => m[1] === "Seq Scan");
    if (hasSeq) seqScans++;
    const tables = [...new Set(nodes.filter((m) => m[1] !== "Bitmap Index Scan").map((m) => m[3]))].join(", ");
    const summary = nodes
      .filter((m) => m[1] !== "Bitmap Heap Scan")
      .map((m) =>
        m[1] === "Seq Scan" ? `**Seq Scan on \`${m[3]}\`**` : m[1] === "Bitmap Index Scan" ? `Bitmap Index Scan on \`${m[3]}\`` : `${m[1]} using \`${m[2]}\``,
      )
      .join("; ");
    lines.push(`| ${index} | ${tables} | ${[...q.pages].join("; ")} | ${summary} | ${hasSeq ? "**yes**" : "no"} |`);
    details.push(`#### ${index}. ${tables}`, "", "```sql", q.sql, "```", "", "```", ...plan, "```", "");
  }
  lines.push("", seqScans === 0 ? "No query does a Seq Scan." : `${seqScans} queries do a Seq Scan (see their plans).`, "", ...details);
  const output = lines.join("\n") + "\n";
  process.stdout.write(output);
  if (args.out) writeFileSync(path.resolve(args.out), output);
});

async function middleScaleHost(services: AppServices): Promise<string> {
  const { rows } = await services.db.$client.query<{ domain: string }>(
    `SELECT domain FROM domain_mappings WHERE domain LIKE $1 ORDER BY domain
     OFFSET (SELECT count(*) / 2 FROM domain_mappings WHERE domain LIKE $1) LIMIT 1`,
    [`%${SCALE_DOMAIN_SUFFIX}`],
  );
  if (!rows[0]) throw new Error("No scale site: run `npm run seed:scale` on this DATA_DIR first, or pass --host");
  return rows[0].domain;
}
