import { Form } from "react-router";
import { ArrowRightLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useLinkedItem } from "~/features/admin-kit/inbox";

/**
 * Shown when a link (a notification e-mail's) names a site the session may act on but has not
 * selected: the row it points at is in that site's list, not in this one. 'Passer à …' selects
 * it and comes back to the same row.
 */
export function LinkedSiteNotice({ site, path }: { site: { id: string; name: string }; path: string }) {
  const linked = useLinkedItem();
  const name = `«\u00a0${site.name}\u00a0»`;
  return (
    <div
      role="status"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>Ce lien concerne le site {name}, qui n'est pas le site sélectionné.</p>
      <Form method="post" action="/admin/select-site" className="shrink-0">
        <input type="hidden" name="siteId" value={site.id} />
        <input type="hidden" name="redirectTo" value={linked ? `${path}#${linked}` : path} />
        <Button type="submit" size="sm" variant="outline" className="bg-white">
          <ArrowRightLeft aria-hidden="true" />
          Passer à {name}
        </Button>
      </Form>
    </div>
  );
}
