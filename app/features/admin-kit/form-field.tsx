import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { Textarea } from "~/components/ui/textarea";

export type FieldControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * A labelled field of a back-office form: the control gets its id, name, aria-invalid and
 * aria-describedby (the error under it, then the hint) from `children(props)`. An error of ""
 * (a silent refusal) marks the field invalid without a message.
 */
export function FormField({
  formId,
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  /** Prefix of the control's id; a fresh one when absent. */
  formId?: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The field's width or place in its form (e.g. `sm:max-w-sm`). */
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const ownId = useId();
  const id = `${formId ?? ownId}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    // `data-form-field`: what a refused form brings into view around its first wrong control (action-form.ts).
    <div data-form-field="" className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id} className="flex items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:text-muted-foreground">
        {label}
      </Label>
      {children({ id, name, ...(error !== undefined ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
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

type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A textarea of `rows` lines rather than an input. */
  multiline?: boolean;
  rows?: number;
  /** Required: the label shows an asterisk (the control says it to assistive technologies). */
  required?: boolean;
  /** An icon before the label's text. */
  icon?: ReactNode;
} & Pick<ComponentProps<"input">, "defaultValue" | "placeholder" | "maxLength" | "type" | "autoComplete" | "inputMode" | "spellCheck">;

/** The text field of the back-office forms: a `FormField` around an input or a textarea. */
export function TextField({ name, label, error, hint, multiline = false, rows = 3, required = false, icon, ...control }: TextFieldProps) {
  const text = (
    <>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <FormField name={name} label={text} error={error} hint={hint}>
      {(props) =>
        multiline ? (
          <Textarea
            rows={rows}
            required={required}
            defaultValue={control.defaultValue}
            placeholder={control.placeholder}
            maxLength={control.maxLength}
            {...props}
          />
        ) : (
          <Input required={required} {...control} {...props} />
        )
      }
    </FormField>
  );
}
