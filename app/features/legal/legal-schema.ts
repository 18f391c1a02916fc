import { z } from "~/lib/zod";
import { optionalAddress } from "~/lib/address-field";
import { LEGAL_REGISTRIES } from "~/db/enums";
import { isValidEmailAddress } from "~/features/mail/addresses";
import { formHasCapital, isLegalForm } from "~/features/legal/company-legal-form-list";
import { normalizeVat, sirenOfSiret, sirenOfVat, siretProblem, vatProblem, withoutSpaces } from "~/features/legal/legal-identifiers";

/**
 * The 'Mentions légales' section of 'Paramètres du site': its fields, their checks
 * and messages. The settings schema adds them to its own (settings/settings-schema.ts), so the
 * one 'Sauvegarder' saves them with the rest. Every field is optional: a missing one is listed
 * to the owner (legal-notice.ts), never a reason to refuse the other settings.
 */
export const LEGAL_FIELDS = [
  "legalName",
  "legalForm",
  "shareCapital",
  "registeredOffice",
  "legalRegistry",
  "legalRegistryCity",
  "siret",
  "vatNumber",
  "publicationDirector",
  "legalEmail",
  "legalPhone",
  // The consumer mediator (Code de la consommation, art. L612-1): both or neither.
  "consumerMediatorName",
  "consumerMediatorUrl",
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

export const LEGAL_TEXTS = {
  siretFormat: "Le SIRET compte 14 chiffres (les espaces sont acceptés).",
  siretChecksum: "Ce SIRET n'est pas valide\u00a0: vérifiez les chiffres saisis.",
  vatFormat: "Le numéro de TVA s'écrit FR, puis 2 chiffres de clé et les 9 chiffres du SIREN.",
  vatKey: "La clé de ce numéro de TVA ne correspond pas à son SIREN\u00a0: vérifiez-le.",
  vatSiret: "Ce numéro de TVA ne correspond pas au SIRET saisi (SIREN différent).",
  unknownForm: "Choisissez une forme juridique de la liste.",
  unknownRegistry: "Choisissez RCS, RM ou «\u00a0Non immatriculé\u00a0».",
  invalidEmail: "E-mail invalide",
  tooLong: (max: number) => `${max} caractères au plus`,
  mediatorNameLength: "Le nom du médiateur compte de 2 à 200 caractères.",
  mediatorUrl: "L'adresse du site du médiateur doit commencer par http:// ou https://",
  mediatorUrlNeeded: "Indiquez aussi l'adresse du site web du médiateur.",
  mediatorNameNeeded: "Indiquez aussi le nom du médiateur.",
  mediatorKeptOnline: "Votre site est en ligne\u00a0: il doit indiquer un médiateur de la consommation. Vous pouvez en choisir un autre, pas le retirer.",
} as const;

const text = (max: number) =>
  z
    .string()
    .max(max, LEGAL_TEXTS.tooLong(max))
    .transform((value) => value.trim() || null);

export const legalSettingsShape = {
  legalName: text(200),
  legalForm: z
    .string()
    .trim()
    .refine((value) => value === "" || isLegalForm(value), LEGAL_TEXTS.unknownForm)
    .transform((value) => value || null),
  shareCapital: text(60),
  registeredOffice: text(500),
  legalRegistry: z
    .string()
    .trim()
    .refine((value) => value === "" || (LEGAL_REGISTRIES as readonly string[]).includes(value), LEGAL_TEXTS.unknownRegistry)
    .transform((value) => (value || null) as (typeof LEGAL_REGISTRIES)[number] | null),
  legalRegistryCity: text(120),
  siret: z
    .string()
    .max(40, LEGAL_TEXTS.tooLong(40))
    .superRefine((value, ctx) => {
      if (value.trim() === "") return;
      const problem = siretProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem === "format" ? LEGAL_TEXTS.siretFormat : LEGAL_TEXTS.siretChecksum });
    })
    .transform((value) => withoutSpaces(value) || null),
  vatNumber: z
    .string()
    .max(40, LEGAL_TEXTS.tooLong(40))
    .superRefine((value, ctx) => {
      if (value.trim() === "") return;
      const problem = vatProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem === "format" ? LEGAL_TEXTS.vatFormat : LEGAL_TEXTS.vatKey });
    })
    .transform((value) => normalizeVat(value) || null),
  publicationDirector: text(200),
  legalEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || isValidEmailAddress(value), LEGAL_TEXTS.invalidEmail)
    .transform((value) => value || null),
  legalPhone: text(40),
  consumerMediatorName: z
    .string()
    .trim()
    .refine((value) => value === "" || (value.length >= 2 && value.length <= 200), LEGAL_TEXTS.mediatorNameLength)
    .transform((value) => value || null),
  // Web addresses only, `https://` added to a bare one, as every other address field.
  consumerMediatorUrl: optionalAddress(LEGAL_TEXTS.mediatorUrl, { tooLong: LEGAL_TEXTS.tooLong(2000) }),
};

type LegalOutput = { [K in LegalField]: z.output<(typeof legalSettingsShape)[K]> };

/**
 * The checks across fields, on the parsed values: the mediator's name and website go together; a
 * VAT number's SIREN is the SIRET's. (What is stored: a form without capital (EI, association)
 * keeps none, and no registry keeps no city.)
 */
export function refineLegalSettings(value: LegalOutput, ctx: z.core.$RefinementCtx): void {
  // The mediator is a name and its website, shown together: one without the other is refused.
  if (value.consumerMediatorName && !value.consumerMediatorUrl) {
    ctx.addIssue({ code: "custom", path: ["consumerMediatorUrl"], message: LEGAL_TEXTS.mediatorUrlNeeded });
  }
  if (value.consumerMediatorUrl && !value.consumerMediatorName) {
    ctx.addIssue({ code: "custom", path: ["consumerMediatorName"], message: LEGAL_TEXTS.mediatorNameNeeded });
  }
  // Only two well-formed numbers are compared: a malformed one already has its own message.
  if (!value.siret || !value.vatNumber || siretProblem(value.siret) || vatProblem(value.vatNumber)) return;
  if (sirenOfVat(value.vatNumber) !== sirenOfSiret(value.siret)) {
    ctx.addIssue({ code: "custom", path: ["vatNumber"], message: LEGAL_TEXTS.vatSiret });
  }
}

/** What is stored: no capital for a form without one, no city without a registry. */
export function storedLegalSettings<T extends LegalOutput>(value: T): T {
  return {
    ...value,
    shareCapital: value.legalForm && !formHasCapital(value.legalForm) ? null : value.shareCapital,
    legalRegistryCity: value.legalRegistry ? value.legalRegistryCity : null,
  };
}
