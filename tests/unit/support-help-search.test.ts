import { describe, expect, it } from "vitest";
import { HELP_ARTICLES, helpArticle, type HelpArticle } from "~/features/support/help-articles";
import { articlesForScreen as screenArticles, foldText, queryTerms, searchHelpArticles as search } from "~/features/support/help-search";
import { ADMIN_NAV } from "~/features/back-office/admin-nav";

const slugs = (articles: HelpArticle[]) => articles.map((article) => article.slug);
const searchHelpArticles = (query: string) => search(query, HELP_ARTICLES);
const articlesForScreen = (path: string | null | undefined) => screenArticles(path, HELP_ARTICLES);

describe("the help articles", () => {
  it("are a dozen, each with a unique slug, a title, keywords and a body of paragraphs and steps", () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(slugs([...HELP_ARTICLES])).size).toBe(HELP_ARTICLES.length);
    for (const article of HELP_ARTICLES) {
      expect(article.slug, article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.keywords.length, article.slug).toBeGreaterThan(2);
      expect(
        article.body.some((block) => block.kind === "steps"),
        article.slug,
      ).toBe(true);
      expect(helpArticle(article.slug)).toBe(article);
    }
    expect(helpArticle("nope")).toBeNull();
  });

  it("belong to screens the back-office's menu really has", () => {
    const paths = new Set(ADMIN_NAV.flatMap((group) => group.items.flatMap((item) => [item.href, ...(item.aliases ?? [])])));
    for (const article of HELP_ARTICLES) {
      expect(article.screens.length, article.slug).toBeGreaterThan(0);
      for (const screen of article.screens) expect(paths.has(screen), `${article.slug}: ${screen}`).toBe(true);
    }
  });

  it("answer the questions new merchants ask", () => {
    for (const slug of [
      "connecter-mon-domaine",
      "site-bientot-en-ligne",
      "fermeture-vacances",
      "changer-mes-couleurs",
      "ou-arrivent-mes-demandes-de-devis",
      "mentions-legales",
      "traduire-mon-site",
    ]) {
      expect(helpArticle(slug), slug).not.toBeNull();
    }
    expect(helpArticle("traduire-mon-site")?.plan).toBe("expert");
  });
});

describe("foldText and queryTerms", () => {
  it("drop accents, case and punctuation", () => {
    expect(foldText("Férié, NOËL\u00a0: l'Été\u00a0!")).toBe("ferie noel l ete");
    expect(foldText("Œufs")).toBe("oeufs");
  });

  it("keep the words that say something, once", () => {
    expect(queryTerms("Comment changer mes couleurs\u00a0?")).toEqual(["changer", "couleurs"]);
    expect(queryTerms("domaine DOMAINE")).toEqual(["domaine"]);
    // Only small words: they are what she typed, kept.
    expect(queryTerms("le la")).toEqual(["le", "la"]);
    expect(queryTerms("   ")).toEqual([]);
  });
});

describe("searchHelpArticles", () => {
  it("finds nothing for an empty query", () => {
    expect(searchHelpArticles("")).toEqual([]);
    expect(searchHelpArticles(" ?! ")).toEqual([]);
  });

  it("ignores accents and case, in the query and in the articles", () => {
    expect(slugs(searchHelpArticles("ferie"))[0]).toBe("fermeture-vacances");
    expect(slugs(searchHelpArticles("FÉRIÉ"))[0]).toBe("fermeture-vacances");
    expect(slugs(searchHelpArticles("Bientot en ligne"))[0]).toBe("site-bientot-en-ligne");
  });

  it("finds words in the title, the keywords and the body, and by their start", () => {
    expect(slugs(searchHelpArticles("domaine"))[0]).toBe("connecter-mon-domaine");
    // A keyword only: 'vacances' is in the keywords of the closing article.
    expect(slugs(searchHelpArticles("congés"))).toContain("fermeture-vacances");
    // The body only: the TXT record is named in the steps.
    expect(slugs(searchHelpArticles("_vitrine"))).toContain("connecter-mon-domaine");
    expect(slugs(searchHelpArticles("coul"))[0]).toBe("changer-mes-couleurs");
  });

  it("needs every word typed, and ranks a title match above a mention in the text", () => {
    expect(searchHelpArticles("domaine zzzz")).toEqual([]);
    const devis = slugs(searchHelpArticles("devis"));
    expect(devis[0]).toBe("ou-arrivent-mes-demandes-de-devis");
    expect(devis.length).toBeGreaterThanOrEqual(1);
    expect(slugs(searchHelpArticles("traduire mon site anglais"))[0]).toBe("traduire-mon-site");
    expect(slugs(searchHelpArticles("mot de passe oublié"))[0]).toBe("mot-de-passe-et-compte");
  });

  it("keeps the articles' own order between equal scores", () => {
    const articles: HelpArticle[] = [
      { slug: "b", title: "Bonjour un", summary: "", screens: ["/admin/dashboard"], keywords: [], body: [] },
      { slug: "a", title: "Bonjour deux", summary: "", screens: ["/admin/dashboard"], keywords: [], body: [] },
    ];
    expect(slugs(search("bonjour", articles))).toEqual(["b", "a"]);
  });
});

describe("articlesForScreen", () => {
  it("offers the articles of the screen she came from, sub-pages and the dashboard's '/admin' included", () => {
    expect(slugs(articlesForScreen("/admin/pages/hours"))).toEqual(["fermeture-vacances"]);
    expect(slugs(articlesForScreen("/admin/products"))).toContain("produit-avec-declinaisons");
    expect(slugs(articlesForScreen("/admin/content/products"))).toContain("produit-avec-declinaisons");
    expect(slugs(articlesForScreen("/admin"))).toContain("site-bientot-en-ligne");
    expect(slugs(articlesForScreen("/admin/domains/"))).toContain("connecter-mon-domaine");
  });

  it("offers nothing for an unknown or missing screen", () => {
    expect(articlesForScreen("/admin/nowhere")).toEqual([]);
    expect(articlesForScreen(null)).toEqual([]);
    expect(articlesForScreen("/admin/productsx")).toEqual([]);
  });
});
