/**
 * French company and bank identifiers, pure and browser-safe: the Luhn rule (SIREN, SIRET), the
 * intra-community VAT number (FR + 2-digit key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97),
 * and the IBAN (ISO 13616, its mod-97 check digits) and BIC (ISO 9362). Used by the legal notices
 * (features/legal/legal-identifiers.ts) and by the platform's own billing identity
 * (BILLING_* in app/lib/config.server.ts), which is why they sit in the base layer.
 */

/** What a person types, without the spaces (ordinary, non-breaking, thin) they may add. */
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

/** Whether a SIREN (9 digits, spaces allowed) passes the Luhn rule. */
export function isValidSiren(value: string): boolean {
  const digits = withoutSpaces(value);
  return /^\d{9}$/.test(digits) && luhnValid(digits);
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

/** '123456789' → '123 456 789'. */
export function formatSiren(siren: string): string {
  return /^\d{9}$/.test(siren) ? `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : siren;
}

/** An IBAN as stored: capitals, no spaces. */
export function normalizeIban(value: string): string {
  return withoutSpaces(value).toUpperCase();
}

export type IbanProblem = "format" | "checksum";

/** Why an IBAN (spaces allowed, any case) is refused, or null: a country, 2 check digits, up to 30 letters or digits, mod 97 = 1. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return "format";
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : "checksum";
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}

/** 'FR7630006000011234567890189' → 'FR76 3000 6000 0112 3456 7890 189', as banks print it. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/** A BIC: 4 letters (bank), 2 (country), 2 letters or digits (place), optionally 3 more (branch). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(withoutSpaces(value).toUpperCase());
}
