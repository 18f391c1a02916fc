import { UserRound } from "lucide-react";
import { cn } from "~/lib/cn";

const SIZES = { sm: { px: 56, box: "size-14", icon: "size-6" }, md: { px: 64, box: "size-16", icon: "size-7" } } as const;

/** An advisor's round photo, or a person icon in its place (the dashboard's card, the advisors' list). */
export function AdvisorPhoto({ url, size }: { url: string | null; size: keyof typeof SIZES }) {
  const { px, box, icon } = SIZES[size];
  if (url) {
    return <img src={url} alt="" width={px} height={px} loading="lazy" decoding="async" className={cn(box, "shrink-0 rounded-full border object-cover")} />;
  }
  return (
    <span aria-hidden="true" className={cn(box, "grid shrink-0 place-items-center rounded-full bg-muted text-muted-foreground")}>
      <UserRound className={icon} />
    </span>
  );
}
