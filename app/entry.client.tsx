/**
 * The browser's entry: React Router's default one, with one change: the server's HTML is
 * painted before React hydrates it. A merchant opens the back-office every day, its scripts are in
 * her phone's cache, and they ran before the first paint: the screen stayed blank while React
 * hydrated it (Lighthouse counted that work, ×4 on a phone, into the first paint). Now the first
 * frame is drawn, then the page hydrates. The forms work before it (plain HTML posts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

let started = false;
function start() {
  if (started) return;
  started = true;
  hydrate();
}
// After the next frame is painted: a task queued from a frame callback runs once that frame is on
// screen. A page in a background tab gets no frames: the timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
