import { redirect } from "react-router";
import { z } from "zod";
import type { Config } from "~/lib/config.server";
import type { Toast } from "~/lib/toast";
import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * Toasts that must survive a redirect (sign-in, sign-out, a public form sent) travel in a
 * short-lived signed cookie read once by the root loader — the epic-stack pattern. An action that
 * answers with the page itself (a public form refused, its values kept) hands its toast to the
 * same root loader through the request (`toastOnThisPage`): one way for every toast to reach a page.
 */
const flashSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string().optional(),
});
/** A toast with the id that makes it show once. */
export type FlashToast = Toast & { id: string };

function toastCookie(config: Config) {
  return signedCookie(config, "vitrine_toast", { path: "/", maxAge: 60 });
}

export async function toastHeader(config: Config, toast: Toast): Promise<string> {
  return toastCookie(config).serialize({ ...toast, id: crypto.randomUUID() });
}

/** The toast of a request, whoever asked first (the action, then the root loader). */
const thisPage = new WeakMap<object, FlashToast>();

/** For an action that renders the page rather than redirecting: the toast that page shows. */
export function toastOnThisPage(context: object, toast: Toast): void {
  thisPage.set(context, { ...toast, id: crypto.randomUUID() });
}

/**
 * The toast to show on the page this request renders: one handed over by its action, or the flash
 * cookie's (then `clear` is the Set-Cookie that removes it, so it shows once).
 */
export async function readToast(config: Config, request: Request, context?: object): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const handed = context ? (thisPage.get(context) ?? null) : null;
  const raw: unknown = await toastCookie(config).parse(request.headers.get("Cookie"));
  if (!raw) return { toast: handed, clear: null };
  const parsed = flashSchema.safeParse(raw);
  const clear = await toastCookie(config).serialize("", { maxAge: 0 });
  return { toast: handed ?? (parsed.success ? parsed.data : null), clear };
}

export async function redirectWithToast(
  config: Config,
  url: string,
  toast: Toast,
  init: { headers?: HeadersInit; status?: 302 | 303 } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(config, toast));
  return redirect(url, { status: init.status ?? 302, headers });
}
