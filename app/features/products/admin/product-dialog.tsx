import { useId, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { cn } from "~/lib/cn";
import { ImageField } from "~/features/media/image-field";
import {
  hasErrors,
  nameFollower,
  renameProduct,
  TEMP_ID_PREFIX,
  validateProductDraft,
  variantErrorKey,
  VARIANTS_HINT,
  type ProductDraft,
  type VariantDraft,
} from "~/features/products/products-schema";
import { parsePrice } from "~/features/products/format-price";
import type { AdminCategory, AdminProduct } from "~/features/products/products.server";
import { CategoryOptions } from "~/features/products/admin/product-list-helpers";
import { AllergenPicker } from "~/features/products/admin/allergen-picker";
import { NET_QUANTITY_UNITS } from "~/db/enums";
import {
  formatUnitPrice,
  isLargeEnough,
  isNetQuantityUnit,
  needsNetQuantity,
  parseNetQuantity,
  unitPrice,
  unitPriceLabel,
} from "~/features/products/unit-price";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this product; create when null. */
  product: AdminProduct | null;
  categories: AdminCategory[];
  action: string;
};

const newVariant = (): VariantDraft => ({
  id: `${TEMP_ID_PREFIX}${crypto.randomUUID()}`,
  name: "",
  description: "",
  price: "",
  priceUnit: "",
  imageUrl: "",
  isActive: true,
  ownAllergens: false,
  allergens: [],
  allergenTraces: [],
  netQuantity: "",
  netQuantityUnit: "g",
});

/** A stored quantity as the field shows it: "400", "1,5". */
const quantityText = (quantity: number | null) => (quantity === null ? "" : String(quantity).replace(".", ","));

/** A stored price as the field shows it: "18,50". */
const priceText = (price: number) => price.toFixed(2).replace(".", ",");

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** What the price field will save, read back in French ('18,50 €') before the merchant saves. */
function PriceReading({ id, text }: { id: string; text: string }) {
  const price = parsePrice(text);
  const blank = text.trim() === "";
  return (
    <p id={id} aria-live="polite" className={cn("min-h-4 text-xs tabular-nums", price === null ? "text-amber-700" : "text-muted-foreground")}>
      {blank ? "" : price === null ? "Montant non reconnu" : `Prix lu\u00a0: ${euros.format(price)}`}
    </p>
  );
}

function toDraft(product: AdminProduct | null): ProductDraft {
  if (!product) return { name: "", description: "", categoryId: "", endDate: "", isActive: true, allergens: [], allergenTraces: [], variants: [newVariant()] };
  return {
    name: product.name,
    description: product.description ?? "",
    categoryId: product.categoryId ?? "",
    endDate: product.endDate ?? "",
    isActive: product.isActive,
    allergens: product.allergens,
    allergenTraces: product.allergenTraces,
    variants: product.variants.length
      ? product.variants.map((v) => ({
          id: v.id,
          name: v.name,
          description: v.description ?? "",
          price: priceText(v.price),
          priceUnit: v.priceUnit ?? "",
          imageUrl: v.imageUrl ?? "",
          isActive: v.isActive,
          ownAllergens: v.allergens !== null || v.allergenTraces !== null,
          allergens: v.allergens ?? product.allergens,
          allergenTraces: v.allergenTraces ?? product.allergenTraces,
          netQuantity: quantityText(v.netQuantity),
          netQuantityUnit: v.netQuantityUnit ?? "g",
        }))
      : // A product saved before variants existed: its own price becomes the first variant.
        [
          {
            ...newVariant(),
            name: product.name,
            price: product.price ? priceText(product.price) : "",
            priceUnit: product.priceUnit ?? "",
            imageUrl: product.imageUrl ?? "",
          },
        ],
  };
}

/**
 * The product dialog: product fields and its variants, saved at once
 * as one JSON `payload` (the fields have no names of their own; the draft is checked as a whole).
 */
