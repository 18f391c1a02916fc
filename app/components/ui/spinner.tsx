import type { ComponentProps } from "react";
import { LoaderCircle } from "~/components/icon/icons";
import { cn } from "~/lib/cn";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export type SpinnerProps = Omit<ComponentProps<"div">, "role" | "children"> & {
  /** Announced to screen readers; shown next to the icon when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof sizes;
};

export function Spinner({ label = "Chargement...", showLabel = false, size = "md", className, ...props }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)} {...props}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin text-primary", sizes[size])} />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </div>
  );
}
