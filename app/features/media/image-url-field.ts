/**
 * The one form field for an optional image address (an upload's `/media/…` path or an http(s)
 * URL, normalised by `normaliseImageUrl`): empty → null, anything else that is not an image
 * address → the form's French message. Every editor with an image field validates it here.
 */
import { z } from "zod";
import { normaliseImageUrl, UPLOAD_MESSAGES } from "./media-rules";

export function optionalImageUrl(message: string = UPLOAD_MESSAGES.badUrl) {
  return z.string().transform((value, ctx) => {
    if (value.trim() === "") return null;
    const url = normaliseImageUrl(value);
    if (url) return url;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}
