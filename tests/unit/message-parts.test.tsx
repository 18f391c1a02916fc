import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { messageParts } from "~/lib/i18n/message-parts";
import { translator } from "~/lib/i18n/messages";

// A text moved into the catalogue must render the HTML its JSX rendered: React writes adjacent
// text children apart (split by a comment), so the children must stay the same.
describe("messageParts", () => {
  const fr = translator("fr");
  const en = translator("en");

  it("renders a French message with values as its JSX did", () => {
    const year = 2026;
    const name = "Les Délices de Marie";
    expect(renderToString(<p>{messageParts(fr, "footer.rights", { year, name })}</p>)).toBe(
      renderToString(
        <p>
          © {year} {name}. Tous droits réservés.
        </p>,
      ),
    );
  });

  it("keeps a non-breaking space as its own child when asked", () => {
    expect(renderToString(<h2>{messageParts(fr, "home.contactTitle", {}, { nbsp: true })}</h2>)).toBe(
      renderToString(<h2>Une question, une commande{"\u00a0"}?</h2>),
    );
    // As home-steps wrote it: Étape {index + 1}{"\u00a0"}: (the text after the number in two children).
    expect(renderToString(<span>{messageParts(fr, "home.step", { number: 1 }, { nbsp: true })}</span>)).toBe(
      "<span>Étape <!-- -->1<!-- -->\u00a0<!-- -->: </span>",
    );
  });

  it("puts an element in place of its placeholder", () => {
    const name = <span data-share-name="">Atelier</span>;
    expect(renderToString(<p>{messageParts(fr, "share.panelTitle", { title: name }, { nbsp: true })}</p>)).toBe(
      renderToString(
        <p>
          Partager «{"\u00a0"}
          {name}
          {"\u00a0"}»
        </p>,
      ),
    );
    expect(renderToString(<p>{messageParts(en, "share.panelTitle", { title: name })}</p>)).toBe('<p>Share “<span data-share-name="">Atelier</span>”</p>');
  });
});
