import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

type DialogProps = { open: boolean };

/**
 * A screen's dialog whose code (its form, its schema and zod) is loaded when it is first wanted,
 * not with the screen (a back-office screen's script before the first interaction).
 * `preload` starts the load early: on the pointer or the focus reaching the button that opens it,
 * so that on a click the dialog is there, as with a static import. Once opened, the dialog stays
 * mounted (closed), as a static one does: its closing animation, its form's late answer.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    useEffect(() => {
      if (props.open) setWanted(true);
    }, [props.open]);
    if (!wanted && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void start() });
}

/** Props for the button that opens a lazy dialog: its code starts loading when the pointer or the focus comes. */
export function preloadOn(dialog: { preload: () => void }) {
  return { onPointerEnter: dialog.preload, onPointerDown: dialog.preload, onFocus: dialog.preload };
}
