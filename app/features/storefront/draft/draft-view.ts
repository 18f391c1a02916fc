import type { SiteColors } from "~/features/appearance/theme";

/** How a draft site is shown to this request (draft-view.server.ts). */
export type DraftView = "preview" | "coming-soon";

/** What 'Bientôt en ligne' shows of the shop: its name, and its logo and colours when set. */
export type ComingSoonSite = { name: string; logoUrl: string | null; colors: SiteColors };

/**
 * Both views of a draft: out of search engines (the meta tag says it too), and kept by no cache,
 * shared or private — publishing must show the site at once, and a preview is one person's.
 */
export const COMING_SOON_HEADERS = { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" } as const;

export const DRAFT_TEXTS = {
  previewBanner: "Aperçu — ce site n'est pas encore publié",
  previewLink: "Tableau de bord",
} as const;

/** The error body that draws 'Bientôt en ligne' (thrown by loadStorefront for a visitor of a draft). */
export function comingSoonOf(body: unknown): ComingSoonSite | null {
  if (typeof body !== "object" || body === null || !("comingSoon" in body)) return null;
  const site = (body as { comingSoon: unknown }).comingSoon;
  return typeof site === "object" && site !== null && "name" in site ? (site as ComingSoonSite) : null;
}

/** The same, from what a loader caught: `data(...)` as thrown, before React Router reads it. */
export function comingSoonThrown(thrown: unknown): ComingSoonSite | null {
  return typeof thrown === "object" && thrown !== null && "data" in thrown ? comingSoonOf((thrown as { data: unknown }).data) : null;
}
