import type { ComponentProps } from "react";
import type { ResponsiveImage } from "~/features/media/responsive-image";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height" | "decoding"> & {
  /** From `responsiveImage`: the address, its narrower copies, `sizes`, its own size and focal point. */
  image: ResponsiveImage;
  /** The size given when the address does not tell the picture's own (external or older images). */
  width: number;
  height: number;
};

/**
 * The <img> of a picture whose `responsiveImage` the caller has decided (the picture, or its
 * stand-in), decoded off the main thread. Its style is the focal point the address carries (ADR 023) unless
 * the caller gives one.
 */
export function ResponsiveImg({ image, alt, width, height, fetchPriority, loading, className, style = image.style, ...props }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={image.width ?? width}
      height={image.height ?? height}
      fetchPriority={fetchPriority}
      loading={loading}
      decoding="async"
      className={className}
      style={style}
      {...props}
    />
  );
}
