/**
 * The texts of the 'Réseaux sociaux' screen: the catalogue feeds' addresses, what they carry and
 * what they leave out, and how to give them to Meta and to Google.
 */
import type { FeedKind, LeftOutReason } from "~/features/social/feeds";
import { z } from "~/lib/zod";

export const SOCIAL_SCREEN_TITLE = "Réseaux sociaux";

export const FEED_TEXTS = {
  intro: "Montrez vos produits dans les boutiques Facebook et Instagram et dans les fiches gratuites de Google, à partir du catalogue de votre site.",
  feedsTitle: "Vos catalogues",
  feedsDescription: "Deux adresses à donner une fois\u00a0: elles suivent vos produits d'elles-mêmes.",
  names: { meta: "Catalogue Meta (Facebook et Instagram)", google: "Catalogue Google (fiches gratuites)" } satisfies Record<FeedKind, string>,
  formats: { meta: "Fichier CSV", google: "Flux XML" } satisfies Record<FeedKind, string>,
  copy: "Copier",
  copyLabel: (name: string) => `Copier l'adresse du ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
  itemCount: (n: number) => (n === 0 ? "Aucun article" : n === 1 ? "1 article" : `${n}\u00a0articles`),
  whatIsIn:
    "Chaque déclinaison d'un produit est un article. Seuls les produits visibles sur votre site y figurent\u00a0: actifs, et dont la date de fin n'est pas passée.",
  freshness:
    "Le catalogue change dès que vous modifiez vos produits. Facebook et Google le relisent à la fréquence choisie chez eux\u00a0: vos changements y apparaissent à leur lecture suivante.",
  draft: "Votre site n'est pas encore publié\u00a0: ces adresses répondront dès sa publication.",
  leftOutTitle: "Produits non inclus",
  leftOutDescription: "Facebook, Instagram et Google refusent un produit sans photo ou sans prix.",
  leftOutNone: "Tous vos produits visibles sont dans les catalogues.",
  leftOutFix: "Ajoutez ce qui manque dans Produits pour les inclure.",
  productsLink: "Ouvrir Produits",
  reasons: { "sans photo": "sans photo", "sans prix": "sans prix" } satisfies Record<LeftOutReason, string>,
  loadError: "Erreur lors du chargement des catalogues",
} as const;

export type GuideStep = string;

/** The short guides: where each network asks for a scheduled feed's address. */
export const FEED_GUIDES: Record<FeedKind, { title: string; steps: readonly GuideStep[]; note: string }> = {
  meta: {
    title: "Boutique Facebook et Instagram",
    steps: [
      "Ouvrez le Commerce Manager de Meta (business.facebook.com/commerce) et créez un catalogue, ou choisissez le vôtre.",
      "Dans ce catalogue, ajoutez une source de données\u00a0: un flux de données programmé, lu à une adresse (URL).",
      "Collez l'adresse du catalogue Meta, choisissez une mise à jour chaque jour et l'euro comme devise.",
    ],
    note: "Meta examine vos produits avant de les montrer, et une boutique sur Facebook ou Instagram suit ses conditions.",
  },
  google: {
    title: "Fiches gratuites Google",
    steps: [
      "Ouvrez Google Merchant Center (merchants.google.com) et renseignez votre entreprise et l'adresse de votre site.",
      "Dans Produits, ajoutez une source de produits à partir d'un fichier, en donnant un lien vers ce fichier.",
      "Collez l'adresse du catalogue Google et choisissez une récupération programmée chaque jour.",
    ],
    note: "Google vérifie vos produits et votre site avant de les montrer gratuitement\u00a0; cela peut prendre quelques jours.",
  },
};

export const GUIDE_TITLE = "Mode d'emploi";
export const GUIDE_DESCRIPTION = "Quelques minutes chez chaque réseau, une seule fois.";

/** The codes proving a site to Google Merchant Center and to Meta: the home's head writes them (seo). */
export type { SiteVerification } from "~/features/seo/page-meta";

/** The site's proof for Google Merchant Center and Meta: their codes, as a meta tag in the home's head. */
export const VERIFICATION_TEXTS = {
  title: "Prouver que le site est le vôtre",
  description:
    "Google Merchant Center et Meta demandent de vérifier votre site avant de montrer vos produits. Choisissez chez eux la balise meta (HTML), puis collez ici le code qu'ils donnent\u00a0: Vitrine l'ajoute à votre page d'accueil.",
  google: "Code de vérification Google",
  googleHint: "Merchant Center → Entreprise → Site web → balise HTML\u00a0: le contenu de «\u00a0google-site-verification\u00a0».",
  meta: "Code de vérification Meta",
  metaHint: "Paramètres de l'entreprise → Sécurité de la marque → Domaines → balise meta\u00a0: le contenu de «\u00a0facebook-domain-verification\u00a0».",
  badCode: "Collez le code donné, ou toute la balise <meta …>\u00a0: des lettres, des chiffres, «\u00a0-\u00a0» et «\u00a0_\u00a0», 8 à 120 caractères.",
  save: "Enregistrer",
  saving: "Enregistrement...",
  saved: "Codes de vérification enregistrés",
  saveFailed: "Erreur lors de l'enregistrement des codes",
} as const;

const CODE = /^[A-Za-z0-9_-]{8,120}$/;

/**
 * A verification code as the merchant pastes it: the code alone, or the whole tag the network
 * shows (`<meta name="google-site-verification" content="…" />`), whose `content` is kept.
 * Empty = none. Anything else is refused: it is written into the home's head.
 */
export function verificationCode(value: string): string | null | undefined {
  const typed = value.trim();
  if (typed === "") return null;
  const inTag = /^<meta\b[^>]*\bcontent\s*=\s*["']([^"']*)["'][^>]*>$/i.exec(typed);
  const code = (inTag ? inTag[1] : typed).trim();
  return CODE.test(code) ? code : undefined;
}

const codeField = z.string().transform((value, ctx) => {
  const code = verificationCode(value);
  if (code === undefined) {
    ctx.addIssue({ code: "custom", message: VERIFICATION_TEXTS.badCode });
    return z.NEVER;
  }
  return code;
});

export const VERIFICATION_FIELDS = ["google", "meta"] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];
export const verificationSchema = z.object({ google: codeField, meta: codeField });
