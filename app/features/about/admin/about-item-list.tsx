import { useState, type ReactNode } from "react";
import { ImageIcon, Pencil, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { ValueIcon } from "~/db/enums";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { ABOUT_EDITOR_PATH, type ItemKind } from "~/features/about/about-schema";
import { AboutItemDialog } from "~/features/about/admin/about-item-dialog";
import { KIND_TEXTS, itemSummary, type AnyItem } from "~/features/about/about-views";
import { ListThumbnail } from "~/features/media/list-thumbnail";
import { VALUE_ICON_CHOICES } from "~/features/about/value-icons";

/** One list of the about page (journey, values, team, partners): add, edit, delete, reorder. */
export function AboutItemList({ kind, items }: { kind: ItemKind; items: readonly AnyItem[] }) {
  const texts = KIND_TEXTS[kind];
  // The edited item stays set while the dialog closes, so its content does not flip to "create".
  const [editing, setEditing] = useState<AnyItem | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<AnyItem | null>(null);

  function openDialog(item: AnyItem | null) {
    setEditing(item);
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

      <AboutItemDialog kind={kind} item={editing} open={open} onOpenChange={setOpen} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => texts.deleteTitle}
        description={(item) => `«\u00a0${itemSummary(kind, item).title}\u00a0»\u00a0: ${texts.deleteText}`}
        fields={(item) => ({ intent: "delete", kind, itemId: item.id })}
        action={ABOUT_EDITOR_PATH}
      />
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
            <ListThumbnail src={image} className={kind === "partner" ? "size-full object-contain p-1" : "size-full object-cover"} />
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
        <Button variant="ghost" size="icon-sm" onClick={() => onEdit(item)} aria-label={`Modifier «\u00a0${title}\u00a0»`}>
          <Pencil aria-hidden="true" />
        </Button>
        <DeleteButton label={`Supprimer «\u00a0${title}\u00a0»`} onClick={() => onDelete(item)} />
      </div>
    </Card>
  );
}
