import { useLoaderData } from "react-router";
import type { Route } from "./+types/testimonials";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleTestimonialsAction } from "~/features/testimonials/testimonials-action.server";
import { getReviewStatement, listTestimonials } from "~/features/testimonials/testimonials.server";
import { TestimonialsPage } from "~/features/testimonials/admin/testimonials-screen";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Témoignages — Vitrine" }];
}

/** The current site's reviews in the public order, hidden ones too, and how they are collected. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const [testimonials, statement] = await Promise.all([
    loadSection(context, "testimonials editor: load failed", () => listTestimonials(context.db, site.id), [], site.id),
    loadSection(context, "testimonials editor: statement load failed", () => getReviewStatement(context.db, site.id), null, site.id),
  ]);
  return {
    testimonials: testimonials.value,
    reviewStatement: statement.value,
    loadError: testimonials.failed || statement.failed,
    canErase: user.role === "admin",
  };
}

export const action = siteAction(handleTestimonialsAction);

export default function TestimonialsRoute() {
  const data = useLoaderData<typeof loader>();
  return <TestimonialsPage {...data} />;
}
