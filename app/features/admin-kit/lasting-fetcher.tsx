import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";

/*
 * The toast of a form that its own success can take off the screen: a request that leaves a
 * filtered list once its status changes, a domain's 'Approuver' once it is approved. React Router
 * draws an answer and the list reloaded after it as transitions, and a slow phone draws the last
 * one only: the form's component is gone before it ever sees its answer, and the merchant is told
 * nothing (a failed CI run, 2026-11-30). Such a form takes its fetcher from `useLastingFetcher`:
 * its answer is shown by the back-office's layout, which stays, whatever happens to the form.
 */

const Keep = createContext<(key: string) => void>(() => {});

/** Around the back-office's screens: shows the answers of the lasting fetchers mounted under it, for its life. */
export function LastingAnswers({ children }: { children: ReactNode }) {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const keep = useCallback((key: string) => setKeys((known) => (known.includes(key) ? known : [...known, key])), []);
  return (
    <Keep.Provider value={keep}>
      {children}
      {keys.map((key) => (
        <AnswerToast key={key} fetcherKey={key} />
      ))}
    </Keep.Provider>
  );
}

function AnswerToast({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  useResultToast(fetcher.data);
  return null;
}

/**
 * A fetcher (named by `key`, unique to its row: `approve-${id}`) whose answer's toast the layout
 * shows: the form does not call `useResultToast` itself. Two forms with one key share the fetcher.
 */
export function useLastingFetcher<T extends ActionResult = ActionResult>(key: string) {
  const keep = useContext(Keep);
  useEffect(() => keep(key), [keep, key]);
  return useFetcher<T>({ key });
}