export function ProductDialog({ open, onOpenChange, product, categories, action }: Props) {
  const [draft, setDraft] = useState<ProductDraft>(() => toDraft(product));
  // The variant named after the product as she types, until she names it herself.
  const [follower, setFollower] = useState<string | null>(() => nameFollower(draft));
  const form = useDialogForm({
    open,
    onOpenChange,
    check: () => validateProductDraft(draft),
    onOpen: () => {
      const opened = toDraft(product);
      setDraft(opened);
      setFollower(nameFollower(opened));
    },
  });
  const { errors } = form;
  const ids = useId();

  function update(patch: Partial<ProductDraft>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (hasErrors(errors)) form.setErrors(validateProductDraft(next));
  }
  function updateVariant(index: number, patch: Partial<VariantDraft>) {
    if (patch.name !== undefined && draft.variants[index]?.id === follower) setFollower(null);
    update({ variants: draft.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
  }
  function move(index: number, by: number) {
    const variants = [...draft.variants];
    const [moved] = variants.splice(index, 1);
    variants.splice(index + by, 0, moved);
    update({ variants });
  }

  const err = (key: string) => `${ids}-${key}-error`;

  return (
    <FormDialog
      form={form}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      // Kept in view while the variants scroll.
      footerClassName="sticky -bottom-6 -mx-6 -mb-6 border-t bg-popover px-6 py-3"
      title={product ? "Modifier le produit" : "Nouveau produit"}
      description="Le prix, l'unité et l'image du produit sont ceux de sa première déclinaison."
      action={action}
      fields={{ intent: "save-product", ...(product ? { productId: product.id } : {}), payload: JSON.stringify(draft) }}
      submitLabel="Sauvegarder"
      submittingLabel="Sauvegarde..."
    >
      <div data-form-field="" className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Nom du produit</Label>
        <Input
          id={`${ids}-name`}
          value={draft.name}
          maxLength={200}
          onChange={(e) => update(renameProduct(draft, e.target.value, follower))}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? err("name") : undefined}
        />
        {errors.name ? (
          <p id={err("name")} className="text-sm text-destructive">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-description`}>Description</Label>
        <Textarea id={`${ids}-description`} rows={3} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-category`}>Catégorie</Label>
          <Select id={`${ids}-category`} value={draft.categoryId} onChange={(e) => update({ categoryId: e.target.value })}>
            <option value="">Sans catégorie</option>
            <CategoryOptions categories={categories} />
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-end`}>Date de fin (facultative)</Label>
          <Input id={`${ids}-end`} type="date" value={draft.endDate} onChange={(e) => update({ endDate: e.target.value })} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${ids}-active`} checked={draft.isActive} onCheckedChange={(isActive) => update({ isActive })} />
        <Label htmlFor={`${ids}-active`}>Produit actif (visible sur le site)</Label>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Allergènes</legend>
        <p className="-mt-1 text-sm text-muted-foreground">
          Les 14 allergènes à déclarer par écrit pour un produit vendu sans emballage. Le site les écrit en toutes lettres sur la fiche du produit.
        </p>
        <div className="grid gap-2">
          <AllergenPicker legend="Allergènes" value={draft.allergens ?? []} onChange={(allergens) => update({ allergens })} />
          <AllergenPicker
            legend="Peut contenir des traces de…"
            none="Aucune trace signalée"
            value={draft.allergenTraces ?? []}
            onChange={(allergenTraces) => update({ allergenTraces })}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 flex w-full items-center justify-between gap-2 text-sm font-semibold">Déclinaisons</legend>
        <p className="-mt-1 mb-1 text-sm text-muted-foreground">{VARIANTS_HINT}</p>
        {errors.variants ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.variants}
          </p>
        ) : null}
        {draft.variants.map((variant, index) => (
          <VariantEditor
            key={variant.id}
            variant={variant}
            index={index}
            count={draft.variants.length}
            errors={{
              name: errors[variantErrorKey(index, "name")],
              price: errors[variantErrorKey(index, "price")],
              netQuantity: errors[variantErrorKey(index, "netQuantity")],
            }}
            productAllergens={{ allergens: draft.allergens ?? [], allergenTraces: draft.allergenTraces ?? [] }}
            onChange={(patch) => updateVariant(index, patch)}
            onMove={(by) => move(index, by)}
            onRemove={() => update({ variants: draft.variants.filter((_, i) => i !== index) })}
            onUploadingChange={form.trackUpload}
          />
        ))}
        <Button type="button" variant="outline" onClick={() => update({ variants: [...draft.variants, newVariant()] })}>
          <Plus aria-hidden="true" />
          Ajouter une déclinaison
        </Button>
      </fieldset>
    </FormDialog>
  );
}

