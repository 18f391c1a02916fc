import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { PageToasts } from "~/components/ui/page-toasts";

/** The toaster of pages sent without scripts (ADR 038): what the server writes. */
describe("page toasts", () => {
  it("writes nothing without a toast", () => {
    expect(renderToStaticMarkup(<PageToasts toasts={[]} />)).toBe("");
  });

  it("writes an open dialog per toast, its text a status message, closed by a method=dialog button", () => {
    const html = renderToStaticMarkup(
      <PageToasts toasts={[{ id: "t1", type: "success", title: "Message envoyé!", description: "Nous vous répondrons dans les plus brefs délais." }]} />,
    );
    expect(html).toMatch(/^<section aria-label="Notifications"/);
    expect(html).toMatch(/<dialog open="" data-toast="" data-variant="success" aria-labelledby="toast-t1"/);
    expect(html).toMatch(
      /<div role="status" aria-live="polite" aria-atomic="true"[^>]*><p id="toast-t1"[^>]*>Message envoyé!<\/p><p[^>]*>Nous vous répondrons dans les plus brefs délais\.<\/p><\/div>/,
    );
    expect(html).toMatch(/<form[^>]* method="dialog"><button type="submit"/);
    expect(html).toContain('<span class="sr-only">Fermer</span></button></form></dialog>');
    expect(html).toContain("bg-green-50");
  });

  it("draws an error as the destructive (red) toast", () => {
    const html = renderToStaticMarkup(<PageToasts toasts={[{ id: "t2", type: "error", title: "Erreur", description: "Impossible d'envoyer le message." }]} />);
    expect(html).toContain('data-variant="error"');
    expect(html).toContain("bg-red-50");
    expect(html).toContain("Impossible d&#x27;envoyer le message.");
  });
});
