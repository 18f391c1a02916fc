import { useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Pencil, Plus, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { REASSURANCE_ICON_LABELS } from "~/features/home/home-schema";
import type { ReassuranceItemView } from "~/features/home/home.server";
import { ReassuranceDialog } from "~/features/home/admin/reassurance-dialog";
import { REASSURANCE_ICON_COMPONENTS } from "~/features/home/admin/reassurance-icon-picker";

/** The reassurance items tab: the list in its public order, create/edit dialogs, delete with confirmation. */
export function ReassuranceTab({ items }: { items: ReassuranceItemView[] }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // The edited item stays set while the dialog closes, so its content does not flip to "create".
  const [editing, setEditing] = useState<ReassuranceItemView | null>(null);
  const [deleting, setDeleting] = useState<ReassuranceItemView | null>(null);

  function openDialog(item: ReassuranceItemView | null) {
    setEditing(item);
    setDialogOpen(true);
  }

  return (
    <Card className="gap-0 py-0">
      <div className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1">
          <h2 className="font-sans text-base font-semibold text-foreground">Éléments de réassurance</h2>
          <p className="text-sm text-muted-foreground">Vos engagements, sous le haut de l'accueil, dans l'ordre de la liste.</p>
        </div>
        <Button onClick={() => openDialog(null)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Ajouter un élément
        </Button>
      </div>

      <div className="px-3 py-4 sm:px-6 sm:py-5">
        {items.length === 0 ? (
          <EmptyState inset icon={<ShieldCheck />}>
            Aucun élément pour le moment{"\u00a0"}: l'accueil affiche quatre engagements par défaut (produits locaux, sélection artisanale, partenariats,
            conseils) jusqu'à ce que vous ajoutiez les vôtres.
          </EmptyState>
        ) : (
          <SortableList
            items={items}
            label="Éléments de réassurance"
            // One column that may shrink below its content's width: long titles truncate instead of widening the page.
            className="grid-cols-[minmax(0,1fr)]"
            renderItem={(item, { handle }) => {
              const Icon = REASSURANCE_ICON_COMPONENTS[item.iconName];
              return (
                <div className="flex items-center gap-2 rounded-xl border bg-card px-2 py-3 shadow-xs sm:gap-3 sm:px-4">
                  {handle}
                  <span
                    className="hidden size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid"
                    title={REASSURANCE_ICON_LABELS[item.iconName]}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                    <span className="sr-only">
                      Icône{"\u00a0"}: {REASSURANCE_ICON_LABELS[item.iconName]}
                    </span>
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="line-clamp-2 font-sans text-sm font-medium break-words text-foreground">{item.title}</h3>
                    <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.description}</p>
                  </div>
                  <div className="flex shrink-0 items-center sm:gap-1">
                    <Button variant="ghost" size="icon-sm" onClick={() => openDialog(item)}>
                      <Pencil aria-hidden="true" />
                      <span className="sr-only">
                        Modifier «{"\u00a0"}
                        {item.title}
                        {"\u00a0"}»
                      </span>
                    </Button>
                    <DeleteButton label={`Supprimer «\u00a0${item.title}\u00a0»`} onClick={() => setDeleting(item)} />
                  </div>
                </div>
              );
            }}
          />
        )}
      </div>

      <ReassuranceDialog open={dialogOpen} onOpenChange={setDialogOpen} item={editing} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => "Supprimer cet élément\u00a0?"}
        description={(item) => `«\u00a0${item.title}\u00a0» ne sera plus affiché sur l'accueil. Cette action est définitive.`}
        fields={(item) => ({ intent: "delete", itemId: item.id })}
      />
    </Card>
  );
}
