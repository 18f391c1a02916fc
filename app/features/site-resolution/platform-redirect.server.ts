import { redirect } from "react-router";
import type { Config } from "~/lib/config.server";
import { platformUrl } from "~/features/site-resolution/resolve-site";

/**
 * The answer to another site's `?site=` on a merchant's domain (a `platform-only` selection):
 * the same path and query on the platform host, so a merchant's domain only ever shows that
 * merchant. Temporary and never stored: mappings change.
 */
export function platformRedirect(url: URL, config: Pick<Config, "publicUrl">): Response {
  return redirect(platformUrl(url, config.publicUrl), { status: 302, headers: { "Cache-Control": "no-store" } });
}
