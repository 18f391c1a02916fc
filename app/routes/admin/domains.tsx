import { useLoaderData } from "react-router";
import type { Route } from "./+types/domains";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite, requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { handleDomainsAction } from "~/features/domains/domains-action.server";
import { listDomainMappings, listSiteChoices } from "~/features/domains/domain-mappings.server";
import { getHostingTarget } from "~/features/domains/platform-address.server";
import { DomainsPage } from "~/features/domains/admin/domains-screen";
import { listDomainStates } from "~/features/domains/checks/domain-states.server";
import { sitePlatformAddress } from "~/features/sites/site-address.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Domaines — Vitrine" }];
}

/**
 * /admin/domains — admins see and manage every mapping; an owner sees and requests their current
 * site's (ADR 029, part B, which replaces ADR 011's "admins only"). An owner's list and
 * every owner action are scoped to the session's current site, never to a site named by the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const admin = user.role === "admin";
  const currentSite = admin ? await getCurrentSite(request, context, user) : (await requireSiteAccess(request, context)).site;
  const scope = admin ? null : (currentSite?.id ?? null);
  const [platform, lists] = await Promise.all([
    getHostingTarget(context.config),
    loadSection(
      context,
      "domains: load failed",
      () => Promise.all([listDomainMappings(context.db, scope), admin ? listSiteChoices(context.db) : Promise.resolve([])]),
      null,
    ),
  ]);
  const [mappings, sites] = lists.value ?? [[], []];
  // Each mapping's check; the list still shows without them.
  const { value: states } = await loadSection(
    context,
    "domains: states failed",
    () => listDomainStates(context.db, context.config, [...new Set(mappings.map((m) => m.siteId))]),
    new Map<string, never>(),
  );
  // Links to open a mapped domain keep the platform's scheme and port (the demo runs on one).
  const { protocol, port } = new URL(context.config.publicUrl);
  return {
    isAdmin: admin,
    mappings: mappings.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
      verifiedAt: m.verifiedAt ? m.verifiedAt.toISOString() : null,
      check: states.get(m.id) ?? null,
    })),
    sites,
    currentSiteId: currentSite?.id ?? null,
    currentSiteName: currentSite?.name ?? null,
    // What merchants point at: the configured CNAME_TARGET / PUBLIC_IPV4 first.
    platform: { host: platform.host, ipv4: platform.ipv4, ipv6: platform.ipv6, protocol, port },
    // False while neither PUBLIC_IPV4 nor CNAME_TARGET gives a public address: the owner is
    // told it is not available yet, never to point her domain at this machine; admins which setting is missing.
    customDomains: platform.available,
    loadError: lists.failed,
    // The current site's platform address, above its domains.
    siteAddress: currentSite
      ? (
          await loadSection(
            context,
            "domains: site address failed",
            () => sitePlatformAddress(context.db, context.config.sitesDomain, currentSite.id),
            null,
            currentSite.id,
          )
        ).value
      : null,
  };
}

const ownerAction = siteAction(handleDomainsAction);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const user = await requireUser(request, context);
  // Admins' forms name the site a mapping is for, not the selected site: no ADR 013 check.
  if (user.role === "admin") {
    const { form, refused } = await readActionForm(request);
    return refused ?? handleDomainsAction({ context, form, user, site: null });
  }
  return ownerAction(args);
}

export default function DomainsRoute() {
  const data = useLoaderData<typeof loader>();
  return <DomainsPage {...data} />;
}
