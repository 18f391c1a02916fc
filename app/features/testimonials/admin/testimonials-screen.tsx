import { useState } from "react";
import { MessageSquareQuote, Pencil, Plus, Star } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { clampRating, starsLabel } from "~/features/testimonials/testimonial-format";
import { cn } from "~/lib/cn";
import { TESTIMONIALS_PATH, TestimonialDialog } from "~/features/testimonials/admin/testimonial-dialog";
import { TESTIMONIAL_TEXTS } from "~/features/testimonials/testimonials-schema";
import type { EditorTestimonial } from "~/features/testimonials/testimonials.server";

export type TestimonialsPageProps = {
  testimonials: EditorTestimonial[];
  loadError: boolean;
};

function Stars({ rating }: { rating: number }) {
  const n = clampRating(rating);
  return (
    <span role="img" aria-label={starsLabel(n)} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={cn("size-3.5", i <= n ? "fill-amber-400 text-amber-500" : "text-gray-300")} />
      ))}
    </span>
  );
}

/** /admin/content/testimonials: the customers' words on the home page. */
export function TestimonialsPage({ testimonials, loadError }: TestimonialsPageProps) {
  const [dialog, setDialog] = useState<{
    open: boolean;
    testimonial: EditorTestimonial | null;
  }>({ open: false, testimonial: null });
  const [deleting, setDeleting] = useState<EditorTestimonial | null>(null);

  const add = (
    <Button onClick={() => setDialog({ open: true, testimonial: null })} disabled={loadError}>
      <Plus aria-hidden="true" />
      Ajouter un témoignage
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader title="Témoignages" description="Les avis de vos clients sur la page d'accueil, dans l'ordre affiché." actions={add} />
      {loadError ? <LoadErrorAlert>{TESTIMONIAL_TEXTS.loadFailed}</LoadErrorAlert> : null}

      {!loadError && testimonials.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <MessageSquareQuote aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">Aucun témoignage</p>
          <p className="max-w-sm text-sm text-muted-foreground">Ajoutez l'avis d'un client{"\u00a0"}: il apparaîtra sur la page d'accueil de votre site.</p>
        </div>
      ) : null}

      {testimonials.length > 0 ? (
        <SortableList
          items={testimonials}
          label="Témoignages"
          reorderAction={TESTIMONIALS_PATH}
          itemTitle={(t) => t.customerName}
          renderItem={(t, { handle }) => (
            <article className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border bg-card p-3 shadow-sm sm:flex-nowrap sm:p-4">
              {handle}
              <div className="order-last flex min-w-0 basis-full gap-3 sm:order-none sm:basis-auto sm:flex-1">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
                >
                  {t.customerInitials}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h2 className="font-sans font-semibold break-words">{t.customerName}</h2>
                    <Stars rating={t.rating} />
                  </div>
                  <p className="mt-1 line-clamp-3 text-sm break-words text-muted-foreground">
                    «{"\u00a0"}
                    {t.text}
                    {"\u00a0"}»
                  </p>
                </div>
              </div>
              <div className="ml-auto flex shrink-0 items-center sm:order-last">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Modifier «\u00a0${t.customerName}\u00a0»`}
                  title="Modifier"
                  onClick={() => setDialog({ open: true, testimonial: t })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteButton label={`Supprimer «\u00a0${t.customerName}\u00a0»`} onClick={() => setDeleting(t)} />
              </div>
            </article>
          )}
        />
      ) : null}

      <TestimonialDialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} testimonial={dialog.testimonial} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => "Supprimer ce témoignage\u00a0?"}
        description={(t) => `Le témoignage de ${t.customerName} disparaîtra de la page d'accueil. Cette action est irréversible.`}
        fields={(t) => ({ intent: "delete", id: t.id })}
        action={TESTIMONIALS_PATH}
      />
    </div>
  );
}
