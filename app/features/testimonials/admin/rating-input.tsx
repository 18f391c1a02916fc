import { Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { starsLabel } from "~/features/testimonials/testimonial-format";

/**
 * 1 to 5 stars as a radio group (native radios, so arrows, Tab and forms work as usual); the
 * stars up to the chosen one are filled.
 */
export function RatingInput({ name, value, onChange, error, errorId }: { name: string; value: number; onChange: (value: number) => void; error?: string; errorId?: string }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">Note</legend>
      <div className="flex w-fit items-center gap-0.5 rounded-lg p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 hover:bg-accent">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star aria-hidden="true" className={cn("size-6", n <= value ? "fill-amber-400 text-amber-500" : "text-gray-300")} />
            <span className="sr-only">{starsLabel(n)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted-foreground tabular-nums">
          {value}/5
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
