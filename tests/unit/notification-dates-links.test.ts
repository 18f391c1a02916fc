import { describe, expect, it } from "vitest";
import { formatFrench, frenchCalendarDate, frenchDateOrText } from "~/lib/french-date";
import { contactNotificationMessage, quoteNotificationMessage } from "~/features/mail/templates";
import { messageBackOfficeUrl } from "~/features/messages/message-anchor";
import { quoteBackOfficeUrl } from "~/features/quotes/quote-anchor";

const SITE = "0b7f1a52-3c1d-4a8e-9f6b-2d5e8c4a1b90";
const contact = { firstName: "Jeanne", name: "Martin", email: "jeanne@example.fr", subject: "Commande", message: "Bonjour" };
const quote = {
  customerFirstName: "Paul",
  customerLastName: "Durand",
  customerEmail: "paul@example.fr",
  customerCompany: null,
  customerPhone: null,
  serviceType: "Buffet",
  eventDate: "2026-12-18",
  eventGuests: null,
  eventBudget: null,
  message: "Détails",
};

describe("French calendar dates (issue 13, bug 7)", () => {
  it("write a date input's value the French way, '1er' on the first of a month", () => {
    expect(frenchCalendarDate("2026-12-18")).toBe("18 décembre 2026");
    expect(frenchCalendarDate("2027-01-01")).toBe("1er janvier 2027");
    expect(frenchCalendarDate("2026-02-31")).toBeNull();
    expect(frenchCalendarDate("18/12/2026")).toBeNull();
    expect(frenchDateOrText("samedi soir")).toBe("samedi soir");
  });

  it("write '1er' in every format that shows a day number, and only for the first", () => {
    const medium = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" });
    expect(formatFrench(medium, new Date("2027-01-01T12:00:00Z"))).toBe("1er janv. 2027");
    expect(formatFrench(medium, new Date("2027-01-11T12:00:00Z"))).toBe("11 janv. 2027");
    expect(formatFrench(medium, new Date("2027-01-21T12:00:00Z"))).toBe("21 janv. 2027");
    const withTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });
    expect(formatFrench(withTime, new Date("2027-03-01T08:05:00Z"))).toBe("1er mars 2027 à 09:05");
    const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
    expect(formatFrench(weekday, new Date("2027-05-01T00:00:00Z"))).toBe("samedi 1er mai");
    // The spec's 'dd MMMM' keeps its two digits.
    const twoDigits = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "long", timeZone: "UTC" });
    expect(formatFrench(twoDigits, new Date("2027-05-01T00:00:00Z"))).toBe("01 mai");
  });
});

describe("notification e-mails", () => {
  it("show the quote's event date in French, not as typed by the date input", () => {
    const mail = quoteNotificationMessage("Traiteur", quote);
    expect(mail.text).toMatch(/Date de l'événement\u00a0:\s+18 décembre 2026/);
    expect(mail.text).not.toContain("2026-12-18");
    expect(mail.html).toContain("18 décembre 2026");
    expect(mail.html).not.toContain("2026-12-18");
    expect(quoteNotificationMessage("Traiteur", { ...quote, eventDate: "Fin juin" }).text).toMatch(/Date de l'événement\u00a0:\s+Fin juin/);
  });

  it("link to the request or the message in the back-office", () => {
    const quoteUrl = quoteBackOfficeUrl("https://vitrine.example", SITE, "6c1d4d2f-9e2a-4b66-8e1c-6a1b6c1d4d2f");
    expect(quoteUrl).toBe(`https://vitrine.example/admin/content/quotes?site=${SITE}#quote-6c1d4d2f-9e2a-4b66-8e1c-6a1b6c1d4d2f`);
    const q = quoteNotificationMessage("Traiteur", quote, quoteUrl);
    expect(q.text).toContain(`Voir la demande dans le back-office\u00a0:\n${quoteUrl}\n`);
    expect(q.html).toContain(`<a href="${quoteUrl}"`);

    const messageUrl = messageBackOfficeUrl("https://vitrine.example", SITE, "5b0c3c1e-8d1f-4a55-9d0b-5f0a5b0c3c1e");
    expect(messageUrl).toBe(`https://vitrine.example/admin/content/messages?site=${SITE}#message-5b0c3c1e-8d1f-4a55-9d0b-5f0a5b0c3c1e`);
    const m = contactNotificationMessage("Délices", contact, messageUrl);
    expect(m.text).toContain(`Voir le message dans le back-office\u00a0:\n${messageUrl}\n`);
    expect(m.html).toContain(`<a href="${messageUrl}"`);
  });

  it("have no link without one, and never an odd one", () => {
    expect(contactNotificationMessage("Délices", contact).text).not.toContain("back-office");
    expect(contactNotificationMessage("Délices", contact, 'javascript:alert(1)"').html).not.toContain("javascript:");
  });
});
