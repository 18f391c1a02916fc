import { z } from "~/lib/zod";

/**
 * Zod builders for visitor text (ADR 009). Single-line answers lose every control character
 * (CR and LF included): they end up in e-mail headers and subjects, where a line break would
 * start a new header. Multi-line answers keep their line breaks (normalised to LF) and lose the
 * other control characters (a NUL byte would even make PostgreSQL refuse the row).
 */

// Control characters are exactly what these patterns are about.
/* eslint-disable no-control-regex */
// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// The same, minus tab and LF, which a multi-line message may keep.
const NON_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */

export function toSingleLine(value: string): string {
  return value.replace(LINE_BREAKING, " ");
}

export function toMultiLine(value: string): string {
  return value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(NON_TEXT, "");
}

/** A one-line answer, trimmed, with its own French messages. */
export function singleLine(options: { max: number; tooLong: string; min?: number; tooShort?: string }) {
  const base = z.string().overwrite(toSingleLine).trim();
  const bounded = options.min ? base.min(options.min, options.tooShort) : base;
  return bounded.max(options.max, options.tooLong);
}

/** A free text answer (text area), trimmed, with its own French messages. */
export function multiLine(options: { max: number; tooLong: string; min?: number; tooShort?: string }) {
  const base = z.string().overwrite(toMultiLine).trim();
  const bounded = options.min ? base.min(options.min, options.tooShort) : base;
  return bounded.max(options.max, options.tooLong);
}
