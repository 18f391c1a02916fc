import { usePageLanguage } from "~/lib/i18n/page-language";

/** Unknown or missing site on a merchant page. */
export function SiteNotFound() {
  const { t } = usePageLanguage();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="font-display text-3xl font-semibold">{t("siteNotFound.title")}</h1>
      <p className="text-gray-600">{t("siteNotFound.text")}</p>
      <a href="/" className="mt-4 font-medium text-gray-900 underline underline-offset-4">
        {t("siteNotFound.back")}
      </a>
    </main>
  );
}
