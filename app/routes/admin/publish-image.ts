import type { Route } from "./+types/publish-image";
import { requirePostContent } from "~/features/social/post-content.server";
import { postImageResponse } from "~/features/social/post-image.server";

/**
 * GET /admin/publier/image?type=event|product&id=<uuid>[&telecharger=1]: the square image
 * (1080×1080 JPEG) of one of the selected site's events or products, Expert only (403 otherwise;
 * another site's id: 404). With `telecharger=1`, a download under a French name.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await requirePostContent(request, context);
  const query = new URL(request.url).searchParams;
  const version = Number(query.get("v"));
  return postImageResponse(context, content, { version: Number.isInteger(version) ? version : null, download: query.get("telecharger") === "1" });
}
