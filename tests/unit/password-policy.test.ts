import { describe, expect, it } from "vitest";
import commonPasswords from "~/features/auth/common-passwords.json";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, newPasswordProblem } from "~/features/auth/password-policy.server";

describe("common passwords", () => {
  it("are the 10,000 most common of at least 6 characters, lower-case, no repeats", () => {
    const list = commonPasswords as string[];
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((p) => p.length >= 6 && p === p.toLowerCase())).toBe(true);
    expect(list.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("are refused whatever their case, with a French message; an uncommon one passes", () => {
    for (const common of ["123456", "Password", "AZERTY", "azertyuiop", "soleil", "motdepasse", "jetaime", "vitrine"]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(newPasswordProblem(common)).toBe(COMMON_PASSWORD_MESSAGE);
    }
    for (const rare of ["k7lune", "brioche7", "tartine-du-matin"]) expect(newPasswordProblem(rare), rare).toBeNull();
  });
});
