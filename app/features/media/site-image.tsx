import { useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/**
 * A merchant-entered image address, or null when it is blank or not one we are willing to load
 * (only our own paths and http(s): no `javascript:`, `data:` or protocol-relative tricks).
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return null;
}

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height" | "sizes" | "srcSet"> & {
  src: string | null | undefined;
  /** Size used when the address does not tell the picture's own (external or older images). */
  width: number;
  height: number;
  /** How wide the layout shows it (the srcset picks a file from it), and its box for `cover`. */
  sizes: SlotSizes;
  coverBox?: number;
  /** Below the fold by default. */
  eager?: boolean;
};

/**
 * A storefront picture that never shows a broken icon: a missing, unsafe or failing address
 * becomes the neutral placeholder. Our stored images come with their narrower copies (srcset).
 */
export function SiteImage({ src, width, height, sizes, coverBox, eager = false, className, alt, style, ...props }: Props) {
  const wanted = safeImageUrl(src) ?? PLACEHOLDER_IMAGE;
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened. (A lazy
  // image not fetched yet has no currentSrc: it will report its own error later.)
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.currentSrc && img.naturalWidth === 0 && wanted !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [wanted]);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  const image = responsiveImage(shown, { sizes, coverBox });
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("bg-gray-100", className)}
      // The focal point the address carries (ADR 023).
      style={{ ...image.style, ...style }}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
      {...props}
    />
  );
}
