import { describe, expect, it } from "vitest";
import { dayRow as row, type DayHours, type SpecialPeriod } from "~/features/hours/hours";
import { absoluteUrl, canonicalBaseFor, canonicalUrl } from "~/features/seo/canonical";
import { originOnHost, pickCanonicalDomain, siteDomains } from "~/features/site-resolution/canonical-domain";

/** Custom domains only, as the queries would give them. */
const domainsOf = (all: string[], chosen: string[] = []) => siteDomains(all.map((domain) => ({ domain, chosen: chosen.includes(domain), platform: false })));
import { buildLocalBusinessJsonLd, parsePostalAddress, schemaTelephone, serializeJsonLd } from "~/features/seo/public/local-business";
import { DESCRIPTION_MAX_LENGTH, pageMeta, pageTitle, pickDescription, truncateText } from "~/features/seo/page-meta";
import { escapeXml, robotsTxt, sitemapXml, w3cDate } from "~/features/seo/seo-files";
import { merchantPageMeta, platformPageMeta, STOREFRONT_LAYOUT_ID, storefrontMetaContext } from "~/features/seo/public/storefront-meta";
import type { StorefrontSeo } from "~/features/seo/public/storefront-seo.server";

const SITE_ID = "3f2b8c1e-6a4d-4e7b-9c1a-2d3e4f5a6b7c";

// ---------------------------------------------------------------------------------------------
// Meta tags

describe("truncateText", () => {
  it("keeps short text, collapsing whitespace and line breaks", () => {
    expect(truncateText("  Traiteur\n\nà   Lyon  ")).toBe("Traiteur à Lyon");
  });

  it("cuts long text at a word boundary with an ellipsis, within the limit", () => {
    const long =
      "Traiteur et épicerie fine au cœur de Lyon\u00a0: des plats faits maison chaque matin, les meilleurs produits de nos régions et des buffets qui régalent vos invités, tous les jours.";
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // Never mid-word, never a dangling comma before the ellipsis.
    expect(cut).not.toMatch(/[ ,]…$/);
    expect(long.charAt(cut.length - 1)).toMatch(/[\s,]/);
  });

  it("cuts a single huge word rather than returning nothing", () => {
    const cut = truncateText("x".repeat(400));
    expect(cut).toHaveLength(DESCRIPTION_MAX_LENGTH);
  });

  it("handles blank input", () => {
    expect(truncateText(null)).toBe("");
    expect(pickDescription(null, "  ", "Repli")).toBe("Repli");
  });
});

describe("pageTitle", () => {
  it("is '{Page} — {Site name}', or the site name alone", () => {
    expect(pageTitle("Qui sommes-nous", "Les Délices de Marie")).toBe("Qui sommes-nous — Les Délices de Marie");
    expect(pageTitle(null, "Les Délices de Marie")).toBe("Les Délices de Marie");
    expect(pageTitle("Les Délices de Marie", "Les Délices de Marie")).toBe("Les Délices de Marie");
  });
});

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) => meta.find((m) => m[key] === value);
const content = (meta: Descriptor[], key: string, value: string) => find(meta, key, value)?.content;

