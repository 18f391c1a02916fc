import { describe, expect, it } from "vitest";
import { contactInfoFromSettings, mapsSearchUrl } from "~/features/settings/contact-info";
import { emailLine, phoneLine } from "~/lib/contact-lines";
import { safeImageUrl } from "~/lib/web-address";
import { contactFormSchema, MAX_MESSAGE_LENGTH } from "~/features/messages/contact-schema";
import { fieldErrors } from "~/lib/form-errors";

describe("contact details", () => {
  it("links well-formed e-mails and phones only", () => {
    expect(emailLine("marie@delices.fr")).toEqual({ text: "marie@delices.fr", href: "mailto:marie@delices.fr" });
    expect(emailLine("marie at delices")).toEqual({ text: "marie at delices", href: null });
    expect(phoneLine("04 78 12 34 56")).toEqual({ text: "04 78 12 34 56", href: "tel:0478123456" });
    expect(phoneLine("+33 (0)4 78.12.34.56")).toEqual({ text: "+33 (0)4 78.12.34.56", href: "tel:+33478123456" });
    expect(phoneLine("voir sur place").href).toBeNull();
  });

  it("keeps filled, distinct values in order", () => {
    const info = contactInfoFromSettings({ merchantEmail1: " a@b.fr ", merchantEmail2: "", merchantEmail3: "a@b.fr", merchantPhone2: "0102030405" });
    expect(info.emails.map((e) => e.text)).toEqual(["a@b.fr"]);
    expect(info.phones.map((p) => p.text)).toEqual(["0102030405"]);
  });

  it("hides the location section when everything is absent", () => {
    expect(contactInfoFromSettings({}).location).toBeNull();
    expect(contactInfoFromSettings({ address: "  ", metroInfo: "", googleMapsLink: null, mapImageUrl: " " }).location).toBeNull();
  });

  it("shows it for any single piece of information", () => {
    expect(contactInfoFromSettings({ busInfo: "Ligne C3" }).location).toEqual({
      addressLines: [],
      transports: [{ label: "En bus", text: "Ligne C3" }],
      mapImageUrl: null,
      mapsUrl: null,
    });
    expect(contactInfoFromSettings({ mapImageUrl: "/media/plan.webp" }).location?.mapImageUrl).toBe("/media/plan.webp");
  });

  it("lists 'Comment venir' in the spec's order, only the filled lines", () => {
    const info = contactInfoFromSettings({ carInfo: "Parking", metroInfo: "Ligne A", tramInfo: "" });
    expect(info.location?.transports.map((t) => t.label)).toEqual(["En métro", "En voiture"]);
  });

  it("opens the merchant's maps link, else a search on the address", () => {
    const withLink = contactInfoFromSettings({ address: "1 rue X\n69001 Lyon", googleMapsLink: "https://maps.app.goo.gl/abc" });
    expect(withLink.location?.mapsUrl).toBe("https://maps.app.goo.gl/abc");
    expect(withLink.location?.addressLines).toEqual(["1 rue X", "69001 Lyon"]);
    const badLink = contactInfoFromSettings({ address: "1 rue X\n69001 Lyon", googleMapsLink: "javascript:alert(1)" });
    expect(badLink.location?.mapsUrl).toBe("https://www.google.com/maps/search/?api=1&query=1%20rue%20X%2C%2069001%20Lyon");
    expect(mapsSearchUrl("a & b")).toBe("https://www.google.com/maps/search/?api=1&query=a%20%26%20b");
  });

  it("accepts only our paths and web addresses as images", () => {
    expect(safeImageUrl("https://cdn.example/plan.png")).toBe("https://cdn.example/plan.png");
    expect(safeImageUrl("/media/x.webp")).toBe("/media/x.webp");
    expect(safeImageUrl("//evil.example/x.png")).toBeNull();
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
    expect(safeImageUrl("data:image/png;base64,AAAA")).toBeNull();
  });
});

describe("contact form schema", () => {
  const valid = { firstName: " Jeanne ", name: "Martin", email: "jeanne@example.fr", subject: "Commande", message: "Bonjour\u00a0!" };

  it("accepts a complete message, trimmed", () => {
    expect(contactFormSchema.parse(valid)).toEqual({ ...valid, firstName: "Jeanne" });
  });

  it("requires every field, with French messages", () => {
    const parsed = contactFormSchema.safeParse({ firstName: " ", name: "", email: "", subject: "", message: "" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      firstName: "Le prénom est requis",
      name: "Le nom est requis",
      email: "L'adresse email est requise",
      subject: "Le sujet est requis",
      message: "Le message est requis",
    });
  });

  it("refuses an invalid e-mail and absurd lengths", () => {
    const parsed = contactFormSchema.safeParse({ ...valid, email: "jeanne@", subject: "x".repeat(201), message: "x".repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      email: "Adresse email invalide",
      subject: "Le sujet ne peut pas dépasser 200 caractères",
      message: "Le message ne peut pas dépasser 5000 caractères",
    });
  });
});
