/**
 * What a public form (contact, quote, 'Je viendrai 👍', sign-up) answers when it stored nothing:
 * the page is drawn again with it, without JavaScript as with it. The back-office's forms answer
 * with `ActionResult` (admin-kit/action-result.ts); a stored public form is answered with a 303
 * back to it and its toast, never with this. One discriminant, `status`:
 * - `invalid`: fields to correct, a message per field (`errors`);
 * - `refused`: the form's guards said no (expired token, honeypot, too fast, too many, too large;
 *   a sign-up's address already taken or held as suspicious, told by `reason`): `message` says why;
 * - `failed`: nothing could be stored (no site, the database): `message` says so;
 * - `closed`: the form is not open at all (`PublicClosed`, the sign-up's only).
 * `Shown` is what each form draws again, in every answer: what was typed (`values`), the token it
 * carries next and how long before it may go (`FormShown`), or the way back of 'Je viendrai 👍'.
 */
export type PublicAnswer<Shown extends object, Errors extends object = Record<never, string>, Reason extends string = never> = Shown &
  PublicRefusal<Errors, Reason>;

/** Why a public form stored nothing: a `PublicAnswer` without what the form draws again. */
export type PublicRefusal<Errors extends object = Record<never, string>, Reason extends string = never> =
  | { status: "invalid"; errors: Errors }
  | { status: "refused"; message: string | null; reason?: Reason; errors?: Errors }
  | { status: "failed"; message: string };

/** A form that is not open: nothing was read (the sign-up when `SIGNUP` is closed). */
export type PublicClosed = { status: "closed" };

/** What a guarded form shows again (ADR 009): what was typed, the token it carries next and the fill time it still has to wait. */
export type FormShown<V> = { values: V; token?: string; fillLeftMs?: number };

/** The per-field messages of an answer, none when it has none. */
export function answerErrors<E extends object>(answer: { status: string; errors?: E } | null | undefined): Partial<E> {
  return (answer && answer.status !== "failed" && answer.errors) || {};
}
