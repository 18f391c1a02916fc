/**
 * POST /admin/upload?bucket=<bucket>: a signed-in user with a current
 * site sends one image as multipart/form-data; the answer is JSON, `{ url, message, usage }` or
 * `{ error }` with the spec's French message and a matching status.
 *
 * The one path every upload takes, so are checked here and nowhere else
 * (upload-limits.server.ts): rates per account and address (429), an unconfirmed address (403),
 * the plan's quota (413) and the media volume's reserve (507).
 */
import { isRouteErrorResponse } from "react-router";
import type { RequestContext } from "~/context";
import { requireSiteAccess } from "~/features/admin-kit/current-site.server";
import type { SitePlan } from "~/db/enums";
import { planRefusalText } from "~/features/plans/plans";
import { DEFAULT_BUCKET, isMediaBucket, minSideFor, uploadOutsidePlan, UPLOAD_MESSAGES, type UploadAnswer } from "~/features/media/media-rules";
import { ImageRejected, processImage, type ProcessedImage } from "~/features/media/process-image.server";
import { discardBody } from "~/lib/discard-body.server";
import { forgetMediaFiles } from "~/features/media/media-usage.server";
import { readImageUpload } from "~/features/media/read-upload.server";
import { keyForImage, storeImage, storedBytes } from "~/features/media/store-image.server";
import { admitUpload, reserveUpload, type UploadRefusal, type Uploader } from "~/features/media/upload-limits.server";

export const UNKNOWN_BUCKET_MESSAGE = "Emplacement d'image inconnu";
export const SIGNED_OUT_MESSAGE = "Vous devez être connecté pour envoyer une image.";
export const NO_SITE_MESSAGE = "Aucun site sélectionné.";

// A refusal waits (bounded) for the rest of the body to be read and dropped (discardBody), so the
// client gets the answer rather than a reset connection.
function answer(body: UploadAnswer, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });
}

/** A limit's refusal: its status, its French message, Retry-After for a rate. */
function refused(refusal: UploadRefusal): Response {
  return answer(
    { error: refusal.message },
    refusal.status,
    refusal.retryAfterSeconds === undefined ? {} : { "Retry-After": String(refusal.retryAfterSeconds) },
  );
}

/** What a file takes on disk: whole 4 KiB blocks (the disk reserve's count, not the quota's). */
function diskBytesOf(sizes: number[]): number {
  return sizes.reduce((sum, size) => sum + Math.ceil(size / 4096) * 4096, 0);
}

export async function handleImageUpload(request: Request, context: RequestContext): Promise<Response> {
  if (request.method !== "POST") {
    await discardBody(request);
    return answer({ error: UPLOAD_MESSAGES.notAnImageFile }, 405);
  }

  // The guard redirects pages; a script uploading with XMLHttpRequest needs a status instead.
  let siteId: string;
  let plan: SitePlan;
  let userId: string;
  try {
    ({
      site: { id: siteId, plan },
      user: { id: userId },
    } = await requireSiteAccess(request, context));
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isRouteErrorResponse(thrown)) throw thrown;
    await discardBody(request);
    const signedOut = thrown instanceof Response && thrown.headers.get("Location") === "/admin/login";
    return signedOut ? answer({ error: SIGNED_OUT_MESSAGE }, 401) : answer({ error: NO_SITE_MESSAGE }, 403);
  }

  const bucket = new URL(request.url).searchParams.get("bucket") ?? DEFAULT_BUCKET;
  if (!isMediaBucket(bucket)) {
    await discardBody(request);
    return answer({ error: UNKNOWN_BUCKET_MESSAGE }, 400);
  }
  // An image for an editor the site's plan does not include: refused as its actions are.
  const missing = uploadOutsidePlan(bucket, plan);
  if (missing) {
    await discardBody(request);
    return answer({ error: planRefusalText(missing) }, 403);
  }

  // The rates, an unconfirmed address, the quota and the disk reserve, before the body
  // is read (a refusal costs a few queries, not 10 MB), and again with the image's size below.
  const uploader: Uploader = { userId, siteId, plan, clientAddress: context.clientAddress };
  const refusal = await admitUpload(context, uploader);
  if (refusal) {
    await discardBody(request);
    return refused(refusal);
  }

  const started = performance.now();
  const upload = await readImageUpload(request);
  if (!upload.ok) return answer({ error: upload.message }, upload.status);

  let image: ProcessedImage;
  try {
    image = await processImage(upload.bytes, { minSide: minSideFor(bucket) });
  } catch (err) {
    if (err instanceof ImageRejected) return answer({ error: err.message }, err.status);
    context.logger.error({ err, requestId: context.requestId }, "image processing failed");
    return answer({ error: UPLOAD_MESSAGES.processingFailed }, 500);
  }

  const key = keyForImage(bucket, image);
  const bytes = storedBytes(image);
  const reserved = await reserveUpload(context, uploader, key, bytes, diskBytesOf([image.webp.length, ...image.variants.map((v) => v.webp.length)]));
  if (!reserved.ok) return refused(reserved.refusal);

  try {
    const { url } = await storeImage(context.media, key, image);
    reserved.disk.release();
    context.logger.info(
      {
        requestId: context.requestId,
        siteId,
        key,
        kind: upload.kind,
        bytesIn: upload.bytes.length,
        bytesOut: image.webp.length,
        bytesStored: bytes,
        variants: image.variants.length,
        ms: Math.round(performance.now() - started),
      },
      "image uploaded",
    );
    return answer({ url, message: UPLOAD_MESSAGES.success, usage: reserved.usage }, 201);
  } catch (err) {
    reserved.disk.release();
    context.logger.error({ err, requestId: context.requestId, bucket }, "image storage failed");
    // storeImage removed what it wrote: the row goes too, so the quota counts nothing for it.
    await forgetMediaFiles(context.db, [key]).catch((forgetErr: unknown) =>
      context.logger.warn({ err: forgetErr, key }, "could not forget a failed upload's row"),
    );
    // A full disk is the server's to fix, not the merchant's: 507 says which (ADR 019).
    return answer({ error: UPLOAD_MESSAGES.uploadFailed(describeStorageError(err)) }, isStorageFull(err) ? 507 : 500);
  }
}

function isStorageFull(err: unknown): boolean {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** A short French reason that names the problem without leaking paths or credentials. */
export function describeStorageError(err: unknown): string {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  if (isStorageFull(err)) return "espace de stockage insuffisant";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return "accès au stockage refusé";
  if (err instanceof Error && err.name && err.name !== "Error" && "$metadata" in err) return `le stockage S3 a refusé l'envoi (${err.name})`;
  return "stockage indisponible";
}
