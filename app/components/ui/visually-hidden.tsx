import type { ComponentProps } from "react";
import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Content for screen readers only (labels of icon buttons, status texts). */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}