describe("pageMeta", () => {
  const base = {
    title: "Nos Produits — Les Délices de Marie",
    description: "Les Délices de Marie\u00a0: nos produits.",
    canonical: "https://lesdelices.fr/merchant/products",
    siteName: "Les Délices de Marie",
  };

  it("has title, description, canonical link, Open Graph and a large Twitter card with an image", () => {
    const meta = pageMeta({ ...base, image: "https://lesdelices.fr/media/hero.webp" }) as Descriptor[];
    expect(find(meta, "title", base.title)).toBeTruthy();
    expect(content(meta, "name", "description")).toBe(base.description);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: base.canonical });
    expect(content(meta, "property", "og:title")).toBe(base.title);
    expect(content(meta, "property", "og:description")).toBe(base.description);
    expect(content(meta, "property", "og:url")).toBe(base.canonical);
    expect(content(meta, "property", "og:image")).toBe("https://lesdelices.fr/media/hero.webp");
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe(base.siteName);
    expect(content(meta, "property", "og:locale")).toBe("fr_FR");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe("https://lesdelices.fr/media/hero.webp");
  });

  it("falls back to a summary card and no og:image without an image", () => {
    const meta = pageMeta({ ...base, image: null }) as Descriptor[];
    expect(content(meta, "name", "twitter:card")).toBe("summary");
    expect(find(meta, "property", "og:image")).toBeUndefined();
  });

  it("truncates the description", () => {
    const meta = pageMeta({ ...base, description: "mot ".repeat(100) }) as Descriptor[];
    expect(String(content(meta, "name", "description")).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});

// ---------------------------------------------------------------------------------------------
// Canonical URLs

describe("canonical URLs", () => {
  it("prefer the bare domain over www., whatever the order", () => {
    expect(pickCanonicalDomain(["www.lesdelices.fr", "lesdelices.fr"], "https://vitrine.fr")).toBe("lesdelices.fr");
    expect(pickCanonicalDomain(["www.lesdelices.fr"], "https://vitrine.fr")).toBe("www.lesdelices.fr");
    expect(pickCanonicalDomain([], "https://vitrine.fr")).toBeNull();
  });

  it("use the name chosen as 'Adresse principale' of its pair when it is active (issue 15)", () => {
    expect(pickCanonicalDomain(["lesdelices.fr", "www.lesdelices.fr"], "https://vitrine.fr", ["www.lesdelices.fr"])).toBe("www.lesdelices.fr");
    // A chosen name that is not active (not in the list) does not count.
    expect(pickCanonicalDomain(["lesdelices.fr"], "https://vitrine.fr", ["www.lesdelices.fr"])).toBe("lesdelices.fr");
    expect(
      canonicalUrl(canonicalBaseFor(SITE_ID, domainsOf(["lesdelices.fr", "www.lesdelices.fr"], ["www.lesdelices.fr"]), "https://vitrine.fr"), "about"),
    ).toBe("https://www.lesdelices.fr/merchant/about");
  });

  it("use .localhost demo domains only on a local platform", () => {
    expect(pickCanonicalDomain(["delices.localhost", "www.delices.localhost"], "http://localhost:3000")).toBe("delices.localhost");
    expect(pickCanonicalDomain(["delices.localhost"], "https://vitrine.fr")).toBeNull();
    expect(pickCanonicalDomain(["delices.localhost", "lesdelices.fr"], "https://vitrine.fr")).toBe("lesdelices.fr");
  });

  it("fall back on the platform address when no custom domain is usable, and never prefer it (issue 24)", () => {
    const platform = ["delices.vitrine.fr"];
    expect(pickCanonicalDomain(["delices.vitrine.fr"], "https://vitrine.fr", [], platform)).toBe("delices.vitrine.fr");
    // Created before the custom pair, a platform address still gives way to it, www. alone included.
    expect(pickCanonicalDomain(["delices.vitrine.fr", "www.lesdelices.fr"], "https://vitrine.fr", [], platform)).toBe("www.lesdelices.fr");
    expect(pickCanonicalDomain(["delices.vitrine.fr", "lesdelices.fr", "www.lesdelices.fr"], "https://vitrine.fr", ["www.lesdelices.fr"], platform)).toBe(
      "www.lesdelices.fr",
    );
    // A demo's .localhost domain on a public platform is no main address: the platform address is.
    expect(pickCanonicalDomain(["delices.localhost", "delices.vitrine.fr"], "https://vitrine.fr", [], platform)).toBe("delices.vitrine.fr");
    const base = canonicalBaseFor(SITE_ID, siteDomains([{ domain: "delices.vitrine.fr", chosen: false, platform: true }]), "https://vitrine.fr");
    expect(canonicalUrl(base, "home")).toBe("https://delices.vitrine.fr/");
  });

  it("take PUBLIC_URL's scheme and port on a custom domain; the home is the root", () => {
    const prod = canonicalBaseFor(SITE_ID, domainsOf(["lesdelices.fr"]), "https://vitrine.fr");
    expect(canonicalUrl(prod, "home")).toBe("https://lesdelices.fr/");
    expect(canonicalUrl(prod, "about")).toBe("https://lesdelices.fr/merchant/about");
    const demo = canonicalBaseFor(SITE_ID, domainsOf(["www.delices.localhost", "delices.localhost"]), "http://localhost:5173");
    expect(canonicalUrl(demo, "home")).toBe("http://delices.localhost:5173/");
    expect(canonicalUrl(demo, "contact")).toBe("http://delices.localhost:5173/merchant/contact");
    expect(originOnHost("lesdelices.fr", "https://vitrine.fr:8443/")).toBe("https://lesdelices.fr:8443");
  });

  it("are ?site= URLs on the platform without a domain", () => {
    const base = canonicalBaseFor(SITE_ID, domainsOf([]), "https://vitrine.fr/");
    expect(base.customDomain).toBeNull();
    expect(canonicalUrl(base, "home")).toBe(`https://vitrine.fr/merchant?site=${SITE_ID}`);
    expect(canonicalUrl(base, "products")).toBe(`https://vitrine.fr/merchant/products?site=${SITE_ID}`);
  });

  it("make stored image paths absolute, refusing other schemes", () => {
    expect(absoluteUrl("/media/a.webp", "https://lesdelices.fr")).toBe("https://lesdelices.fr/media/a.webp");
    expect(absoluteUrl("https://cdn.example/a.webp", "https://lesdelices.fr")).toBe("https://cdn.example/a.webp");
    expect(absoluteUrl("//evil.example/a.webp", "https://lesdelices.fr")).toBeNull();
    expect(absoluteUrl("javascript:alert(1)", "https://lesdelices.fr")).toBeNull();
    expect(absoluteUrl("  ", "https://lesdelices.fr")).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// storefrontMetaContext / merchantPageMeta (what the page routes call)

const seo: StorefrontSeo = {
  canonicalBase: { origin: "http://delices.localhost:3000", siteId: SITE_ID, customDomain: "delices.localhost" },
  image: "http://delices.localhost:3000/media/hero.webp",
  icon: "/media/logo.webp",
  description: "Traiteur et épicerie fine au cœur de Lyon.",
  locality: "Lyon",
  jsonLd: { "@context": "https://schema.org", "@type": "LocalBusiness", "@id": "x", name: "Les Délices de Marie", url: "x" },
  pages: {},
  cards: null,
  shareUrls: null,
  verification: null,
  languages: { home: ["fr"], about: ["fr"], services: ["fr"], products: ["fr"], contact: ["fr"] },
};
const site = { id: SITE_ID, name: "Les Délices de Marie", colors: { accent: "#81C784", primary: "#4CAF50", secondary: "#2e7d32", primaryHover: "#3e9742" } };
const matches = [
  { id: "root", loaderData: { toast: null } },
  { id: STOREFRONT_LAYOUT_ID, loaderData: { site, links: { siteId: SITE_ID, customDomain: "delices.localhost" }, platformUrl: "http://localhost:3000", seo } },
  { id: "routes/storefront/about", loaderData: {} },
];

describe("merchantPageMeta", () => {
  it("reads the layout's match", () => {
    const ctx = storefrontMetaContext(matches);
    expect(ctx?.site.name).toBe("Les Délices de Marie");
    expect(ctx?.canonicalBase.customDomain).toBe("delices.localhost");
    expect(storefrontMetaContext([{ id: "root", loaderData: {} }])).toBeNull();
  });

  it("builds a page's tags from the page's text, with the layout's canonical and image", () => {
    const meta = merchantPageMeta(matches, { page: "about", description: "Tout a commencé en 1998 dans une petite boutique." }) as Descriptor[];
    expect(find(meta, "title", "Qui sommes-nous — Les Délices de Marie")).toBeTruthy();
    expect(content(meta, "name", "description")).toBe("Tout a commencé en 1998 dans une petite boutique.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://delices.localhost:3000/merchant/about" });
    expect(content(meta, "property", "og:image")).toBe(seo.image);
  });

  it("uses the hero subtitle on the home and defaults elsewhere", () => {
    const home = merchantPageMeta(matches, { page: "home" }) as Descriptor[];
    expect(find(home, "title", "Les Délices de Marie")).toBeTruthy();
    expect(content(home, "name", "description")).toBe(seo.description);
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "http://delices.localhost:3000/" });
    const contact = merchantPageMeta(matches, { page: "contact", description: "  " }) as Descriptor[];
    expect(content(contact, "name", "description")).toBe(
      "Contactez Les Délices de Marie à Lyon\u00a0: coordonnées, formulaire de contact, horaires d'ouverture et plan d'accès.",
    );
    const services = merchantPageMeta(matches, { page: "services", title: "Traiteur & buffets" }) as Descriptor[];
    expect(find(services, "title", "Traiteur & buffets — Les Délices de Marie")).toBeTruthy();
  });

  it("writes an Expert site's Google and Meta verification codes on the home only", () => {
    const verified: StorefrontSeo = { ...seo, verification: { google: "gOoGle-Code_123456", meta: "m3tac0de9876543210" } };
    const withCodes = matches.map((match) => (match.id === STOREFRONT_LAYOUT_ID ? { ...match, loaderData: { ...match.loaderData, seo: verified } } : match));
    const home = merchantPageMeta(withCodes, { page: "home" }) as Descriptor[];
    expect(content(home, "name", "google-site-verification")).toBe("gOoGle-Code_123456");
    expect(content(home, "name", "facebook-domain-verification")).toBe("m3tac0de9876543210");
    const about = merchantPageMeta(withCodes, { page: "about" }) as Descriptor[];
    expect(find(about, "name", "google-site-verification")).toBeFalsy();
    // Without codes (every plan but Expert): no tag.
    expect(find(merchantPageMeta(matches, { page: "home" }) as Descriptor[], "name", "google-site-verification")).toBeFalsy();
  });

  it("uses an Expert page's own title and description and its share card, with the card's size and type (issue 14)", () => {
    const card = "http://delices.localhost:3000/share-card/x/products-7.jpg";
    const expert: StorefrontSeo = {
      ...seo,
      pages: { products: { title: "Traiteur à Lyon : nos plateaux", description: null } },
      cards: { home: card, about: card, services: card, products: card, contact: card },
      shareUrls: null,
    };
    const expertMatches = [matches[0], { ...matches[1], loaderData: { ...matches[1].loaderData, seo: expert } }];
    const products = merchantPageMeta(expertMatches, { page: "products" }) as Descriptor[];
    expect(find(products, "title", "Traiteur à Lyon : nos plateaux")).toBeTruthy();
    expect(content(products, "property", "og:title")).toBe("Traiteur à Lyon : nos plateaux");
    expect(content(products, "name", "twitter:title")).toBe("Traiteur à Lyon : nos plateaux");
    // No description of its own: the default stays.
    expect(content(products, "name", "description")).toMatch(/^Les Délices de Marie à Lyon\s: nos produits, leurs prix, déclinaisons et catégories\.$/);
    expect(content(products, "property", "og:image")).toBe(card);
    expect(content(products, "property", "og:image:width")).toBe("1200");
    expect(content(products, "property", "og:image:height")).toBe("630");
    expect(content(products, "property", "og:image:type")).toBe("image/jpeg");
    expect(content(products, "name", "twitter:card")).toBe("summary_large_image");
    // Other plans: no size is claimed for an image whose size is unknown.
    expect(content(merchantPageMeta(matches, { page: "products" }) as Descriptor[], "property", "og:image:width")).toBeUndefined();
  });

  it("writes no alternate for a page in French only", () => {
    const meta = merchantPageMeta(matches, { page: "about" }) as Descriptor[];
    expect(meta.filter((tag) => tag.rel === "alternate" || tag.property === "og:locale:alternate" || "script:ld+json" in tag)).toEqual([]);
    expect(content(meta, "property", "og:locale")).toBe("fr_FR");
  });

  it("gives a page in another language its own canonical, hreflang to each published version and x-default, og:locale and inLanguage", () => {
    const multilingual: StorefrontSeo = { ...seo, languages: { ...seo.languages, about: ["fr", "en", "de"], home: ["fr", "en"] } };
    const layout = { ...matches[1], loaderData: { ...matches[1].loaderData, seo: multilingual } };
    const english = [matches[0], layout, { id: "routes/storefront/about.en", pathname: "/en/merchant/about", loaderData: {} }];
    const meta = merchantPageMeta(english, { page: "about" }) as Descriptor[];
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://delices.localhost:3000/en/merchant/about" });
    expect(meta.filter((tag) => tag.rel === "alternate")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "http://delices.localhost:3000/merchant/about" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "http://delices.localhost:3000/en/merchant/about" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "http://delices.localhost:3000/de/merchant/about" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "http://delices.localhost:3000/merchant/about" },
    ]);
    expect(content(meta, "property", "og:locale")).toBe("en_GB");
    expect(meta.filter((tag) => tag.property === "og:locale:alternate").map((tag) => tag.content)).toEqual(["fr_FR", "de_DE"]);
    const page = meta.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as Record<string, unknown>;
    expect(page).toMatchObject({ "@type": "WebPage", url: "http://delices.localhost:3000/en/merchant/about", inLanguage: "en" });
    // The English home: '/en' on the site's domain.
    const home = merchantPageMeta([matches[0], layout, { id: "routes/storefront/home.en", pathname: "/en", loaderData: {} }], { page: "home" }) as Descriptor[];
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "http://delices.localhost:3000/en" });
    expect(home).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "http://delices.localhost:3000/" });
  });

  it("says 'Site non trouvé' (noindex) without a site", () => {
    const meta = merchantPageMeta([{ id: STOREFRONT_LAYOUT_ID, loaderData: { site: null, platformUrl: "http://localhost:3000", seo: null } }], {
      page: "home",
    });
    expect(meta).toContainEqual({ title: "Site non trouvé" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("gives the landing page its PUBLIC_URL canonical", () => {
    const meta = platformPageMeta([{ id: STOREFRONT_LAYOUT_ID, loaderData: { site: null, platformUrl: "https://vitrine.fr", seo: null } }], {
      title: "Vitrine",
      description: "Des sites pour les commerces de proximité.",
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://vitrine.fr/" });
  });
});

// ---------------------------------------------------------------------------------------------
// Address and telephone

describe("parsePostalAddress", () => {
  it("parses the multi-line address of the demo, dropping the business name", () => {
    expect(parsePostalAddress("Les Délices de Marie\n12 rue des Marronniers\n69002 Lyon", "Les Délices de Marie")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 rue des Marronniers",
      postalCode: "69002",
      addressLocality: "Lyon",
      addressCountry: "FR",
    });
  });

  it("parses a one-line address with commas, a trailing France and a Cedex", () => {
    expect(parsePostalAddress("Bâtiment B, 3 place Bellecour, 69002 Lyon Cedex 02, France")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Bâtiment B, 3 place Bellecour",
      postalCode: "69002",
      addressLocality: "Lyon",
      addressCountry: "FR",
    });
    expect(parsePostalAddress("8 rue Mercière 69002 Lyon")).toMatchObject({ streetAddress: "8 rue Mercière", postalCode: "69002", addressLocality: "Lyon" });
  });

  it("keeps everything as the street without a postal code, and nothing for a blank address", () => {
    expect(parsePostalAddress("Marché couvert\nAllée 4")).toEqual({ "@type": "PostalAddress", streetAddress: "Marché couvert, Allée 4", addressCountry: "FR" });
    expect(parsePostalAddress("  \n ")).toBeNull();
    expect(parsePostalAddress(null)).toBeNull();
  });
});

describe("schemaTelephone", () => {
  it("writes French numbers internationally, others as typed", () => {
    expect(schemaTelephone("04 78 42 18 36")).toBe("+33 4 78 42 18 36");
    expect(schemaTelephone("+33 (0)4.78.42.18.36")).toBe("+33 4 78 42 18 36");
    expect(schemaTelephone("+41 22 123 45 67")).toBe("+41 22 123 45 67");
    expect(schemaTelephone("")).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// LocalBusiness JSON-LD

const split = { morningOpen: "09:00", morningClose: "13:00", afternoonOpen: "15:00", afternoonClose: "19:30" };
const week: DayHours[] = [
  row(0, { morningOpen: "09:00", morningClose: "13:00" }),
  row(1, {}, true),
  row(2, split),
  row(6, { morningOpen: "09:00", morningClose: "19:30" }),
];
const holiday: SpecialPeriod = {
  id: "p1",
  title: "Fête du Travail",
  description: null,
  startDate: "2026-05-01",
  endDate: "2026-05-01",
  isSingleDay: true,
  isPeriodClosed: true,
  morningOpen: null,
  morningClose: null,
  afternoonOpen: null,
  afternoonClose: null,
  days: [],
};
const farAway: SpecialPeriod = { ...holiday, id: "p2", title: "Noël", startDate: "2026-12-24", endDate: "2026-12-26" };

describe("buildLocalBusinessJsonLd", () => {
  const jsonLd = buildLocalBusinessJsonLd({
    name: "Les Délices de Marie",
    url: "http://delices.localhost:3000/",
    description: "Traiteur et épicerie fine au cœur de Lyon.",
    logoUrl: "http://delices.localhost:3000/media/logo.webp",
    imageUrl: "http://delices.localhost:3000/media/hero.webp",
    address: "Les Délices de Marie\n12 rue des Marronniers\n69002 Lyon",
    phone: "04 78 42 18 36",
    email: "marie@delices.localhost",
    sameAs: ["https://www.facebook.com/lesdelices", " ", "javascript:alert(1)", "https://www.instagram.com/lesdelices"],
    hours: week,
    periods: [holiday, farAway],
    now: new Date("2026-04-20T10:00:00Z"),
    timeZone: "Europe/Paris",
  });

  it("has the business's identity, address and links", () => {
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "http://delices.localhost:3000/#business",
      name: "Les Délices de Marie",
      url: "http://delices.localhost:3000/",
      logo: "http://delices.localhost:3000/media/logo.webp",
      image: "http://delices.localhost:3000/media/hero.webp",
      telephone: "+33 4 78 42 18 36",
      email: "marie@delices.localhost",
      address: { "@type": "PostalAddress", streetAddress: "12 rue des Marronniers", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" },
      sameAs: ["https://www.facebook.com/lesdelices", "https://www.instagram.com/lesdelices"],
    });
  });

  it("gives both ranges of a split day, the days that share hours in one entry, closed days omitted", () => {
    expect(jsonLd.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Sunday"], opens: "09:00", closes: "13:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Tuesday", opens: "15:00", closes: "19:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "19:30" },
    ]);
  });

  it("publishes the special periods of the public window only", () => {
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-05-01", validThrough: "2026-05-01" },
    ]);
  });

  it("omits what is missing and never publishes the placeholder week", () => {
    const bare = buildLocalBusinessJsonLd({ name: "Mon Commerce", url: "https://vitrine.fr/merchant?site=x", hours: [], periods: [], now: new Date() });
    expect(Object.keys(bare).sort()).toEqual(["@context", "@id", "@type", "name", "url"]);
  });
});

describe("serializeJsonLd", () => {
  it("escapes what could close the script or open markup, and stays the same JSON", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- «\u00a0Chez Marie\u00a0»", line: "a\u2028b" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});

// ---------------------------------------------------------------------------------------------
// robots.txt and sitemap.xml

describe("SEO files", () => {
  it("robots.txt allows all but /admin and names the sitemap", () => {
    expect(robotsTxt("http://delices.localhost:3000/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: http://delices.localhost:3000/sitemap.xml\n",
    );
  });

  it("sitemap.xml lists escaped URLs with their last modification", () => {
    const xml = sitemapXml([
      { loc: "https://lesdelices.fr/", lastmod: "2026-04-20T08:00:00Z" },
      { loc: "https://vitrine.fr/merchant?site=a&b", lastmod: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://lesdelices.fr/</loc>\n    <lastmod>2026-04-20T08:00:00Z</lastmod>");
    expect(xml).toContain("<loc>https://vitrine.fr/merchant?site=a&amp;b</loc>\n  </url>");
    expect(escapeXml(`<"'&>`)).toBe("&lt;&quot;&apos;&amp;&gt;");
  });

  it("sitemap.xml names each version's alternates, with the xhtml namespace only then", () => {
    const alternates = [
      { hreflang: "fr", href: "https://lesdelices.fr/" },
      { hreflang: "en", href: "https://lesdelices.fr/en" },
      { hreflang: "x-default", href: "https://lesdelices.fr/" },
    ];
    const xml = sitemapXml([
      { loc: "https://lesdelices.fr/", alternates },
      { loc: "https://lesdelices.fr/en", alternates },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<loc>https://lesdelices.fr/en</loc>\n    <xhtml:link rel="alternate" hreflang="fr" href="https://lesdelices.fr/"/>');
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
    expect(sitemapXml([{ loc: "https://lesdelices.fr/" }])).not.toContain("xhtml");
  });

  it("formats dates in W3C form", () => {
    expect(w3cDate(new Date("2026-04-20T08:00:00.123Z"))).toBe("2026-04-20T08:00:00Z");
    expect(w3cDate("2026-04-20 10:00:00+02")).toBe("2026-04-20T08:00:00Z");
    expect(w3cDate(null)).toBeNull();
    expect(w3cDate("nope")).toBeNull();
  });
});
