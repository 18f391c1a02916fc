import type { Route } from "./+types/robots";
import { resolveSeoHost, seoFilesCacheControl, sitemapUrl } from "~/features/seo/seo-files.server";
import { robotsTxt } from "~/features/seo/seo-files";

/** `/robots.txt` of the requesting host: crawl everything but /admin; its site's sitemap (canonical domain). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const host = await resolveSeoHost(request, context);
  return new Response(robotsTxt(sitemapUrl(host)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": seoFilesCacheControl(host) },
  });
}
