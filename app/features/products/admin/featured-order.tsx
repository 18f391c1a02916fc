import { memo } from "react";
import { Info } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { imageFile, objectPosition, splitFocalPoint } from "~/features/media/focal-point";
import { cn } from "~/lib/cn";
import { FoldButton, useFold } from "~/features/products/admin/fold";
import { FEATURED_PRODUCTS_LIMIT, FEATURED_TEXTS, REORDER_FEATURED, shownOnHome } from "~/features/products/featured-products";
import type { FeaturedListItem } from "~/features/products/products.server";

const LIST_ID = "featured-order-list";

/**
 * 'Ordre sur l'accueil': the featured products in the home's order, dragged with the
 * kit's SortableList. The home shows the first four active ones; each row says whether it is one,
 * and beyond four the card says so in the issue's words.
 */
export function FeaturedOrder({ featured, action }: { featured: FeaturedListItem[]; action: string }) {
  // Folded on phones like the stats, so that the first screen shows products.
  const fold = useFold();
  if (featured.length === 0) return null;
  const active = featured.filter((p) => p.isActive).length;
  const tooMany = active > FEATURED_PRODUCTS_LIMIT;
  return (
    <section aria-labelledby="featured-order-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-col gap-1">
        <h2 id="featured-order-title" className="text-base font-semibold">
          <FoldButton fold={fold} controls={LIST_ID} className="-my-1 h-auto px-2 py-1 text-base font-semibold">
            {FEATURED_TEXTS.title}
          </FoldButton>
        </h2>
        <p className={cn("text-sm text-muted-foreground", fold.summary)}>
          {Math.min(active, FEATURED_PRODUCTS_LIMIT)} sur l'accueil, {featured.length} mis en avant
        </p>
        <p className={cn("text-sm text-muted-foreground", fold.content)}>Faites glisser les produits mis en avant dans l'ordre où l'accueil les présente.</p>
      </div>
      {tooMany ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {FEATURED_TEXTS.onlyFirstFour}
        </p>
      ) : null}
      <div id={LIST_ID} className={fold.content}>
        <FeaturedList featured={featured} action={action} />
      </div>
    </section>
  );
}

/**
 * The list itself, apart: the fold's state, set once hydrated from the screen's width, renders the
 * card's title and texts again, not every row with its drag handle.
 */
const FeaturedList = memo(function FeaturedList({ featured, action }: { featured: FeaturedListItem[]; action: string }) {
  return (
    <SortableList
      items={featured}
      label={FEATURED_TEXTS.listLabel}
      reorderAction={action}
      intent={REORDER_FEATURED}
      className="grid-cols-1 gap-2"
      renderItem={(product, { handle, shown }) => {
        const onHome = shownOnHome(shown).has(product.id);
        return (
          <div className={cn("flex items-center gap-2 rounded-lg border p-1.5 pr-3", onHome ? "bg-background" : "bg-muted/50")}>
            {handle}
            <img
              src={product.imageUrl ? imageFile(product.imageUrl) : "/placeholder.svg"}
              style={{ objectPosition: objectPosition(product.imageUrl ? splitFocalPoint(product.imageUrl).focus : null) }}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className={cn("size-10 shrink-0 rounded-md bg-muted object-cover max-sm:hidden", !onHome && "opacity-60")}
            />
            {/* On a phone the badge goes under the name, which then keeps the row's width. */}
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
              <span className={cn("min-w-0 flex-1 truncate text-sm font-medium", !onHome && "text-muted-foreground")}>{product.name}</span>
              {onHome ? (
                <Badge variant="success">{FEATURED_TEXTS.onHome}</Badge>
              ) : (
                <Badge variant="outline">{product.isActive ? FEATURED_TEXTS.notOnHome : FEATURED_TEXTS.inactive}</Badge>
              )}
            </div>
          </div>
        );
      }}
    />
  );
});
