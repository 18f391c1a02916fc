/**
 * The texts of the 'Réseaux sociaux' screen: the catalogue feeds' addresses, what they carry and
 * what they leave out, and how to give them to Meta and to Google.
 */
import type { FeedKind, LeftOutReason } from "~/features/social/feeds";

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
