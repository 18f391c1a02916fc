import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleHomeAction } from "~/features/home/home-action.server";
import { HomeEditorPage } from "~/features/home/admin/home-screen";
import { getHomeEditorContent, listReassuranceItems, type HomeContentView } from "~/features/home/home.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Page d'accueil — Vitrine" }];
}

const EMPTY_CONTENT: HomeContentView = {
  heroTitle: "",
  heroSubtitle: "",
  heroImageUrl: "",
  highlightTitle: "",
  highlightDescription: "",
  highlightImageUrl: "",
  highlightSecondImageUrl: "",
};

/** /admin/pages/home: the selected site's hero, 'En ce moment' and reassurance items. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const loaded = await loadSection(
    context,
    "home editor: load failed",
    async () => {
      const [content, items] = await Promise.all([getHomeEditorContent(context.db, site.id), listReassuranceItems(context.db, site.id)]);
      return { content, items };
    },
    null,
    site.id,
  );
  return { site, content: loaded.value?.content ?? EMPTY_CONTENT, items: loaded.value?.items ?? [], loadError: loaded.failed };
}

export const action = siteAction(handleHomeAction);

export default function HomeEditorRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <HomeEditorPage {...data} actionResult={actionData ?? null} />;
}
