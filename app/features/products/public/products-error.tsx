import { useLocation } from "react-router";
import { TriangleAlert } from "~/components/icon/icons";
import { buttonVariants } from "~/components/ui/button";
import { usePageLanguage } from "~/lib/i18n/page-language";

/**
 * The products page's error boundary: 'Une erreur s'est produite', the
 * details for whoever reports it, and 'Rafraîchir la page'. The button is a link to the same URL
 * loaded as a whole document, so it reloads with or without JavaScript.
 */
export function ProductsError({ details }: { details: string }) {
  const location = useLocation();
  const { t } = usePageLanguage();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 font-display text-3xl font-semibold text-gray-900">{t("products.error.title")}</h1>
      <p className="mt-2 text-gray-600">{t("products.error.text")}</p>
      {details ? (
        <details className="mt-6 w-full rounded-xl bg-gray-50 p-4 text-left text-sm ring-1 ring-black/5">
          <summary className="cursor-pointer font-medium text-gray-800">{t("products.error.details")}</summary>
          <pre className="mt-3 overflow-auto whitespace-pre-wrap break-words font-mono text-xs text-gray-700">{details}</pre>
        </details>
      ) : null}
      <a href={`${location.pathname}${location.search}`} className={buttonVariants({ size: "lg", className: "mt-6" })}>
        {t("products.error.reload")}
      </a>
    </div>
  );
}
