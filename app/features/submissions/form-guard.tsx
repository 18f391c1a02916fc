import { useCallback, useEffect, useId, useRef, useState } from "react";
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

/** Where a page served from the cache gets its visitor's own token (ADR 014). */
export const FORM_TOKEN_PATH = "/merchant/form-token";

/**
 * The token a form carries: the one the page was rendered with, or — on a page served from the
 * cache, which carries none — one fetched for this visitor as soon as the page runs. Without
 * JavaScript such a form is sent without a token: the server then answers with the typed values
 * and a fresh token, and the visitor sends again (ADR 014).
 */
export function useVisitorToken(rendered: string, form: "contact" | "quote"): string {
  const [fetched, setFetched] = useState("");
  useEffect(() => {
    if (rendered) return;
    let cancelled = false;
    const url = new URL(FORM_TOKEN_PATH, window.location.href);
    url.searchParams.set("form", form);
    const site = new URLSearchParams(window.location.search).get("site");
    if (site) url.searchParams.set("site", site);
    fetch(url, { cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (!cancelled && typeof body?.token === "string") setFetched(body.token);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [rendered, form]);
  return rendered || fetched;
}
