import type { ComponentProps } from "react";
import { ChevronDown } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import { fieldClasses } from "~/components/ui/input";

export type SelectProps = ComponentProps<"select"> & {
  /** Classes for the wrapper that positions the chevron (width, margins). */
  wrapperClassName?: string;
};

/** A styled native <select>: works without JavaScript, with the platform's own keyboard and pickers. */
export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select className={cn(fieldClasses, "h-10 cursor-pointer appearance-none py-2 pr-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
