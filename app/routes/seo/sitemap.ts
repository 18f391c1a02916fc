import type { Route } from "./+types/sitemap";
import { resolveSeoHost, seoFilesCacheControl, sitemapEntries } from "~/features/seo/seo-files.server";
import { sitemapXml } from "~/features/seo/seo-files";

/** `/sitemap.xml` of the requesting host: a merchant's public pages on its domain, or the landing page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const host = await resolveSeoHost(request, context);
  const body = sitemapXml(await sitemapEntries(host, context));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": seoFilesCacheControl(host) },
  });
}
