import { useId } from "react";
import { Form, Link } from "react-router";
import { RotateCcw, Search } from "~/components/icon/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { PRODUCT_SORTS, type ProductFilters } from "~/features/products/product-filters";
import type { ShownCategoryOption } from "~/features/products/shown-products";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { ALLERGENS } from "~/db/enums";
import { allergenKey, allergenList } from "~/features/products/allergens";

/**
 * Search, category, sort and 'Réinitialiser'. A GET form to the same URL,
 * rendered on the server only: 'Rechercher' (or Enter) applies the search, category and sort at
 * once, and the filters live in the URL (Back, a shared link).
 */
export function ProductFilterForm({ filters, categories, links }: { filters: ProductFilters; categories: ShownCategoryOption[]; links: LinkContext }) {
  const ids = useId();
  const { locale, t } = usePageLanguage();
  const { q, categorie, tri, sans } = filters;

  // On the platform host the site is chosen by ?site=, which a GET form would otherwise drop.
  const siteParam = !links.customDomain && links.siteId ? links.siteId : null;

  return (
    <Form
      method="get"
      role="search"
      aria-label={t("products.filter.label")}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] lg:items-end"
    >
      {siteParam ? <input type="hidden" name="site" value={siteParam} /> : null}
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${ids}-q`}>{t("products.filter.search")}</Label>
        <Input
          id={`${ids}-q`}
          type="search"
          name="q"
          placeholder={t("products.filter.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          defaultValue={q}
          className="h-11"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-categorie`}>{t("products.filter.category")}</Label>
        <Select
          id={`${ids}-categorie`}
          name="categorie"
          defaultValue={categorie}
          className="h-11"
        >
          <option value="">{t("products.filter.allCategories")}</option>
          {categorie && !categories.some((c) => c.name === categorie) ? <option value={categorie}>{categorie}</option> : null}
          {categories.map((category) => (
            <option key={category.id} value={category.name} lang={category.label.lang}>
              {category.label.text}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-tri`}>{t("products.filter.sort")}</Label>
        <Select
          id={`${ids}-tri`}
          name="tri"
          defaultValue={tri}
          className="h-11"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" className={cn(buttonVariants(), "h-11")}>
        <Search aria-hidden="true" />
        {t("products.filter.submit")}
      </button>
      <Link
        to={siteHref("/merchant/products", links)}
        className={cn(buttonVariants({ variant: "outline" }), "h-11")}
      >
        <RotateCcw aria-hidden="true" />
        {t("products.filter.reset")}
      </Link>
      <details open={sans.length > 0} className="rounded-xl bg-gray-50 ring-1 ring-black/5 sm:col-span-2 lg:col-span-5">
        <summary className="min-h-11 cursor-pointer px-4 py-3 text-sm font-medium text-gray-800">
          {t("products.filter.allergies")}
          <span className="font-normal text-gray-600">
            {" · "}
            {sans.length > 0 ? t("products.filter.without", { name: allergenList(sans, t, locale) }) : t("products.filter.allergiesHint")}
          </span>
        </summary>
        <fieldset aria-describedby={`${ids}-sans-note`} className="px-4 pb-4">
          <legend className="sr-only">{t("products.filter.allergies")}</legend>
          <p id={`${ids}-sans-note`} className="mb-3 text-sm text-gray-600">
            {t("products.filter.allergiesNote")}
          </p>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {ALLERGENS.map((code) => (
              // Short classes: fourteen of them on every products page.
              <label key={code} className="flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 text-sm ring-1 ring-black/10">
                <input type="checkbox" name="sans" value={code} defaultChecked={sans.includes(code)} className="size-4 shrink-0 accent-site-secondary" />
                {t("products.filter.without", { name: t(allergenKey(code)) })}
              </label>
            ))}
          </div>
          {/* Its own submit: the form's button is above these boxes. */}
          <button type="submit" className={cn(buttonVariants({ variant: "outline" }), "mt-3 h-11")}>
            <Search aria-hidden="true" />
            {t("products.filter.submit")}
          </button>
        </fieldset>
      </details>
    </Form>
  );
}
