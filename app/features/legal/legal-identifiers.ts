/**
 * French company identifiers of the legal notices (issue 15): SIRET (INSEE: 14 digits, Luhn
 * rule), SIREN (its first 9 digits) and the intra-community VAT number (FR + 2-digit key +
 * SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97). Pure and browser-safe: the settings form checks
 * with them before sending, the action checks again on what was sent.
 */

/** What a merchant types, without the spaces (ordinary, non-breaking, thin) they may add. */
export function withoutSpaces(value: string): string {
  return value.replace(/[\s\u00a0\u202f]+/g, "");
}

/** The Luhn rule over a string of digits: every second digit from the right doubled. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share SIREN 356 000 000; their SIRETs follow another rule (digit sum mod 5). */
const LA_POSTE_SIREN = "356000000";

export type SiretProblem = "format" | "checksum";

/** Why a SIRET (spaces allowed) is refused, or null when it is a valid one. */
export function siretProblem(value: string): SiretProblem | null {
  const digits = withoutSpaces(value);
  if (!/^\d{14}$/.test(digits)) return "format";
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    const sum = [...digits].reduce((total, d) => total + Number(d), 0);
    return sum % 5 === 0 ? null : "checksum";
  }
  return luhnValid(digits) ? null : "checksum";
}

export function isValidSiret(value: string): boolean {
  return siretProblem(value) === null;
}

/** The SIREN (first 9 digits) of a SIRET as typed. */
export function sirenOfSiret(value: string): string {
  return withoutSpaces(value).slice(0, 9);
}

/** The 2-digit key of the French VAT number of a SIREN. */
export function frenchVatKey(siren: string): string {
  // A SIREN has 9 digits: Number is exact far beyond that.
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, "0");
}

/** The French VAT number of a SIREN: 'FR' + key + SIREN. */
export function frenchVatNumber(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

export type VatProblem = "format" | "key";

/** A VAT number as stored: capitals, no spaces. */
export function normalizeVat(value: string): string {
  return withoutSpaces(value).toUpperCase();
}

/** Why a French VAT number (spaces allowed, any case) is refused, or null when its key matches its SIREN. */
export function vatProblem(value: string): VatProblem | null {
  const vat = normalizeVat(value);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match) return "format";
  return frenchVatKey(match[2]) === match[1] ? null : "key";
}

export function isValidFrenchVat(value: string): boolean {
  return vatProblem(value) === null;
}

/** The SIREN inside a French VAT number as typed (its last 9 characters once normalised). */
export function sirenOfVat(value: string): string {
  return normalizeVat(value).slice(4);
}

/** '12345678900012' → '123 456 789 00012', as the INSEE prints it; anything else unchanged. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret;
}

/** '123456789' → '123 456 789'. */
export function formatSiren(siren: string): string {
  return /^\d{9}$/.test(siren) ? `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : siren;
}
