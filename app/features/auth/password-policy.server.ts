import commonPasswords from "~/features/auth/common-passwords.json";

/**
 * What a new password must not be, beyond the spec's 6 characters (ADR 016): one of the 10,000
 * most common passwords of at least 6 characters (the ranked list of zxcvbn, MIT, from
 * @zxcvbn-ts/language-common 4.1.3), or one of the few French ones below that list misses.
 * Checked on the server only, wherever a password is set: this file never reaches a browser.
 */
export const COMMON_PASSWORD_MESSAGE = "Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.";

/** Common in France and missing from the (mostly English-speaking) list above; and our own name. */
const FRENCH_ADDITIONS = [
  "motdepasse",
  "mot2passe",
  "jetaime",
  "jetaime1",
  "azerty1",
  "azerty12",
  "azerty123",
  "azertyui",
  "doudou",
  "bisous",
  "coucou",
  "nounours",
  "loulou1",
  "marseille13",
  "soleil1",
  "bonjour1",
  "vitrine",
  "vitrine1",
  "vitrine123",
];

/** Loaded once per process (about 10,000 entries, under 1 MB of memory). */
const COMMON = new Set<string>([...(commonPasswords as string[]), ...FRENCH_ADDITIONS]);

/** Case does not help: `Password` and `PASSWORD` are as common as `password`. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** The French refusal for a password that may not be set, or null. The length rules are the forms' own (zod). */
export function newPasswordProblem(password: string): string | null {
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}
