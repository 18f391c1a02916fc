import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { MessagesPage, type MessageView } from "~/features/messages/admin/messages-screen";
import { MessagesSkeleton } from "~/features/messages/admin/messages-skeleton";
import { QuotesPage } from "~/features/quotes/admin/quotes-screen";
import { QuotesSkeleton } from "~/features/quotes/admin/quotes-skeleton";
import { Dashboard } from "~/features/back-office/dashboard";

/** Server-renders a page inside a data router, as the app does (fetchers need one). */
function render(path: string, element: ReactNode): string {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const message: MessageView = {
  id: "0b7f1a52-3c1d-4a8e-9f6b-2d5e8c4a1b90",
  subject: "Commande",
  firstName: "Jeanne",
  name: "Martin",
  email: "jeanne@example.fr",
  message: "Ligne 1\nLigne 2",
  language: null,
  isViewed: false,
  spamReasons: [],
  createdAt: "2026-03-05T13:07:00.000Z",
};
const counts = { inbox: 1, unread: 1, spam: 0 };

describe("messages page", () => {
  it("shows an unread message with its badge, date, sender, mailto and body", () => {
    const html = render("/admin/content/messages", <MessagesPage messages={[message]} timeZone="Europe/Paris" loadError={false} counts={counts} />);
    const t = text(html);
    for (const part of ["Messages de contact", "Nouveau", "05 mars 2026 à 14:07", "Jeanne Martin", "Marquer comme lu", "Supprimer"]) expect(t).toContain(part);
    expect(html).toContain('href="mailto:jeanne@example.fr"');
    expect(html).toContain("Ligne 1\nLigne 2");
  });

  it("has the spec's empty, loading and load-failure texts", () => {
    const empty = text(render("/admin/content/messages", <MessagesPage messages={[]} timeZone="Europe/Paris" loadError={false} counts={counts} />));
    expect(empty).toContain("Aucun message");
    expect(empty).toContain("Aucun message de contact n'a été reçu pour le moment.");
    expect(text(render("/x", <MessagesSkeleton />))).toContain("Chargement des messages...");
    const failed = text(render("/admin/content/messages", <MessagesPage messages={[]} timeZone="Europe/Paris" loadError counts={counts} />));
    expect(failed).toContain("Impossible de charger les messages.");
    expect(failed).not.toContain("Aucun message de contact");
  });

  it("shows the spam folder next to the inbox, its empty state, and a spam message with its signs and 'Ce n'est pas un indésirable'", () => {
    const inbox = render(
      "/admin/content/messages",
      <MessagesPage messages={[message]} timeZone="Europe/Paris" loadError={false} counts={{ inbox: 1, unread: 1, spam: 3 }} />,
    );
    expect(inbox).toContain('href="/admin/content/messages?folder=spam"');
    expect(text(inbox)).toContain("Indésirables 3");
    expect(text(inbox)).not.toContain("Ce n'est pas un indésirable");

    const empty = text(
      render("/admin/content/messages", <MessagesPage messages={[]} timeZone="Europe/Paris" loadError={false} folder="spam" counts={counts} />),
    );
    expect(empty).toContain("Aucun indésirable");
    expect(empty).not.toContain("Aucun message de contact");

    const spam = { ...message, spamReasons: ["links", "hasty", "renamed-later"] };
    const html = render(
      "/admin/content/messages",
      <MessagesPage messages={[spam]} timeZone="Europe/Paris" loadError={false} folder="spam" counts={{ ...counts, spam: 1 }} />,
    );
    const t = text(html);
    for (const part of [
      "Indésirable",
      "Ce n'est pas un indésirable",
      "Liens dans l'envoi",
      "Envoyé quelques secondes après l'ouverture du formulaire",
      "Supprimer",
      "après 30 jours",
    ])
      expect(t).toContain(part);
    // Spam is never shown as new, nor offered a reply or a read toggle.
    expect(t).not.toContain("Nouveau");
    expect(t).not.toContain("Répondre");
    expect(t).not.toContain("Marquer comme lu");
    expect(html).toContain('aria-current="page"');
  });
});

describe("quotes page", () => {
  it("shows the empty state and the loading text", () => {
    const counts = { total: 0, unviewed: 0, new: 0, inProgress: 0, completed: 0, spam: 0 };
    const t = text(render("/admin/content/quotes", <QuotesPage quotes={[]} counts={counts} filter="all" timeZone="Europe/Paris" loadError={false} />));
    expect(t).toContain("Aucune demande de devis");
    expect(text(render("/x", <QuotesSkeleton />))).toContain("Chargement des demandes...");
  });

  it("shows the spam folder as the last filter, and a spam request with its signs and 'Ce n'est pas un indésirable'", () => {
    const counts = { total: 2, unviewed: 1, new: 2, inProgress: 0, completed: 0, spam: 1 };
    const quote = {
      id: "5a0c7f1e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
      firstName: "Robot",
      lastName: "Pub",
      company: null,
      email: "pub@example.com",
      phone: null,
      serviceType: "Autre",
      eventDate: null,
      eventGuests: null,
      eventBudget: null,
      message: "Visitez https://pub.example",
      language: null,
      status: "new",
      isViewed: false,
      spamReasons: ["network-burst"],
      internalNote: null,
      createdAt: "2026-03-05T13:07:00.000Z",
    };
    const html = render("/admin/content/quotes", <QuotesPage quotes={[quote]} counts={counts} filter="spam" timeZone="Europe/Paris" loadError={false} />);
    const t = text(html);
    expect(html).toContain('href="/admin/content/quotes?folder=spam"');
    for (const part of ["Indésirables 1", "Ce n'est pas un indésirable", "Rafale d'envois depuis un même réseau"]) expect(t).toContain(part);
    expect(t).not.toContain("Marquer comme vu");
    expect(t).not.toContain("Répondre par email");
    const empty = text(
      render("/admin/content/quotes", <QuotesPage quotes={[]} counts={{ ...counts, spam: 0 }} filter="spam" timeZone="Europe/Paris" loadError={false} />),
    );
    expect(empty).toContain("Aucun indésirable");
  });
});

describe("dashboard without a site", () => {
  it("tells a user to contact an administrator", () => {
    const t = text(render("/admin/dashboard", <Dashboard site={null} stats={null} recent={[]} />));
    expect(t).toContain("Vous n'avez pas encore de site attribué. Veuillez contacter un administrateur.");
  });

  it("asks an admin to create or select a site", () => {
    const html = render("/admin/dashboard", <Dashboard site={null} stats={null} recent={[]} noSiteReason="admin-without-site" />);
    expect(text(html)).toContain("Créer ou sélectionner un site");
    expect(html).toContain('href="/admin/sites"');
  });
});
