import { useEffect, useState } from "react";

/**
 * "Now" for time-dependent display (today's row, the open/closed line). The first render uses
 * the server's instant so hydration matches the server HTML; right after, the browser's clock
 * takes over (this is also what lets the e2e tests move time with Playwright's `page.clock`),
 * then it is refreshed at every minute boundary so the page stays right without a reload.
 */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
