import type { ComponentProps } from "react";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";
import { useShownImage } from "~/features/media/shown-image";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

type Props = Omit<ComponentProps<"img">, "src" | "sizes" | "srcSet"> & {
  src: string | null;
  /** How wide the layout shows it (the srcset picks a file from it), and its box for `cover`. */
  sizes: SlotSizes;
  coverBox?: number;
};

/**
 * An <img>, or the placeholder when its picture is missing. Rendered on the server only: the
 * server has found whether the media store holds it (useShownImage, ADR 046).
 * Our stored images come with their narrower copies (srcset) and their own size.
 */
export function FallbackImage({ src, alt, sizes, coverBox, width, height, style, ...props }: Props) {
  const shown = useShownImage(src) ?? PLACEHOLDER_IMAGE;
  const image = responsiveImage(shown, { sizes, coverBox });
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width ?? width}
      height={image.height ?? height}
      alt={alt}
      // The focal point the address carries (ADR 023).
      style={{ ...image.style, ...style }}
      decoding="async"
      {...props}
    />
  );
}
