import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/services";
import { merchantPageMeta } from "~/features/seo/storefront-meta";
import { loadStorefront, requireStorefront } from "~/features/storefront/storefront-context.server";
import { loadServicesPage } from "~/features/storefront/services/services-page.server";
import { initialTabId, preselectedService, SERVICES_LOADING_TEXT } from "~/features/storefront/services/services-defaults";
import { ServicesPage } from "~/features/storefront/services/services-page";
import type { QuoteActionResult } from "~/features/storefront/services/quote-result";
import { QUOTE_FIELDS, quoteFormSchema, quoteServiceOptions, type QuoteField, type QuoteFormErrors } from "~/features/quotes/quote-form-schema";
import { createQuoteRequest } from "~/features/quotes/create-quote-request.server";
import { fieldErrors, formValues } from "~/lib/form-errors";

export const handle = { loadingText: SERVICES_LOADING_TEXT };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefront(request, context);
  const page = await loadServicesPage(context.db, site.id, (err, part) => {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, part }, "services page: a part failed to load");
  });
  const serviceOptions = quoteServiceOptions(page.categories.map((category) => category.name));
  const url = new URL(request.url);
  return {
    siteName: site.name,
    ...page,
    serviceOptions,
    initialTabId: initialTabId(url.searchParams.get("tab"), page.categories),
    initialService: preselectedService(url.searchParams.get("service"), serviceOptions.map((option) => option.value)),
  };
}

/** Stores a quote request for the site being shown (never a site named by the form). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, QUOTE_FIELDS);
  const id = crypto.randomUUID();
  const storefront = await loadStorefront(request, context);
  if (!storefront) {
    return data<QuoteActionResult>({ ok: false, status: "failed", id, values, reason: "no-site" }, { status: 404 });
  }
  const parsed = quoteFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: QuoteFormErrors = fieldErrors<QuoteField>(parsed.error);
    return data<QuoteActionResult>({ ok: false, status: "invalid", id, values, errors }, { status: 400 });
  }
  try {
    await createQuoteRequest(context.db, storefront.site.id, parsed.data);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: storefront.site.id }, "quote request: insert failed");
    return data<QuoteActionResult>({ ok: false, status: "failed", id, values, reason: "insert" }, { status: 500 });
  }
  return { ok: true, status: "success", id } satisfies QuoteActionResult;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "services", title: loaderData?.header.title, description: loaderData?.header.description });
}

export default function ServicesRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <ServicesPage
      header={page.header}
      categories={page.categories}
      faqs={page.faqs}
      serviceOptions={page.serviceOptions}
      initialTabId={page.initialTabId}
      initialService={page.initialService}
      result={result}
    />
  );
}
