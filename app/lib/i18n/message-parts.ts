import { createElement, Fragment, type ReactNode } from "react";
import type { MessageKey, Translate } from "~/lib/i18n/messages";

// Private-use characters mark where each value goes in the formatted message.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message as separate children: its text, and each value (a number, a name, an element) as a
 * child of its own, as JSX writes `© {year} {name}. Tous droits réservés.`. With `nbsp`, each
 * non-breaking space is a child too, as `commande{"\u00a0"}?` wrote it. The server renders
 * children apart (text nodes split by a comment), so a page whose text moved into the catalogue
 * keeps the very HTML it had. Values are put in as they are: placeholders only, no plural on them.
 */
export function messageParts(t: Translate, key: MessageKey, values: Record<string, ReactNode> = {}, { nbsp = false } = {}): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]));
  const parts: ReactNode[] = [];
  for (const [index, piece] of t(key, marked).split(MARK).entries()) {
    // split() with a capture group: text at even positions, a value's index at odd ones.
    if (index % 2 === 1) parts.push(values[names[Number(piece)]]);
    else parts.push(...(nbsp ? piece.split(/(\u00a0)/) : [piece]).filter((text) => text !== ""));
  }
  // As separate arguments, not an array: children in place need no keys.
  return createElement(Fragment, null, ...parts);
}
