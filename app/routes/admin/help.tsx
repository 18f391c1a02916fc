import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/help";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite, siteAction } from "~/features/admin-kit/current-site.server";
import { activeNavItem, screenName, visibleNav } from "~/features/back-office/admin-nav";
import { handleSupportAction } from "~/features/support/support-action.server";
import { getSiteAdvisor } from "~/features/support/advisors.server";
import { getSiteSupportThread, listSiteSupportRequests } from "~/features/support/support.server";
import { planPromise } from "~/features/support/help-request-schema";
import { HELP_ARTICLES } from "~/features/support/help-articles";
import { HelpPage, type HelpScreenOption } from "~/features/support/admin/help-screen";
import { loadSection } from "~/lib/load-section.server";
import { isUuid } from "~/lib/uuid";

export function meta() {
  return [{ title: "Aide — Vitrine" }];
}

const HELP_PATH = "/admin/aide";

/** The screens a request may concern: the sidebar's entries an owner has (this one aside). */
function screenOptions(): HelpScreenOption[] {
  return visibleNav("user").flatMap((group) => group.items.filter((item) => item.href !== HELP_PATH).map((item) => ({ href: item.href, label: item.label })));
}

/**
 * /admin/aide, for every signed-in user: the help centre (`?q=` searches it without JavaScript,
 * `?ecran=` names the screen she came from, `?article=` opens one), then, for an owner with a
 * site, 'Écrire au support' and 'Mes demandes' (`?demande=<id>` opens a thread of her site's;
 * another site's id shows nothing). An admin sees the articles and the way to 'Support'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const isAdmin = user.role === "admin";
  const site = isAdmin ? null : await getCurrentSite(request, context, user);
  const params = new URL(request.url).searchParams;
  const options = screenOptions();
  // Only a screen of the menu is offered and pre-selected (an alias counts as its entry).
  const named = params.get("ecran");
  const entry = named ? activeNavItem(named) : null;
  const screen = entry ? (options.find((option) => option.href === entry.href) ?? null) : null;
  const base = {
    articles: HELP_ARTICLES,
    isAdmin,
    query: (params.get("q") ?? "").slice(0, 200),
    screen,
    articleSlug: params.get("article"),
    screens: options,
  };
  if (!site) return { ...base, site: null, support: null };

  const requested = params.get("demande");
  const openId = requested && isUuid(requested) ? requested : null;
  const data = await loadSection(
    context,
    "help: support requests load failed",
    async () => {
      const [requests, advisor, thread] = await Promise.all([
        listSiteSupportRequests(context.db, site.id),
        getSiteAdvisor(context.db, site.id),
        openId ? getSiteSupportThread(context.db, site.id, openId) : Promise.resolve(null),
      ]);
      return {
        advisorName: advisor?.name ?? null,
        requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), dueAt: r.dueAt.toISOString() })),
        thread: thread && openId ? { requestId: openId, messages: thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) } : null,
      };
    },
    { advisorName: null, requests: [], thread: null },
    site.id,
  );
  return {
    ...base,
    site: { id: site.id, name: site.name, plan: site.plan },
    support: {
      loadError: data.failed,
      promise: planPromise(site.plan, data.value.advisorName),
      requests: data.value.requests,
      thread: data.value.thread,
      // A fresh one per page drawn: the same form sent twice is stored once.
      submissionToken: crypto.randomUUID(),
    },
  };
}

export const action = siteAction((args) => handleSupportAction({ ...args, screenName }));

export default function HelpRoute() {
  const data = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <HelpPage {...data} actionResult={actionResult ?? null} />;
}
