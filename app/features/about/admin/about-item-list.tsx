import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { ImageIcon, LoaderCircle, Pencil, Plus, Trash2 } from "lucide-react";
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
import { Card } from "~/components/ui/card";
import type { ValueIcon } from "~/db/enums";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { ABOUT_EDITOR_PATH, type AboutActionResult, type ItemKind } from "../about-schemas";
import { AboutItemDialog } from "./about-item-dialog";
import { KIND_TEXTS, itemSummary, type AnyItem } from "../about-views";
import { VALUE_ICON_CHOICES } from "../value-icons";


/** One list of the about page (journey, values, team, partners): add, edit, delete, reorder. */
export function AboutItemList({ kind, items }: { kind: ItemKind; items: readonly AnyItem[] }) {
  const texts = KIND_TEXTS[kind];
  // The edited item stays set while the dialog closes, so its content does not flip to "create".
  const [editing, setEditing] = useState<AnyItem | null>(null);
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const [deleting, setDeleting] = useState<AnyItem | null>(null);

  function openDialog(item: AnyItem | null) {
    setEditing(item);
    setOpenCount((n) => n + 1);
    setOpen(true);
  }

  return (
    <section aria-label={texts.list} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{texts.list}</h2>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      </div>

      {items.length === 0 ? (
        <Card className="items-center px-6 py-10 text-center">
          <p className="max-w-md text-sm text-muted-foreground">{texts.empty}</p>
        </Card>
      ) : (
        <SortableList
          items={items}
          label={texts.list}
          reorderAction={`${ABOUT_EDITOR_PATH}?kind=${kind}`}
          itemTitle={(item) => itemSummary(kind, item).title}
          renderItem={(item, { handle }) => <ItemRow kind={kind} item={item} handle={handle} onEdit={openDialog} onDelete={setDeleting} />}
        />
      )}

      <AboutItemDialog key={openCount} kind={kind} item={editing} open={open} onOpenChange={setOpen} />
      <DeleteItemDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

type RowProps = {
  kind: ItemKind;
  item: AnyItem;
  handle: ReactNode;
  onEdit: (item: AnyItem) => void;
  onDelete: (item: AnyItem) => void;
};

function ItemRow({ kind, item, handle, onEdit, onDelete }: RowProps) {
  const { title, subtitle, image } = itemSummary(kind, item);
  const Icon = kind === "value" ? VALUE_ICON_CHOICES[(item as { icon: ValueIcon }).icon].icon : null;
  return (
    <Card className="flex-row items-center gap-3 px-2 py-2.5 sm:px-3">
      {handle}
      {Icon ? (
        <span aria-hidden="true" className="hidden size-10 shrink-0 place-items-center rounded-lg bg-muted text-foreground sm:grid">
          <Icon className="size-5" />
        </span>
      ) : kind === "member" || kind === "partner" ? (
        <span className="hidden size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-muted text-muted-foreground sm:grid">
          {image ? (
            <img src={image} alt="" width={48} height={48} loading="lazy" decoding="async" className={kind === "partner" ? "size-full object-contain p-1" : "size-full object-cover"} />
          ) : (
            <ImageIcon aria-hidden="true" className="size-5" />
          )}
        </span>
      ) : null}
      {/* w-0: the row never grows wider than the list because of a long title (it is truncated). */}
      <div className="w-0 min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="line-clamp-2 text-sm text-muted-foreground sm:line-clamp-1">{subtitle}</p>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <Button variant="ghost" size="icon-sm" onClick={() => onEdit(item)} aria-label={`Modifier « ${title} »`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-muted-foreground hover:bg-red-50 hover:text-red-700"
          onClick={() => onDelete(item)}
          aria-label={`Supprimer « ${title} »`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

/** Deletion asks first (§5). The fetcher stays mounted with the list, so its answer shows after the row is gone. */
function DeleteItemDialog({ kind, item, onClose }: { kind: ItemKind; item: AnyItem | null; onClose: () => void }) {
  const fetcher = useFetcher<AboutActionResult>();
  const submitting = fetcher.state !== "idle";
  const texts = KIND_TEXTS[kind];
  // Kept while the closing animation runs, so the text does not go blank.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  useOnResult(fetcher.data, (result) => {
    if (result.status === "done" || result.status === "failed") showResultToast(result.toast);
    onClose();
  });

  const title = shown ? itemSummary(kind, shown).title : "";
  return (
    <AlertDialog open={item !== null} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            « {title} » : {texts.deleteText}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post" action={ABOUT_EDITOR_PATH}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="itemId" value={shown?.id ?? ""} />
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