type VariantProps = {
  variant: VariantDraft;
  index: number;
  count: number;
  errors: { name?: string; price?: string; netQuantity?: string };
  /** The product's lists: what a variant starts from when it gets its own. */
  productAllergens: { allergens: string[]; allergenTraces: string[] };
  onChange: (patch: Partial<VariantDraft>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
};

function VariantEditor({ variant, index, count, errors, productAllergens, onChange, onMove, onRemove, onUploadingChange }: VariantProps) {
  const ids = useId();
  const n = index + 1;
  const title = variant.name.trim() || `Déclinaison ${n}`;
  return (
    <div className="grid gap-3 rounded-xl border bg-muted/30 p-3 sm:p-4" role="group" aria-label={`Déclinaison ${n}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          Déclinaison {n}
          {index === 0 ? <Badge variant="secondary">obligatoire</Badge> : null}
        </p>
        <div className="flex items-center gap-1">
          <Button type="button" variant="ghost" size="icon-sm" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Monter ${title}`}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Descendre ${title}`}>
            <ArrowDown aria-hidden="true" />
          </Button>
          {index > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="text-muted-foreground hover:bg-red-50 hover:text-red-700"
              onClick={onRemove}
              aria-label={`Supprimer ${title}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-name`}>Nom</Label>
          <Input
            id={`${ids}-name`}
            value={variant.name}
            maxLength={200}
            placeholder={"Ex.\u00a0: Pour 6 personnes"}
            onChange={(e) => onChange({ name: e.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-price`}>Prix (€)</Label>
          <Input
            id={`${ids}-price`}
            // Text, not type="number": Chromium's number input drops a decimal comma ("18,50" → 1850).
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={"Ex.\u00a0: 18,50"}
            value={variant.price}
            onChange={(e) => onChange({ price: e.target.value })}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={[`${ids}-price-read`, errors.price ? `${ids}-price-error` : null].filter(Boolean).join(" ")}
          />
          <PriceReading id={`${ids}-price-read`} text={variant.price} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-unit`}>Unité de prix</Label>
          <Input
            id={`${ids}-unit`}
            value={variant.priceUnit}
            maxLength={60}
            placeholder={"Ex.\u00a0: la pièce"}
            onChange={(e) => onChange({ priceUnit: e.target.value })}
          />
        </div>
      </div>
      {errors.name ? (
        <p id={`${ids}-name-error`} className="text-sm text-destructive">
          {errors.name}
        </p>
      ) : null}
      {errors.price ? (
        <p id={`${ids}-price-error`} className="text-sm text-destructive">
          {errors.price}
        </p>
      ) : null}
      {needsNetQuantity(variant.priceUnit) ? <NetQuantityField variant={variant} error={errors.netQuantity} onChange={onChange} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-description`}>Description de la déclinaison</Label>
        <Textarea id={`${ids}-description`} rows={2} value={variant.description} onChange={(e) => onChange({ description: e.target.value })} />
      </div>
      <ImageField
        name={`variant-image-${index}`}
        label="Image"
        bucket="product-images"
        aspect="4/3"
        defaultValue={variant.imageUrl}
        onChange={(url) => onChange({ imageUrl: url ?? "" })}
        onUploadingChange={onUploadingChange}
      />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch
            id={`${ids}-own-allergens`}
            checked={variant.ownAllergens ?? false}
            onCheckedChange={(ownAllergens) =>
              // Starts from the product's lists, which she then changes.
              onChange(ownAllergens ? { ownAllergens, ...productAllergens } : { ownAllergens })
            }
          />
          <Label htmlFor={`${ids}-own-allergens`}>Allergènes différents pour cette déclinaison</Label>
        </div>
        {variant.ownAllergens ? (
          <div className="grid gap-2">
            <AllergenPicker legend="Allergènes" value={variant.allergens ?? []} onChange={(allergens) => onChange({ allergens })} />
            <AllergenPicker
              legend="Peut contenir des traces de…"
              none="Aucune trace signalée"
              value={variant.allergenTraces ?? []}
              onChange={(allergenTraces) => onChange({ allergenTraces })}
            />
          </div>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${ids}-active`} checked={variant.isActive} onCheckedChange={(isActive) => onChange({ isActive })} />
        <Label htmlFor={`${ids}-active`}>Déclinaison active</Label>
      </div>
    </div>
  );
}

/**
 * 'Poids net ou volume', asked of a price per piece or per pack: a number typed as the prices are
 * and its unit, with the price per kilogram or litre read back as she types ('Prix au kilo : 8,00 €/kg').
 */
function NetQuantityField({ variant, error, onChange }: { variant: VariantDraft; error?: string; onChange: (patch: Partial<VariantDraft>) => void }) {
  const ids = useId();
  const typed = variant.netQuantity ?? "";
  const unit = variant.netQuantityUnit ?? "g";
  const quantity = parseNetQuantity(typed);
  const usable = quantity !== null && isNetQuantityUnit(unit) && isLargeEnough(quantity, unit);
  const perUnit = usable ? unitPrice(parsePrice(variant.price), quantity, unit) : null;
  const reading =
    typed.trim() === ""
      ? "Facultatif\u00a0: pour le pain et ce qui est vendu à la pièce ou en pot."
      : perUnit
        ? `${unitPriceLabel(perUnit.per)}\u00a0: ${formatUnitPrice(perUnit)}`
        : usable
          ? ""
          : "Quantité non reconnue";
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-quantity`}>Poids net ou volume</Label>
      <div className="flex gap-2">
        <Input
          id={`${ids}-quantity`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={"Ex.\u00a0: 400"}
          className="max-w-40"
          value={typed}
          onChange={(e) => onChange({ netQuantity: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${ids}-quantity-read`, error ? `${ids}-quantity-error` : null].filter(Boolean).join(" ")}
        />
        <Select aria-label="Unité du poids ou du volume" className="w-24" value={unit} onChange={(e) => onChange({ netQuantityUnit: e.target.value })}>
          {NET_QUANTITY_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </Select>
      </div>
      <p
        id={`${ids}-quantity-read`}
        aria-live="polite"
        className={cn("min-h-4 text-xs tabular-nums", usable || typed.trim() === "" ? "text-muted-foreground" : "text-amber-700")}
      >
        {reading}
      </p>
      {error ? (
        <p id={`${ids}-quantity-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
