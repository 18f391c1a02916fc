import { useLoaderData } from "react-router";
import type { Route } from "./+types/domains";
import { requireRole } from "~/features/auth/session.server";
import { getCurrentSite } from "~/features/admin-kit/current-site.server";
import { handleDomainAction } from "~/features/domains/domains-action.server";
import { listDomainMappings, listSiteChoices } from "~/features/domains/domain-mappings.server";
import { getPlatformAddress } from "~/features/domains/platform-address.server";
import { DomainsPage } from "~/features/domains/admin/domains-page";
import { listDomainStates } from "~/features/domains/checks/domain-states.server";

export function meta() {
  return [{ title: "Domaines — Vitrine" }];
}

/**
 * /admin/domains — admins only (ADR 011: a domain decides which merchant a visitor sees, so only
 * the platform's admins map them; owners are sent to the dashboard by the role guard).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "admin");
  const [currentSite, platform, lists] = await Promise.all([
    getCurrentSite(request, context, user),
    getPlatformAddress(context.config.publicUrl),
    Promise.all([listDomainMappings(context.db), listSiteChoices(context.db)]).catch((err: unknown) => {
      context.logger.error({ err, requestId: context.requestId }, "domains: load failed");
      return null;
    }),
  ]);
  const [mappings, sites] = lists ?? [[], []];
  // Issue 15: each mapping's check; the list still shows without them.
  const states = await listDomainStates(context.db, context.config, [...new Set(mappings.map((m) => m.siteId))]).catch((err: unknown) => {
    context.logger.error({ err, requestId: context.requestId }, "domains: states failed");
    return new Map<string, never>();
  });
  // Links to open a mapped domain keep the platform's scheme and port (the demo runs on one).
  const { protocol, port } = new URL(context.config.publicUrl);
  return {
    mappings: mappings.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), updatedAt: m.updatedAt.toISOString(), check: states.get(m.id) ?? null })),
    sites,
    currentSiteId: currentSite?.id ?? null,
    // What merchants point at: the configured CNAME_TARGET / PUBLIC_IPV4 first (issue 15).
    platform: { host: context.config.domains.cnameTarget ?? platform.host, ipv4: context.config.domains.publicIpv4 ?? platform.ipv4, ipv6: context.config.domains.publicIpv6 ?? null, protocol, port },
    loadError: lists === null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, "admin");
  return handleDomainAction(request, context, user.id);
}

export default function DomainsRoute() {
  const data = useLoaderData<typeof loader>();
  return <DomainsPage {...data} />;
}
