import { describe, expect, it } from "vitest";
import { isFailedListResult, listResult } from "~/features/admin-kit/list-result";
import { EVENT_TEXTS, eventFormSchema } from "~/features/events/event-form";
import { rsvpLabel } from "~/features/events/admin/events-page";
import { TESTIMONIAL_TEXTS, suggestInitials, testimonialFormSchema } from "~/features/testimonials/testimonial-form";

describe("list action results", () => {
  it("have a fresh id each and say whether they failed", () => {
    const a = listResult("delete", true);
    expect(a.id).not.toBe(listResult("delete", true).id);
    expect(isFailedListResult(a)).toBe(false);
    expect(isFailedListResult(listResult("reorder", false))).toBe(true);
    expect(isFailedListResult(undefined)).toBe(false);
    expect(isFailedListResult({ status: "done" })).toBe(false);
  });
});

describe("the event form", () => {
  it("trims and requires title, date and description; type event or promotion only", () => {
    expect(eventFormSchema.parse({ title: " Soldes ", date: "Mai", description: "x", type: "promotion" })).toEqual({ title: "Soldes", date: "Mai", description: "x", type: "promotion" });
    const r = eventFormSchema.safeParse({ title: " ", date: "", description: "", type: "special" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([EVENT_TEXTS.titleRequired, EVENT_TEXTS.dateRequired, EVENT_TEXTS.descriptionRequired, EVENT_TEXTS.invalidType]);
  });

  it("says how many are coming", () => {
    expect([0, 1, 7].map(rsvpLabel)).toEqual(["Aucun participant annoncé", "1 participant annoncé", "7 participants annoncés"]);
  });
});

describe("the testimonial form", () => {
  const base = { customerName: "Marie", customerInitials: "md", text: "Super", rating: "" };
  it("defaults the rating to 5 and upper-cases the initials", () => {
    expect(testimonialFormSchema.parse(base)).toEqual({ customerName: "Marie", customerInitials: "MD", text: "Super", rating: 5 });
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
