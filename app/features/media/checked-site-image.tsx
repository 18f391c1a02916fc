import { useEffect, useRef, useState } from "react";
import { safeImageUrl } from "~/lib/web-address";
import { PLACEHOLDER_IMAGE, SiteImage, type SiteImageProps } from "~/features/media/site-image";

/**
 * SiteImage for a back-office screen, which runs React: an address that fails in the browser
 * becomes the placeholder too. An image that failed before hydration fired its error event before
 * React listened, so it is checked once mounted. (A lazy image not fetched yet has no currentSrc:
 * it will report its own error later.)
 */
export function CheckedSiteImage({ src, ...props }: SiteImageProps) {
  const wanted = safeImageUrl(src) ?? PLACEHOLDER_IMAGE;
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.currentSrc && img.naturalWidth === 0 && wanted !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [wanted]);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <SiteImage
      ref={ref}
      src={shown}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
      {...props}
    />
  );
}
