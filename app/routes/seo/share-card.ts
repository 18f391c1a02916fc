import type { Route } from "./+types/share-card";
import { parseShareCardFile } from "~/features/seo/share-card";
import { shareCardResponse } from "~/features/seo/public/share-card-response.server";

/** `/share-card/<site id>/<page>-<version>.jpg`: an Expert site's share card (og:image). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseShareCardFile(params.file);
  if (!file) return new Response("Introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return shareCardResponse(context, params.siteId, file.page, file.version);
}
