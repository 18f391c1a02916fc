import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { fieldClasses } from "~/components/ui/input";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldClasses, "min-h-20 resize-y py-2 leading-relaxed", className)} {...props} />;
}
