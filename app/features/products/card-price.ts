/**
 * The price on a card, also the key of 'Prix croissant':
 * - several active variants → the lowest of them (shown as "À partir de …", each variant listed);
 * - exactly one → that variant's price and unit;
 * - none → the product's own price (copied from its first variant on save), if any.
 * The unit is passed through as it is: written, or as a page in another language shows it.
 */
export function cardPrice<Unit = string>(
  product: { price: number | null; priceUnit: Unit | null },
  variants: readonly { price: number; priceUnit: Unit | null }[],
): { price: number | null; priceUnit: Unit | null; priceIsMinimum: boolean } {
  if (variants.length === 0) return { price: product.price, priceUnit: product.priceUnit, priceIsMinimum: false };
  const lowest = variants.reduce((min, v) => (v.price < min.price ? v : min));
  return { price: lowest.price, priceUnit: lowest.priceUnit, priceIsMinimum: variants.length > 1 };
}
