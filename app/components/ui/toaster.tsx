import type { ComponentProps } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";

/** Mount once near the root of the app. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      // Stacked toasts are drawn faded behind the newest: expanded, each stays readable.
      expand
      visibleToasts={4}
      theme="light"
      toastOptions={{ closeButtonAriaLabel: "Fermer", style: { fontFamily: "var(--font-sans)" } }}
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export type ToastVariant = "success" | "error";

export type ShowToastOptions = {
  title: string;
  description?: string;
  /** 'error' is the destructive (red) toast. */
  variant?: ToastVariant;
};

/** Shows a result toast and returns its id (to dismiss it early with `toast.dismiss(id)`). */
export function showToast({ title, description, variant = "success" }: ShowToastOptions) {
  const show = variant === "error" ? toast.error : toast.success;
  return show(title, { description });
}
