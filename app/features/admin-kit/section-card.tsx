import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** The icon of a back-office card's header, in its small tile beside the title: grey, or the card's tone (`className`: 'bg-amber-100 …'). */
export function IconTile({ icon, className }: { icon: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4", className)}
    >
      {icon}
    </span>
  );
}

/**
 * A titled section of a back-office screen: a card whose header holds an icon in a tile, an h2 and
 * a line saying what the section is for; the content below (`children`, which pads itself).
 * A region named by its title, so it can be found and announced (a `group` where the page is one
 * form, as 'Paramètres du site'); `id` and `className` for a section a link scrolls to.
 */
export function SectionCard({
  icon,
  titleId,
  title,
  description,
  children,
  id,
  role = "region",
  className,
}: {
  icon: ReactNode;
  titleId: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  id?: string;
  role?: "region" | "group";
  className?: string;
}) {
  return (
    <Card id={id} role={role} aria-labelledby={titleId} className={cn("gap-0 py-0", className)}>
      <div className="flex items-start gap-3 border-b px-5 py-4 sm:px-6">
        <IconTile icon={icon} />
        <div>
          <h2 id={titleId} className="font-sans text-base font-semibold text-foreground">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
