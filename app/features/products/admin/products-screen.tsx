import { useState, type ReactNode } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { CalendarClock, FolderPlus, Layers, Package, Pencil, Plus, Search, Star, Tag, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { CheckedSiteImage } from "~/features/media/checked-site-image";
import type { SlotSizes } from "~/features/media/responsive-image";
import { lazyDialog, preloadOn } from "~/features/admin-kit/lazy-dialog";
import { CategoryOptions, deleteText, type Deleting } from "~/features/products/admin/product-list-helpers";
import { productListSearch, type ProductListFilters } from "~/features/products/product-filters";
import { PRODUCT_MESSAGES } from "~/features/products/products-texts";
import type { AdminCategory, AdminProduct, FeaturedListItem, ProductStats } from "~/features/products/products.server";
import { FeaturedOrder } from "~/features/products/admin/featured-order";
import { FoldButton, useFold } from "~/features/products/admin/fold";
import { formatFrench } from "~/lib/french-date";
import { PostButton } from "~/features/social/admin/post-button";

type Props = {
  filters: ProductListFilters;
  products: AdminProduct[];
  categories: AdminCategory[];
  stats: ProductStats;
  featured: FeaturedListItem[];
  loadError: boolean;
};

/** The dialogs (their forms, the products' schemas and zod) load when first wanted. */
const ProductDialog = lazyDialog(() => import("~/features/products/admin/product-dialog").then((m) => m.ProductDialog));
const CategoryDialog = lazyDialog(() => import("~/features/products/admin/category-dialogs").then((m) => m.CategoryDialog));

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" });

/** /admin/products (Products): stats, filters in the URL, category chips, product cards, dialogs. */
export function ProductsPage({ filters, products, categories, stats, featured, loadError }: Props) {
  // Both addresses of the page post to themselves.
  const action = useLocation().pathname;
  const [productDialog, setProductDialog] = useState<{ open: boolean; product: AdminProduct | null }>({ open: false, product: null });
  const [categoryDialog, setCategoryDialog] = useState<{ open: boolean; category: AdminCategory | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === action;

  const filtered = Boolean(filters.search || filters.categoryId);
  const overviewSummary = `${stats.total} produit${stats.total > 1 ? "s" : ""} · ${stats.featured} mis en avant${filtered ? " · filtres actifs" : ""}`;
  const chipHref = (categoryId: string) => `${action}${productListSearch({ ...filters, categoryId })}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Produits"
        description="Vos produits et leurs déclinaisons, tels qu'ils apparaissent sur la page Produits et, mis en avant, sur l'accueil."
        actions={
          <>
            <Button variant="outline" {...preloadOn(CategoryDialog)} onClick={() => setCategoryDialog({ open: true, category: null })}>
              <FolderPlus aria-hidden="true" />
              Nouvelle catégorie
            </Button>
            <Button {...preloadOn(ProductDialog)} onClick={() => setProductDialog({ open: true, product: null })}>
              <Plus aria-hidden="true" />
              Nouveau produit
            </Button>
          </>
        }
      />

      <OverviewFold summary={overviewSummary}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Produits" value={stats.total} icon={Package} />
          <StatCard label="Actifs" value={stats.active} icon={Layers} />
          <StatCard label="Mis en avant" value={stats.featured} icon={Star} />
          <StatCard label="Catégories" value={stats.categories} icon={Tag} />
        </dl>

        <Form
          key={productListSearch(filters)}
          method="get"
          action={action}
          className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_auto_auto_auto_auto]"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="products-search">Rechercher</Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input id="products-search" name="search" type="search" defaultValue={filters.search} placeholder="Nom ou description" className="pl-9" />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="products-category">Catégorie</Label>
            <Select id="products-category" name="category" defaultValue={filters.categoryId}>
              <option value="">Toutes les catégories</option>
              <CategoryOptions categories={categories} />
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="products-sort">Trier par</Label>
            <Select id="products-sort" name="sort_by" defaultValue={filters.sortBy}>
              <option value="created_at">Date de création</option>
              <option value="name">Nom</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="products-order">Ordre</Label>
            <Select id="products-order" name="sort_order" defaultValue={filters.sortOrder}>
              <option value="desc">Décroissant</option>
              <option value="asc">Croissant</option>
            </Select>
          </div>
          <Button type="submit" variant="outline">
            Filtrer
          </Button>
        </Form>
      </OverviewFold>

      <nav aria-label="Catégories" className="flex flex-wrap items-center gap-2">
        <CategoryChip href={chipHref("")} active={!filters.categoryId} label="Toutes" />
        {categories.map((c) => (
          <span key={c.id} className="inline-flex items-center rounded-full border bg-card pr-1">
            <CategoryChip href={chipHref(c.id)} active={filters.categoryId === c.id} label={`${c.name} (${c.productCount})`} bare />
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-7 rounded-full"
              {...preloadOn(CategoryDialog)}
              onClick={() => setCategoryDialog({ open: true, category: c })}
            >
              <Pencil aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Modifier la catégorie {c.name}</span>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-7 rounded-full text-muted-foreground hover:bg-red-50 hover:text-red-700"
              onClick={() => setDeleting({ kind: "category", id: c.id, name: c.name, productCount: c.productCount })}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Supprimer la catégorie {c.name}</span>
            </Button>
          </span>
        ))}
      </nav>

      <FeaturedOrder featured={featured} action={action} />

      <p aria-live="polite" className={cn("text-sm text-muted-foreground", !loading && "sr-only")}>
        {loading ? "Chargement des produits..." : ""}
      </p>

      {loadError ? (
        <LoadErrorAlert>{PRODUCT_MESSAGES.loadFailed}</LoadErrorAlert>
      ) : products.length === 0 ? (
        <EmptyState icon={<Package />}>
          {filtered ? "Aucun produit ne correspond à ces filtres." : "Aucun produit pour le moment. Ajoutez votre premier produit."}
        </EmptyState>
      ) : (
        <ul className={cn("grid gap-4 sm:grid-cols-2 xl:grid-cols-3", loading && "opacity-60")} aria-label="Produits">
          {products.map((p, index) => (
            <ProductCard
              key={p.id}
              product={p}
              action={action}
              eager={index < 3}
              onEdit={() => setProductDialog({ open: true, product: p })}
              onDelete={() => setDeleting({ kind: "product", id: p.id, name: p.name })}
            />
          ))}
        </ul>
      )}

      <ProductDialog
        open={productDialog.open}
        onOpenChange={(open) => setProductDialog((d) => ({ ...d, open }))}
        product={productDialog.product}
        categories={categories}
        action={action}
      />
      <CategoryDialog
        open={categoryDialog.open}
        onOpenChange={(open) => setCategoryDialog((d) => ({ ...d, open }))}
        category={categoryDialog.category}
        action={action}
      />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(target) => (target.kind === "category" ? "Supprimer cette catégorie\u00a0?" : "Supprimer ce produit\u00a0?")}
        description={deleteText}
        fields={(target): Record<string, string> =>
          target.kind === "category" ? { intent: "delete-category", categoryId: target.id } : { intent: "delete-product", productId: target.id }
        }
        action={action}
      />
    </div>
  );
}

const OVERVIEW_ID = "products-overview";

/**
 * The stats and filters filled a phone's first screen: folded there. The fold's state lives here, so that
 * setting it once hydrated (from the screen's width) renders this button again, not the whole screen
 * and its product cards: the content, made by the page, is kept as it is.
 */
function OverviewFold({ summary, children }: { summary: string; children: ReactNode }) {
  const overview = useFold();
  return (
    <>
      <div className="-mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <FoldButton fold={overview} controls={OVERVIEW_ID}>
          Statistiques et filtres
        </FoldButton>
        <span className={cn("text-sm text-muted-foreground", overview.summary)}>{summary}</span>
      </div>
      <div id={OVERVIEW_ID} className={cn("flex flex-col gap-6", overview.content)}>
        {children}
      </div>
    </>
  );
}

/** One group of the stats <dl>: the icon sits in the <dt> so the group holds only dt and dd. */
function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: typeof Package }) {
  return (
    <div className="relative flex flex-col-reverse rounded-xl border bg-card p-4 pl-17">
      <dt className="text-sm text-muted-foreground">
        <span aria-hidden="true" className="absolute top-1/2 left-4 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-muted">
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function CategoryChip({ href, active, label, bare = false }: { href: string; active: boolean; label: string; bare?: boolean }) {
  return (
    <Link
      to={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-full px-3 py-1.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        !bare && "border bg-card",
        active ? "bg-foreground font-medium text-background" : "text-foreground hover:bg-muted",
      )}
    >
      {label}
    </Link>
  );
}

/** The cards' widths: one column on a phone, two from `sm`, three from `xl`, beside the 16rem sidebar from `md`. */
const CARD_SIZES: SlotSizes = [
  ["(min-width: 80rem)", "calc((100vw - 16rem - 6rem) / 3)"],
  ["(min-width: 48rem)", "calc((100vw - 16rem - 4rem) / 2)"],
  ["(min-width: 40rem)", "calc((100vw - 3rem) / 2)"],
  [null, "calc(100vw - 2rem)"],
];

function ProductCard({
  product,
  action,
  eager,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  action: string;
  eager: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.formData?.get("isFeatured");
  const featured = typeof pending === "string" ? pending === "true" : product.isFeatured;
  const prices = product.variants.map((v) => v.price);
  const from = prices.length ? Math.min(...prices) : product.price;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="relative aspect-[4/3] bg-muted">
        {/* The stored picture's narrower copies for a card of a third of the screen at most; the first row at once (the largest paint), the others as they scroll in. */}
        <CheckedSiteImage
          src={product.imageUrl}
          alt=""
          width={400}
          height={300}
          sizes={CARD_SIZES}
          coverBox={4 / 3}
          eager={eager}
          className="size-full object-cover"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {product.isActive ? (
            <Badge variant="success">Actif</Badge>
          ) : (
            <Badge variant="outline" className="bg-card">
              Inactif
            </Badge>
          )}
          {featured ? <Badge variant="warning">Mis en avant</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base leading-snug font-semibold">{product.name}</h2>
          {from !== null ? (
            <p className="shrink-0 text-sm font-semibold tabular-nums">
              {prices.length > 1 ? "dès " : ""}
              {euros.format(from)}
            </p>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {product.categoryName ?? "Sans catégorie"} · {product.variants.length} déclinaison{product.variants.length > 1 ? "s" : ""}
        </p>
        {product.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p> : null}
        {product.endDate ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            Jusqu'au {formatFrench(day, new Date(`${product.endDate}T00:00:00Z`))}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <fetcher.Form method="post" action={action}>
            <SiteIdField />
            <input type="hidden" name="intent" value="toggle-featured" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="isFeatured" value={String(!featured)} />
            <Button
              type="submit"
              size="sm"
              variant={featured ? "outline" : "secondary"}
              aria-label={`${featured ? "Retirer" : "Mettre en avant"}\u00a0: ${product.name}`}
            >
              <Star aria-hidden="true" className={cn(featured && "fill-current")} />
              {featured ? "Retirer" : "Mettre en avant"}
            </Button>
          </fetcher.Form>
          <div className="flex items-center gap-1">
            <PostButton target={{ type: "product", id: product.id }} name={product.name} />
            <Button variant="ghost" size="icon-sm" {...preloadOn(ProductDialog)} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              <span className="sr-only">Modifier {product.name}</span>
            </Button>
            <DeleteButton label={`Supprimer ${product.name}`} onClick={onDelete} />
          </div>
        </div>
      </div>
    </li>
  );
}
