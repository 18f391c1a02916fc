import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type RadioOption<V extends string> = {
  value: V;
  /** The option's accessible name (and, in the default card, its title). */
  label: ReactNode;
  /** A line under the title in the default card; the radio is described by it. */
  description?: ReactNode;
  /** At the card's end (a price). */
  aside?: ReactNode;
  /** A name of its own for the radio, when `label` is not one (a price in words). */
  ariaLabel?: string;
};

type Choice<V extends string> =
  /** Controlled: the form's state decides (a dialog that shows what the choice changes). */
  | { value: V | ""; onChange: (value: V) => void; defaultValue?: never }
  /** Uncontrolled: the form reads the checked radio as it is sent. */
  | { defaultValue?: V; value?: never; onChange?: (value: V) => void };

type RadioGroupProps<V extends string> = Choice<V> & {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** The field's message, under the options: every radio is marked invalid and described by it (the refused form focuses the first, action-form.ts). */
  error?: string;
  /** A line under the options (when there is no error). */
  hint?: ReactNode;
  /** Prefix of the radios' ids; a fresh one when absent. */
  idPrefix?: string;
  /** The options' box (a grid of one column by default). */
  optionsClassName?: string;
  /**
   * Another look than the kit's cards (stars, icon tiles, pricing cards): what a label holds after
   * its visually hidden radio, and the label's class. The radio keeps its native keyboard and form.
   */
  custom?: { option: (option: RadioOption<V>, checked: boolean) => ReactNode; className: (checked: boolean) => string };
  /** After the options, inside their box (the rating's '4/5'). */
  trailing?: ReactNode;
};

/**
 * One radio group of the back-office kit: a fieldset and its legend, native radios of
 * one `name` (arrows, Tab and forms as the browser does them, before hydration too), controlled
 * or uncontrolled, and the error and hint wired as `FormField` wires them (aria-invalid,
 * aria-describedby). The default look is a card per option: the radio, its title, a description,
 * an aside; `custom` draws another look on the same structure.
 */
export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  const { name, legend, options, error, hint, optionsClassName, custom, trailing } = props;
  const ownId = useId();
  const prefix = `${props.idPrefix ?? ownId}-${name}`;
  const errorId = `${prefix}-error`;
  const hintId = `${prefix}-hint`;
  const controlled = props.value !== undefined;
  return (
    // `data-form-field`: what a refused form brings into view around its first wrong control (action-form.ts).
    <fieldset data-form-field="" className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className={cn("grid gap-2", optionsClassName)}>
        {options.map((option) => {
          const id = `${prefix}-${option.value}`;
          const checked = controlled ? props.value === option.value : undefined;
          const described = [!custom && option.description ? `${id}-description` : null, error ? errorId : null, !error && hint ? hintId : null]
            .filter(Boolean)
            .join(" ");
          const input = (
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              {...(controlled ? { checked } : { defaultChecked: props.defaultValue === option.value })}
              onChange={() => props.onChange?.(option.value)}
              aria-label={option.ariaLabel}
              aria-labelledby={!custom && !option.ariaLabel ? `${id}-label` : undefined}
              aria-describedby={described || undefined}
              aria-invalid={error !== undefined ? true : undefined}
              className={custom ? "peer sr-only" : "mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"}
            />
          );
          if (custom) {
            return (
              <label key={option.value} htmlFor={id} className={custom.className(checked ?? false)}>
                {input}
                {custom.option(option, checked ?? false)}
              </label>
            );
          }
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border bg-background p-3 text-sm transition-colors hover:bg-muted/40 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              {input}
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span id={`${id}-label`} className="font-medium">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${id}-description`} className="text-muted-foreground">
                    {option.description}
                  </span>
                ) : null}
              </span>
              {option.aside ? <span className="shrink-0">{option.aside}</span> : null}
            </label>
          );
        })}
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
