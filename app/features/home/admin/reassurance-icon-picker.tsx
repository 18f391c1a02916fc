import { Award, Heart, Shield, Star, Truck, type LucideIcon } from "lucide-react";
import { REASSURANCE_ICONS, type ReassuranceIcon } from "~/db/enums";
import { cn } from "~/lib/cn";
import { RadioGroup } from "~/features/admin-kit/radio-group";
import { REASSURANCE_ICON_LABELS } from "~/features/home/home-schema";

export const REASSURANCE_ICON_COMPONENTS: Record<ReassuranceIcon, LucideIcon> = { award: Award, shield: Shield, truck: Truck, heart: Heart, star: Star };

/**
 * The icon of a reassurance item (award, shield, truck, heart, star), as a row of tiles: the
 * kit's RadioGroup (native radio buttons underneath, so arrows, Tab and screen readers work as for
 * any radio group) in the look of icon tiles.
 */
export function ReassuranceIconPicker({
  value,
  onChange,
  name = "iconName",
}: {
  value: ReassuranceIcon;
  onChange: (icon: ReassuranceIcon) => void;
  name?: string;
}) {
  return (
    <RadioGroup
      name={name}
      legend="Icône"
      options={REASSURANCE_ICONS.map((icon) => ({ value: icon, label: REASSURANCE_ICON_LABELS[icon] }))}
      value={value}
      onChange={onChange}
      optionsClassName="grid-cols-5"
      custom={{
        className: (checked) =>
          cn(
            "flex min-w-0 cursor-pointer flex-col items-center gap-1.5 rounded-lg border px-0.5 py-2.5 text-center text-[0.625rem] leading-tight break-words sm:text-[0.6875rem] text-muted-foreground transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
            checked && "border-primary bg-primary/5 font-medium text-foreground ring-1 ring-primary",
          ),
        option: (option, checked) => {
          const Icon = REASSURANCE_ICON_COMPONENTS[option.value];
          return (
            <>
              <span aria-hidden="true" className={cn("grid size-9 place-items-center rounded-lg", checked ? "bg-primary text-primary-foreground" : "bg-muted")}>
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              {option.label}
            </>
          );
        },
      }}
    />
  );
}
