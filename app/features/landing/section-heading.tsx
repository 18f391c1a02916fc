import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
  className?: string;
};

/** The eyebrow, h2 and lead shared by the landing sections; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, description, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl", className)}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-[1.15] font-semibold tracking-tight text-gray-950 sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-base leading-relaxed text-gray-600 sm:text-lg">{description}</p> : null}
    </div>
  );
}
