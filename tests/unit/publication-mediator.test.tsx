import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { PublicationCard } from "~/features/sites/admin/publication-card";
import { GettingStartedCard } from "~/features/back-office/getting-started/getting-started-card";

/** Server-renders a screen's part inside a data router, as the app does (fetchers need one). */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/admin/settings", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/admin/settings"]} />).replace(/&#x27;/g, "'");
}

describe("'Publier mon site' while the consumer mediator is missing", () => {
  it("is replaced by the checklist's words and a link to the settings section, on the publication card", () => {
    const html = render(<PublicationCard published={false} ownerConfirmed mediatorMissing />);
    expect(html).toContain("Il manque\u00a0: Médiateur de la consommation.");
    expect(html).toContain('href="/admin/settings#mentions-legales"');
    expect(html).toContain("Renseigner le médiateur");
    expect(html).not.toContain("Publier mon site");
    expect(render(<PublicationCard published={false} ownerConfirmed />)).toContain("Publier mon site");
  });

  it("is replaced the same way at the end of a draft's checklist", () => {
    const html = render(<GettingStartedCard checklist={{ items: [], ownerConfirmed: true, mediatorMissing: true }} />);
    expect(html).toContain("Il manque\u00a0: Médiateur de la consommation.");
    expect(html).not.toContain("Publier mon site");
    expect(render(<GettingStartedCard checklist={{ items: [], ownerConfirmed: true, mediatorMissing: false }} />)).toContain("Publier mon site");
  });
});
