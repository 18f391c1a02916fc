import { describe, expect, it } from "vitest";
import { formatMessageDate } from "~/features/messages/format-message-date";
import { mailtoHref, telHref } from "~/features/messages/mail-links";
import { MESSAGE_TEXTS, messageActionSchema, messageActionToast } from "~/features/messages/messages-schema";
import { MESSAGES_LOADING } from "~/features/messages/admin/messages-skeleton";
import { unreadBadgeText, unreadCountFor, unreadLabel } from "~/features/messages/unread-counts";
import { formatEventDate, quoteActionSchema, quoteActionToast, quoteReplySubject } from "~/features/quotes/quotes-schema";
import { quoteStatusLabel } from "~/features/quotes/quote-status";
import { activeNavItem, visibleNav } from "~/features/back-office/admin-nav";
import { parseQuoteFilter } from "~/features/quotes/quotes.server";

const ID = "0b7f1a52-3c1d-4a8e-9f6b-2d5e8c4a1b90";

describe("message dates ('dd MMMM yyyy à HH:mm', French, site time zone)", () => {
  it("pads the day, writes the month in French and uses the 24-hour clock", () => {
    expect(formatMessageDate("2026-03-05T13:07:00Z")).toBe("05 mars 2026 à 14:07");
    expect(formatMessageDate("2026-12-24T23:30:00Z")).toBe("25 décembre 2026 à 00:30");
  });

  it("follows the site's time zone, summer time included", () => {
    expect(formatMessageDate("2026-07-01T08:05:00Z", "Europe/Paris")).toBe("01 juillet 2026 à 10:05");
    expect(formatMessageDate("2026-07-01T08:05:00Z", "America/Martinique")).toBe("01 juillet 2026 à 04:05");
    expect(formatMessageDate("2026-07-01T08:05:00Z", "Indian/Reunion")).toBe("01 juillet 2026 à 12:05");
  });

  it("falls back to Paris for an unknown zone and to '—' for an unreadable date", () => {
    expect(formatMessageDate("2026-03-05T13:07:00Z", "Nowhere/Land")).toBe("05 mars 2026 à 14:07");
    expect(formatMessageDate("pas une date")).toBe("—");
  });
});

describe("mailto and tel links", () => {
  it("builds a mailto, with a URL-encoded subject for replies", () => {
    expect(mailtoHref(" jeanne@example.fr ")).toBe("mailto:jeanne@example.fr");
    const reply = mailtoHref("jeanne@example.fr", quoteReplySubject("Pièce montée & buffet"));
    expect(reply).toBe("mailto:jeanne@example.fr?subject=Re%3A%20votre%20demande%20de%20devis%20%E2%80%94%20Pi%C3%A8ce%20mont%C3%A9e%20%26%20buffet");
    expect(decodeURIComponent(reply!.split("subject=")[1])).toBe("Re: votre demande de devis — Pièce montée & buffet");
  });

  it("refuses addresses that would smuggle URL parts", () => {
    expect(mailtoHref("a@b.fr?bcc=x@y.fr")).toBeNull();
    expect(mailtoHref("javascript:alert(1)")).toBeNull();
    expect(mailtoHref("pas-un-email")).toBeNull();
  });

  it("keeps digits and a leading + in tel: links", () => {
    expect(telHref("06 12 34 56 78")).toBe("tel:0612345678");
    expect(telHref("+33 (0)7.98.76.54.32")).toBe("tel:+330798765432");
    expect(telHref("")).toBeNull();
    expect(telHref(null)).toBeNull();
    expect(telHref("n/a")).toBeNull();
  });

  it("has a subject even without a service", () => {
    expect(quoteReplySubject("  ")).toBe("Re: votre demande de devis");
  });
});

