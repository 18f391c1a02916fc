import { describe, expect, it } from "vitest";
import { contactNotificationMessage, quoteNotificationMessage, escapeHtml, oneLine } from "~/features/mail/templates";
import { formatMailbox, isValidEmailAddress, MailAddressError, parseMailbox } from "~/features/mail/addresses";
import { normaliseMail } from "~/features/mail/outbox.server";

const contact = { firstName: "Jeanne", name: "Martin", email: "jeanne@example.fr", subject: "Commande", message: "Ligne 1\r\nLigne 2" };
const quote = {
  customerFirstName: "Paul",
  customerLastName: "Durand",
  customerEmail: "paul@example.fr",
  customerCompany: null,
  customerPhone: "06 11 22 33 44",
  serviceType: "Autre",
  eventDate: "21/06",
  eventGuests: null,
  eventBudget: "<b>1000</b>",
  message: "Détails du projet",
};

describe("notification messages", () => {
  it("use the site's name, or 'votre site' without one", () => {
    expect(contactNotificationMessage("Fromagerie du Marché", contact).html).toContain("Fromagerie du Marché");
    for (const name of [null, undefined, "", "  "]) {
      const mail = quoteNotificationMessage(name, quote);
      expect(mail.text).toContain("depuis votre site.");
      expect(mail.html).toContain("votre site");
    }
  });

  it("carry the contact fields, the message's line breaks kept", () => {
    const mail = contactNotificationMessage("Site", contact);
    expect(mail.subject).toBe("Nouveau message de contact\u00a0: Commande");
    expect(mail.text).toContain("Ligne 1\nLigne 2");
    expect(mail.html).toContain("Ligne 1<br>\nLigne 2");
    expect(mail.text).toContain("Répondez directement à cet email pour écrire à Jeanne Martin.");
  });

  it("carry the quote fields, escaped in HTML, 'Non renseigné' for blanks", () => {
    const mail = quoteNotificationMessage("Site", quote);
    expect(mail.subject).toBe("Nouvelle demande de devis de Paul Durand");
    expect(mail.text).toMatch(/Entreprise\u00a0:\s+Non renseigné/);
    expect(mail.text).toMatch(/Budget\u00a0:\s+<b>1000<\/b>/);
    expect(mail.html).toContain("&lt;b&gt;1000&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>1000");
    expect(mail.html).toContain('href="tel:0611223344"');
    expect(mail.html).toContain('href="mailto:paul@example.fr"');
  });

  it("keep subjects on one line and of readable length", () => {
    const mail = contactNotificationMessage("Site", { ...contact, subject: `A\r\nBcc: x@y.fr ${"z".repeat(300)}` });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThan(160);
    expect(mail.subject.endsWith("…")).toBe(true);
  });

  it("link only plain addresses", () => {
    const mail = contactNotificationMessage("Site", { ...contact, email: 'x@y.fr" onmouseover="alert(1)' });
    expect(mail.html).not.toContain("mailto:");
    expect(mail.html).toContain("x@y.fr&quot; onmouseover=&quot;alert(1)");
  });
});

describe("helpers", () => {
  it("escapeHtml and oneLine", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(oneLine(" a\r\n b\u2028c  d ")).toBe("a b c d");
  });

  it("addresses: strict check, quoted display names, parsing", () => {
    expect(isValidEmailAddress("marie@delices.fr")).toBe(true);
    expect(isValidEmailAddress("marie.o'hara+devis@sub.délices.fr")).toBe(true);
    for (const bad of ["", "marie", "marie@", "@delices.fr", "marie@delices", "a b@c.fr", "a@b.fr\r\nBcc: x@y.fr", "a..b@c.fr", "<a@b.fr>", "a@b.fr,c@d.fr"]) {
      expect(isValidEmailAddress(bad), bad).toBe(false);
    }
    expect(formatMailbox('Chez "Marie", Paris', "a@b.fr")).toBe('"Chez \\"Marie\\", Paris" <a@b.fr>');
    expect(formatMailbox("Nom\r\nBcc: x@y.fr", "a@b.fr")).toBe('"Nom Bcc: x@y.fr" <a@b.fr>');
    expect(formatMailbox("", "a@b.fr")).toBe("a@b.fr");
    expect(parseMailbox('"Chez \\"Marie\\"" <a@b.fr>')).toEqual({ name: 'Chez "Marie"', address: "a@b.fr" });
    expect(parseMailbox("Vitrine <no-reply@vitrine.localhost>")).toEqual({ name: "Vitrine", address: "no-reply@vitrine.localhost" });
    expect(parseMailbox("a@b.fr")).toEqual({ name: "", address: "a@b.fr" });
    expect(parseMailbox("Nom <pas une adresse>")).toBeNull();
  });
});

describe("normaliseMail", () => {
  const base = { siteId: null, kind: "test" as const, from: "Site <a@b.fr>", to: ["c@d.fr"], subject: "S", text: "t", html: "<p>t</p>" };

  it("makes header values single-line and drops repeated recipients", () => {
    const mail = normaliseMail({ ...base, subject: "Bonjour\r\nBcc: x@y.fr", to: ["c@d.fr", "C@D.fr", " e@f.fr "], replyTo: "  " });
    expect(mail.subject).toBe("Bonjour Bcc: x@y.fr");
    expect(mail.to).toEqual(["c@d.fr", "e@f.fr"]);
    expect(mail.from).toBe('"Site" <a@b.fr>');
    expect(mail.replyTo).toBeNull();
  });

  it("refuses bad addresses and an empty recipient list", () => {
    expect(() => normaliseMail({ ...base, from: "a@b.fr\r\nBcc: x@y.fr" })).toThrow(MailAddressError);
    expect(() => normaliseMail({ ...base, to: ["c@d.fr\nBcc: x@y.fr"] })).toThrow(MailAddressError);
    expect(() => normaliseMail({ ...base, to: ["c@d.fr, x@y.fr"] })).toThrow(MailAddressError);
    expect(() => normaliseMail({ ...base, replyTo: "nope" })).toThrow(MailAddressError);
    expect(() => normaliseMail({ ...base, to: [] })).toThrow(/recipient/);
  });
});
