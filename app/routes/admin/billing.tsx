import { useLoaderData } from "react-router";
import type { Route } from "./+types/billing";
import { requireRole, requireUser } from "~/features/auth/session.server";
import { BillingPage } from "~/features/billing/admin/billing-screen";
import { handleBillingAction } from "~/features/billing/billing-action.server";
import { parisDate } from "~/features/billing/billing-calendar";
import { dueInvoices, type DueInvoices } from "~/features/billing/billing-overview.server";
import { ADMIN_BILLING_FILTER_STATUSES, INVOICE_STATUSES, parseAdminBillingFilter } from "~/features/billing/billing-schema";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Facturation — Vitrine" }];
}

const NO_COUNTS = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, { invoices: 0, totalTtc: 0, owed: 0 }])) as DueInvoices["counts"];

/**
 * /admin/facturation (ADR 033), admins only (others are sent to the dashboard by the role
 * guard): every invoice of the platform with its status today, filtered by `?statut=` (the unpaid
 * ones by default: overdue, then due), and the counts of each status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const filter = parseAdminBillingFilter(new URL(request.url).searchParams);
  const now = new Date();
  const statuses = ADMIN_BILLING_FILTER_STATUSES[filter];
  // One status: asked as such; several (the unpaid, all): the whole list, kept to them.
  const only = statuses.length === 1 ? { status: statuses[0] } : {};
  const due = await loadSection(context, "billing: load failed", () => dueInvoices(context.db, now, only), { counts: NO_COUNTS, invoices: [] });
  return {
    filter,
    today: parisDate(now),
    counts: due.value.counts,
    invoices: due.value.invoices.filter((invoice) => statuses.includes(invoice.status)),
    loadError: due.failed,
  };
}

/** A payment received, a credit note: admins only (403 for anyone else, nothing written). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleBillingAction({ request, context, user });
}

export default function BillingRoute() {
  const data = useLoaderData<typeof loader>();
  return <BillingPage {...data} />;
}
