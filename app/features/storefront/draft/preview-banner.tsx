import { DRAFT_TEXTS } from "~/features/storefront/draft/draft-view";

/** The thin line above a draft's real pages, for its owner and admins. */
export function PreviewBanner({ dashboardHref }: { dashboardHref: string }) {
  return (
    <div role="note" className="bg-gray-950 px-4 py-2 text-center text-sm text-white">
      <span className="font-medium">{DRAFT_TEXTS.previewBanner}</span>
      <span aria-hidden="true" className="mx-2 text-white/60">
        ·
      </span>
      <a
        href={dashboardHref}
        className="font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {DRAFT_TEXTS.previewLink}
      </a>
    </div>
  );
}
