import { data } from "react-router";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "~/root";
import { NotFoundPage } from "~/features/not-found/not-found-page";

export function meta() {
  return [{ title: "Page introuvable" }, { name: "robots", content: "noindex" }];
}

/** No form or control here needs a script (root.tsx): the page is sent as plain HTML. */
export const handle: RouteHandle = { hydrate: false };

/** Any unknown path (both specs): the not-found page, status 404, and the miss is logged. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.logger.warn({ requestId: context.requestId, path: url.pathname, host: request.headers.get("host") }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
