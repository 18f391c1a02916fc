import type { z } from "~/lib/zod";

/**
 * A handler's dispatch (ADR 036): the form read through the handler's zod discriminated union on
 * `intent`, then a `switch` on the result that ends in `unknownIntent`, so adding an intent to the
 * union without its case fails the typecheck. Null when the form names no intent of the union.
 */
export function readIntent<Union extends z.ZodType<{ intent: string }>>(union: Union, form: FormData): z.output<Union> | null {
  const parsed = union.safeParse(Object.fromEntries(form));
  return parsed.success ? parsed.data : null;
}

/** The `default` of an exhaustive `switch` on an intent: unreachable once every case is handled. */
export function unknownIntent(intent: never): never {
  throw new Error(`Unhandled intent: ${JSON.stringify(intent)}`);
}
