import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { safeImageUrl } from "~/lib/web-address";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";
import { ResponsiveImg } from "~/features/media/responsive-img";
import { useShownImage } from "~/features/media/shown-image";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

export type SiteImageProps = Omit<ComponentProps<"img">, "src" | "width" | "height" | "sizes" | "srcSet"> & {
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
 * A storefront picture that never shows a broken icon: a missing or unsafe address becomes the
 * neutral placeholder. Rendered as it is (the public pages run no React): an image the media store
 * does not hold is drawn as the placeholder too, decided on the server (useShownImage, ADR 046). A back-office screen that wants
 * a failing address replaced in the browser uses CheckedSiteImage. Our stored images come with
 * their narrower copies (srcset).
 */
export function SiteImage({ src, width, height, sizes, coverBox, eager = false, className, alt, style, ...props }: SiteImageProps) {
  const image = responsiveImage(safeImageUrl(useShownImage(src)) ?? PLACEHOLDER_IMAGE, { sizes, coverBox });
  return (
    <ResponsiveImg
      image={image}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      className={cn("bg-gray-100", className)}
      // The focal point the address carries (ADR 023).
      style={{ ...image.style, ...style }}
      {...props}
    />
  );
}
