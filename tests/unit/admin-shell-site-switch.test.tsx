import { describe, expect, it } from "vitest";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { AdminShell } from "~/features/back-office/admin-shell";

/**
 * Issue 13, bug 3: an owner of two sites had no way to reach the second. The switcher is a lazy
 * module (ADR 051): rendered as the server streams a page, once it has loaded.
 */
async function render(role: "admin" | "user", sites: { id: string; name: string }[]): Promise<string> {
  const user = { email: "marie@example.fr", name: "Marie", role };
  const Stub = createRoutesStub([
    {
      path: "/admin/dashboard",
      Component: () => (
        <AdminShell user={user} currentSite={sites[0] ?? null} sites={sites} sidebarOpen>
          <p>contenu</p>
        </AdminShell>
      ),
    },
  ]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={["/admin/dashboard"]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const delices = { id: "5b0c3c1e-8d1f-4a55-9d0b-5f0a5b0c3c1e", name: "Délices" };
const annexe = { id: "6c1d4d2f-9e2a-4b66-8e1c-6a1b6c1d4d2f", name: "Délices Annexe" };

describe("the sidebar's site switch", () => {
  it("is offered to an owner of two sites", async () => {
    expect(await render("user", [delices, annexe])).toContain(", changer de site");
  });

  it("is not offered to an owner of one site (nothing to switch to)", async () => {
    const html = await render("user", [delices]);
    expect(html).not.toContain(", changer de site");
    expect(html).toContain("Délices");
  });

  it("is offered to an admin, whatever the number of sites", async () => {
    expect(await render("admin", [delices])).toContain(", changer de site");
  });
});
