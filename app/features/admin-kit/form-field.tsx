import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";

export type FieldControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * A labelled field of a list dialog: the control gets its id, name, aria-invalid and
 * aria-describedby (the error under it, then the hint) from `children(props)`.
 */
export function FormField({
  formId,
  name,
  label,
  error,
  hint,
  children,
}: {
  formId: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, name, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
