import type { Route } from "./+types/address-qr";
import { requireSiteAccess } from "~/features/admin-kit/current-site.server";
import { getMainAddress } from "~/features/seo/site-domains.server";
import { addressQrPng, addressQrSvg } from "~/features/sites/address-qr.server";

/**
 * GET /admin/address-qr?format=png|svg: the current site's main address as a QR code
 * file to download ('Télécharger le QR code' on the dashboard). 404 when the site has no address
 * of its own (an IP platform without SITES_DOMAIN).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const address = await getMainAddress(context.db, context.config.publicUrl, site.id);
  if (!address) throw new Response("Ce site n'a pas encore d'adresse.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const url = `${address.origin}/`;
  const svg = new URL(request.url).searchParams.get("format") === "svg";
  const name = `qr-code-${address.host.replace(/[^a-z0-9.-]/g, "-")}.${svg ? "svg" : "png"}`;
  const headers = { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" };
  if (svg) return new Response(await addressQrSvg(url), { headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" } });
  return new Response(new Uint8Array(await addressQrPng(url)), { headers: { ...headers, "Content-Type": "image/png" } });
}
