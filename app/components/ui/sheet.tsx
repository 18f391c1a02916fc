import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/cn";
import { CloseButton, DialogOverlay } from "~/components/ui/dialog";

// A drawer is a modal dialog anchored to one edge: same focus trap, Escape and 'Fermer' button.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-popover text-popover-foreground shadow-2xl focus:outline-none", {
  variants: {
    side: {
      right: "inset-y-0 right-0 h-full w-[85%] max-w-sm border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right",
      left: "inset-y-0 left-0 h-full w-[85%] max-w-sm border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
      top: "inset-x-0 top-0 max-h-[85dvh] border-b data-[state=closed]:animate-slide-out-top data-[state=open]:animate-slide-in-top",
      bottom: "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom",
    },
  },
  defaultVariants: { side: "right" },
});

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof sheetVariants> & { showCloseButton?: boolean };

export function SheetContent({ side, className, children, showCloseButton = true, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {showCloseButton ? <CloseButton /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pr-14", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex flex-col gap-2 p-5", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("font-sans text-base font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
