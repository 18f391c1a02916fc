import { LiveStatus, type LiveStatusProps } from "~/features/hours/public/live-status";
import { useNow } from "~/features/hours/admin/use-now";

/**
 * The public pages' open/closed line for a back-office screen, which runs React: the browser's
 * clock takes over after hydration and keeps it right every minute (see useNow). The public pages
 * render it once, on the server.
 */
export function TickingLiveStatus({ serverNow, ...props }: LiveStatusProps) {
  const now = useNow(serverNow);
  return <LiveStatus {...props} serverNow={now.toISOString()} />;
}
