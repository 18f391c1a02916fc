import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { Slot } from "radix-ui";
import { cn } from "~/lib/cn";

// Long enough not to flash while the pointer crosses a toolbar.
export const TOOLTIP_DELAY_MS = 700;

/*
 * The back-office's tooltips: a name beside a collapsed menu's icon, a shortcut under a button.
 * Written here rather than taken from Radix: Radix's tooltip brings a positioning library that
 * every screen loaded before its first interaction, for labels that sit beside or under their
 * button and never need to flip (with the site switcher's menu loaded apart, vite.config.ts, every
 * back-office screen starts ~12 KB of compressed script lighter). Shown after TOOLTIP_DELAY_MS
 * under a mouse, at once on a keyboard focus; hidden on leaving, on a click, on Escape; in a
 * portal, so a sidebar's hidden overflow does not cut it; the trigger is described by it while
 * it shows. A tooltip only adds to a visible or aria label: nothing relies on it.
 */

type Side = "top" | "right" | "bottom" | "left";

type TooltipState = {
  id: string;
  open: boolean;
  trigger: RefObject<HTMLElement | null>;
  show: (delayed: boolean) => void;
  hide: () => void;
};

const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip(): TooltipState {
  const state = useContext(TooltipContext);
  if (!state) throw new Error("A tooltip's trigger and content go inside its <Tooltip>.");
  return state;
}

export function Tooltip({ children, delayDuration = TOOLTIP_DELAY_MS }: { children: ReactNode; delayDuration?: number }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  const state: TooltipState = {
    id,
    open,
    trigger,
    show: (delayed) => {
      window.clearTimeout(timer.current);
      if (delayed) timer.current = window.setTimeout(() => setOpen(true), delayDuration);
      else setOpen(true);
    },
    hide: () => {
      window.clearTimeout(timer.current);
      setOpen(false);
    },
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("scroll", close, true);
    window.addEventListener("resize", close);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", close, true);
      window.removeEventListener("resize", close);
    };
  }, [open]);

  return <TooltipContext.Provider value={state}>{children}</TooltipContext.Provider>;
}

/** The element the tooltip names (`asChild`: always its one child, given the handlers). */
export function TooltipTrigger({ children }: { asChild?: boolean; children: ReactElement }) {
  const { id, open, trigger, show, hide } = useTooltip();
  return (
    <Slot.Root
      ref={trigger}
      aria-describedby={open ? id : undefined}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === "mouse") show(true);
      }}
      onPointerLeave={() => hide()}
      onPointerDown={() => hide()}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.matches(":focus-visible")) show(false);
      }}
      onBlur={() => hide()}
    >
      {children}
    </Slot.Root>
  );
}

const GAP = 6;

function placed(rect: DOMRect, side: Side, offset: number): CSSProperties {
  switch (side) {
    case "right":
      return { left: rect.right + offset, top: rect.top + rect.height / 2, transform: "translateY(-50%)" };
    case "left":
      return { left: rect.left - offset, top: rect.top + rect.height / 2, transform: "translate(-100%, -50%)" };
    case "bottom":
      return { left: Math.max(GAP, rect.left + rect.width / 2), top: rect.bottom + offset, transform: "translateX(-50%)" };
    case "top":
      return { left: Math.max(GAP, rect.left + rect.width / 2), top: rect.top - offset, transform: "translate(-50%, -100%)" };
  }
}

export function TooltipContent({
  side = "top",
  sideOffset = GAP,
  className,
  children,
}: {
  side?: Side;
  sideOffset?: number;
  className?: string;
  children: ReactNode;
}) {
  const { id, open, trigger } = useTooltip();
  const [style, setStyle] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    const element = trigger.current;
    setStyle(open && element ? placed(element.getBoundingClientRect(), side, sideOffset) : null);
  }, [open, side, sideOffset, trigger]);
  if (!open || !style) return null;
  return createPortal(
    <div
      id={id}
      role="tooltip"
      style={{ position: "fixed", ...style }}
      className={cn("pointer-events-none z-50 max-w-xs animate-fade-in rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow-md", className)}
    >
      {children}
    </div>,
    document.body,
  );
}
