import { createElement, Fragment } from "react";
import { MessageCircleQuestion } from "~/components/icon/icons";
import { siteHref } from "~/features/site-resolution/site-links";
import { FormPrivacyNotice } from "~/features/legal/public/form-privacy-notice";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { EnhanceScript } from "~/features/storefront/enhance/enhance-script";
import { useStorefront } from "~/features/storefront/use-storefront";
import { FORM_TOKEN_PATH } from "~/features/submissions/form-guard";
import { FaqList } from "~/features/services/public/faq-section";
import { PageContainer, SectionHeading } from "~/components/storefront/page-parts";
import { QuoteForm } from "~/features/quotes/public/quote-form";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";
import { ServiceTabs } from "~/features/services/public/service-tabs";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { QUOTE_SECTION_ID, type ShownFaq, type ShownServiceCategory, type ShownServicesHeader } from "~/features/services/services-defaults";
import { Shown } from "~/lib/i18n/translated-text";

export type ServicesPageProps = {
  header: ShownServicesHeader;
  categories: ShownServiceCategory[];
  faqs: ShownFaq[];
  serviceOptions: { value: string; label: string }[];
  initialTabId: string | null;
  initialService: string;
  /** The quote form's token from the loader: empty on a page the cache may serve (ADR 009, 014). */
  formToken: string;
  /** The human delay of the form (config.minFillMs). */
  minFillMs: number;
  result: QuoteAnswer | null;
};

/** /merchant/services, 'Nos prestations': tabs, the quote form, the FAQ. */
export function ServicesPage({ header, categories, faqs, serviceOptions, initialTabId, initialService, formToken, minFillMs, result }: ServicesPageProps) {
  const { links } = useStorefront();
  const { t } = usePageLanguage();
  return (
    <>
      <EnhanceScript />
      <header className="relative isolate overflow-hidden border-b border-black/5">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-site-tint-strong via-site-tint to-white" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-24 -z-10 size-96 rounded-full bg-site-primary/10 blur-3xl" />
        <PageContainer className="py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl font-display text-4xl leading-tight font-semibold tracking-tight text-gray-900 sm:text-5xl">
            <Shown value={header.title} />
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed whitespace-pre-line text-gray-700">
            <Shown value={header.description} />
          </p>
        </PageContainer>
      </header>

      <section id="prestations" aria-labelledby="prestations-titre" className="scroll-mt-20 bg-gray-50 py-14 sm:py-20">
        <PageContainer>
          {/* The tabs' titles are h3s: this heading keeps the outline h1 → h2 → h3 (Nu checker, axe). */}
          <h2 id="prestations-titre" className="sr-only">
            {t("services.heading")}
          </h2>
          <ServiceTabs categories={categories} initialTabId={initialTabId} links={links} />
        </PageContainer>
      </section>

      <section id={QUOTE_SECTION_ID} aria-labelledby="devis-titre" className="scroll-mt-20 py-16 sm:py-24">
        <PageContainer className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <SectionHeading id="devis-titre" eyebrow={t("services.quoteEyebrow")}>
              {t("services.quoteTitle")}
            </SectionHeading>
            <p className="-mt-4 text-lg leading-relaxed text-gray-700">
              {/* Each no-break space a child of its own, as the French was written before the catalogue: the same HTML. */}
              {createElement(
                Fragment,
                null,
                ...t("services.quoteIntro")
                  .split(/(\u00a0)/)
                  .filter((part) => part !== ""),
              )}
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-10">
            <QuoteForm
              action={siteHref("/merchant/services", links)}
              formToken={formToken}
              tokenUrl={siteHref(`${FORM_TOKEN_PATH}?form=quote`, links)}
              minFillMs={minFillMs}
              options={serviceOptions}
              initialService={initialService}
              result={result}
            />
            <FormPrivacyNotice privacyHref={siteHref(LEGAL_PAGES.privacy.path, links)} />
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby="faq-titre" className="bg-gradient-to-b from-site-tint to-white py-16 sm:py-24">
        <PageContainer className="max-w-3xl">
          <div className="mb-8 flex flex-col items-center text-center">
            <span aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-full bg-site-primary-hover text-[var(--site-on-primary-hover)]">
              <MessageCircleQuestion className="size-6" />
            </span>
            <h2 id="faq-titre" className="font-display text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">
              {t("services.faqTitle")}
            </h2>
          </div>
          <FaqList faqs={faqs} />
        </PageContainer>
      </section>
    </>
  );
}
