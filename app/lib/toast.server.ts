import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { Config } from "~/../server/config";

/**
 * Toasts that must survive a redirect (sign-in, sign-out, create-then-navigate) travel in a
 * short-lived signed cookie read once by the root loader — the epic-stack pattern.
 */
export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

function toastCookie(config: Config) {
  return createCookie("vitrine_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    secrets: [config.authSecret],
    maxAge: 60,
  });
}

export async function toastHeader(config: Config, toast: Omit<Toast, "id">): Promise<string> {
  return toastCookie(config).serialize({ ...toast, id: crypto.randomUUID() });
}

export async function readToast(config: Config, request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw: unknown = await toastCookie(config).parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  const clear = await toastCookie(config).serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}

export async function redirectWithToast(
  config: Config,
  url: string,
  toast: Omit<Toast, "id">,
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(config, toast));
  return redirect(url, { headers });
}
