import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/subscription";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { billingOverview } from "~/features/billing/billing-overview.server";
import { handlePlanChangeAction } from "~/features/billing/plan-change-action.server";
import { transferPaymentMethod } from "~/features/billing/payment-method";
import { SubscriptionPage } from "~/features/billing/admin/subscription-screen";
import { parsePlan } from "~/features/plans/plans";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Formule et facturation — Vitrine" }];
}

/** A path of the back-office to come back to after a change asked from a plan card ('Passer à la formule Pro'). */
function backPath(value: string | null): string | null {
  return value && /^\/admin(\/[a-z0-9/-]*)?$/.test(value) ? value : null;
}

/**
 * /admin/abonnement 'Formule et facturation' (ADR 033): the current site's plan, its
 * price, the free start, the next invoice, the invoices; the plan change. The owner, or an admin
 * on the site they selected. `?formule=pro&retour=/admin/products`: a plan card's button, the
 * change asked for at once, and the screen to reopen once it is made.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const query = new URL(request.url).searchParams;
  const asked = parsePlan(query.get("formule"));
  const back = backPath(query.get("retour"));
  const { value: overview } = await loadSection(
    context,
    "billing: overview failed",
    async () => {
      const found = await billingOverview(context.db, site.id);
      if (!found) throw new Error("site vanished");
      return found;
    },
    null,
    site.id,
  );
  if (!overview) return { overview: null, asked: null, back, payment: null, isAdmin: user.role === "admin", loadError: true };
  const unpaid = overview.invoices.find((invoice) => invoice.balance > 0);
  const payment = unpaid
    ? transferPaymentMethod(context.config.billing).instructions({
        id: unpaid.id,
        number: unpaid.number,
        totalTtc: unpaid.balance,
        dueOn: unpaid.dueOn,
        buyerEmail: null,
      })
    : null;
  return { overview, asked: asked !== overview.plan ? asked : null, back, payment, isAdmin: user.role === "admin", loadError: false };
}

export const action = siteAction(handlePlanChangeAction);

export default function SubscriptionRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SubscriptionPage {...data} actionResult={actionData ?? null} />;
}
