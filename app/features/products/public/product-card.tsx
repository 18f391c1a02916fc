import { useId } from "react";
import { formatPrice } from "~/features/products/format-price";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";
import { ResponsiveImg } from "~/features/media/responsive-img";
import { useShownImage } from "~/features/media/shown-image";
import type { ShownProduct } from "~/features/products/shown-products";
import { Shown } from "~/lib/i18n/translated-text";
import { ShareButton } from "~/components/storefront/share-button";
import { shareLabelsOf } from "~/lib/i18n/share-labels";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { allergenSentences } from "~/features/products/allergens";
import { quantityLine } from "~/features/products/unit-price";

const PLACEHOLDER = "/placeholder.svg";

/** A card of the grid (1, 2, 3 then 4 columns, gap 24 px) in the 1200 px container. */
const CARD_IMAGE: SlotSizes = [
  ["(min-width: 1280px)", "270px"],
  ["(min-width: 1024px)", "calc(33.3vw - 32px)"],
  ["(min-width: 640px)", "calc(50vw - 36px)"],
  [null, "calc(100vw - 32px)"],
];

/**
 * One product of the grid: image (placeholder fallback), name, description,
 * price with its unit; several active variants are listed under 'Déclinaisons disponibles :'.
 * `eager` for the first row, which is above the fold.
 */
export function ProductCard({ product, eager = false, shareUrl = null }: { product: ShownProduct; eager?: boolean; shareUrl?: string | null }) {
  // Expert sites: 'Partager' leads to this card on the products page.
  const anchor = shareUrl ? `produit-${product.id}` : undefined;
  const titleId = useId();
  const { locale, t } = usePageLanguage();
  const price = formatPrice(product.price, product.priceUnit?.text, locale);
  // A unit not translated yet keeps its French, and the price that holds it says so.
  const priceLang = product.priceUnit?.lang;
  const showVariants = product.variants.length > 1;
  // One variant shown: its own lists when it has them; the card's net quantity is that of the priced variant.
  const single = product.variants.length === 1 ? product.variants[0] : null;
  const quantity = showVariants ? null : quantityLine(product.price, product.netQuantity, product.netQuantityUnit, locale);
  // The placeholder when there is no image or the media store lacks it (decided on the server, ADR 046).
  const image = responsiveImage(useShownImage(product.imageUrl) ?? PLACEHOLDER, { sizes: CARD_IMAGE, coverBox: 4 / 3 });
  return (
    <article
      id={anchor}
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_3px_rgba(0,0,0,0.06),0_8px_24px_-12px_rgba(0,0,0,0.18)] ring-1 ring-black/5 transition duration-300 hover:-translate-y-0.5 hover:shadow-[0_2px_6px_rgba(0,0,0,0.06),0_18px_36px_-16px_rgba(0,0,0,0.28)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-100">
        <ResponsiveImg
          image={image}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1.5">
          {/* Above the name rather than on the photo, whose top it used to cover. */}
          {product.categoryName ? (
            <p lang={product.categoryName.lang} className="w-fit rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">
              {product.categoryName.text}
            </p>
          ) : null}
          <h2 id={titleId} className="font-display text-xl font-semibold leading-snug text-gray-900">
            <Shown value={product.name} />
          </h2>
          {product.description ? (
            <p lang={product.description.lang} className="text-sm leading-relaxed text-gray-600">
              {product.description.text}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          {price ? (
            product.priceIsMinimum ? (
              <p data-testid="product-price" className="text-sm text-gray-600">
                {`${t("products.priceFrom")} `}
                <span lang={priceLang} className="text-base font-semibold text-site-secondary">
                  {price}
                </span>
              </p>
            ) : (
              <p data-testid="product-price" lang={priceLang} className="text-lg font-semibold text-site-secondary">
                {price}
                {quantity ? (
                  <span data-testid="product-unit-price" className="ml-2 whitespace-nowrap text-sm font-normal tabular-nums text-gray-600">
                    {quantity}
                  </span>
                ) : null}
              </p>
            )
          ) : null}
          <AllergenNotes allergens={single?.allergens ?? product.allergens} traces={single?.allergenTraces ?? product.allergenTraces} testId="product-allergens" />
          {showVariants ? (
            <div className="rounded-xl bg-gray-50 p-3.5 ring-1 ring-black/5">
              <p className="text-sm font-semibold text-gray-800">{t("products.variants")}</p>
              <ul className="mt-2 divide-y divide-gray-200/80">
                {product.variants.map((variant) => (
                  <li key={variant.id} className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
                    <div className="min-w-0">
                      <p lang={variant.name.lang} className="text-sm font-medium text-gray-900">
                        {variant.name.text}
                      </p>
                      {variant.description ? (
                        <p lang={variant.description.lang} className="text-xs leading-relaxed text-gray-600">
                          {variant.description.text}
                        </p>
                      ) : null}
                      {/* A variant's own lists only: otherwise the card's, said once above. */}
                      {variant.allergens !== null || variant.allergenTraces !== null ? (
                        <AllergenNotes allergens={variant.allergens ?? []} traces={variant.allergenTraces ?? []} testId="variant-allergens" small />
                      ) : null}
                    </div>
                    <div className="shrink-0 text-right">
                      <p lang={variant.priceUnit?.lang} className="shrink-0 text-sm font-semibold text-site-secondary">
                        {formatPrice(variant.price, variant.priceUnit?.text, locale)}
                      </p>
                      <VariantQuantity price={variant.price} quantity={variant.netQuantity} unit={variant.netQuantityUnit} />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {shareUrl && anchor ? (
            <div className="-ml-4">
              <ShareButton url={`${shareUrl}#${anchor}`} title={product.name.text} headingId={titleId} labels={shareLabelsOf(t)} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The allergens in words ('Allergènes : céréales contenant du gluten, lait, œufs.', 'Peut contenir
 * des traces de : fruits à coque.'); nothing at all when both lists are empty, since an empty list
 * may only mean the merchant has not filled it in.
 */
function AllergenNotes({ allergens, traces, testId, small = false }: { allergens: string[]; traces: string[]; testId: string; small?: boolean }) {
  const { locale, t } = usePageLanguage();
  const { contains, traces: mayContain } = allergenSentences(allergens, traces, t, locale);
  if (!contains && !mayContain) return null;
  return (
    <div data-testid={testId} className={small ? "mt-1 text-xs leading-relaxed text-gray-700" : "text-sm leading-relaxed text-gray-700"}>
      {contains ? <p>{contains}</p> : null}
      {mayContain ? <p>{mayContain}</p> : null}
    </div>
  );
}

function VariantQuantity({ price, quantity, unit }: { price: number; quantity: number | null; unit: ShownProduct["netQuantityUnit"] }) {
  const { locale } = usePageLanguage();
  const line = quantityLine(price, quantity, unit, locale);
  return line ? <p className="whitespace-nowrap text-xs tabular-nums text-gray-600">{line}</p> : null;
}
