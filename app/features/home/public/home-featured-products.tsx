import { Link } from "react-router";
import { ArrowRight } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { formatPrice } from "~/features/products/format-price";
import { quantityLine } from "~/features/products/unit-price";
import type { ShownFeaturedProduct } from "~/features/home/home-data.server";
import { CONTAINER, SectionHeading } from "~/features/home/public/section-heading";
import { FallbackImage } from "~/features/home/public/fallback-image";
import type { SlotSizes } from "~/features/media/responsive-image";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { Shown } from "~/lib/i18n/translated-text";

/** A square of the grid: 2 columns (gap 16 then 24 px), 4 from lg, in the 1200 px container. */
const CARD_IMAGE: SlotSizes = [
  ["(min-width: 1200px)", "270px"],
  ["(min-width: 1024px)", "calc(25vw - 30px)"],
  ["(min-width: 640px)", "calc(50vw - 36px)"],
  [null, "calc(50vw - 24px)"],
];

/**
 * 'Nos produits phares'. On mobile (below 768 px) only the first 4 are shown:
 * done in CSS so the server-rendered page is the same for every screen.
 */
export function HomeFeaturedProducts({ products, links }: { products: ShownFeaturedProduct[]; links: LinkContext }) {
  const { t, locale } = usePageLanguage();
  const allProducts = siteHref("/merchant/products", links);
  return (
    <section aria-labelledby="produits-phares" className="bg-white py-16 sm:py-24">
      <div className={CONTAINER}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="produits-phares" eyebrow={t("home.featuredEyebrow")} title={t("home.featuredTitle")} align="left" />
          {products.length > 0 ? (
            <Link
              to={allProducts}
              prefetch="intent"
              className="group inline-flex items-center gap-2 self-start rounded-full font-semibold text-gray-900 underline decoration-site-primary decoration-2 underline-offset-8 hover:decoration-site-secondary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-site-secondary sm:self-auto"
            >
              {t("home.allProducts")}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          ) : null}
        </div>
        {products.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-site-tint px-6 py-10 text-center text-gray-700">{t("home.noFeatured")}</p>
        ) : (
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {products.map((product, index) => {
              const price = formatPrice(product.price, product.priceUnit?.text, locale);
              const quantity = quantityLine(product.price, product.netQuantity, product.netQuantityUnit, locale);
              return (
                <li key={product.id} className={cn(index >= 4 && "max-md:hidden")}>
                  <article className="site-product group">
                    <div className="site-product-photo">
                      <FallbackImage
                        src={product.imageUrl}
                        alt=""
                        width={600}
                        height={600}
                        sizes={CARD_IMAGE}
                        coverBox={1}
                        loading="lazy"
                      />
                    </div>
                    <div className="site-product-body">
                      <h3 className="site-product-name">
                        <Shown value={product.name} />
                      </h3>
                      {product.description?.text ? (
                        <p className="site-product-text">
                          <Shown value={product.description} />
                        </p>
                      ) : null}
                      {price ? <p className="site-product-price">{price}</p> : null}
                      {quantity ? <p className="site-product-quantity">{quantity}</p> : null}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
