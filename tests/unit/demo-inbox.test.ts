/**
 * The demo's contact messages and quote requests (issue 12): what a visitor could really have sent
 * through the public forms, every status of the back-office, read and unread rows, one clear spam,
 * all dated over the four weeks before the seeding day.
 */
import { describe, expect, it } from "vitest";
import { QUOTE_STATUSES } from "~/db/enums";
import { addDays } from "~/lib/calendar";
import { mainSite, secondSite } from "~/features/demo/demo-content";
import { mainSiteInbox } from "~/features/demo/demo-inbox";
import { contactFormSchema } from "~/features/messages/contact-schema";
import { quoteFormSchema, quoteServiceOptions } from "~/features/quotes/quote-request-schema";
import { spamVerdict } from "~/features/submissions/spam-score";

const TODAY = "2026-03-18";
const { messages, quotes } = mainSiteInbox(TODAY);
const inbox = messages.filter((m) => !m.isSpam);
const spam = messages.filter((m) => m.isSpam);

/** A person's pace: well past the 'hasty' band, alone on the site. */
const person = { fillMs: 90_000, addressCount: 1, networkOthers: 0, siteCount: 1 };

describe("the demo inbox", () => {
  it("comes with the main demo site only", () => {
    const noPictures = () => "";
    expect(mainSite(noPictures, TODAY)).toMatchObject({ messages, quotes });
    expect(secondSite(noPictures)).toMatchObject({ messages: [], quotes: [] });
  });

  it("holds messages the contact form accepts as they are", () => {
    for (const m of messages) {
      const values = { firstName: m.firstName, name: m.name, email: m.email, subject: m.subject, message: m.message };
      expect(contactFormSchema.parse(values), m.subject).toEqual(values);
    }
  });

  it("holds requests the quote form accepts as they are, for the demo's services", () => {
    const categories = mainSite(() => "", TODAY).serviceCategories.map((c) => c.name);
    const services = quoteServiceOptions(categories).map((o) => o.value);
    for (const q of quotes) {
      const values = {
        firstName: q.customerFirstName,
        lastName: q.customerLastName,
        company: q.customerCompany ?? "",
        email: q.customerEmail,
        phone: q.customerPhone ?? "",
        service: q.serviceType,
        date: q.eventDate ?? "",
        guests: q.eventGuests ?? "",
        budget: q.eventBudget ?? "",
        details: q.message,
      };
      const parsed = quoteFormSchema.parse(values);
      expect(parsed, q.customerLastName).toEqual({ ...values, company: q.customerCompany, guests: q.eventGuests, budget: q.eventBudget });
      expect(services, q.customerLastName).toContain(q.serviceType);
      // The form's date input: an ISO day, after the request was sent.
      expect(q.eventDate, q.customerLastName).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(q.eventDate! > q.receivedOn, q.customerLastName).toBe(true);
    }
  });

  it("has every quote status, some requests not viewed yet, and the merchant's traces on the others", () => {
    const byStatus = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, quotes.filter((q) => q.status === s).length]));
    expect(byStatus).toEqual({ new: 3, in_progress: 2, completed: 2 });
    expect(quotes.filter((q) => !q.isViewed)).toHaveLength(2);
    // A status is set from the card, which marks the request viewed (setQuoteStatus).
    expect(quotes.filter((q) => q.status !== "new").every((q) => q.isViewed)).toBe(true);
    // A done job took place; the others are ahead.
    for (const q of quotes) expect(q.eventDate! < TODAY, q.customerLastName).toBe(q.status === "completed");
    expect(quotes.every((q) => !q.isSpam)).toBe(true);
  });

  it("has read and unread messages, and one spam the score would have stopped", () => {
    expect(inbox).toHaveLength(8);
    expect(inbox.filter((m) => !m.isViewed)).toHaveLength(3);
    expect(spam).toHaveLength(1);
    const [robot] = spam;
    const verdict = spamVerdict({ ...person, fillMs: 4_000, message: robot.message, otherFields: [robot.firstName, robot.name, robot.email, robot.subject] });
    expect(verdict.spam).toBe(true);
    expect([...(robot.spamReasons ?? [])].sort()).toEqual([...verdict.signs].sort());
    // The others are people's: no sign at a person's pace.
    for (const m of inbox) {
      expect(spamVerdict({ ...person, message: m.message, otherFields: [m.firstName, m.name, m.email, m.subject] }).signs, m.subject).toEqual([]);
    }
    for (const q of quotes) {
      const others = [q.customerFirstName, q.customerLastName, q.customerEmail, q.customerCompany ?? "", q.customerPhone ?? "", q.serviceType];
      expect(spamVerdict({ ...person, message: q.message, otherFields: others }).signs, q.customerLastName).toEqual([]);
    }
  });

  it("is dated over the four weeks before the seeding day, newest unread first", () => {
    const rows = [...messages, ...quotes];
    for (const r of rows) {
      expect(r.receivedOn >= addDays(TODAY, -28) && r.receivedOn < TODAY, r.receivedOn).toBe(true);
      expect(r.receivedAt).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    // Spread out, not all on one day.
    expect(new Set(rows.map((r) => r.receivedOn)).size).toBeGreaterThanOrEqual(10);
    // What is still unread arrived lately; what is old has been dealt with.
    const newest = (list: typeof inbox) => [...list].sort((a, b) => b.receivedOn.localeCompare(a.receivedOn));
    expect(
      newest(inbox)
        .slice(0, 3)
        .every((m) => !m.isViewed),
    ).toBe(true);
  });

  it("reaches no one: example domains only", () => {
    const emails = [...messages.map((m) => m.email), ...quotes.map((q) => q.customerEmail)];
    for (const email of emails) expect(email).toMatch(/@([a-z0-9-]+\.)*(example\.(com|net|org)|[a-z0-9-]+\.example)$/);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
