import type { HelpArticle } from "~/features/support/help-articles";

/**
 * The help centre's search, pure: the same answer in the browser (as she types) and on the server
 * (`?q=` without JavaScript). Accents and case do not count ('fermé' finds 'ferme', 'Férié' finds
 * 'ferie'). Every word typed must be found somewhere in an article (its title, keywords or text);
 * a word in the title weighs most, then in the keywords, then in the text; ties keep the
 * articles' own order.
 */

/** Lower case, without accents, apostrophes and punctuation as spaces. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Short words that say nothing about what she looks for. */
const STOP_WORDS = new Set([
  "a",
  "au",
  "aux",
  "ce",
  "comment",
  "d",
  "de",
  "des",
  "du",
  "en",
  "est",
  "et",
  "il",
  "j",
  "je",
  "l",
  "la",
  "le",
  "les",
  "ma",
  "mes",
  "mon",
  "ne",
  "ou",
  "pas",
  "pour",
  "qu",
  "que",
  "quoi",
  "s",
  "sur",
  "un",
  "une",
]);

/** The words of a query that count: folded, stop words out ('Comment changer mes couleurs ?' → changer, couleurs). */
export function queryTerms(query: string): string[] {
  const words = foldText(query).split(" ").filter(Boolean);
  const terms = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(terms.length > 0 ? terms : words)];
}

type Indexed = { article: HelpArticle; title: string; keywords: string; body: string };

function bodyText(article: HelpArticle): string {
  return article.body.map((block) => (block.kind === "paragraph" ? block.text : block.items.join(" "))).join(" ");
}

function index(articles: readonly HelpArticle[]): Indexed[] {
  return articles.map((article) => ({
    article,
    title: ` ${foldText(article.title)} `,
    keywords: ` ${foldText(article.keywords.join(" "))} `,
    body: ` ${foldText(`${article.summary} ${bodyText(article)}`)} `,
  }));
}

/** Each list's folded texts, made once: the screen searches the same list at every key. */
const indexes = new WeakMap<readonly HelpArticle[], ReturnType<typeof index>>();

function indexOf(articles: readonly HelpArticle[]): ReturnType<typeof index> {
  let indexed = indexes.get(articles);
  if (!indexed) {
    indexed = index(articles);
    indexes.set(articles, indexed);
  }
  return indexed;
}

/** A word found at a word's start counts ('coul' finds 'couleurs'); a whole word counts more. */
function weigh(haystack: string, term: string, weight: number): number {
  if (haystack.includes(` ${term} `)) return weight * 2;
  if (haystack.includes(` ${term}`)) return weight;
  return 0;
}

/** The articles matching every word of `query`, best first; an empty query finds nothing. */
export function searchHelpArticles(query: string, articles: readonly HelpArticle[]): HelpArticle[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const indexed = indexOf(articles);
  const scored: { article: HelpArticle; score: number; order: number }[] = [];
  indexed.forEach((entry, order) => {
    let score = 0;
    for (const term of terms) {
      const found = weigh(entry.title, term, 5) + weigh(entry.keywords, term, 3) + weigh(entry.body, term, 1);
      if (found === 0) return;
      score += found;
    }
    scored.push({ article: entry.article, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.article);
}

function samePage(path: string, screen: string): boolean {
  return path === screen || path.startsWith(`${screen}/`);
}

/** The articles about the screen at `path` ('/admin/products'), in their own order; '/admin' is the dashboard. */
export function articlesForScreen(path: string | null | undefined, articles: readonly HelpArticle[]): HelpArticle[] {
  if (!path) return [];
  const page = path === "/admin" ? "/admin/dashboard" : path.replace(/\/+$/, "");
  return articles.filter((article) => article.screens.some((screen) => samePage(page, screen)));
}
