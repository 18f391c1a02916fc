import { z } from "~/lib/zod";
import { isWebAddress, withWebScheme } from "~/lib/web-address";

/** The value to store for an address the field accepts, or null to refuse it. */
export type AcceptAddress = (address: string) => string | null;

const webOnly: AcceptAddress = (address) => (isWebAddress(address) ? address : null);

/**
 * The one zod field of an optional address, shared by every form that asks for a web
 * address or an image's: "" → null; otherwise `withWebScheme`, then `accept` (web addresses by
 * default) gives what is stored, or the field's French `message`. `max` characters at most
 * (`tooLong`, else `message`).
 */
export function optionalAddress(message: string, { accept = webOnly, max = 2000, tooLong }: { accept?: AcceptAddress; max?: number; tooLong?: string } = {}) {
  return z.string().transform((typed, ctx) => {
    const value = withWebScheme(typed);
    if (value === "") return null;
    if (value.length > max) {
      ctx.addIssue({ code: "custom", message: tooLong ?? message });
      return z.NEVER;
    }
    const kept = accept(value);
    if (kept !== null) return kept;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}
