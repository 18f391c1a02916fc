import { describe, expect, it } from "vitest";
import { splitThumbnails } from "~/features/services/admin/category-thumbnails";
import { CATEGORY_REQUIRED, FAQ_REQUIRED, categorySchema, faqSchema } from "~/features/services/services-schema";
import { eachMessageOnce } from "~/features/admin-kit/action-result";
import { fieldErrors } from "~/lib/form-errors";

describe("category thumbnails (back-office.md §2: 3 then '+N')", () => {
  it("shows up to three images and counts the others", () => {
    expect(splitThumbnails([])).toEqual({ visible: [], more: 0 });
    expect(splitThumbnails(["a", "b", "c"])).toEqual({ visible: ["a", "b", "c"], more: 0 });
    expect(splitThumbnails(["a", "b", "c", "d", "e"])).toEqual({ visible: ["a", "b", "c"], more: 2 });
  });
});

describe("the category form", () => {
  it("asks for the name and the title with one §5 message", () => {
    const parsed = categorySchema.safeParse({ name: " ", title: "", description: "", images: [] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrors(parsed.error);
    expect(errors).toMatchObject({ name: CATEGORY_REQUIRED, title: CATEGORY_REQUIRED });
    // The dialog reads it once: under the name, the title only marked.
    expect(eachMessageOnce(errors, ["name", "title", "description"])).toEqual({ name: "Veuillez remplir au moins le nom et le titre", title: "" });
  });

  it("trims, stores a blank description as null and keeps only http(s) or our own image addresses", () => {
    expect(
      categorySchema.parse({ name: " Buffets ", title: "Titre", description: "  ", images: ["/media/about-images/1-a.webp", "", "https://x.fr/a.jpg"] }),
    ).toEqual({
      name: "Buffets",
      title: "Titre",
      description: null,
      images: ["/media/about-images/1-a.webp", "https://x.fr/a.jpg"],
    });
    expect(categorySchema.safeParse({ name: "a", title: "b", description: "", images: ["data:image/png;base64,xx"] }).success).toBe(false);
  });
});

describe("the FAQ form", () => {
  it("needs both the question and the answer", () => {
    for (const input of [
      { question: "Q\u00a0?", answer: "" },
      { question: "", answer: "R" },
    ]) {
      const parsed = faqSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(Object.values(eachMessageOnce(fieldErrors(parsed.error), ["question", "answer"])).filter(Boolean)).toEqual([FAQ_REQUIRED]);
    }
    expect(FAQ_REQUIRED).toBe("Veuillez remplir la question et la réponse");
  });
});
