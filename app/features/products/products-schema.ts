import { z } from "~/lib/zod";
import { optionalImageUrl } from "~/features/media/image-url-field";
import { parsePrice } from "~/features/products/format-price";
import { PRODUCT_MESSAGES } from "~/features/products/products-texts";
import { ALLERGENS, NET_QUANTITY_UNITS } from "~/db/enums";
import { inRegulationOrder } from "~/features/products/allergens";
import { isLargeEnough, isNetQuantityUnit, needsNetQuantity, parseNetQuantity } from "~/features/products/unit-price";

export const variantNameRequired = (n: number) => `Le nom de la déclinaison ${n} est obligatoire`;
export const variantPriceRequired = (n: number) => `Le prix de la déclinaison ${n} doit être supérieur à 0`;
/** Beyond the spec: a price typed in a way we cannot read without guessing. */
export const variantPriceTooHigh = (n: number) => `Le prix de la déclinaison ${n} est trop élevé (99\u00a0999\u00a0999,99\u00a0€ au plus)`;
export const variantPriceUnreadable = (n: number) => `Le prix de la déclinaison ${n} n'est pas un montant lisible\u00a0: écrivez par exemple 18,50`;
export const variantQuantityUnreadable = (n: number) => `Le poids ou volume de la déclinaison ${n} n'est pas lisible\u00a0: écrivez par exemple 400 ou 1,5`;
export const variantQuantityTooSmall = (n: number) => `Le poids ou volume de la déclinaison ${n} doit être d'au moins 1\u00a0g ou 1\u00a0ml`;

/** Variants added in the dialog carry a temporary id until the save creates them. */
export const TEMP_ID_PREFIX = "temp-";
export const isTempId = (id: string) => id.startsWith(TEMP_ID_PREFIX);

const optionalText = z
  .string()
  .trim()
  .max(5000)
  .transform((v) => (v === "" ? null : v));

/** A variant as the dialog sends it: strings, as typed. */
export type VariantDraft = {
  id: string;
  name: string;
  description: string;
  price: string;
  priceUnit: string;
  imageUrl: string;
  isActive: boolean;
  /** 'Allergènes différents pour cette déclinaison': its own two lists below; otherwise the product's. */
  ownAllergens?: boolean;
  allergens?: string[];
  allergenTraces?: string[];
  /** 'Poids net ou volume', as typed ("400", "1,5"), and its unit (g, kg, ml, cl, l). */
  netQuantity?: string;
  netQuantityUnit?: string;
};

export type ProductDraft = {
  name: string;
  description: string;
  categoryId: string;
  endDate: string;
  isActive: boolean;
  /** Codes of `ALLERGENS`: what the product contains, and what it may contain traces of. */
  allergens?: string[];
  allergenTraces?: string[];
  variants: VariantDraft[];
};

/** What variants are, in the one line the dialog shows above them. */
export const VARIANTS_HINT =
  "Une déclinaison par prix (par exemple «\u00a0Pour 6\u00a0personnes\u00a0» et «\u00a0Pour 8\u00a0personnes\u00a0»)\u00a0; un produit à prix unique n'en a qu'une, qui porte son nom.";

/**
 * The variant whose name follows the product's as it is typed — the first one, while
 * its name is blank or the product's own — or null. A product with one price then needs no
 * variant name invented; the spec's 'Le nom de la déclinaison 1 est obligatoire' stays the rule.
 */
export function nameFollower(draft: ProductDraft): string | null {
  const first = draft.variants[0];
  return first && (first.name.trim() === "" || first.name === draft.name) ? first.id : null;
}

/** The draft with the product's new name, given to the variant that follows it (`nameFollower`; null once she named it herself). */
export function renameProduct(draft: ProductDraft, name: string, follower: string | null): ProductDraft {
  return { ...draft, name, variants: draft.variants.map((variant) => (variant.id === follower ? { ...variant, name } : variant)) };
}

/** The dialog's messages: `name`, `variants` (none at all), and per variant `variants.{index}.name` and `variants.{index}.price`. */
export type ProductFormErrors = Partial<Record<string, string>>;

/** The key of a variant's field in `ProductFormErrors`. */
export const variantErrorKey = (index: number, field: "name" | "price" | "netQuantity") => `variants.${index}.${field}`;

const variantId = z.union([z.uuid(), z.string().regex(/^temp-[A-Za-z0-9-]{1,60}$/)]);
/** A variant's image: the shared image field; its message is never shown (the image field checks first). */
const url = optionalImageUrl();

/**
 * What is wrong with a typed price, or null: blank, zero or negative get the spec's 'doit être supérieur
 * à 0'; beyond the column, 'trop élevé'; anything else we cannot read without guessing, 'n'est pas
 * un montant lisible'.
 */
function priceMessage(text: string, n: number): string | null {
  const price = parsePrice(text);
  if (price !== null) return price > 0 ? null : variantPriceRequired(n);
  if (text.trim() === "") return variantPriceRequired(n);
  const minus = /^\s*[-−]/;
  if (minus.test(text) && parsePrice(text.replace(minus, ""), Infinity) !== null) return variantPriceRequired(n);
  if (parsePrice(text, Infinity) !== null) return variantPriceTooHigh(n);
  return variantPriceUnreadable(n);
}

/** What is wrong with a typed net quantity, or null: only asked of a price per piece or per pack; blank is allowed. */
function quantityMessage(v: VariantDraft, n: number): string | null {
  const text = v.netQuantity ?? "";
  if (!needsNetQuantity(v.priceUnit) || text.trim() === "") return null;
  const unit = v.netQuantityUnit ?? "";
  if (/^\s*[-−]/.test(text) || /^[\s0.,]+$/.test(text)) return variantQuantityTooSmall(n);
  const quantity = parseNetQuantity(text);
  if (quantity === null || !isNetQuantityUnit(unit)) return variantQuantityUnreadable(n);
  return isLargeEnough(quantity, unit) ? null : variantQuantityTooSmall(n);
}

