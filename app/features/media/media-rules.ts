/**
 * The upload rules and messages shared by the server (the authority) and the editors' image
 * field (early checks only). Messages are the spec's, verbatim, except
 * `tooManyPixels` and `badUrl` where the spec is silent (ADR 010).
 */
import type { SitePlan } from "~/db/enums";
import { planIncludes, type PlanFeature } from "~/features/plans/plans";
import { withWebScheme } from "~/lib/web-address";

// 'support-images': the screenshots a merchant joins to a request to the support (every plan).
export const MEDIA_BUCKETS = ["about-images", "hero-images", "highlight-images", "product-images", "map-images", "logos", "support-images"] as const;
export type MediaBucket = (typeof MEDIA_BUCKETS)[number];
export const DEFAULT_BUCKET: MediaBucket = "about-images";

export function isMediaBucket(value: unknown): value is MediaBucket {
  return typeof value === "string" && (MEDIA_BUCKETS as readonly string[]).includes(value);
}

/**
 * Buckets used only by editors a plan may leave out: an upload to one needs a plan with
 * at least one of these features (the services editor's category photos share 'about-images').
 */
const BUCKET_FEATURES: Partial<Record<MediaBucket, readonly PlanFeature[]>> = {
  "about-images": ["about", "services"],
  "product-images": ["products"],
};

/** The feature whose plan an upload to `bucket` needs when `plan` has none of them, else null. */
export function uploadOutsidePlan(bucket: MediaBucket, plan: SitePlan): PlanFeature | null {
  const features = BUCKET_FEATURES[bucket];
  if (!features || features.some((feature) => planIncludes(plan, feature))) return null;
  return features[0];
}

/** The logo's smallest side: the spec's 40x40px, enforced (96×96 px is what the hint advises). */
export const MIN_LOGO_SIDE = 40;

/** The smallest side an upload to this bucket may have, if any. */
export function minSideFor(bucket: MediaBucket): number | undefined {
  return bucket === "logos" ? MIN_LOGO_SIDE : undefined;
}

/** 10 MB: a file of exactly this size is accepted, one byte more is refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_ENDPOINT = "/admin/upload";

export const UPLOAD_MESSAGES = {
  success: "Image uploadée et optimisée avec succès",
  notAnImageFile: "Veuillez sélectionner un fichier image",
  tooLarge: "Le fichier est trop volumineux (max 10MB)",
  notAnImage: "Le fichier sélectionné n'est pas une image",
  processingFailed: "Erreur lors du traitement de l'image",
  tooManyPixels: "L'image est trop grande (40 millions de pixels au maximum)",
  logoTooSmall: "Le logo est trop petit\u00a0: 40×40\u00a0px au minimum, 96×96\u00a0px ou plus conseillés.",
  loadFailed: "Impossible de charger l'image",
  badUrl: "L'adresse de l'image doit commencer par http:// ou https://",
  uploadFailed: (reason: string) => `Erreur lors de l'upload: ${reason}`,
} as const;

/** A site's image storage against its plan's quota, in bytes. */
export type MediaUsage = { usedBytes: number; quotaBytes: number };

/**
 * What the upload endpoint answers: `{ url }` on success, with the site's storage after it, and
 * `{ error }` (a French message) otherwise.
 */
export type UploadAnswer = { url: string; message: string; usage?: MediaUsage } | { error: string };

/** Uploads an account whose address is not confirmed may keep: the getting-started checklist's logo, home photo and first product or service photo. */
export const UNCONFIRMED_UPLOAD_MAX = 3;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** '0,4 Mo', '42 Mo', '1 Go', '2,5 Go' (with a non-breaking space): one decimal under 10, French comma. */
export function formatStorage(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, "Go"] : [bytes / MB, "Mo"];
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${String(rounded).replace(".", ",")}\u00a0${unit}`;
}

/** The limits of uploads (quota per plan, rate, unconfirmed address, disk reserve). */
export const UPLOAD_LIMIT_TEXTS = {
  /** 'Photos : 42 Mo sur 200 Mo', where images are uploaded. */
  usage: ({ usedBytes, quotaBytes }: MediaUsage) => `Photos\u00a0: ${formatStorage(usedBytes)} sur ${formatStorage(quotaBytes)}`,
  /** A site whose images would pass its plan's quota; `higherPlan`: the plan with more room, if any. */
  quotaFull: (usage: MediaUsage, higherPlan: string | null) =>
    `Plus assez de place pour cette image (photos\u00a0: ${formatStorage(usage.usedBytes)} sur ${formatStorage(usage.quotaBytes)}). ` +
    `Retirez des photos que vous n'utilisez plus${higherPlan ? `, ou passez à la formule ${higherPlan}` : ""}.`,
  /** The media volume is down to its reserve (MEDIA_DISK_RESERVE_MB): the server's to fix, not the merchant's. */
  diskReserve: UPLOAD_MESSAGES.uploadFailed("le serveur manque de place, réessayez plus tard"),
  tooMany: (wait: string) => `Vous avez envoyé beaucoup d'images en peu de temps. Réessayez dans ${wait}.`,
  unconfirmed:
    `Confirmez votre adresse e-mail pour envoyer d'autres images\u00a0: d'ici là, ${UNCONFIRMED_UPLOAD_MAX} images au plus ` +
    "(votre logo, la photo d'accueil, un premier produit). Le lien est dans l'e-mail reçu à l'inscription.",
} as const;

/**
 * An image address typed by a merchant: http(s) only (no javascript:, data:, file:), `https://`
 * added to a bare one. Our own `/media/...` paths are accepted too, since the field may
 * hold an uploaded image, with the focal point's fragment (`#focus=30,70`, ADR 023).
 */
export function normaliseImageUrl(input: string): string | null {
  const value = withWebScheme(input);
  if (/^\/media\/[A-Za-z0-9/_.-]+(#focus=\d{1,3},\d{1,3})?$/.test(value) && !value.includes("..")) return value;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
