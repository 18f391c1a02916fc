import { useLoaderData } from "react-router";
import type { Route } from "./+types/testimonials";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleListAction } from "~/features/admin-kit/list-action.server";
import { TESTIMONIALS_EDITOR } from "~/features/testimonials/testimonials-action.server";
import { listTestimonials } from "~/features/testimonials/testimonials.server";
import { TestimonialsPage } from "~/features/testimonials/admin/testimonials-screen";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Témoignages — Vitrine" }];
}

/** The current site's testimonials in the public order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const testimonials = await loadSection(context, "testimonials editor: load failed", () => listTestimonials(context.db, site.id), [], site.id);
  return { testimonials: testimonials.value, loadError: testimonials.failed };
}

export const action = siteAction(({ context, site, form }) => handleListAction(TESTIMONIALS_EDITOR, context, site.id, form));

export default function TestimonialsRoute() {
  const data = useLoaderData<typeof loader>();
  return <TestimonialsPage {...data} />;
}
