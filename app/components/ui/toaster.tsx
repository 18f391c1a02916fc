import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type * as SonnerModule from "sonner";
import type { Toast } from "~/lib/toast";
import { PageToasts } from "~/components/ui/page-toasts";

/*
 * sonner (33 KB of script, a tenth of a back-office screen's) is fetched when a toast is first
 * wanted, not with the page (the script before the first interaction). The first
 * pointer or key press anywhere starts fetching it, and the toaster is mounted as soon as it is
 * there: a save's toast comes after a round trip to the server, by which time it is on screen. A
 * toast asked for before (the toast a redirect carries, shown as the page hydrates; a form refused
 * at the first tap) waits for it, with an empty 'Notifications' region marked busy meanwhile.
 */
type Sonner = typeof SonnerModule;
type Waiting = { toast: Toast; id: string; replaces?: string | number };
let loading: Promise<Sonner> | null = null;
let sonner: Sonner | null = null;
/** The toasts asked for before the toaster was mounted; null once it is (they then show at once). */
let waiting: Waiting[] | null = [];
/** Bumped when the toaster must draw again: sonner asked for, a toast waiting. */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner").then((module) => (sonner = module));
    // A failure is answered by the toaster (ToastsWithoutSonner), not reported as unhandled.
    loading.catch(() => {});
    changed();
  }
  return loading;
}

function show(s: Sonner, { toast, id, replaces }: Waiting) {
  if (replaces !== undefined) s.toast.dismiss(replaces);
  const kind = toast.type === "error" ? s.toast.error : s.toast.success;
  kind(toast.title, { id, description: toast.description });
}

function enqueue(item: Waiting) {
  if (waiting === null && sonner) {
    show(sonner, item);
    return;
  }
  (waiting ??= []).push(item);
  changed();
  void loadSonner();
}

/** Shows what waited, once sonner's toaster is mounted (its own effects, which listen, have run), before the frame is painted. */
function ToasterMounted() {
  useLayoutEffect(() => {
    if (!sonner) return;
    const items = waiting ?? [];
    waiting = null;
    for (const item of items) show(sonner, item);
  }, []);
  return null;
}

/** While sonner arrives with a toast waiting: the region it will be in, busy. */
function ToastsPending() {
  if (!waiting || waiting.length === 0) return null;
  return <section aria-label="Notifications" aria-busy="true" data-toasts-pending="" />;
}

/**
 * sonner could not be fetched (the connection dropped): the toasts are shown, for the rest of the
 * page's life, as the pages without scripts show theirs (a 'Fermer' button each).
 */
function ToastsWithoutSonner() {
  const items = waiting ?? [];
  return <PageToasts toasts={items.map(({ toast, id }) => ({ ...toast, id }))} />;
}

type ToasterComponent = ComponentType<ComponentProps<Sonner["Toaster"]>>;
const SonnerToaster = lazy<ToasterComponent>(() =>
  loadSonner().then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: ToastsWithoutSonner }),
  ),
);

/** Mount once near the root of the app. */
export function Toaster(props: ComponentProps<Sonner["Toaster"]>) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  useEffect(() => {
    const preload = () => void loadSonner();
    const options = { capture: true, passive: true, once: true } as const;
    window.addEventListener("pointerdown", preload, options);
    window.addEventListener("keydown", preload, options);
    return () => {
      window.removeEventListener("pointerdown", preload, options);
      window.removeEventListener("keydown", preload, options);
    };
  }, []);
  if (!loading) return null;
  return (
    <Suspense fallback={<ToastsPending />}>
      <SonnerToaster
        position="top-right"
        richColors
        closeButton
        // Stacked toasts are drawn faded behind the newest: expanded, each stays readable.
        expand
        visibleToasts={4}
        theme="light"
        toastOptions={{ closeButtonAriaLabel: "Fermer", style: { fontFamily: "var(--font-sans)" } }}
        containerAriaLabel="Notifications"
        {...props}
      />
      <ToasterMounted />
    </Suspense>
  );
}

let lastId = 0;

/**
 * Shows a toast now (or as soon as the toaster is there) and returns its id, to pass as `replaces`.
 * `replaces`: the id of a toast this one takes the place of (one place, one answer at a time):
 * that one leaves, so an old 'Erreur' never stays beside a new 'Succès'. A fresh toast rather
 * than an update in place: sonner loses an update that reaches a toast on its way out.
 */
export function showToast(toast: Toast, replaces?: string | number): string {
  const id = `toast-${++lastId}`;
  enqueue({ toast, id, replaces });
  return id;
}

/** The answers whose toast is shown: one answer, one toast, however many components read it (a form sent before the page was ready: its route and the root, `usePostedAnswerToast`). */
const toasted = new Set<string>();

/**
 * The one way a page shows the answer of an action: its toast, once per answer `id` (a fetcher's
 * data, the route's action data, the root's flash toast), then `then(answer)` for what else the
 * page does with it (close a dialog, show the field errors). Rendering again shows nothing twice,
 * nor does a second component reading the same answer.
 * Each caller (a form, a list's deletions) has one toast: a new answer replaces its previous one
 * still on screen. Returns the caller's `show(toast)`, for its other toasts (a form's
 * refusal before sending), which replace and are replaced the same way.
 */
export function useResultToast<T extends { id: string; toast?: Toast | null }>(
  answer: T | null | undefined,
  then?: (answer: T) => void,
): (toast: Toast) => void {
  const handled = useRef<string | null>(null);
  const last = useRef<string | number | undefined>(undefined);
  const show = useCallback((toast: Toast) => {
    last.current = showToast(toast, last.current);
  }, []);
  const handle = useEffectEvent((current: T) => {
    if (current.toast && !toasted.has(current.id)) {
      toasted.add(current.id);
      show(current.toast);
    }
    then?.(current);
  });
  useEffect(() => {
    if (!answer || handled.current === answer.id) return;
    handled.current = answer.id;
    handle(answer);
  }, [answer]);
  return show;
}

const isAnswer = (value: unknown): value is { id: string; toast: Toast } =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  typeof value.id === "string" &&
  "toast" in value &&
  typeof value.toast === "object" &&
  value.toast !== null;

/**
 * A form sent before the page was ready (a tap before it hydrated, on a slow phone or a busy
 * machine): the browser posts it as a plain form and the server answers with the page and the
 * action's answer. Most screens read their answers from their fetchers, which a plain post does
 * not fill: the answer's toast is shown here, whichever form sent it (a route that reads its
 * action data shows it itself, and the toast shows once). The answer is the one the page was
 * drawn with; later ones are their forms' (React Router's state, read through its context: no
 * hook gives a layout its child routes' action data).
 */
export function usePostedAnswerToast(): void {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const [answer] = useState(() => Object.values(state?.actionData ?? {}).find(isAnswer) ?? null);
  useResultToast(answer);
}
