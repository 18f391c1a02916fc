import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite, siteAction } from "~/features/admin-kit/current-site.server";
import { handlePublicationAction } from "~/features/sites/publication.server";
import { PUBLICATION_INTENTS } from "~/features/sites/publication";
import { ResendConfirmationButton } from "~/features/sites/admin/publication-card";
import { resendOwnerConfirmation } from "~/features/signup/address-confirmation.server";
import { getGettingStarted, getLegalMissing } from "~/features/back-office/getting-started/getting-started.server";
import { getQuoteStats, listRecentQuotes } from "~/features/quotes/quote-stats.server";
import { anySiteExists, getSiteTimeZone } from "~/features/sites/sites.server";
import { countUnviewedMessages } from "~/features/messages/messages.server";
import { localDateTime } from "~/lib/calendar";
import { getSiteHours } from "~/features/hours/site-hours.server";
import { Dashboard, type NoSiteReason } from "~/features/back-office/dashboard";
import { getSiteDomainState } from "~/features/domains/checks/domain-states.server";
import { getMainAddress } from "~/features/seo/site-domains.server";
import { addressQrSvg } from "~/features/sites/address-qr.server";
import type { SiteAddressView } from "~/features/sites/admin/site-address-card";
import { missingHostFields } from "~/features/legal/legal-notice";
import { platformGapsFor } from "~/features/back-office/platform-settings.server";
import { loadSection } from "~/lib/load-section.server";
import { getAdvisorCard } from "~/features/support/advisors.server";

export function meta() {
  return [{ title: "Tableau de bord — Vitrine" }];
}

/**
 * /admin and /admin/dashboard. Not `requireSiteAccess`: this page is where
 * the "no site" cases land. An admin without a selected site goes to /admin/sites — unless no
 * site exists at all, then the page asks to create one; a user without a site sees the spec's
 * message. Beyond the spec: the unread contact messages, and the hours that give
 * today's open/closed line (the public page's, computed in the site's time zone). A
 * draft's getting-started checklist and 'Publier mon site'; 'Dépublier' for a published site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // What the server lacks that merchants depend on, for admins only.
  const platformGaps = platformGapsFor(context.config, user.role);
  // The host's part of every legal notice, the platform's to complete.
  const hostLegalMissing = missingHostFields(context.config.hostLegal);
  const site = await getCurrentSite(request, context, user);
  if (!site) {
    let reason: NoSiteReason = "user-without-site";
    if (user.role === "admin") {
      if (await anySiteExists(context.db)) throw redirect("/admin/sites");
      reason = "admin-without-site";
    }
    return {
      site: null,
      stats: null,
      recent: [],
      unreadMessages: 0,
      hours: null,
      noSiteReason: reason,
      loadError: false,
      checklist: null,
      domainState: null,
      legalMissing: null,
      hostLegalMissing,
      address: null,
      platformGaps,
      advisor: null,
    };
  }
  const now = new Date();
  // What is read beside the requests, each a bonus the dashboard shows without: the day's line,
  // a draft's checklist, the main domain's state, the main address and its QR code, a published
  // site's missing legal fields.
  const section = <T,>(label: string, query: () => Promise<T>) =>
    loadSection(context, `dashboard: ${label} failed`, query, null, site.id).then((loaded) => loaded.value);
  const hours = section("hours", async () => {
    const timeZone = await getSiteTimeZone(context.db, site.id);
    return { ...(await getSiteHours(context.db, site.id, localDateTime(now, timeZone).date)), timeZone, serverNow: now.toISOString() };
  });
  const checklist = site.publishedAt ? Promise.resolve(null) : section("checklist", () => getGettingStarted(context.db, site.id, context.config.hostLegal));
  const domainState = section("domain state", () => getSiteDomainState(context.db, context.config, site.id));
  const address = section("address", async (): Promise<SiteAddressView | null> => {
    const main = await getMainAddress(context.db, context.config.publicUrl, site.id);
    if (!main) return null;
    const url = `${main.origin}/`;
    return { url, host: main.host, qrSvg: await addressQrSvg(url), published: site.publishedAt !== null };
  });
  const legalMissing = site.publishedAt ? section("legal fields", () => getLegalMissing(context.db, site.id)) : Promise.resolve(null);
  // An Expert site's named advisor ('Votre conseiller'); no card outside Expert or when none is set.
  const advisor = site.plan === "expert" ? section("advisor", () => getAdvisorCard(context.db, site.id)) : Promise.resolve(null);
  const requests = await loadSection(
    context,
    "dashboard: load failed",
    async () => {
      const [stats, recent, unreadMessages] = await Promise.all([
        getQuoteStats(context.db, site.id),
        listRecentQuotes(context.db, site.id),
        countUnviewedMessages(context.db, site.id),
      ]);
      return { stats, recent: recent.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })), unreadMessages };
    },
    null,
    site.id,
  );
  return {
    site,
    stats: requests.value?.stats ?? null,
    recent: requests.value?.recent ?? [],
    unreadMessages: requests.value?.unreadMessages ?? 0,
    hours: await hours,
    noSiteReason: null,
    loadError: requests.failed,
    checklist: await checklist,
    domainState: await domainState,
    legalMissing: await legalMissing,
    hostLegalMissing,
    address: await address,
    platformGaps,
    advisor: await advisor,
  };
}

/** 'Publier mon site' and 'Dépublier', from this page and the settings screen: the session's site only. */
export const action = siteAction(({ context, site, form }) => {
  const intent = String(form.get("intent") ?? "");
  if (intent === PUBLICATION_INTENTS.resendConfirmation) return resendOwnerConfirmation(context, site.id, intent);
  return handlePublicationAction(context, site, intent);
});

export default function DashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return <Dashboard {...data} noSiteReason={data.noSiteReason ?? undefined} resendConfirmation={<ResendConfirmationButton />} />;
}
