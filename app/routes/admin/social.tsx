import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/social";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { feedUrls, getCatalogueSite, loadCatalogue } from "~/features/social/feeds.server";
import { FEED_KINDS } from "~/features/social/feeds";
import { SOCIAL_SCREEN_TITLE } from "~/features/social/social-schema";
import { SocialScreen, type SocialScreenData } from "~/features/social/admin/social-screen";
import { handleSocialAction } from "~/features/social/social-action.server";
import { getSiteVerification } from "~/features/social/social.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: `${SOCIAL_SCREEN_TITLE} — Vitrine` }];
}

/**
 * /admin/reseaux 'Réseaux sociaux': the Expert plan's catalogue feeds (their addresses on the
 * site's main address, what they carry and leave out), how to give them to Meta and Google, and
 * the codes that prove the site to both (written in the home's head).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const lock = planLock(site.plan, "share", user.role);
  // Outside Expert: the plan card, and nothing of the screen is read.
  if (lock) return { lock, screen: null };
  const { value, failed } = await loadSection<SocialScreenData | null>(
    context,
    "social screen: load failed",
    async () => {
      const catalogueSite = await getCatalogueSite(context.db, site.id, context.config.publicUrl);
      if (!catalogueSite) throw new Error("site vanished");
      const [{ items, leftOut }, verification] = await Promise.all([loadCatalogue(context, catalogueSite), getSiteVerification(context.db, site.id)]);
      const urls = feedUrls(catalogueSite);
      return {
        published: catalogueSite.published,
        feeds: FEED_KINDS.map((kind) => ({ kind, url: urls[kind] })),
        itemCount: items.length,
        leftOut,
        verification,
      };
    },
    null,
    site.id,
  );
  return { lock: null, screen: failed || !value ? { loadError: true as const } : { loadError: false as const, ...value } };
}

export const action = siteAction(handleSocialAction, { feature: "share" });

export default function SocialRoute() {
  const data = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  if (data.lock) return <PlanCard title={SOCIAL_SCREEN_TITLE} lock={data.lock} />;
  return <SocialScreen screen={data.screen} actionResult={actionResult ?? null} />;
}
