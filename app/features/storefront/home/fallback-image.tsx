import { useCallback, useState, type ComponentProps } from "react";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/**
 * An <img> that shows the placeholder when its picture is missing or fails to load. A
 * server-rendered image can fail before hydration (onError never runs then): the ref checks it.
 */
export function FallbackImage({ src, alt, ...props }: Omit<ComponentProps<"img">, "src"> & { src: string | null }) {
  const [broken, setBroken] = useState(false);
  const shown = !src || broken ? PLACEHOLDER_IMAGE : src;
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER_IMAGE)) setBroken(true);
  }, []);
  return <img ref={check} src={shown} alt={alt} decoding="async" onError={() => setBroken(true)} {...props} />;
}
