import { describe, expect, it } from "vitest";
import { done, failed, ignored, invalid, type ActionResult } from "~/features/admin-kit/action-result";
import { EVENT_TEXTS, eventFormSchema } from "~/features/events/events-schema";
import { rsvpLabel } from "~/features/events/admin/events-screen";
import { TESTIMONIAL_TEXTS, currentMonth, reviewStatementSchema, suggestInitials, testimonialFormSchema } from "~/features/testimonials/testimonials-schema";

/** What `data(result, init)` holds. */
const unwrap = (answer: unknown) => answer as { data: ActionResult; init: { status?: number } | null };

describe("action results", () => {
  it("have a fresh id each, say whether the change was made, and carry §8's toast titles", () => {
    const a = unwrap(done("delete", "Supprimé"));
    expect(a.data.id).not.toBe(unwrap(done("delete", "Supprimé")).data.id);
    expect(a.data).toMatchObject({ ok: true, intent: "delete", toast: { type: "success", title: "Succès", description: "Supprimé" } });
    expect(unwrap(done("reorder")).data.toast).toBeUndefined();
    expect(unwrap(failed("save", "Erreur lors de la sauvegarde", 404))).toMatchObject({
      data: { ok: false, toast: { type: "error", title: "Erreur", description: "Erreur lors de la sauvegarde" } },
      init: { status: 404 },
    });
  });

  it("answer a refused form with 400 and its messages per field, and a silent refusal with nothing to say", () => {
    expect(unwrap(invalid("create", { title: "Le titre est obligatoire" }, { values: { title: "" } }))).toMatchObject({
      data: { ok: false, errors: { title: "Le titre est obligatoire" }, values: { title: "" } },
      init: { status: 400 },
    });
    const silent = unwrap(ignored("save"));
    expect(silent.init?.status).toBe(400);
    expect(silent.data.toast ?? silent.data.errors).toBeUndefined();
  });
});

describe("the event form", () => {
  it("trims and requires title, date and description; type event or promotion only", () => {
    expect(eventFormSchema.parse({ title: " Soldes ", date: "Mai", description: "x", type: "promotion" })).toEqual({
      title: "Soldes",
      date: "Mai",
      endDate: null,
      description: "x",
      type: "promotion",
    });
    // Issue 13: an optional end date, a real calendar date.
    expect(eventFormSchema.parse({ title: "Soldes", date: "Mai", endDate: " 2026-05-31 ", description: "x", type: "event" }).endDate).toBe("2026-05-31");
    expect(eventFormSchema.safeParse({ title: "Soldes", date: "Mai", endDate: "2026-02-30", description: "x", type: "event" }).error?.issues[0].message).toBe(
      EVENT_TEXTS.invalidEndDate,
    );
    const r = eventFormSchema.safeParse({ title: " ", date: "", description: "", type: "special" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      EVENT_TEXTS.titleRequired,
      EVENT_TEXTS.dateRequired,
      EVENT_TEXTS.descriptionRequired,
      EVENT_TEXTS.invalidType,
    ]);
  });

  it("says how many are coming", () => {
    expect([0, 1, 7].map(rsvpLabel)).toEqual(["Aucun participant annoncé", "1 participant annoncé", "7 participants annoncés"]);
  });
});

describe("the testimonial form", () => {
  const base = { customerName: "Marie", customerInitials: "md", text: "Super", rating: "", experienceMonth: "" };
  it("defaults the rating to 5 and upper-cases the initials", () => {
    expect(testimonialFormSchema.parse(base)).toEqual({ customerName: "Marie", customerInitials: "MD", text: "Super", rating: 5, experienceMonth: null });
  });

  it("takes an optional experience month, stored as its first day, never after this month", () => {
    expect(testimonialFormSchema.parse({ ...base, experienceMonth: "2026-03" }).experienceMonth).toBe("2026-03-01");
    expect(testimonialFormSchema.parse({ ...base, experienceMonth: currentMonth() }).experienceMonth).toBe(`${currentMonth()}-01`);
    expect(testimonialFormSchema.safeParse({ ...base, experienceMonth: "2999-01" }).error?.issues[0].message).toBe(TESTIMONIAL_TEXTS.monthInFuture);
    // Typed by hand where the browser shows a text box (Firefox, Safari on a computer).
    const typed = {
      "03/2026": "2026-03-01",
      "3-2026": "2026-03-01",
      "2026-3": "2026-03-01",
      "mars 2026": "2026-03-01",
      " Août  2025 ": "2025-08-01",
      "DÉC. 2025": "2025-12-01",
    };
    for (const [month, stored] of Object.entries(typed))
      expect(testimonialFormSchema.parse({ ...base, experienceMonth: month }).experienceMonth, month).toBe(stored);
    for (const month of ["2026-13", "13/2026", "0/2026", "mars", "brumaire 2026", "ju 2026", "juil 2026x", "1899-05", "2026-03-01"]) {
      expect(testimonialFormSchema.safeParse({ ...base, experienceMonth: month }).error?.issues[0].message, month).toBe(TESTIMONIAL_TEXTS.monthInvalid);
    }
    // The month in France: on 1 December at 00:30 in Paris it is already December.
    expect(currentMonth(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12");
  });

  it("states how reviews are checked: the default (null), or 10 to 400 characters of the merchant's own", () => {
    expect(reviewStatementSchema.parse({ verification: "none", statement: "ignored" })).toBeNull();
    expect(reviewStatementSchema.parse({ verification: "verified", statement: "  Vérifiés sur ticket de caisse " })).toBe("Vérifiés sur ticket de caisse");
    const message = (statement: string) => reviewStatementSchema.safeParse({ verification: "verified", statement }).error?.issues[0].message;
    expect(message("")).toBe(TESTIMONIAL_TEXTS.statementRequired);
    expect(message("Ticket")).toBe(TESTIMONIAL_TEXTS.statementTooShort);
    expect(message("é".repeat(400))).toBeUndefined();
    expect(message("é".repeat(401))).toBe(TESTIMONIAL_TEXTS.statementTooLong);
  });

  it("counts initials in characters (max 4) and keeps ratings within 1–5", () => {
    expect(testimonialFormSchema.safeParse({ ...base, customerInitials: "ÉÉÉÉ" }).success).toBe(true);
    const tooLong = testimonialFormSchema.safeParse({ ...base, customerInitials: "ABCDE" });
    expect(tooLong.error?.issues[0].message).toBe(TESTIMONIAL_TEXTS.initialsTooLong);
    for (const rating of ["0", "6", "2.5", "abc"]) {
      expect(testimonialFormSchema.safeParse({ ...base, rating }).error?.issues[0].message, rating).toBe(TESTIMONIAL_TEXTS.ratingRange);
    }
  });

  it("proposes initials from the name", () => {
    expect(suggestInitials("marie dupont")).toBe("MD");
    expect(suggestInitials("Jean-Pierre Martin")).toBe("JM");
    expect(suggestInitials("Zoé")).toBe("Z");
    expect(suggestInitials("  ")).toBe("");
  });
});
