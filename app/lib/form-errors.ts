import type { z } from "zod";

/** First message per field of a failed zod parse, for rendering next to the inputs. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "") as K;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Form values as strings (files and missing fields become ""), so a refused form is shown again as typed. */
export function formValues<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = form.get(key);
    out[key] = typeof value === "string" ? value : "";
  }
  return out;
}
