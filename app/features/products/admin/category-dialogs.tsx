import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle, Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { PRODUCT_MESSAGES } from "../product-form-schema";
import type { ProductActionResult } from "../product-result";
import type { AdminCategory } from "../products.server";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; category: AdminCategory | null; action: string };

/** Create or edit a category (§5: 'Le nom de la catégorie est obligatoire'). */
export function CategoryDialog({ open, onOpenChange, category, action }: DialogProps) {
  const fetcher = useFetcher<ProductActionResult>();
  const submitting = fetcher.state !== "idle";
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (category?.id ?? "new") : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setName(category?.name ?? "");
      setDescription(category?.description ?? "");
      setError(null);
    }
  }
  useOnResult(fetcher.data, (result) => {
    if (result.status === "invalid") {
      if (result.intent === "save-category") setError(result.errors.name ?? null);
      return;
    }
    showResultToast(result.toast);
    if (result.status === "done") onOpenChange(false);
  });
  const ids = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (name.trim() !== "") return;
    event.preventDefault();
    setError(PRODUCT_MESSAGES.categoryNameRequired);
    event.currentTarget.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? "Modifier la catégorie" : "Nouvelle catégorie"}</DialogTitle>
          <DialogDescription>Les catégories regroupent les produits sur la page publique.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={action} noValidate onSubmit={handleSubmit} className="grid gap-4">
          <input type="hidden" name="intent" value="save-category" />
          {category ? <input type="hidden" name="categoryId" value={category.id} /> : null}
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-name`}>Nom de la catégorie</Label>
            <Input
              id={`${ids}-name`}
              name="name"
              maxLength={200}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (e.target.value.trim()) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-name-error` : undefined}
            />
            {error ? (
              <p id={`${ids}-name-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea id={`${ids}-description`} name="description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Sauvegarde..." : "Sauvegarder"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

type Deleting = { kind: "product" | "category"; id: string; name: string; productCount?: number };

/** Deletions ask first (§5). The fetcher stays mounted with the page, so its answer is shown after the card is gone. */
export function ConfirmDeleteDialog({ target, onClose, action }: { target: Deleting | null; onClose: () => void; action: string }) {
  const fetcher = useFetcher<ProductActionResult>();
  const submitting = fetcher.state !== "idle";
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  useOnResult(fetcher.data, (result) => {
    if (result.status !== "invalid") showResultToast(result.toast);
    onClose();
  });
  const isCategory = shown?.kind === "category";
  const count = shown?.productCount ?? 0;
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{isCategory ? "Supprimer cette catégorie ?" : "Supprimer ce produit ?"}</AlertDialogTitle>
          <AlertDialogDescription>
            {isCategory ? categoryDeleteText(shown?.name ?? "", count) : `« ${shown?.name ?? ""} » et toutes ses déclinaisons seront supprimés définitivement.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value={isCategory ? "delete-category" : "delete-product"} />
          <input type="hidden" name={isCategory ? "categoryId" : "productId"} value={shown?.id ?? ""} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Annuler</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              {submitting ? "Suppression..." : "Supprimer"}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export type { Deleting };

/** What happens to the products is said before deleting: they stay, without a category (ON DELETE SET NULL). */
function categoryDeleteText(name: string, count: number): string {
  const products =
    count === 0
      ? "Aucun produit n'y est rangé."
      : count === 1
        ? "Son produit n'est pas supprimé : il reste sur le site, sans catégorie."
        : `Ses ${count} produits ne sont pas supprimés : ils restent sur le site, sans catégorie.`;
  return `La catégorie « ${name} » sera supprimée. ${products}`;
}
