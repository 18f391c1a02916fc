import { useState } from "react";
import { EyeOff, MessageSquareQuote, Plus, Star } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { clampRating, reviewDay, reviewMonth, starsLabel } from "~/features/testimonials/testimonial-format";
import { cn } from "~/lib/cn";
import { TESTIMONIALS_PATH, TestimonialDialog } from "~/features/testimonials/admin/testimonial-dialog";
import { ConfirmHide, VisibilityButton } from "~/features/testimonials/admin/review-visibility";
import { ReviewStatementCard } from "~/features/testimonials/admin/review-statement-card";
import { TESTIMONIAL_TEXTS } from "~/features/testimonials/testimonials-schema";
import type { EditorTestimonial } from "~/features/testimonials/testimonials.server";

export type TestimonialsPageProps = {
  testimonials: EditorTestimonial[];
  /** How the reviews are collected, in the merchant's words; null = the default statement. */
  reviewStatement: string | null;
  loadError: boolean;
  /** A platform admin may erase a review at its author's request (ADR 050); an owner may only hide it. */
  canErase?: boolean;
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

/** 'Ajouté le 12 novembre 2026 · Expérience : mars 2026', and 'Masqué le …' on a hidden review. */
function ReviewDates({ testimonial }: { testimonial: EditorTestimonial }) {
  const added = reviewDay(testimonial.createdAt, "fr-FR");
  const month = reviewMonth(testimonial.experienceMonth, "fr-FR");
  const hidden = testimonial.hiddenAt ? reviewDay(testimonial.hiddenAt, "fr-FR") : null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {added ? <span>Ajouté le {added}</span> : null}
      {month ? <span>Expérience{`\u00a0: ${month}`}</span> : null}
      {hidden ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
          <EyeOff aria-hidden="true" className="size-3" />
          Masqué le {hidden}
        </span>
      ) : null}
    </p>
  );
}

/** /admin/content/testimonials: the customers' reviews on the home page, added and hidden, never edited. */
export function TestimonialsPage({ testimonials, reviewStatement, loadError, canErase = false }: TestimonialsPageProps) {
  const [adding, setAdding] = useState(false);
  const [hiding, setHiding] = useState<EditorTestimonial | null>(null);
  const [erasing, setErasing] = useState<EditorTestimonial | null>(null);

  const add = (
    <Button onClick={() => setAdding(true)} disabled={loadError}>
      <Plus aria-hidden="true" />
      Ajouter un témoignage
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader
        title="Témoignages"
        description={"Les avis de vos clients sur la page d'accueil, dans l'ordre affiché. Un avis ajouté ne se modifie plus\u00a0: vous pouvez le masquer."}
        actions={add}
      />
      {loadError ? <LoadErrorAlert>{TESTIMONIAL_TEXTS.loadFailed}</LoadErrorAlert> : null}

      {!loadError && testimonials.length === 0 ? (
        <EmptyState icon={<MessageSquareQuote />} title="Aucun témoignage">
          Ajoutez l'avis d'un client{"\u00a0"}: il apparaîtra sur la page d'accueil de votre site.
        </EmptyState>
      ) : null}

      {testimonials.length > 0 ? (
        <SortableList
          items={testimonials}
          label="Témoignages"
          reorderAction={TESTIMONIALS_PATH}
          itemTitle={(t) => t.customerName}
          renderItem={(t, { handle }) => (
            <article
              className={cn(
                "flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border bg-card p-3 shadow-sm sm:flex-nowrap sm:p-4",
                t.hiddenAt !== null && "border-dashed bg-muted/40 shadow-none",
              )}
            >
              {handle}
              <div className={cn("order-last flex min-w-0 basis-full gap-3 sm:order-none sm:basis-auto sm:flex-1", t.hiddenAt !== null && "opacity-60")}>
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
                  <ReviewDates testimonial={t} />
                </div>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-1 sm:order-last">
                <VisibilityButton testimonial={t} onHide={() => setHiding(t)} />
                {canErase ? <DeleteButton label={`Effacer «\u00a0${t.customerName}\u00a0» à la demande de son auteur`} onClick={() => setErasing(t)} /> : null}
              </div>
            </article>
          )}
        />
      ) : null}

      {loadError ? null : <ReviewStatementCard statement={reviewStatement} disabled={loadError} />}

      <TestimonialDialog open={adding} onOpenChange={setAdding} />
      <ConfirmHide target={hiding} onClose={() => setHiding(null)} />
      {canErase ? (
        <ConfirmDelete
          target={erasing}
          onClose={() => setErasing(null)}
          action={TESTIMONIALS_PATH}
          title={(t) => `Effacer le témoignage de ${t.customerName}\u00a0?`}
          description={() => (
            <>
              Seulement si son auteur le demande (droit à l'effacement, article 17 du RGPD){"\u00a0"}: le témoignage disparaît du site et de la base, sans
              retour possible. Pour toute autre raison, masquez-le.
            </>
          )}
          fields={(t) => ({ intent: "erase", id: t.id })}
          typeToConfirm={(t) => ({ expected: t.customerName, label: `Pour confirmer, tapez le nom du client\u00a0: ${t.customerName}`, name: "confirmName" })}
        />
      ) : null}
    </div>
  );
}
