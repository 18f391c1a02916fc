import { useCallback, useEffect, useId, useRef } from "react";
import { HONEYPOT_FIELD, HONEYPOT_LABEL, MIN_FILL_MS, TOKEN_FIELD } from "./submission-fields";

/**
 * The hidden parts every public form carries (ADR 009): its signed token, and the honeypot — a
 * text input moved off-screen, hidden from assistive technologies and out of the tab order, so
 * only a robot fills it.
 */
export function FormGuardFields({ token }: { token: string }) {
  const id = useId();
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden opacity-0">
        <label htmlFor={`${id}-hp`}>{HONEYPOT_LABEL}</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

// Server processes' clocks may differ slightly from the one that issued the token.
const MARGIN_MS = 250;

/**
 * How long to hold a submission so the server's minimum fill time is met: counted from when this
 * token reached the page, which is after the server issued it. A visitor who fills the form in
 * under three seconds (autofill) just sees 'Envoi en cours...' a little longer.
 */
export function useFillDelay(token: string): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [token]);
  return useCallback(() => {
    if (shownAt.current === null) return MIN_FILL_MS + MARGIN_MS;
    return Math.max(0, MIN_FILL_MS + MARGIN_MS - (performance.now() - shownAt.current));
  }, []);
}
