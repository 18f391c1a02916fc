import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { COLOR_FIELDS, type ColorField } from "~/features/appearance/appearance-schema";
import { PALETTES, type Palette } from "~/features/appearance/palettes";

type Props = { current: Record<ColorField, string>; onPick: (colors: Palette["colors"]) => void };

const sameColors = (a: Record<ColorField, string>, b: Record<ColorField, string>) =>
  COLOR_FIELDS.every((f) => a[f].trim().toLowerCase() === b[f].toLowerCase());

/** 'Palettes par métier': one click fills the four colour fields; nothing is saved until 'Sauvegarder'. */
export function PalettePicker({ current, onPick }: Props) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="text-sm font-medium">Palettes par métier</legend>
      <p className="-mt-1 text-xs text-muted-foreground">
        {"Un clic remplit les quatre couleurs ci-dessous\u00a0; rien n'est enregistré avant «\u00a0Sauvegarder\u00a0»."}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {PALETTES.map((palette) => {
          const chosen = sameColors(current, palette.colors);
          return (
            <li key={palette.id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onPick(palette.colors)}
                className={cn(
                  "flex h-full w-full flex-col items-start gap-2 rounded-lg border bg-background p-2.5 text-left transition-colors hover:border-foreground/30 hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  chosen && "border-primary ring-1 ring-primary",
                )}
              >
                <span aria-hidden="true" className="flex w-full items-center">
                  {COLOR_FIELDS.map((field) => (
                    <span key={field} className="-mr-1.5 size-5 rounded-full ring-2 ring-background" style={{ backgroundColor: palette.colors[field] }} />
                  ))}
                  {chosen ? <Check className="ml-auto size-4 text-primary" /> : null}
                </span>
                <span className="grid gap-0.5">
                  <span className="text-xs leading-tight font-medium">{palette.trade}</span>
                  <span className="text-xs leading-tight text-muted-foreground">{palette.name}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
