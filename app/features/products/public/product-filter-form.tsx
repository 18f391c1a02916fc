import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { RotateCcw, Search } from "~/components/icon/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { PRODUCT_SORTS, filtersSearch, type ProductFilters, type ProductSort } from "../product-filters";
import type { CategoryOption } from "../products.server";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search, category, sort and 'Réinitialiser' (public-site.md §2). A GET form: the page is sent
 * without scripts, so it submits to the same URL ('Rechercher', or Enter). When the page runs
 * scripts anyway (reached by a client-side navigation), every change updates the URL at once (the
 * search after a short pause), replacing the history entry so Back leaves the page instead of
 * stepping through keystrokes.
 */
export function ProductFilterForm({ filters, categories, links }: { filters: ProductFilters; categories: CategoryOption[]; links: LinkContext }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useId();

  const [q, setQ] = useState(filters.q);
  const [categorie, setCategorie] = useState(filters.categorie);
  const [tri, setTri] = useState<ProductSort>(filters.tri);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL is the source of truth (Back, 'Réinitialiser', a shared link): follow it, except for
  // the search box while the visitor is typing in it (it may already hold more than the URL).
  useEffect(() => {
    if (document.activeElement !== searchRef.current) setQ(filters.q);
  }, [filters.q]);
  useEffect(() => {
    setCategorie(filters.categorie);
    setTri(filters.tri);
  }, [filters.categorie, filters.tri]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // On the platform host the site is chosen by ?site=, which a GET form would otherwise drop.
  const siteParam = !links.customDomain && links.siteId ? links.siteId : null;

  function apply(next: ProductFilters) {
    clearTimeout(timer.current);
    const search = filtersSearch(next, { site: siteParam });
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: q.trim(), categorie, tri });
  }

  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtrer les produits"
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] lg:items-end"
    >
      {siteParam ? <input type="hidden" name="site" value={siteParam} /> : null}
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${ids}-q`}>Recherche</Label>
        <Input
          ref={searchRef}
          id={`${ids}-q`}
          type="search"
          name="q"
          placeholder="Rechercher un produit..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={q}
          onChange={(event) => {
            const value = event.target.value;
            setQ(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply({ q: value.trim(), categorie, tri }), SEARCH_DEBOUNCE_MS);
          }}
          className="h-11"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-categorie`}>Catégorie</Label>
        <Select
          id={`${ids}-categorie`}
          name="categorie"
          value={categorie}
          onChange={(event) => {
            setCategorie(event.target.value);
            apply({ q: q.trim(), categorie: event.target.value, tri });
          }}
          className="h-11"
        >
          <option value="">Toutes les catégories</option>
          {categorie && !categories.some((c) => c.name === categorie) ? <option value={categorie}>{categorie}</option> : null}
          {categories.map((category) => (
            <option key={category.id} value={category.name}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-tri`}>Trier par</Label>
        <Select
          id={`${ids}-tri`}
          name="tri"
          value={tri}
          onChange={(event) => {
            const value = event.target.value as ProductSort;
            setTri(value);
            apply({ q: q.trim(), categorie, tri: value });
          }}
          className="h-11"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </Select>
      </div>
      {/* The page is sent without scripts: this button applies the search, category and sort at once. */}
      <button type="submit" className={cn(buttonVariants(), "h-11")}>
        <Search aria-hidden="true" />
        Rechercher
      </button>
      <Link
        to={siteHref("/merchant/products", links)}
        replace
        preventScrollReset
        onClick={() => clearTimeout(timer.current)}
        className={cn(buttonVariants({ variant: "outline" }), "h-11")}
      >
        <RotateCcw aria-hidden="true" />
        Réinitialiser
      </Link>
    </Form>
  );
}
