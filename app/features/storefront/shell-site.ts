import type { PublicSite } from "~/features/storefront/public-site.server";

/**
 * What the header, the footer and the shell show of a site. In its own file so the three import
 * it rather than each other. The plan decides which pages the navigation offers.
 */
export type ShellSite = Pick<PublicSite, "name" | "logoUrl" | "colors" | "social" | "plan">;
