import { useLoaderData } from "react-router";
import type { Route } from "./+types/about-editor";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleAboutAction } from "~/features/about/about-action.server";
import { getAboutEditorData } from "~/features/about/about-editor.server";
import { AboutEditorPage } from "~/features/about/admin/about-editor-page";

export function meta() {
  return [{ title: "À propos — Vitrine" }];
}

/** /admin/pages/about (back-office.md §2): the current site's story, journey, values, team and partners. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  try {
    return { siteName: site.name, loadError: false, ...(await getAboutEditorData(context.db, site.id)) };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "about editor: load failed");
    return { siteName: site.name, loadError: true, story: "", steps: [], values: [], members: [], partners: [] };
  }
}

export const action = siteAction(({ request, context, site, form }) => handleAboutAction(request, context, site.id, form));

export default function AboutEditorRoute() {
  const data = useLoaderData<typeof loader>();
  return <AboutEditorPage {...data} />;
}
