import type { Route } from "./+types/form-token";
import { loadFormSite } from "~/features/storefront/storefront-context.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { comingSoonThrown } from "~/features/storefront/draft/draft-view";

/**
 * `GET /merchant/form-token?form=contact|quote`: a token for this visitor (ADR 009, 014). Pages
 * served from the cache carry none, so their forms ask here once the page runs. Never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const form = new URL(request.url).searchParams.get("form");
  const headers = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };
  if (form !== "contact" && form !== "quote") return new Response(JSON.stringify({ error: "form" }), { status: 400, headers });
  // A draft's visitor: its forms take no post, so no token either.
  const storefront = await loadFormSite(request, context).catch((thrown: unknown) => {
    if (comingSoonThrown(thrown)) return null;
    throw thrown;
  });
  if (!storefront) return new Response(JSON.stringify({ error: "site" }), { status: 404, headers });
  const token = issueFormToken(context.config.authSecret, form, storefront.site.id);
  return new Response(JSON.stringify({ token }), { headers });
}
