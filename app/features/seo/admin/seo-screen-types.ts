import type { SeoPage } from "~/db/enums";

/** One page of the 'Référencement' screen, as its loader hands it over. */
export type SeoScreenPage = {
  page: SeoPage;
  label: string;
  /** The page's canonical address (what a search result and a share show). */
  url: string;
  /** The page's own title and description (the placeholders: an empty field means these). */
  defaultTitle: string;
  defaultDescription: string;
  /** The share image as it is now (the generated card), or null. */
  cardUrl: string | null;
};
