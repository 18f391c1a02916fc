import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { SitePlan } from "~/db/enums";
import { lazyDialog, preloadOn } from "~/features/admin-kit/lazy-dialog";
import { planIncludes } from "~/features/plans/plans";
import { POST_TEXTS, type PostTarget } from "~/features/social/post-schema";

/** The dialog (its image, caption and share code) loads when first wanted: nothing of it weighs on the screen. */
const PostDialog = lazyDialog(() => import("~/features/social/admin/post-dialog").then((m) => m.PostDialog));

/** What the button reads of the back-office layout's data: the selected site's plan. */
type LayoutData = { currentSite: { plan: SitePlan } | null };

/**
 * 'Publier sur les réseaux' on an event or a product of the events and products screens: an icon
 * button opening the publication's dialog. Nothing on a site whose plan has no sharing (Expert only).
 */
export function PostButton({ target, name }: { target: PostTarget; name: string }) {
  const plan = useRouteLoaderData<LayoutData>("routes/admin/layout")?.currentSite?.plan;
  const [open, setOpen] = useState(false);
  if (!plan || !planIncludes(plan, "share")) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        title={POST_TEXTS.title}
        aria-label={POST_TEXTS.button(name)}
        {...preloadOn(PostDialog)}
        onClick={() => setOpen(true)}
      >
        <Share2 aria-hidden="true" />
      </Button>
      <PostDialog open={open} onOpenChange={setOpen} target={target} name={name} />
    </>
  );
}
