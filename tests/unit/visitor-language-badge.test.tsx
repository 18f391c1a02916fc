/** The back-office's message and quote cards say which language a visitor wrote in, from a page in another language (ADR 047). */
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { MessagesPage, type MessageView } from "~/features/messages/admin/messages-screen";
import { QuotesPage, type QuoteView } from "~/features/quotes/admin/quotes-screen";

function render(path: string, element: ReactNode): string {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const message: MessageView = {
  id: "0b7f1a52-3c1d-4a8e-9f6b-2d5e8c4a1b90",
  subject: "Christmas order",
  firstName: "Jane",
  name: "Smith",
  email: "jane@example.co.uk",
  message: "A Yule log for eight, please.",
  language: "en",
  isViewed: false,
  spamReasons: [],
  createdAt: "2026-03-05T13:07:00.000Z",
};

const quote: QuoteView = {
  id: "5d1e7c3a-8b2f-4e6a-9c0d-1f2a3b4c5d6e",
  firstName: "Hans",
  lastName: "Müller",
  company: null,
  email: "hans@example.de",
  phone: "+49 30 123456",
  serviceType: "Autre",
  eventDate: "2026-06-14",
  eventGuests: "40",
  eventBudget: null,
  message: "Ein Buffet für eine Hochzeit.",
  language: "de",
  status: "new",
  isViewed: false,
  spamReasons: [],
  internalNote: null,
  createdAt: "2026-03-05T13:07:00.000Z",
};

describe("the visitor's language on a back-office card", () => {
  it("'Écrit en anglais' on a message sent from an English page, nothing on a French one", () => {
    const counts = { inbox: 1, unread: 1, spam: 0 };
    expect(render("/admin/content/messages", <MessagesPage messages={[message]} timeZone="Europe/Paris" loadError={false} counts={counts} />)).toContain(
      "Écrit en anglais",
    );
    const french = render(
      "/admin/content/messages",
      <MessagesPage messages={[{ ...message, language: null }]} timeZone="Europe/Paris" loadError={false} counts={counts} />,
    );
    expect(french).not.toContain("Écrit en");
  });

  it("'Écrit en allemand' on a quote request sent from a German page", () => {
    const counts = { total: 1, unviewed: 1, new: 1, inProgress: 0, completed: 0, spam: 0 };
    const html = render("/admin/content/quotes", <QuotesPage quotes={[quote]} counts={counts} filter="all" timeZone="Europe/Paris" loadError={false} />);
    expect(html).toContain("Écrit en allemand");
  });
});
