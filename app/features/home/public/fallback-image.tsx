import { useCallback, useState, type ComponentProps } from "react";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

type Props = Omit<ComponentProps<"img">, "src" | "sizes" | "srcSet"> & {
  src: string | null;
  /** How wide the layout shows it (the srcset picks a file from it), and its box for `cover`. */
  sizes: SlotSizes;
  coverBox?: number;
};

/**
 * An <img> that shows the placeholder when its picture is missing or fails to load. A
 * server-rendered image can fail before hydration (onError never runs then): the ref checks it.
 * Our stored images come with their narrower copies (srcset) and their own size.
 */
export function FallbackImage({ src, alt, sizes, coverBox, width, height, style, ...props }: Props) {
  const [broken, setBroken] = useState(false);
  const shown = !src || broken ? PLACEHOLDER_IMAGE : src;
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER_IMAGE)) setBroken(true);
  }, []);
  const image = responsiveImage(shown, { sizes, coverBox });
  return (
    <img
      ref={check}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width ?? width}
      height={image.height ?? height}
      alt={alt}
      // The focal point the address carries (ADR 023).
      style={{ ...image.style, ...style }}
      decoding="async"
      onError={() => setBroken(true)}
      {...props}
    />
  );
}
