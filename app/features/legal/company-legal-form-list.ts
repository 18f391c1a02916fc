import type { LegalRegistry } from "~/db/enums";

/**
 * The usual French legal forms, offered in the 'Mentions légales' settings. The value
 * is stored in `sites.legal_form` and printed as it is; `capital` says whether the form has a
 * share capital (the LCEN asks for it from companies, not from an EI or an association).
 */
export const LEGAL_FORMS = [
  { value: "EI", label: "Entreprise individuelle (EI, micro-entreprise)", capital: false },
  { value: "EURL", label: "EURL", capital: true },
  { value: "SARL", label: "SARL", capital: true },
  { value: "SAS", label: "SAS", capital: true },
  { value: "SASU", label: "SASU", capital: true },
  { value: "SA", label: "SA", capital: true },
  { value: "SNC", label: "SNC", capital: true },
  { value: "SCOP", label: "SCOP", capital: true },
  { value: "Association", label: "Association", capital: false },
] as const;

export type LegalFormValue = (typeof LEGAL_FORMS)[number]["value"];

export function isLegalForm(value: string): value is LegalFormValue {
  return LEGAL_FORMS.some((form) => form.value === value);
}

/** Whether a form has a share capital to declare; unknown or blank: yes (ask rather than omit). */
export function formHasCapital(value: string | null | undefined): boolean {
  return LEGAL_FORMS.find((form) => form.value === value)?.capital ?? true;
}

/** How the public page names the form: 'Entreprise individuelle' rather than the code. */
export function legalFormLabel(value: string): string {
  if (value === "EI") return "Entreprise individuelle";
  return LEGAL_FORMS.find((form) => form.value === value)?.label ?? value;
}

/** The field naming the registry's town: the RCS is kept by a court's registry, the RM by a chamber. */
export function registryCityLabel(registry: LegalRegistry | "" | null): string {
  return registry === "RM" ? "Chambre des métiers" : "Ville du greffe";
}
