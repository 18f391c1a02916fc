import { useRouteLoaderData } from "react-router";

/** What the kit reads of the back-office layout's loader data (routes/admin/layout.tsx). */
type LayoutData = { currentSite: { id: string } | null };

/**
 * The id of the site this page was rendered for: the back-office layout's selection, loaded with
 * the page (and reloaded with it after every change), so a tab keeps the site it shows. "" outside
 * the back-office layout.
 */
export function useRenderedSiteId(): string {
  return useRouteLoaderData<LayoutData>("routes/admin/layout")?.currentSite?.id ?? "";
}

/**
 * The hidden `siteId` every mutating form of a per-site screen carries (ADR 013): the action
 * refuses it with a 409 when it is not the session's site (`refuseOtherSiteForm`). The kit's
 * dialogs, confirmations and sortable lists put it in by themselves.
 */
export function SiteIdField() {
  return <input type="hidden" name="siteId" value={useRenderedSiteId()} />;
}
