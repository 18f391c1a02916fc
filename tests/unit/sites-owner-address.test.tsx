import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { SitesPage, type SiteRow } from "~/features/sites/admin/sites-screen";
import { confirmReminderMessage } from "~/features/signup/signup-mail";
import { emailTakenMessage } from "~/features/account/email-change-mail";

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

const row = (over: Partial<SiteRow>): SiteRow => ({
  id: "0b7f1a52-3c1d-4a8e-9f6b-2d5e8c4a1b90",
  name: "Boulangerie Martin",
  createdAt: "2026-03-05T13:07:00.000Z",
  ownerId: "u1",
  ownerEmail: "marie@martin.fr",
  ownerConfirmed: true,
  plan: "pro",
  publishedAt: null,
  invitation: null,
  ...over,
});

describe("issue 23: the Sites screen says whether the owner's address is confirmed", () => {
  it("'Adresse confirmée' or 'Adresse non confirmée' under the owner, nothing without one", () => {
    const confirmed = text(render("/admin/sites", <SitesPage sites={[row({})]} />));
    expect(confirmed).toContain("Adresse confirmée");
    expect(confirmed).not.toContain("Adresse non confirmée");
    const unconfirmed = text(render("/admin/sites", <SitesPage sites={[row({ ownerConfirmed: false })]} />));
    expect(unconfirmed).toContain("Adresse non confirmée");
    const none = text(render("/admin/sites", <SitesPage sites={[row({ ownerId: null, ownerEmail: null, ownerConfirmed: null })]} />));
    expect(none).toContain("Non attribué");
    expect(none).not.toContain("Adresse");
  });
});

describe("issue 23: the account mails", () => {
  it("the day-5 reminder names the site, the deletion day and the link", () => {
    const mail = confirmReminderMessage({
      shopName: "Chez Lou",
      link: "https://vitrine.example/admin/account/confirm-address?token=x",
      deleteAt: new Date("2026-12-01T10:00:00Z"),
    });
    expect(mail.subject).toBe("Confirmez votre adresse e-mail avant le 1er décembre 2026");
    expect(mail.text).toContain("Vous avez créé le site «\u00a0Chez Lou\u00a0» sur Vitrine");
    expect(mail.text).toContain("seront supprimés le 1er décembre 2026");
    expect(mail.text).toContain("https://vitrine.example/admin/account/confirm-address?token=x");
  });

  it("the mail to a taken address says so, with no link but the sign-in page", () => {
    const mail = emailTakenMessage({ newEmail: "paul@test.fr", loginUrl: "https://vitrine.example/admin/login" });
    expect(mail.text).toContain("Un compte Vitrine utilise déjà cette adresse");
    expect(mail.text).not.toContain("token");
    expect(mail.html).not.toContain("<a ");
  });
});
