import type { Route } from "./+types/publish";
import { requirePostContent } from "~/features/social/post-content.server";
import { POST_IMAGE_PATH, postFileName, postQuery } from "~/features/social/post-schema";

/**
 * GET /admin/publier?type=event|product&id=<uuid>: what the 'Publier sur les réseaux' dialog
 * shows of one of the selected site's events or products (Expert only: 403 otherwise; another
 * site's id: 404): the caption, and the image's addresses (to show, to download).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, item, caption } = await requirePostContent(request, context);
  const target = { type: item.type, id: item.id };
  const title = item.type === "event" ? item.title : item.name;
  return Response.json(
    {
      title,
      caption,
      imageUrl: `${POST_IMAGE_PATH}?${postQuery(target, { version: site.contentVersion })}`,
      downloadUrl: `${POST_IMAGE_PATH}?${postQuery(target, { version: site.contentVersion, download: true })}`,
      fileName: postFileName(title),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