/** The spec's checks, in the order the dialog shows them; shared by the dialog and the action. */
export function validateProductDraft(draft: ProductDraft): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (draft.name.trim() === "") errors.name = PRODUCT_MESSAGES.nameRequired;
  if (draft.variants.length === 0) errors.variants = PRODUCT_MESSAGES.variantRequired;
  draft.variants.forEach((v, index) => {
    const n = index + 1;
    if (v.name.trim() === "") errors[variantErrorKey(index, "name")] = variantNameRequired(n);
    const message = priceMessage(v.price, n);
    if (message) errors[variantErrorKey(index, "price")] = message;
    const quantity = quantityMessage(v, n);
    if (quantity) errors[variantErrorKey(index, "netQuantity")] = quantity;
  });
  return errors;
}

export const hasErrors = (e: ProductFormErrors) => Object.keys(e).length > 0;

/** A list of allergen codes: anything outside `ALLERGENS` is refused; kept once each, in the regulation's order. */
const allergenList = z
  .array(z.enum(ALLERGENS))
  .max(ALLERGENS.length * 2)
  .default([])
  .transform((codes) => inRegulationOrder(codes));

const variantSchema = z
  .object({
    id: variantId,
    name: z.string().trim().min(1).max(200),
    description: optionalText,
    price: z.string().transform((v, ctx) => {
      const price = parsePrice(v);
      if (price === null || price <= 0) {
        ctx.addIssue({ code: "custom", message: "price" });
        return z.NEVER;
      }
      return price;
    }),
    priceUnit: z
      .string()
      .trim()
      .max(60)
      .transform((v) => (v === "" ? null : v)),
    imageUrl: url,
    isActive: z.boolean(),
    ownAllergens: z.boolean().default(false),
    allergens: allergenList,
    allergenTraces: allergenList,
    netQuantity: z.string().max(30).default(""),
    netQuantityUnit: z.union([z.enum(NET_QUANTITY_UNITS), z.literal("")]).default(""),
  })
  .transform(({ ownAllergens, allergens, allergenTraces, netQuantity: typed, netQuantityUnit, ...variant }, ctx) => {
    // A price already per kilogram or litre needs no quantity: what was typed before is dropped.
    const asked = needsNetQuantity(variant.priceUnit) && typed.trim() !== "";
    const quantity = asked ? parseNetQuantity(typed) : null;
    if (asked && (quantity === null || netQuantityUnit === "" || !isLargeEnough(quantity, netQuantityUnit))) {
      ctx.addIssue({ code: "custom", message: "netQuantity" });
      return z.NEVER;
    }
    return {
      ...variant,
      // Null: the product's lists.
      allergens: ownAllergens ? allergens : null,
      allergenTraces: ownAllergens ? allergenTraces : null,
      netQuantity: quantity,
      netQuantityUnit: quantity === null || netQuantityUnit === "" ? null : netQuantityUnit,
    };
  });

const productSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: optionalText,
  categoryId: z.union([z.uuid(), z.literal("")]).transform((v) => (v === "" ? null : v)),
  endDate: z.union([z.iso.date(), z.literal("")]).transform((v) => (v === "" ? null : v)),
  isActive: z.boolean(),
  allergens: allergenList,
  allergenTraces: allergenList,
  variants: z.array(variantSchema).min(1).max(50),
});

export type ProductInput = z.output<typeof productSchema>;
export type VariantInput = ProductInput["variants"][number];

/** Reads the dialog's JSON payload; the messages come from `validateProductDraft`. */
export function parseProductPayload(
  raw: FormDataEntryValue | null,
): { ok: true; draft: ProductDraft; input: ProductInput } | { ok: false; draft: ProductDraft | null; errors: ProductFormErrors } {
  let json: unknown;
  try {
    json = typeof raw === "string" ? JSON.parse(raw) : null;
  } catch {
    json = null;
  }
  const draft = draftSchema.safeParse(json);
  if (!draft.success) return { ok: false, draft: null, errors: {} };
  const errors = validateProductDraft(draft.data);
  if (hasErrors(errors)) return { ok: false, draft: draft.data, errors };
  const input = productSchema.safeParse(draft.data);
  if (!input.success) return { ok: false, draft: draft.data, errors: {} };
  return { ok: true, draft: draft.data, input: input.data };
}

const draftSchema = z.object({
  name: z.string().max(5000),
  description: z.string().max(5000),
  categoryId: z.string().max(100),
  endDate: z.string().max(20),
  isActive: z.boolean(),
  variants: z
    .array(
      z.object({
        id: z.string().max(100),
        name: z.string().max(5000),
        description: z.string().max(5000),
        price: z.string().max(30),
        priceUnit: z.string().max(200),
        imageUrl: z.string().max(2000),
        isActive: z.boolean(),
        ownAllergens: z.boolean().optional(),
        allergens: z.array(z.string().max(40)).max(40).optional(),
        allergenTraces: z.array(z.string().max(40)).max(40).optional(),
        netQuantity: z.string().max(30).optional(),
        netQuantityUnit: z.string().max(10).optional(),
      }),
    )
    .max(50),
  allergens: z.array(z.string().max(40)).max(40).optional(),
  allergenTraces: z.array(z.string().max(40)).max(40).optional(),
});

export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, PRODUCT_MESSAGES.categoryNameRequired).max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .transform((v) => (v === "" ? null : v)),
});
export type CategoryField = "name" | "description";
export const CATEGORY_FIELDS = ["name", "description"] as const;
