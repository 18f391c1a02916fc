import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ProductsError } from "~/features/products/public/products-error";

describe("products error boundary", () => {
  it("says what happened, shows the details and reloads the same URL", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/merchant/products?q=tarte&site=abc"]}>
        <ProductsError details="relation « products » inexistante" />
      </MemoryRouter>,
    );
    expect(html).toContain("Une erreur s&#x27;est produite");
    expect(html).toMatch(/<details[^>]*>.*relation « products » inexistante.*<\/details>/s);
    expect(html).toMatch(/<a href="\/merchant\/products\?q=tarte&amp;site=abc"[^>]*>Rafraîchir la page<\/a>/);
  });
});