describe("quote statuses and filters", () => {
  it("shows new, in progress and completed in French, anything else as Nouveau", () => {
    expect(quoteStatusLabel("new")).toBe("Nouveau");
    expect(quoteStatusLabel("in_progress")).toBe("En cours");
    expect(quoteStatusLabel("completed")).toBe("Terminé");
    expect(quoteStatusLabel("archived")).toBe("Nouveau");
  });

  it("writes calendar event dates in French and keeps free text as typed", () => {
    expect(formatEventDate("2026-06-14")).toBe("14 juin 2026");
    expect(formatEventDate("samedi 14 juin, le soir")).toBe("samedi 14 juin, le soir");
    expect(formatEventDate("2026-02-31")).toBe("2026-02-31");
    expect(formatEventDate("  ")).toBeNull();
    expect(formatEventDate(null)).toBeNull();
  });

  it("reads the list filter from the URL, defaulting to all", () => {
    const parse = (query: string) => parseQuoteFilter(new URLSearchParams(query));
    expect(parse("status=in_progress")).toBe("in_progress");
    expect(parse("status=unviewed")).toBe("unviewed");
    expect(parse("status=drop table")).toBe("all");
    expect(parse("")).toBe("all");
    // The spam folder is `?folder=spam`, not a status.
    expect(parse("folder=spam")).toBe("spam");
    expect(parse("folder=spam&status=new")).toBe("spam");
    expect(parse("status=spam")).toBe("all");
  });

  it("accepts only known intents, statuses and uuid ids", () => {
    expect(quoteActionSchema.safeParse({ intent: "set-status", id: ID, status: "in_progress" }).success).toBe(true);
    expect(quoteActionSchema.safeParse({ intent: "set-status", id: ID, status: "archived" }).success).toBe(false);
    expect(quoteActionSchema.safeParse({ intent: "set-viewed", id: "1 or 1=1", viewed: "true" }).success).toBe(false);
    expect(quoteActionSchema.parse({ intent: "set-viewed", id: ID, viewed: "false" })).toEqual({ intent: "set-viewed", id: ID, viewed: false });
  });

  it("words its toasts like §8", () => {
    expect(quoteActionToast({ intent: "set-status", id: ID, status: "completed" }, true)).toEqual({
      type: "success",
      title: "Succès",
      description: "Statut mis à jour\u00a0: Terminé",
    });
    expect(quoteActionToast({ intent: "set-viewed", id: ID, viewed: true }, false)).toEqual({
      type: "error",
      title: "Erreur",
      description: "Erreur lors de la mise à jour",
    });
  });
});

describe("contact message actions", () => {
  it("parses the read flag and the delete intent", () => {
    expect(messageActionSchema.parse({ intent: "set-viewed", id: ID, viewed: "true" })).toEqual({ intent: "set-viewed", id: ID, viewed: true });
    expect(messageActionSchema.parse({ intent: "delete", id: ID })).toEqual({ intent: "delete", id: ID });
    expect(messageActionSchema.safeParse({ intent: "delete-all", id: ID }).success).toBe(false);
  });

  it("uses the spec's texts (§2, §8)", () => {
    expect(messageActionToast({ intent: "set-viewed", viewed: true }, true).description).toBe("Message marqué comme lu");
    expect(messageActionToast({ intent: "set-viewed", viewed: false }, true).description).toBe("Message marqué comme non lu");
    expect(messageActionToast({ intent: "set-viewed", viewed: true }, false)).toEqual({
      type: "error",
      title: "Erreur",
      description: "Impossible de modifier le statut du message.",
    });
    expect(messageActionToast({ intent: "delete" }, false).description).toBe("Erreur lors de la suppression");
    expect(MESSAGE_TEXTS.emptyTitle).toBe("Aucun message");
    expect(MESSAGE_TEXTS.emptyText).toBe("Aucun message de contact n'a été reçu pour le moment.");
    expect(MESSAGES_LOADING).toBe("Chargement des messages...");
    expect(MESSAGE_TEXTS.loadFailed).toBe("Impossible de charger les messages.");
  });
});

describe("unread counters", () => {
  it("puts both screens right under the dashboard, for owners too (issue 25)", () => {
    const main = visibleNav("user").find((g) => g.id === "main");
    expect(main?.items.slice(1, 3).map((i) => i.label)).toEqual(["Demandes de devis", "Messages de contact"]);
    expect(activeNavItem("/admin/content/messages")?.label).toBe("Messages de contact");
  });

  const counts = { siteId: "s", quotes: 3, messages: 120, support: 2 };
  it("maps each count to its nav entry", () => {
    expect(unreadCountFor("/admin/content/quotes", counts)).toBe(3);
    expect(unreadCountFor("/admin/content/messages", counts)).toBe(120);
    expect(unreadCountFor("/admin/aide", counts)).toBe(2);
    expect(unreadCountFor("/admin/dashboard", counts)).toBe(0);
    expect(unreadCountFor("/admin/content/quotes", null)).toBe(0);
  });

  it("caps the badge at 99+ but says the exact count", () => {
    expect(unreadBadgeText(7)).toBe("7");
    expect(unreadBadgeText(120)).toBe("99+");
    expect(unreadLabel("/admin/content/messages", 120)).toBe("120 messages non lus");
    expect(unreadLabel("/admin/content/messages", 1)).toBe("1 message non lu");
    expect(unreadLabel("/admin/content/quotes", 2)).toBe("2 demandes non vues");
    expect(unreadLabel("/admin/aide", 1)).toBe("1 réponse du support non lue");
    expect(unreadLabel("/admin/aide", 2)).toBe("2 réponses du support non lues");
  });
});
