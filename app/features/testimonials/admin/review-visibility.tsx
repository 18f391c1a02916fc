import { useFetcher } from "react-router";
import { Eye, EyeOff } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { HiddenFields } from "~/features/admin-kit/hidden-fields";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { TESTIMONIALS_PATH } from "~/features/testimonials/admin/testimonial-dialog";
import type { EditorTestimonial } from "~/features/testimonials/testimonials.server";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

/**
 * Hiding a review asks first, and says why hiding is all there is: a published review is never
 * rewritten nor deleted, so the site stays honest about what its customers said. Controlled: the
 * page mounts one and opens it with the review, so its answer's toast outlives the click.
 */
export function ConfirmHide({ target, onClose }: { target: EditorTestimonial | null; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const submitting = fetcher.state !== "idle";
  const shown = useKeptWhileClosing(target);
  useResultToast(fetcher.data, () => onClose());
  return (
    <ConfirmDialog
      open={target !== null}
      onCancel={onClose}
      busy={submitting}
      title={"Masquer ce témoignage\u00a0?"}
      description={
        shown ? (
          <>
            Le témoignage de {shown.customerName} n'apparaîtra plus sur votre site. Un avis publié ne se modifie pas et ne se supprime pas, pour que vos clients
            puissent se fier à ce qu'ils lisent{"\u00a0"}: vous pouvez seulement le masquer (propos injurieux, hors sujet, visant un autre commerce, ou à la
            demande de son auteur), jamais parce qu'il est négatif. Vous pourrez l'afficher de nouveau.
          </>
        ) : null
      }
    >
      {shown ? (
        <fetcher.Form method="post" action={TESTIMONIALS_PATH}>
          <SiteIdField />
          <HiddenFields fields={{ intent: "hide", id: shown.id }} />
          <ConfirmFooter busy={submitting}>
            <SubmitButton submitting={submitting} busyLabel="Masquage..." icon={<EyeOff aria-hidden="true" />}>
              Masquer
            </SubmitButton>
          </ConfirmFooter>
        </fetcher.Form>
      ) : null}
    </ConfirmDialog>
  );
}

/** A row's 'Masquer' (opens the page's `ConfirmHide`) or, on a hidden review, 'Afficher' (at once). */
export function VisibilityButton({ testimonial, onHide }: { testimonial: EditorTestimonial; onHide: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  if (testimonial.hiddenAt === null)
    return (
      <Button variant="outline" size="sm" aria-label={`Masquer «\u00a0${testimonial.customerName}\u00a0»`} onClick={onHide}>
        <EyeOff aria-hidden="true" />
        Masquer
      </Button>
    );
  return (
    <fetcher.Form method="post" action={TESTIMONIALS_PATH}>
      <SiteIdField />
      <HiddenFields fields={{ intent: "show", id: testimonial.id }} />
      <SubmitButton
        variant="outline"
        size="sm"
        submitting={fetcher.state !== "idle"}
        aria-label={`Afficher «\u00a0${testimonial.customerName}\u00a0»`}
        icon={<Eye aria-hidden="true" />}
      >
        Afficher
      </SubmitButton>
    </fetcher.Form>
  );
}
