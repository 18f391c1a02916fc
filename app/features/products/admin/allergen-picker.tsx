import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { ALLERGENS } from "~/db/enums";
import { cn } from "~/lib/cn";
import { ALLERGEN_NAMES, allergenSummary, inRegulationOrder } from "~/features/products/allergens";

/**
 * One list of the 14 allergens ('Allergènes' or 'Peut contenir des traces de…'): folded by default
 * behind its summary ('3 allergènes : gluten, lait, œufs'), open as two columns of large boxes so
 * a phone ticks them with a thumb.
 */
export function AllergenPicker({ legend, value, onChange, none }: { legend: string; value: string[]; onChange: (codes: string[]) => void; none?: string }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const summary = allergenSummary(value, none);
  function toggle(code: string, checked: boolean) {
    onChange(inRegulationOrder(checked ? [...value, code] : value.filter((c) => c !== code)));
  }
  return (
    <fieldset className="min-w-0 rounded-xl border bg-background">
      <legend className="sr-only">{legend}</legend>
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-left hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={`${ids}-list`}
        onClick={() => setOpen((now) => !now)}
      >
        <span className="min-w-0">
          <span className="block text-sm font-medium">{legend}</span>
          <span className={cn("block text-sm", value.length ? "text-foreground" : "text-muted-foreground")}>{summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <div id={`${ids}-list`} hidden={!open} className="grid grid-cols-2 gap-2 border-t p-2 sm:grid-cols-3">
        {ALLERGENS.map((code) => (
          <label
            key={code}
            className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2.5 rounded-lg border px-2.5 py-2 text-sm leading-tight hover:bg-muted/40 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="checkbox" className="size-5 shrink-0 accent-primary" checked={value.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
            {ALLERGEN_NAMES[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
