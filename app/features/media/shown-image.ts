import { useMatches } from "react-router";
import type { MissingImages } from "~/features/media/missing-images.server";

/** The `missingImages` of every route of the page (the layout's logo, the page's pictures). */
function isMissingImages(data: unknown): data is MissingImages {
  return typeof data === "object" && data !== null && Array.isArray((data as Partial<MissingImages>).missingImages);
}

/**
 * The address to draw, or null for the placeholder: null when there is none, or when the server
 * found the media store lacks it (missing-images.server.ts). Reads the route data only, during
 * the server render (the public pages run no React in the browser, ADR 046).
 */
export function useShownImage(url: string | null | undefined): string | null {
  const matches = useMatches();
  if (!url) return null;
  const missing = matches.some((match) => isMissingImages(match.data) && match.data.missingImages.includes(url));
  return missing ? null : url;
}
