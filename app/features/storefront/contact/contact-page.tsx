import { useId } from "react";
import { cn } from "~/lib/cn";
import type { ContactInfo } from "~/features/settings/contact-info";
import { CONTACT_FORM_ID, type ContactAnswer } from "~/features/messages/public/contact-result";
import type { SiteHours } from "~/features/hours/site-hours.server";
import type { ShownPeriods } from "~/features/hours/public/shown-periods";
import { ContactDetailsCard } from "~/features/settings/public/contact-details-card";
import { ContactForm } from "~/features/messages/public/contact-form";
import { LocationSection } from "~/features/settings/public/location-section";
import { OpeningHoursSection } from "~/features/hours/public/opening-hours-section";
import { EnhanceScript } from "~/features/storefront/enhance/enhance-script";
import { siteHref } from "~/features/site-resolution/site-links";
import { useStorefront } from "~/features/storefront/use-storefront";
import { FormPrivacyNotice } from "~/features/legal/public/form-privacy-notice";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { FORM_TOKEN_PATH } from "~/features/submissions/form-guard";
import { usePageLanguage } from "~/lib/i18n/page-language";

export type ContactPageProps = {
  info: ContactInfo;
  hours: SiteHours;
  /** The special periods' labels and notes in the page's language (ADR 047). */
  shownPeriods: ShownPeriods;
  timeZone: string;
  serverNow: string;
  /** The contact form's token from the loader: empty on a page the cache may serve (ADR 009, 014). */
  formToken: string;
  /** The human delay of the form (config.minFillMs). */
  minFillMs: number;
  actionResult?: ContactAnswer;
};

/** 'Contact et horaires': contact block and form, opening hours, location; its own texts in the page's language (ADR 047). */
export function ContactPage({ info, hours, shownPeriods, timeZone, serverNow, formToken, minFillMs, actionResult }: ContactPageProps) {
  const formTitleId = useId();
  const { links } = useStorefront();
  const { t } = usePageLanguage();

  return (
    <div className="bg-gradient-to-b from-site-tint via-white to-white">
      <EnhanceScript />
      <div className="mx-auto max-w-[1200px] px-4 pb-20 pt-12 sm:px-6 sm:pt-16">
        <header className="max-w-2xl">
          <h1 className="font-display text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl">{t("forms.contact.title")}</h1>
          <p className="mt-3 text-lg leading-relaxed text-gray-600">{t("forms.contact.intro")}</p>
        </header>

        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <ContactDetailsCard emails={info.emails} phones={info.phones} />
          <section id={CONTACT_FORM_ID} aria-labelledby={formTitleId} className="scroll-mt-20 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8">
            <h2 id={formTitleId} className="font-display text-2xl font-semibold text-gray-900">
              {t("forms.contact.formTitle")}
            </h2>
            <p className="mb-6 mt-1 text-sm text-gray-600">{t("forms.contact.allRequired")}</p>
            <ContactForm
              action={siteHref("/merchant/contact", links)}
              formToken={formToken}
              tokenUrl={siteHref(`${FORM_TOKEN_PATH}?form=contact`, links)}
              minFillMs={minFillMs}
              result={actionResult}
            />
            <FormPrivacyNotice privacyHref={siteHref(LEGAL_PAGES.privacy.path, links)} />
          </section>
        </div>

        <div className={cn("mt-12 grid gap-6", info.location && "lg:grid-cols-2 lg:items-start")} id="horaires">
          <OpeningHoursSection
            hours={hours.hours}
            periods={hours.periods}
            shownPeriods={shownPeriods}
            timeZone={timeZone}
            serverNow={serverNow}
            // Alone on its row, a two-column table reads better at a moderate width.
            className={info.location ? undefined : "mx-auto w-full max-w-3xl"}
          />
          {info.location ? <LocationSection location={info.location} /> : null}
        </div>
      </div>
    </div>
  );
}
