import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

type EmptyStateProps = {
  /** A lucide icon, drawn in a round muted tile. */
  icon: ReactNode;
  title?: ReactNode;
  /** The title's level: h1 where the state is the whole page ('Aucun site sélectionné'). */
  heading?: "h1" | "h2";
  /** The sentence under the title. */
  children?: ReactNode;
  /** Buttons or links, centred under the text. */
  actions?: ReactNode;
  /** 'status' where the state replaces the screen, so it is announced. */
  role?: "status";
  /** A dashed box inside a card that already frames it (a section of an editor), instead of a card. */
  inset?: boolean;
  className?: string;
};

/**
 * The back-office's one empty state (nothing yet, nothing matches, nothing chosen): a round icon,
 * an optional title, a sentence and optional actions, centred. Every screen draws it this way.
 */
export function EmptyState({ icon, title, heading: Heading = "h2", children, actions, role, inset = false, className }: EmptyStateProps) {
  const content = (
    <>
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        {icon}
      </span>
      {title ? <Heading className="font-sans text-lg font-semibold">{title}</Heading> : null}
      {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </>
  );
  if (inset) {
    return (
      <div role={role} className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-8 text-center", className)}>
        {content}
      </div>
    );
  }
  return (
    <Card role={role} className={cn("items-center gap-3 px-6 py-12 text-center", className)}>
      {content}
    </Card>
  );
}
