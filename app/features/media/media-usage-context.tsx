/**
 * The site's image storage against its quota, for every image field of the back-office:
 * the admin layout's loader reads it once per navigation and provides it here; an upload's answer
 * brings the new figure at once, and the loader's next value (after a save that removed images,
 * or another site chosen) replaces it.
 */
import { createContext, useContext, useState, type ReactNode } from "react";
import type { MediaUsage } from "~/features/media/media-rules";

type MediaUsageState = { usage: MediaUsage | null; update(usage: MediaUsage): void };

const MediaUsageContext = createContext<MediaUsageState | null>(null);

const same = (a: MediaUsage | null, b: MediaUsage | null) =>
  a === b || (a !== null && b !== null && a.usedBytes === b.usedBytes && a.quotaBytes === b.quotaBytes);

export function MediaUsageProvider({ usage, children }: { usage: MediaUsage | null; children: ReactNode }) {
  const [current, setCurrent] = useState(usage);
  const [fromLoader, setFromLoader] = useState(usage);
  // A new figure from the loader is fresher than the last upload's (React's "adjust state on a prop change").
  if (!same(usage, fromLoader)) {
    setFromLoader(usage);
    setCurrent(usage);
  }
  return <MediaUsageContext.Provider value={{ usage: current, update: setCurrent }}>{children}</MediaUsageContext.Provider>;
}

/** The storage figure and its updater; null outside the back-office (no figure is shown then). */
export function useMediaUsage(): MediaUsageState | null {
  return useContext(MediaUsageContext);
}
