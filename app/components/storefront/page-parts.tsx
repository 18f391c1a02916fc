import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Content column of the storefront pages. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-[1200px] px-4 sm:px-6", className)}>{children}</div>;
}

/** A section title in the display font with a short bar in the site's colour. */
export function SectionHeading({
  id,
  eyebrow,
  children,
  intro,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  intro?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={cn("mb-10 max-w-2xl sm:mb-12", center && "mx-auto text-center")}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-site-secondary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="font-display text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">
        {children}
      </h2>
      <span aria-hidden="true" className={cn("mt-4 block h-1 w-14 rounded-full bg-site-primary", center && "mx-auto")} />
      {intro ? <div className="mt-5 text-base leading-relaxed text-gray-600 sm:text-lg">{intro}</div> : null}
    </div>
  );
}

/** A card's title on the contact page (hours, address): its icon in a round tile, then the words. */
export function IconHeading({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-2xl font-semibold text-gray-900 sm:text-3xl">
      <span className="grid size-10 place-items-center rounded-full bg-site-accent/25 text-site-secondary">{icon}</span>
      {children}
    </h2>
  );
}

/** The calm box an empty section shows, with the spec's message. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-black/15 bg-white/70 px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-site-accent/25 text-site-secondary [&_svg]:size-6">
        {icon}
      </span>
      {title ? <p className="font-display text-xl font-semibold text-gray-900">{title}</p> : null}
      {children ? <p className="max-w-md text-gray-600">{children}</p> : null}
    </div>
  );
}
