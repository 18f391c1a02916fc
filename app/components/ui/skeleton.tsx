import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A placeholder block while content loads; hidden from assistive tech (announce with Spinner). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-gray-200/80", className)} {...props} />;
}
