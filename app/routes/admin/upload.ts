import type { Route } from "./+types/upload";
import { handleImageUpload } from "~/features/media/upload.server";

/**
 * POST /admin/upload?bucket=<bucket>: the editors' image upload (multipart, one file field).
 * Answers JSON `{ url, message }` or `{ error }`; see app/features/media/ and ADR 010.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleImageUpload(request, context);
}
