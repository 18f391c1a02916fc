/**
 * Issue 23: the one character check of every form (`screenFormCharacters`), through both readers
 * of form bodies: a NUL in a value or a name is refused, the fields that held it are named, and
 * the form comes back without it (what was typed is shown again); a clean form passes untouched.
 */
import { describe, expect, it } from "vitest";
import {
  FORBIDDEN_CHARACTER_TEXTS,
  forbiddenCharacterErrors,
  readFormBody,
  readRequestForm,
  screenFormCharacters,
} from "~/features/submissions/form-body.server";

const post = (body: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("screenFormCharacters", () => {
  it("passes a clean form, accents, emoji and line breaks included", () => {
    const form = new FormData();
    form.append("message", "Bonjour\r\nÉté 🍞\ttab");
    expect(screenFormCharacters(form)).toBeNull();
  });

  it("names each field holding a NUL (in its value or its name) once, and gives the form back without it", () => {
    const form = new FormData();
    form.append("title", "Du pain\u0000 chaud");
    form.append("ids", "a");
    form.append("ids", "b\u0000");
    form.append("sub\u0000title", "x");
    form.append("clean", "rien");
    const refused = screenFormCharacters(form);
    expect(refused?.fields).toEqual(["title", "ids", "subtitle"]);
    expect(refused?.form.get("title")).toBe("Du pain chaud");
    expect(refused?.form.getAll("ids")).toEqual(["a", "b"]);
    expect(refused?.form.get("subtitle")).toBe("x");
    expect(refused?.form.get("clean")).toBe("rien");
    expect(forbiddenCharacterErrors(refused!, ["title", "clean"] as const)).toEqual({ title: FORBIDDEN_CHARACTER_TEXTS.field });
  });
});

describe("the two readers", () => {
  it("readFormBody (public forms) refuses %00 as a browser encodes it", async () => {
    const read = await readFormBody(post("firstName=Jeanne&message=Bon%00jour"), 64 * 1024);
    expect(read).toMatchObject({ ok: false, reason: "forbidden-character", fields: ["message"] });
    if (read.ok || read.reason !== "forbidden-character") throw new Error("expected a refusal");
    expect(read.form.get("message")).toBe("Bonjour");
    expect(await readFormBody(post("message=Bonjour"), 64 * 1024)).toMatchObject({ ok: true });
  });

  it("readRequestForm (back-office forms) refuses it the same way", async () => {
    expect(await readRequestForm(post("intent=save-hero&heroTitle=Pain%00"))).toMatchObject({
      ok: false,
      reason: "forbidden-character",
      fields: ["heroTitle"],
    });
    expect(await readRequestForm(post("intent=save-hero&heroTitle=Pain"))).toMatchObject({ ok: true });
  });
});
