import { useEffect, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Tailwind's md: where the folded parts of the products screen start open. */
const WIDE = "(min-width: 768px)";

/**
 * A part of the products screen that a phone folds: closed by default below md and
 * open above, until the merchant chooses. Before hydration the server cannot know the screen, so
 * CSS decides (`open` is null); then the button's state does.
 */
export function useFold() {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => setOpen(window.matchMedia(WIDE).matches), []);
  return {
    open,
    toggle: () => setOpen((now) => !(now ?? false)),
    /** Classes of the folded content. */
    content: open === null ? "max-md:hidden" : open ? "" : "hidden",
    /** Classes of what shows only while folded (a summary). */
    summary: open === null ? "md:hidden" : open ? "hidden" : "",
  };
}

/** The fold's button: aria-expanded and aria-controls, a chevron that turns. */
export function FoldButton({
  fold,
  controls,
  children,
  className,
}: {
  fold: ReturnType<typeof useFold>;
  controls: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("-ml-2", className)}
      aria-expanded={fold.open === null ? undefined : fold.open}
      aria-controls={controls}
      onClick={fold.toggle}
    >
      <ChevronDown aria-hidden="true" className={cn("transition-transform", fold.open === null ? "md:rotate-180" : fold.open && "rotate-180")} />
      {children}
    </Button>
  );
}
