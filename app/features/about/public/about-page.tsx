import { CircleAlert } from "~/components/icon/icons";
import { PageContainer } from "~/components/storefront/page-parts";
import type { ShownAboutPage } from "~/features/about/about-content";
import { StorySection, TeamSection, ValuesSection } from "~/features/about/public/about-sections";
import { PartnersSection } from "~/features/about/public/partners-section";
import { usePageLanguage } from "~/lib/i18n/page-language";

const SECTIONS = [
  { href: "#histoire", label: "about.story" },
  { href: "#valeurs", label: "about.values" },
  { href: "#equipe", label: "about.team" },
  { href: "#partenaires", label: "about.partners" },
] as const;

/** /merchant/about, 'Qui sommes-nous'. */
export function AboutPage({ data }: { data: ShownAboutPage }) {
  const { t } = usePageLanguage();
  return (
    <>
      {data.loadError ? <LoadErrorNotice /> : null}
      <header className="relative isolate overflow-hidden border-b border-black/5">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-site-tint-strong via-site-tint to-white" />
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-site-primary/10 blur-3xl" />
        <PageContainer className="py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-site-secondary uppercase">{t("about.eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-semibold tracking-tight text-gray-900 sm:text-5xl">{data.siteName}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-gray-700">
            {t("about.intro")}
          </p>
          <nav aria-label={t("about.onThisPage")} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.map((section) => (
                <li key={section.href}>
                  <a
                    href={section.href}
                    className="inline-flex h-10 items-center rounded-full border border-gray-200 bg-white/80 px-4 text-sm font-medium text-gray-800 shadow-xs transition-colors hover:border-site-primary hover:text-gray-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-site-secondary"
                  >
                    {t(section.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </PageContainer>
      </header>
      <StorySection story={data.story} journey={data.journey} />
      <ValuesSection values={data.values} />
      <TeamSection team={data.team} />
      <PartnersSection partners={data.partners} />
    </>
  );
}

/**
 * The 'Erreur' message when a part of the page could not be loaded. This page is sent
 * without scripts (a client-side toast would never show), so the server writes it, styled like the
 * site's error toasts and announced the same way.
 */
function LoadErrorNotice() {
  const { t } = usePageLanguage();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end">
      <div
        role="alert"
        data-testid="load-error"
        className="pointer-events-auto flex w-full max-w-sm gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 shadow-lg"
      >
        <CircleAlert className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("about.loadErrorTitle")}</p>
          <p className="text-sm">{t("about.loadErrorText")}</p>
        </div>
      </div>
    </div>
  );
}
