/**
 * French company identifiers of the legal notices: SIRET (INSEE: 14 digits, Luhn
 * rule), SIREN (its first 9 digits) and the intra-community VAT number (FR + 2-digit key +
 * SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97). Pure and browser-safe: the settings form checks
 * with them before sending, the action checks again on what was sent.
 */

import { luhnValid, withoutSpaces } from "~/lib/company-identifiers";

// The rules shared with the platform's own billing identity live in the base layer; re-exported
// here so the legal notices keep one module to import from.
export {
  formatSiren,
  frenchVatKey,
  frenchVatNumber,
  isValidFrenchVat,
  luhnValid,
  normalizeVat,
  sirenOfVat,
  vatProblem,
  withoutSpaces,
  type VatProblem,
} from "~/lib/company-identifiers";

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

/** '12345678900012' → '123 456 789 00012', as the INSEE prints it; anything else unchanged. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret;
}
