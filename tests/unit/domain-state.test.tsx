import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { DomainStateBadge, DomainStatePanel } from "~/features/domains/admin/domain-state";
import type { DomainStateView } from "~/features/domains/checks/expected-records";

const view = (over: Partial<DomainStateView>): DomainStateView => ({
  mappingId: "m",
  domain: "exemple.fr",
  state: "dns_pending",
  stateChangedAt: "2026-03-01T10:00:00.000Z",
  checkedAt: null,
  owned: false,
  isActive: false,
  isCanonical: true,
  unresolvable: null,
  records: [],
  seen: [],
  ...over,
});

describe("a domain's state on screen", () => {
  it("names every state with the issue's words, and dates 'DNS modifié' ('1er')", () => {
    const text = (state: DomainStateView["state"]) =>
      renderToString(<DomainStateBadge state={state} stateChangedAt="2026-03-01T10:00:00.000Z" />).replace(/<[^>]+>/g, "");
    expect(text("dns_pending")).toBe("DNS à configurer");
    expect(text("dns_propagating")).toBe("DNS en cours de propagation");
    expect(text("verified")).toBe("Domaine vérifié");
    expect(text("certificate_active")).toBe("Certificat actif");
    expect(text("dns_changed")).toBe("DNS modifié — le domaine ne pointe plus vers Vitrine (depuis le 1er mars 2026)");
  });

  it("never says 'DNS à configurer' of a name no public DNS holds: a switched-on .localhost name works here (issue 25)", () => {
    const text = (props: { unresolvable: "local-only" | "reserved" | "ip"; isActive: boolean }) =>
      renderToString(<DomainStateBadge state="dns_pending" stateChangedAt="2026-03-01T10:00:00.000Z" {...props} />).replace(/<[^>]+>/g, "");
    expect(text({ unresolvable: "local-only", isActive: true })).toBe("Actif (adresse locale)");
    expect(text({ unresolvable: "local-only", isActive: false })).toContain("À corriger\u00a0: ce nom n");
    expect(text({ unresolvable: "reserved", isActive: true })).not.toContain("DNS à configurer");
  });

  it("lists the records to create, each value with a labelled copy button, and what the DNS holds now", () => {
    const html = renderToString(
      <DomainStatePanel
        view={view({
          records: [
            { type: "A", name: "exemple.fr", value: "203.0.113.10" },
            { type: "TXT", name: "_vitrine.exemple.fr", value: "0123456789abcdef0123456789abcdef" },
          ],
          seen: ["A 198.51.100.7"],
        })}
      />,
    );
    expect(html).toContain('aria-label="Enregistrements DNS à créer pour exemple.fr"');
    expect(html).toContain("203.0.113.10");
    expect(html).toContain("0123456789abcdef0123456789abcdef");
    expect(html.match(/<button type="button"/g)).toHaveLength(2);
    expect(html).toContain("Copier la valeur A de exemple.fr");
    expect(html).toContain("Copier la valeur TXT de _vitrine.exemple.fr");
    expect(html).toContain("A 198.51.100.7");
  });

  it("shows no records once the domain is ours and proven, nor in the compact form", () => {
    expect(renderToString(<DomainStatePanel view={view({ state: "certificate_active", owned: true })} />)).not.toContain("<button");
    expect(renderToString(<DomainStatePanel compact view={view({ records: [{ type: "A", name: "exemple.fr", value: "203.0.113.10" }] })} />)).not.toContain(
      "203.0.113.10",
    );
  });
});
