import { z } from "~/lib/zod";

/** The testimonial dialog of /admin/content/testimonials: a review is added, never edited afterwards. */
export const TESTIMONIAL_FIELDS = ["customerName", "customerInitials", "text", "rating", "experienceMonth"] as const;
export type TestimonialField = (typeof TESTIMONIAL_FIELDS)[number];
export type TestimonialFormValues = Record<TestimonialField, string>;

/** Initials at most 4 characters; rating 1 to 5, 5 by default. */
export const MAX_INITIALS = 4;
export const DEFAULT_RATING = 5;

/** What the site says of its reviews when the merchant has said nothing (`sites.review_statement` null). */
export const DEFAULT_REVIEW_STATEMENT = "Avis recueillis par le commerçant, non vérifiés";
/** The bounds of a statement of one's own (the database's CHECK). */
export const REVIEW_STATEMENT_MIN = 10;
export const REVIEW_STATEMENT_MAX = 400;

export const TESTIMONIAL_TEXTS = {
  loadFailed: "Impossible de charger les témoignages",
  created: "Témoignage ajouté avec succès",
  hidden: "Témoignage masqué\u00a0: il n'apparaît plus sur votre site",
  shown: "Témoignage de nouveau affiché sur votre site",
  statementSaved: "Présentation des avis enregistrée",
  /** What a form that tries to change or delete a review is told: a review is only ever hidden. */
  neverEdited: "Un avis publié ne se modifie pas et ne se supprime pas\u00a0: vous pouvez le masquer",
  erased: "Témoignage effacé définitivement, à la demande de son auteur",
  eraseNameMismatch: "Le nom tapé n'est pas celui du client\u00a0: rien n'a été effacé",
  eraseAdminsOnly: "Seul un administrateur de la plateforme peut effacer un témoignage, à la demande de son auteur\u00a0: vous pouvez le masquer",
  nameRequired: "Le nom du client est obligatoire",
  initialsRequired: "Les initiales sont obligatoires",
  initialsTooLong: "Les initiales ne doivent pas dépasser 4 caractères",
  textRequired: "Le texte du témoignage est obligatoire",
  ratingRange: "La note doit être comprise entre 1 et 5",
  monthInvalid: "Indiquez un mois valide, par exemple 03/2026 ou mars 2026",
  monthInFuture: "Le mois de l'expérience ne peut pas être dans le futur",
  statementRequired: "Dites comment vous vérifiez les avis",
  statementTooShort: `${REVIEW_STATEMENT_MIN} caractères minimum`,
  statementTooLong: `${REVIEW_STATEMENT_MAX} caractères maximum`,
} as const;

const FRENCH_MONTHS = ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre"];

/**
 * A month as she may type it where the browser shows a plain text box for `<input type="month">`
 * (Firefox and Safari on a computer): '2026-03' (what the month picker sends), '03/2026', '3-2026',
 * 'mars 2026', 'Août 2026', 'déc. 2025'. The month as 'YYYY-MM', or null when it is not one.
 */
export function parseMonth(text: string): string | null {
  const value = text.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ");
  let year: number;
  let month: number;
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})-(\d{1,2})$/))) [year, month] = [Number(match[1]), Number(match[2])];
  else if ((match = value.match(/^(\d{1,2}) ?[/.-] ?(\d{4})$/))) [year, month] = [Number(match[2]), Number(match[1])];
  else if ((match = value.match(/^([a-z]{3,})\.? (\d{4})$/))) {
    // A name or its usual abbreviation ('janv.', 'déc.'): the one month it begins.
    const word = match[1];
    const months = FRENCH_MONTHS.flatMap((name, index) => (name.startsWith(word) ? [index + 1] : []));
    if (months.length !== 1) return null;
    [year, month] = [Number(match[2]), months[0]];
  } else return null;
  if (month < 1 || month > 12 || year < 1900) return null;
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The current month in France ('2026-11'), the same on the server and in the browser. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** 'Mois de l'expérience': optional, any way `parseMonth` reads, never after this month; stored as its first day. */
const experienceMonth = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const month = parseMonth(v);
    const problem = month === null ? TESTIMONIAL_TEXTS.monthInvalid : month > currentMonth() ? TESTIMONIAL_TEXTS.monthInFuture : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return `${month}-01`;
  });

export const testimonialFormSchema = z.object({
  customerName: z.string().trim().min(1, TESTIMONIAL_TEXTS.nameRequired).max(120, "120 caractères maximum"),
  customerInitials: z
    .string()
    .trim()
    .min(1, TESTIMONIAL_TEXTS.initialsRequired)
    // Counted in characters as the database does (char_length), not UTF-16 units.
    .refine((v) => Array.from(v).length <= MAX_INITIALS, TESTIMONIAL_TEXTS.initialsTooLong)
    .transform((v) => v.toUpperCase()),
  text: z.string().trim().min(1, TESTIMONIAL_TEXTS.textRequired).max(2000, "2000 caractères maximum"),
  rating: z
    .string()
    .trim()
    .transform((v) => (v === "" ? DEFAULT_RATING : Number(v)))
    .pipe(
      z.number(TESTIMONIAL_TEXTS.ratingRange).int(TESTIMONIAL_TEXTS.ratingRange).min(1, TESTIMONIAL_TEXTS.ratingRange).max(5, TESTIMONIAL_TEXTS.ratingRange),
    ),
  experienceMonth,
});
export type TestimonialInput = z.output<typeof testimonialFormSchema>;

/**
 * 'Comment vos avis sont recueillis': unchecked (the default statement, stored as null) or
 * checked, with the merchant's own words on how, 10 to 400 characters.
 */
export const REVIEW_STATEMENT_FIELDS = ["verification", "statement"] as const;
export const reviewStatementSchema = z
  .object({
    verification: z.enum(["none", "verified"]).catch("none"),
    statement: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.verification !== "verified") return;
    const length = Array.from(value.statement).length;
    const message =
      length === 0
        ? TESTIMONIAL_TEXTS.statementRequired
        : length < REVIEW_STATEMENT_MIN
          ? TESTIMONIAL_TEXTS.statementTooShort
          : length > REVIEW_STATEMENT_MAX
            ? TESTIMONIAL_TEXTS.statementTooLong
            : null;
    if (message) ctx.addIssue({ code: "custom", path: ["statement"], message });
  })
  .transform((value) => (value.verification === "verified" ? value.statement : null));

/** Initials proposed from the name while the field is untouched ('Marie Dupont' → 'MD'). */
export function suggestInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  const letters = words.length <= 1 ? words : [words[0], words[words.length - 1]];
  return letters
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}
