import { describe, expect, it } from "vitest";
import { activeNavItem, isNavItemActive, visibleNav, ADMIN_NAV } from "~/features/back-office/admin-nav";
import { roleLabel } from "~/features/admin-kit/role-label";
import { sidebarCookie } from "~/features/back-office/sidebar-cookie";
import { readSidebarOpen } from "~/features/back-office/sidebar-state.server";
import { CURRENT_SITE_KEY, clearStoredSite, readStoredSite, syncStoredSite } from "~/features/admin-kit/stored-site";
import { quoteStatusLabel } from "~/features/quotes/quote-status";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("admin navigation", () => {
  it("shows ready pages only, admin-only pages to admins only, and drops empty groups", () => {
    const labels = (role: "admin" | "user") => visibleNav(role).flatMap((g) => g.items.map((i) => i.label));
    const all = ADMIN_NAV.flatMap((g) => g.items);
    const ready = all.filter((i) => i.ready).map((i) => i.label);
    expect(labels("admin")).toEqual(ready);
    expect(labels("user")).toEqual(all.filter((i) => i.ready && !i.adminOnly).map((i) => i.label));
    expect(labels("user")).not.toContain("Sites");
    expect(labels("admin")).toContain("Sites");
    expect(all.some((i) => !i.ready && labels("admin").includes(i.label))).toBe(false);
    for (const role of ["admin", "user"] as const) {
      expect(visibleNav(role).every((g) => g.items.length > 0)).toBe(true);
    }
  });

  it("lists the spec's sidebar groups, its 'Communication' entries moved into 'Principal' (issue 25)", () => {
    expect(ADMIN_NAV.map((g) => g.label)).toEqual(["Principal", "Contenu", "Paramètres", "Compte"]);
  });

  it("highlights the dashboard on /admin and /admin/dashboard only", () => {
    const dashboard = ADMIN_NAV[0].items[0];
    expect(isNavItemActive(dashboard, "/admin")).toBe(true);
    expect(isNavItemActive(dashboard, "/admin/")).toBe(true);
    expect(isNavItemActive(dashboard, "/admin/dashboard")).toBe(true);
    expect(isNavItemActive(dashboard, "/admin/sites")).toBe(false);
    expect(activeNavItem("/admin/sites")?.label).toBe("Sites");
    expect(activeNavItem("/admin/content/products")?.label).toBe("Produits");
    expect(activeNavItem("/admin/unknown")).toBeNull();
  });

  it("labels roles in French", () => {
    expect(roleLabel("admin")).toBe("Administrateur");
    expect(roleLabel("user")).toBe("Utilisateur");
  });
});

describe("sidebar cookie", () => {
  it("is written for 7 days on the whole site and read back by the server", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800");
    const request = (cookie?: string) => new Request("http://x/admin", cookie ? { headers: { Cookie: cookie } } : {});
    expect(readSidebarOpen(request("a=1; sidebar_state=false"))).toBe(false);
    expect(readSidebarOpen(request("sidebar_state=true"))).toBe(true);
    expect(readSidebarOpen(request())).toBe(true);
  });
});

describe("stored current site", () => {
  it("writes the selection as JSON and removes it when there is none", () => {
    const storage = memoryStorage();
    syncStoredSite(storage, { id: "s1", name: "Délices" });
    expect(JSON.parse(storage.data.get(CURRENT_SITE_KEY) ?? "")).toEqual({ id: "s1", name: "Délices" });
    syncStoredSite(storage, null);
    expect(storage.data.has(CURRENT_SITE_KEY)).toBe(false);
  });

  it("drops an unparsable or malformed saved value", () => {
    for (const bad of ["{oops", "42", JSON.stringify({ id: 1, name: "x" })]) {
      const storage = memoryStorage({ [CURRENT_SITE_KEY]: bad });
      expect(readStoredSite(storage)).toBeNull();
      expect(storage.data.has(CURRENT_SITE_KEY)).toBe(false);
    }
  });

  it("is cleared on sign-out", () => {
    const storage = memoryStorage({ [CURRENT_SITE_KEY]: JSON.stringify({ id: "s1", name: "A" }) });
    clearStoredSite(storage);
    expect(storage.data.size).toBe(0);
  });
});

describe("quote status labels", () => {
  it("shows unknown statuses as Nouveau", () => {
    expect(quoteStatusLabel("in_progress")).toBe("En cours");
    expect(quoteStatusLabel("completed")).toBe("Terminé");
    expect(quoteStatusLabel("new")).toBe("Nouveau");
    expect(quoteStatusLabel("archived")).toBe("Nouveau");
  });
});
