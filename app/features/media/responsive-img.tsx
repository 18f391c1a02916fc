import type { ResponsiveImage } from "~/features/media/responsive-image";

type Props = {
  /** From `responsiveImage`: the address, its narrower copies, `sizes`, its own size and focal point. */
  image: ResponsiveImage;
  alt: string;
  /** The size given when the address does not tell the picture's own (external or older images). */
  width: number;
  height: number;
  loading: "eager" | "lazy";
  /** "high" for the page's largest element. */
  fetchPriority?: "high";
  className: string;
};

/** The <img> of a public picture whose `responsiveImage` the caller has decided (the picture, or its stand-in). */
export function ResponsiveImg({ image, alt, width, height, loading, fetchPriority, className }: Props) {
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
      // The focal point the address carries (ADR 023).
      style={image.style}
    />
  );
}
