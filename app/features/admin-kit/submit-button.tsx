import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";

type Props = Omit<ButtonProps, "type" | "children"> & {
  submitting: boolean;
  children: ReactNode;
  /** What the button says while the form is sent ('Connexion en cours...'); by default, its label. */
  busyLabel?: ReactNode;
  /** The icon beside the label when idle; a spinner takes its place while sending. */
  icon?: ReactNode;
};

/** A form's submit button: disabled with a spinner while the form is sent (one look everywhere). */
export function SubmitButton({ submitting, busyLabel, icon = null, children, disabled, ...props }: Props) {
  return (
    <Button type="submit" disabled={submitting || disabled} {...props}>
      {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {submitting ? (busyLabel ?? children) : children}
    </Button>
  );
}
