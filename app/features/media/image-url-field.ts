/**
 * The one form field for an optional image address (an upload's `/media/…` path or an http(s)
 * URL, `https://` added to a bare one, normalised by `normaliseImageUrl`): empty → null, anything
 * else that is not an image address → the form's French message. Every editor with an image field
 * validates it here, through the shared address field (lib/address-field.ts).
 */
import { optionalAddress } from "~/lib/address-field";
import { normaliseImageUrl, UPLOAD_MESSAGES } from "~/features/media/media-rules";

export function optionalImageUrl(message: string = UPLOAD_MESSAGES.badUrl) {
  return optionalAddress(message, { accept: normaliseImageUrl });
}
