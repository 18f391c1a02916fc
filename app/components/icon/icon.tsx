import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import sprite from "~/components/icon/icons.svg?url";

/** The sprite's hashed address, for a caller drawing several symbols in one <svg>. */
export const spriteUrl = sprite;

export type IconProps = Omit<ComponentProps<"svg">, "children" | "strokeWidth"> & { size?: number | string; strokeWidth?: number };
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/**
 * One icon of the sprite (app/components/icon/icons.svg, built by scripts/build-icon-sprite.ts):
 * `<use>` points at the symbol, so a page carries a few bytes per icon instead of its paths, and
 * the sprite itself is one hashed, immutable file. Same look as lucide-react (24 px, 2-px stroke
 * in the current colour: the `.ic` class in styles/tokens.css), decorative unless told otherwise.
 */
export function Icon({ name, size = 24, strokeWidth, className, style, ...props }: IconProps & { name: string }) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      className={cn("ic", className)}
      style={strokeWidth === undefined ? style : { strokeWidth, ...style }}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** A component for one symbol, used like the lucide-react icon of the same name. */
export function spriteIcon(name: string): IconComponent {
  const component = (props: IconProps) => <Icon name={name} {...props} />;
  component.displayName = name;
  return component;
}
