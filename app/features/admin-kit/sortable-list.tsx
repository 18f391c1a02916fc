import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { ArrowDown, ArrowUp, Check, GripVertical, LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useRenderedSiteId } from "~/features/admin-kit/site-id-field";

export type SortableItemControls<T = unknown> = {
  /** The drag handle and the 'Monter' / 'Descendre' buttons, to place in the item's layout. */
  handle: ReactNode;
  index: number;
  /** The list in the order shown now (during a drag too), for an item whose look depends on its rank. */
  shown: readonly T[];
};

type Props<T extends { id: string }> = {
  items: readonly T[];
  /** The list's accessible name ("Événements"). */
  label: string;
  renderItem: (item: T, controls: SortableItemControls<T>) => ReactNode;
  /** Where `intent=reorder` is posted; the current route by default. */
  reorderAction?: string;
  /** The posted intent, "reorder" by default (another for a second list of the same route). */
  intent?: string;
  /** The item's title for the buttons' labels ('Monter « … »'); `title` or `name` by default. */
  itemTitle?: (item: T) => string;
  className?: string;
};

function defaultTitle(item: object, index: number): string {
  const named = item as { title?: unknown; name?: unknown };
  if (typeof named.title === "string" && named.title) return named.title;
  if (typeof named.name === "string" && named.name) return named.name;
  return `élément ${index + 1}`;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export const SORTABLE_TEXTS = { saved: "Ordre enregistré" } as const;

type Drag = { id: string; pointerId: number; startOrder: string[] };

/**
 * A reorderable list (beyond the spec: an order nobody can change is useless). Drag by the handle
 * (pointer events, so mouse, pen and touch) or use 'Monter' / 'Descendre'; every change is posted
 * at once (`intent=reorder`, `ids` as a JSON array, and the page's `siteId`) and shown before the
 * answer. A refused or failed save puts the server's order back; its answer's toast is the generic
 * 'Erreur lors de la mise à jour'. A save that worked shows no toast (a drag can post several
 * times in a row): a quiet line under the list says 'Ordre enregistré' (ADR 041), and
 * stays there, sticky at the bottom of the screen for a long list, until the list changes again.
 */
export function SortableList<T extends { id: string }>({ items, label, renderItem, reorderAction, intent = "reorder", itemTitle, className }: Props<T>) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const siteId = useRenderedSiteId();
  const serverOrder = items.map((item) => item.id);
  const serverKey = serverOrder.join(",");
  const [order, setOrder] = useState<string[]>(serverOrder);
  const [seenKey, setSeenKey] = useState(serverKey);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The saved line: what is being saved, or was ('saved'), until the list changes otherwise.
  const [saveState, setSaveState] = useState<{ key: string; state: "saving" | "saved" } | null>(null);
  // The order made while a save was on its way, sent once that save is answered: saves go one at
  // a time, so the server stores the orders in the order they were made. Two at once (the second
  // click of 'Monter' aborting the first's request in the browser, not on the server) could be
  // committed the other way round, and the list then came back one place short.
  const [queued, setQueued] = useState<string[] | null>(null);
  // New data from the loader (after a save, a create or a delete) is the truth again, except while
  // the list holds a newer order: under a drag (the order the pointer is making), or with an order
  // sent and not yet stored, or waiting to be sent. A revalidation landing between a drag's moves
  // and its release (the previous move's, right after 'Monter') used to put the list back where
  // the drag started, and the release then saw nothing to save.
  if (serverKey !== seenKey) {
    setSeenKey(serverKey);
    if (!drag && !queued && fetcher.state !== "submitting") setOrder(serverOrder);
    if (saveState && saveState.key !== serverKey && !queued) setSaveState(null);
  }

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  // Items added meanwhile (not yet in the local order) still show, at the end.
  for (const item of items) if (!order.includes(item.id)) shown.push(item);

  const [announcement, setAnnouncement] = useState("");
  const rows = useRef(new Map<string, HTMLLIElement>());
  const pendingFocus = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const titleOf = (item: T, index: number) => itemTitle?.(item) ?? defaultTitle(item, index);

  function submit(next: string[]) {
    void fetcher.submit({ intent, ids: JSON.stringify(next), siteId }, { method: "post", action: reorderAction ?? `${location.pathname}${location.search}` });
  }

  function save(next: string[]) {
    // The server's order needs no save, unless one in flight is about to change it.
    if (next.join(",") === serverKey && fetcher.state === "idle" && !queued) return;
    setSaveState({ key: next.join(","), state: "saving" });
    // One at a time: the latest order waits for the answer to the one on its way.
    if (fetcher.state !== "idle") setQueued(next);
    else submit(next);
  }

  // The answer came and the list was read back: the order made meanwhile goes now.
  useEffect(() => {
    if (fetcher.state !== "idle" || !queued) return;
    setQueued(null);
    submit(queued);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once per answer, with the queued order of that moment
  }, [fetcher.state, queued]);

  useResultToast(fetcher.data, (result) => {
    if (!result.ok) {
      // Refused: the server's order, and nothing more sent on top of it.
      setQueued(null);
      setOrder(serverKey ? serverKey.split(",") : []);
      setSaveState(null);
      return;
    }
    // Saved, unless a newer order is still to be sent.
    if (!queued) setSaveState((current) => (current ? { ...current, state: "saved" } : null));
  });

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    const index = order.indexOf(wanted.id);
    // At an edge the pressed button is disabled: keep the focus on the other one.
    const atEdge = wanted.direction === "up" ? index === 0 : index === order.length - 1;
    const direction = atEdge ? (wanted.direction === "up" ? "down" : "up") : wanted.direction;
    buttons.current.get(`${wanted.id}:${direction}`)?.focus();
  }, [order]);

  function moveBy(id: string, delta: -1 | 1) {
    const from = order.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = move(order, from, to);
    setOrder(next);
    pendingFocus.current = { id, direction: delta < 0 ? "up" : "down" };
    const item = byId.get(id);
    setAnnouncement(`${item ? titleOf(item, from) : "Élément"}\u00a0: position ${to + 1} sur ${next.length}`);
    save(next);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, pointerId: event.pointerId, startOrder: order });
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const from = order.indexOf(drag.id);
    // The dragged row goes before the first other row whose middle is below the pointer.
    let to = order.length - 1;
    let slot = 0;
    for (const id of order) {
      if (id === drag.id) continue;
      const rect = rows.current.get(id)?.getBoundingClientRect();
      if (rect && event.clientY < rect.top + rect.height / 2) {
        to = slot;
        break;
      }
      slot += 1;
    }
    if (to !== from) setOrder(move(order, from, to));
  }

  function endDrag(event: PointerEvent<HTMLButtonElement>, cancelled: boolean) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (cancelled) {
      // Where it was: the server's order, or the one on its way to it.
      setOrder(fetcher.state === "idle" && !queued ? serverOrder : drag.startOrder);
      return;
    }
    // The items as shown: one deleted meanwhile left out, one added meanwhile at the end.
    const final = shown.map((item) => item.id);
    if (final.join(",") !== drag.startOrder.join(",")) {
      const index = final.indexOf(drag.id);
      const item = byId.get(drag.id);
      setOrder(final);
      setAnnouncement(`${item ? titleOf(item, index) : "Élément"}\u00a0: position ${index + 1} sur ${final.length}`);
      save(final);
    } else if (fetcher.state === "idle" && final.join(",") !== serverKey) {
      // Back where it started while the list changed under it, nothing on its way: the server's order.
      setOrder(serverOrder);
    }
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      moveBy(id, event.key === "ArrowUp" ? -1 : 1);
    }
  }

  return (
    <>
      {/* Busy from a save until the list is read back from the server (its revalidation). */}
      <ul aria-label={label} aria-busy={fetcher.state !== "idle" || queued !== null || undefined} className={cn("grid gap-3", className)}>
        {shown.map((item, index) => {
          const title = titleOf(item, index);
          const dragging = drag?.id === item.id;
          const handle = (
            <div className="flex shrink-0 items-center gap-0.5">
              <button
                type="button"
                aria-label={`Déplacer «\u00a0${title}\u00a0» (flèches haut et bas)`}
                title="Glisser pour déplacer"
                className={cn(
                  "flex size-8 touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  dragging ? "cursor-grabbing" : "cursor-grab",
                )}
                onPointerDown={(e) => onPointerDown(e, item.id)}
                onPointerMove={onPointerMove}
                onPointerUp={(e) => endDrag(e, false)}
                onPointerCancel={(e) => endDrag(e, true)}
                onKeyDown={(e) => onHandleKeyDown(e, item.id)}
              >
                <GripVertical aria-hidden="true" />
              </button>
              <Button
                ref={(el) => void (el ? buttons.current.set(`${item.id}:up`, el) : buttons.current.delete(`${item.id}:up`))}
                variant="ghost"
                size="icon-sm"
                aria-label={`Monter «\u00a0${title}\u00a0»`}
                title="Monter"
                disabled={index === 0}
                onClick={() => moveBy(item.id, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                ref={(el) => void (el ? buttons.current.set(`${item.id}:down`, el) : buttons.current.delete(`${item.id}:down`))}
                variant="ghost"
                size="icon-sm"
                aria-label={`Descendre «\u00a0${title}\u00a0»`}
                title="Descendre"
                disabled={index === shown.length - 1}
                onClick={() => moveBy(item.id, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </div>
          );
          return (
            <li
              key={item.id}
              ref={(el) => void (el ? rows.current.set(item.id, el) : rows.current.delete(item.id))}
              data-dragging={dragging || undefined}
              className={cn("rounded-xl transition-shadow", dragging && "relative z-10 shadow-lg ring-2 ring-ring/40")}
            >
              {renderItem(item, { handle, index, shown })}
            </li>
          );
        })}
      </ul>
      {saveState ? (
        <div className="pointer-events-none sticky bottom-3 z-10 -mt-1 flex justify-end" aria-hidden="true">
          <p className="inline-flex items-center gap-1.5 rounded-full border bg-background/95 px-3 py-1 text-xs text-muted-foreground shadow-sm">
            {saveState.state === "saving" ? <LoaderCircle className="size-3.5 animate-spin" /> : <Check className="size-3.5 text-green-700" />}
            {saveState.state === "saving" ? "Enregistrement de l'ordre…" : SORTABLE_TEXTS.saved}
          </p>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
        {saveState?.state === "saved" ? ` ${SORTABLE_TEXTS.saved}.` : ""}
      </p>
    </>
  );
}
