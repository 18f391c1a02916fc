import { Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { starsLabel } from "~/features/testimonials/testimonial-format";
import { RadioGroup } from "~/features/admin-kit/radio-group";

/**
 * 1 to 5 stars as the kit's radio group (native radios, so arrows, Tab and forms work as usual),
 * drawn as stars: those up to the chosen one are filled.
 */
export function RatingInput({
  name,
  value,
  onChange,
  error,
  idPrefix,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  idPrefix?: string;
}) {
  return (
    <RadioGroup
      idPrefix={idPrefix}
      name={name}
      legend="Note"
      options={STARS.map((n) => ({ value: String(n), label: starsLabel(n) }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
      optionsClassName="flex w-fit items-center gap-0.5 rounded-lg p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      custom={{
        className: () => "cursor-pointer rounded-md p-1 hover:bg-accent",
        option: (option) => (
          <>
            <Star aria-hidden="true" className={cn("size-6", Number(option.value) <= value ? "fill-amber-400 text-amber-500" : "text-gray-300")} />
            <span className="sr-only">{option.label}</span>
          </>
        ),
      }}
      trailing={
        <span aria-hidden="true" className="ml-2 text-sm text-muted-foreground tabular-nums">
          {value}/5
        </span>
      }
    />
  );
}

const STARS = [1, 2, 3, 4, 5] as const;
