import { useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { ExternalLink, HelpCircle, LayoutGrid, Pencil, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { CategoryDialog } from "~/features/services/admin/category-dialog";
import { CategoryThumbnails } from "~/features/services/admin/category-thumbnails";
import { ContentForm } from "~/features/services/admin/content-form";
import { FaqDialog } from "~/features/services/admin/faq-dialog";
import { SERVICES_EDITOR_PATH, SERVICES_MESSAGES, type CategoryView, type FaqView, type ServicesEditorData } from "~/features/services/services-texts";

type Props = ServicesEditorData & { siteId: string; siteName: string; loadError: boolean };

/** Which dialog is open; the edited item stays set while it closes, so its content does not flip. */
type Editing<T> = { open: boolean; item: T | null };

type PendingDelete = { kind: "category" | "faq"; id: string; label: string };

/** /admin/pages/services: the page's header, its categories, its FAQs. */
export function ServicesEditorPage({ siteId, siteName, loadError, content, categories, faqs }: Props) {
  const [category, setCategory] = useState<Editing<CategoryView>>({ open: false, item: null });
  const [faq, setFaq] = useState<Editing<FaqView>>({ open: false, item: null });
  const [deleting, setDeleting] = useState<PendingDelete | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Page Services"
        description={
          <>
            Les prestations de «{"\u00a0"}
            {siteName}
            {"\u00a0"}»{"\u00a0"}: en-tête, catégories (onglets) et questions fréquentes.
          </>
        }
        actions={
          <Button variant="outline" asChild>
            <a href={`/merchant/services?site=${encodeURIComponent(siteId)}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Voir la page
              <span className="sr-only"> (ouvre un nouvel onglet)</span>
            </a>
          </Button>
        }
      />
      {loadError ? <LoadErrorAlert>{SERVICES_MESSAGES.loadFailed}</LoadErrorAlert> : null}

      <Section title="En-tête de la page" description="Le titre et la phrase d'introduction en haut de la page Services.">
        <ContentForm content={content} />
      </Section>

      <Section
        title="Catégories"
        description="Chaque catégorie devient un onglet de la page et un choix du formulaire de devis."
        action={
          <Button onClick={() => setCategory({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            Ajouter une catégorie
          </Button>
        }
      >
        {categories.length === 0 ? (
          <EmptyState inset icon={<LayoutGrid />}>
            {"Aucune catégorie pour le moment\u00a0: la page n'affiche pas d'onglets."}
          </EmptyState>
        ) : (
          <SortableList
            items={categories}
            label="Catégories"
            className="grid-cols-[minmax(0,1fr)]"
            reorderAction={`${SERVICES_EDITOR_PATH}?list=categories`}
            itemTitle={(c) => c.name}
            renderItem={(c, { handle }) => (
              <ItemRow
                handle={handle}
                label={c.name}
                onEdit={() => setCategory({ open: true, item: c })}
                onDelete={() => setDeleting({ kind: "category", id: c.id, label: c.name })}
              >
                <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{c.name}</p>
                    <p className="truncate text-sm text-muted-foreground">{c.title}</p>
                  </div>
                  <CategoryThumbnails images={c.images} name={c.name} />
                </div>
              </ItemRow>
            )}
          />
        )}
      </Section>

      <Section
        title="Questions fréquentes"
        description="Sans question enregistrée, la page affiche trois questions par défaut (délai, options végétariennes, livraison)."
        action={
          <Button onClick={() => setFaq({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            Ajouter une question
          </Button>
        }
      >
        {faqs.length === 0 ? (
          <EmptyState inset icon={<HelpCircle />}>
            {"Aucune question pour le moment\u00a0: les questions par défaut s'affichent."}
          </EmptyState>
        ) : (
          <SortableList
            items={faqs}
            label="Questions fréquentes"
            className="grid-cols-[minmax(0,1fr)]"
            reorderAction={`${SERVICES_EDITOR_PATH}?list=faqs`}
            itemTitle={(f) => f.question}
            renderItem={(f, { handle }) => (
              <ItemRow
                handle={handle}
                label={f.question}
                onEdit={() => setFaq({ open: true, item: f })}
                onDelete={() => setDeleting({ kind: "faq", id: f.id, label: f.question })}
              >
                <p className="font-medium">{f.question}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{f.answer}</p>
              </ItemRow>
            )}
          />
        )}
      </Section>

      <CategoryDialog open={category.open} onOpenChange={(open) => setCategory((s) => ({ ...s, open }))} category={category.item} />
      <FaqDialog open={faq.open} onOpenChange={(open) => setFaq((s) => ({ ...s, open }))} faq={faq.item} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(item) => (item.kind === "category" ? "Supprimer cette catégorie\u00a0?" : "Supprimer cette question\u00a0?")}
        description={(item) =>
          `«\u00a0${item.label}\u00a0» ${
            item.kind === "category" ? "disparaîtra de la page Services et du formulaire de devis, avec ses images." : "disparaîtra de la foire aux questions."
          } Cette action est définitive.`
        }
        fields={(item): Record<string, string> =>
          item.kind === "category" ? { intent: "delete-category", categoryId: item.id } : { intent: "delete-faq", faqId: item.id }
        }
        action={SERVICES_EDITOR_PATH}
      />
    </div>
  );
}

function Section({ title, description, action, children }: { title: string; description: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card aria-labelledby={id} role="region" className="gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

type RowProps = { handle: React.ReactNode; label: string; onEdit: () => void; onDelete: () => void; children: React.ReactNode };

function ItemRow({ handle, label, onEdit, onDelete, children }: RowProps) {
  // Phones: the text on the whole width, the move and edit buttons in a bar under it.
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border bg-background p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-2 sm:pr-3">
      <div className="order-last -mx-1 -mb-1 flex items-center justify-between border-t pt-1 sm:contents">
        {handle}
        <div className="flex shrink-0 items-center gap-1 sm:order-last">
          <Button variant="ghost" size="icon-sm" aria-label={`Modifier «\u00a0${label}\u00a0»`} title="Modifier" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteButton label={`Supprimer «\u00a0${label}\u00a0»`} onClick={onDelete} />
        </div>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
