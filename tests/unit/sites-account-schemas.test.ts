import { describe, expect, it } from "vitest";
import { createSiteSchema, NO_OWNER, SITE_MESSAGES } from "~/features/sites/sites-schema";
import { emailChangeSchema, passwordChangeSchema } from "~/features/account/account-schema";
import { emailChangeMessage } from "~/features/account/email-change-mail";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("create site form (back-office.md §5)", () => {
  it("needs a name of at least 3 characters, spaces aside", () => {
    expect(messages(createSiteSchema.safeParse({ name: " ab  ", ownerId: NO_OWNER }))).toEqual({ name: "Le nom du site doit contenir au moins 3 caractères" });
    expect(createSiteSchema.parse({ name: "  Chez Léa ", ownerId: NO_OWNER })).toEqual({ name: "Chez Léa", ownerId: null });
  });

  it("reads 'no-owner' as none, and keeps an owner id", () => {
    expect(createSiteSchema.parse({ name: "Chez Léa", ownerId: "user-42" }).ownerId).toBe("user-42");
    expect(createSiteSchema.parse({ name: "Chez Léa", ownerId: "" }).ownerId).toBeNull();
  });

  it("words the success toast as §8", () => {
    expect(SITE_MESSAGES.created("Chez Léa")).toBe('Le site "Chez Léa" a été créé avec succès.');
  });
});

describe("account forms (back-office.md §5)", () => {
  it("needs a valid e-mail, lower-cased", () => {
    expect(messages(emailChangeSchema.safeParse({ email: "pas-un-email", currentPassword: "secret-1" }))).toEqual({ email: "Email invalide" });
    expect(messages(emailChangeSchema.safeParse({ email: "a@b", currentPassword: "secret-1" }))).toEqual({ email: "Email invalide" });
    expect(emailChangeSchema.parse({ email: " Marie@Exemple.FR ", currentPassword: "secret-1" })).toEqual({
      email: "marie@exemple.fr",
      currentPassword: "secret-1",
    });
    // The current password too (issue 11), with the spec's minimum.
    expect(messages(emailChangeSchema.safeParse({ email: "marie@exemple.fr", currentPassword: "" }))).toEqual({
      currentPassword: "Le mot de passe doit contenir au moins 6 caractères",
    });
  });

  it("needs three passwords of 6 characters, the last two equal", () => {
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: "12345", newPassword: "abc", confirmPassword: "abc" }))).toEqual({
      currentPassword: "Le mot de passe doit contenir au moins 6 caractères",
      newPassword: "Le mot de passe doit contenir au moins 6 caractères",
      confirmPassword: "Le mot de passe doit contenir au moins 6 caractères",
    });
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: "123456", newPassword: "abcdef", confirmPassword: "abcdeg" }))).toEqual({
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
    expect(passwordChangeSchema.safeParse({ currentPassword: "123456", newPassword: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });
});

describe("e-mail change message", () => {
  it("carries the link in both versions and escapes the HTML", () => {
    const link = "http://localhost:3000/admin/account/confirm-email?token=abc.def";
    const mail = emailChangeMessage({ currentEmail: "old@exemple.fr", newEmail: "new<b>@exemple.fr", link });
    expect(mail.subject).toBe("Confirmez votre nouvelle adresse email");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("new&lt;b&gt;@exemple.fr");
    expect(mail.html).not.toContain("new<b>");
  });
});
