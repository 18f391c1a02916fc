import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React owns the page. A control whose
 * state React holds (a controlled radio) is disabled until then: a click before hydration would
 * change it natively, then hydration would put it back, and the click would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
