import { useState } from "react";
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
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { SERVICES_EDITOR_PATH, type ServicesActionResult } from "../services-editor-result";

export type PendingDelete = { kind: "category" | "faq"; id: string; label: string };

/**
 * Deletion asks first (§5). Mounted once by the page rather than in each row: the row is gone
 * when the answer arrives, and this fetcher must outlive it to show the toast.
 */
export function DeleteItemDialog({ item, onClose }: { item: PendingDelete | null; onClose: () => void }) {
  const fetcher = useFetcher<ServicesActionResult>();
  const submitting = fetcher.state !== "idle";
  // Kept while the closing animation runs, so the text does not go blank.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  useOnResult(fetcher.data, (result) => {
    if (result.status !== "invalid") showResultToast(result.toast);
    onClose();
  });

  const isCategory = shown?.kind === "category";
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !submitting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{isCategory ? "Supprimer cette catégorie ?" : "Supprimer cette question ?"}</AlertDialogTitle>
          <AlertDialogDescription>
            « {shown?.label} »{" "}
            {isCategory
              ? "disparaîtra de la page Services et du formulaire de devis, avec ses images."
              : "disparaîtra de la foire aux questions."}{" "}
            Cette action est définitive.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post" action={SERVICES_EDITOR_PATH}>
          <input type="hidden" name="intent" value={isCategory ? "delete-category" : "delete-faq"} />
          <input type="hidden" name={isCategory ? "categoryId" : "faqId"} value={shown?.id ?? ""} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={submitting}>
              Annuler
            </AlertDialogCancel>
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
