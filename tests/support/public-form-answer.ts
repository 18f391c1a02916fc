import type { RequestContext } from "~/context";
import { readToast, type FlashToast as Toast } from "~/lib/toast.server";

/**
 * What a public form's action answered, as the visitor's browser gets it: a stored send is a 303
 * back to the form with its toast in the flash cookie (Post/Redirect/Get); anything else is the
 * page's data with its status, the toast (if any) handed to the page through the request.
 */
export type FormAnswer<T> = {
  status: number;
  headers: Headers;
  /** Where a stored send goes back to (null when the page is rendered again). */
  location: string | null;
  result: T | { status: "sent" };
  toast: Toast | null;
};

type ActionAnswer<T> = Response | { data: T; init: ResponseInit | null };

export async function formAnswer<T>(answer: ActionAnswer<T>, request: Request, context: RequestContext): Promise<FormAnswer<T>> {
  if (answer instanceof Response) {
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await readToast(context.config, new Request(request.url, { headers: { cookie } }));
    return { status: answer.status, headers: answer.headers, location: answer.headers.get("Location"), result: { status: "sent" }, toast };
  }
  const { toast } = await readToast(context.config, request, context);
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), location: null, result: answer.data, toast };
}
