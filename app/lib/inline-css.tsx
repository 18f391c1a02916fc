import { createContext, useContext, useState } from "react";

/** On the server: the text of a built stylesheet by its URL, or null when it cannot be read (dev). */
export type ReadStylesheet = (href: string) => string | null;

const InlineCssContext = createContext<ReadStylesheet | null>(null);

export const InlineCssProvider = InlineCssContext.Provider;

/** Up to this size a stylesheet is written into the page rather than linked. */
export const INLINE_CSS_MAX_BYTES = 16 * 1024;

/**
 * A stylesheet: inlined in a <style> element when it is small (no render-blocking request before
 * the first paint), else a <link> to the hashed, immutable file. The server reads the built file
 * (entry.server.tsx provides the reader); in the browser, a hydrating page takes the text back
 * from the element the server wrote, so both renders agree. Always a <link> on the development
 * server, where the built file does not exist.
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(InlineCssContext);
  const [css] = useState(() => {
    if (read) {
      const text = read(href);
      return text !== null && text.length <= INLINE_CSS_MAX_BYTES ? text : null;
    }
    if (typeof document === "undefined") return null;
    return document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? null;
  });
  // `precedence` makes it a stylesheet resource React writes at the top of <head>, before the
  // modulepreload links of a hydrated page: otherwise it queues behind thirty scripts.
  if (css === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}
