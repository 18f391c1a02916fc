/**
 * Issue 25: the inboxes, opened daily, come right under 'Tableau de bord' (the desktop sidebar and
 * the phone menu render the same list), and each plan sees what it has: an Essentiel site has no
 * quote form, so its 'Demandes de devis' is marked 'Pro' and its dashboard shows no quote counters
 * — unless it holds requests from before a downgrade, which stay reachable.
 */
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import type { SitePlan } from "~/db/enums";
import { AdminShell } from "~/features/back-office/admin-shell";
import { ADMIN_NAV, navPlanBadge, visibleNav } from "~/features/back-office/admin-nav";
import { Dashboard, type DashboardStats } from "~/features/back-office/dashboard";

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/admin/dashboard", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/admin/dashboard"]} />);
}

// React separates adjacent text nodes with empty comments: they are no word boundary.
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const site = (plan: SitePlan) => ({ id: "5b0c3c1e-8d1f-4a55-9d0b-5f0a5b0c3c1e", name: "Boulangerie Sophie", plan });

function shell(role: "admin" | "user", plan: SitePlan): string {
  const user = { email: "sophie@example.fr", name: "Sophie", role };
  return render(
    <AdminShell user={user} currentSite={site(plan)} sites={[site(plan)]} sidebarOpen>
      <p>contenu</p>
    </AdminShell>,
  );
}

/** The sidebar's entries in the order they are rendered. */
function navLabels(html: string): string[] {
  const nav = html.slice(html.indexOf('aria-label="Navigation du back-office"'));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe("the sidebar's inboxes", () => {
  it("come right under 'Tableau de bord', for owners and admins", () => {
    for (const role of ["user", "admin"] as const) {
      expect(
        visibleNav(role)[0]
          ?.items.slice(0, 3)
          .map((i) => i.label),
      ).toEqual(["Tableau de bord", "Demandes de devis", "Messages de contact"]);
      expect(navLabels(shell(role, "pro")).slice(0, 3)).toEqual(["/admin/dashboard", "/admin/content/quotes", "/admin/content/messages"]);
    }
  });

  it("are each listed once", () => {
    const hrefs = ADMIN_NAV.flatMap((g) => g.items.map((i) => i.href));
    expect(hrefs.filter((h) => h === "/admin/content/quotes")).toHaveLength(1);
    expect(hrefs.filter((h) => h === "/admin/content/messages")).toHaveLength(1);
  });
});

describe("what each plan sees", () => {
  const quotes = ADMIN_NAV.flatMap((g) => g.items).find((i) => i.href === "/admin/content/quotes")!;
  const messages = ADMIN_NAV.flatMap((g) => g.items).find((i) => i.href === "/admin/content/messages")!;

  it("marks 'Demandes de devis' Pro on Essentiel (no quote form), and nothing on Pro and Expert", () => {
    expect(navPlanBadge(quotes, "essentiel")).toBe("Pro");
    expect(navPlanBadge(quotes, "pro")).toBeNull();
    expect(navPlanBadge(quotes, "expert")).toBeNull();
    expect(navPlanBadge(messages, "essentiel")).toBeNull();
    const html = shell("user", "essentiel");
    expect(text(html)).toContain("Demandes de devis (formule Pro)");
    expect(text(html)).not.toContain("Messages de contact (formule");
    // Still a link: requests from before a downgrade stay reachable.
    expect(navLabels(html)).toContain("/admin/content/quotes");
    expect(text(shell("user", "pro"))).not.toContain("Demandes de devis (formule Pro)");
  });

  const none: DashboardStats = { total: 0, new: 0, inProgress: 0, completed: 0 };
  const dashboard = (plan: SitePlan, stats: DashboardStats) =>
    text(render(<Dashboard site={{ ...site(plan), publishedAt: "2026-01-01T00:00:00.000Z" }} stats={stats} recent={[]} />));

  it("labels the four counters with a heading saying they count quote requests", () => {
    const t = dashboard("pro", { total: 4, new: 1, inProgress: 2, completed: 1 });
    expect(t).toMatch(
      /Demandes de devis Les demandes reçues par le formulaire de devis de votre site, selon leur statut\. Total 4 Nouveaux 1 En cours 2 Terminés 1/,
    );
  });

  it("shows no quote counters on an Essentiel dashboard without requests", () => {
    const t = dashboard("essentiel", none);
    for (const part of ["Demandes de devis", "Nouveaux", "Terminés"]) expect(t).not.toContain(part);
    expect(t).toContain("Messages non lus");
  });

  it("keeps them on an Essentiel site with requests from before a downgrade", () => {
    const t = dashboard("essentiel", { total: 2, new: 0, inProgress: 0, completed: 2 });
    expect(t).toContain("Demandes de devis récentes");
    expect(t).toMatch(/Total 2 Nouveaux 0 En cours 0 Terminés 2/);
  });
});
