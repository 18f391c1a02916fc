import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Width and side padding of every home section (content width about 1200 px). */
export const CONTAINER = "site-container";

type Props = { id: string; eyebrow?: string; title: ReactNode; description?: ReactNode; align?: "center" | "left"; className?: string; children?: ReactNode };

/** Eyebrow, h2 (its id labels the section) and lead, shared by the home sections. */
export function SectionHeading({ id, eyebrow, title, description, align = "center", className, children }: Props) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      {eyebrow ? <p className="site-eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="site-h2">
        {title}
      </h2>
      {description ? <p className="mt-4 text-base leading-relaxed text-gray-600 sm:text-lg">{description}</p> : null}
      {children}
    </div>
  );
}
