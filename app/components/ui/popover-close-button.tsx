import { X } from "~/components/icon/icons";

/**
 * The 'Fermer' cross in the top right corner of a native popover (a menu, a dialog): it hides the popover `popoverId`, without a script.
 * `label` is its name for a page in another language.
 */
export function PopoverCloseButton({ popoverId, label = "Fermer" }: { popoverId: string; label?: string }) {
  return (
    <button
      type="button"
      popoverTarget={popoverId}
      popoverTargetAction="hide"
      className="absolute top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
    >
      <X className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
