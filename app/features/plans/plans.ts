/**
 * The three plans of the landing page (ADR 028) and what each
 * includes. Plain module: the public pages, the back-office and the browser read it.
 *
 * Every plan has the home, contact and hours pages and the back-office; social links in the
 * footer stay on every plan (the spec shows them on every merchant site).
 */
import { SITE_PLANS, type SitePlan } from "~/db/enums";

/** What a plan may include beyond the Essentiel base. */
export const PLAN_FEATURES = ["about", "services", "products", "seo", "share", "languages"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Each feature in a few words, as a list of what a plan shows (a downgrade's 'ce qui ne sera plus affiché'). */
export const PLAN_FEATURE_NAMES: Record<PlanFeature, string> = {
  about: "la page «\u00a0Qui sommes-nous\u00a0» (histoire, valeurs, équipe, partenaires)",
  services: "la page «\u00a0Nos prestations\u00a0», ses questions fréquentes et le formulaire de demande de devis",
  products: "la galerie «\u00a0Produits\u00a0» et les produits phares de la page d'accueil",
  seo: "les titres, descriptions et images de partage choisis pour chaque page (SEO avancé)",
  share:
    "les boutons «\u00a0Partager\u00a0», les cartes de partage soignées, les catalogues de produits pour Facebook, Instagram et Google, et les images prêtes à publier",
  languages: "les versions du site en anglais, allemand, espagnol, italien et néerlandais",
};

export const PLAN_LABELS: Record<SitePlan, string> = { essentiel: "Essentiel", pro: "Pro", expert: "Expert" };

/** Monthly price in euros, as the landing page sells it. */
export const PLAN_PRICES: Record<SitePlan, number> = { essentiel: 29, pro: 59, expert: 99 };

const MB = 1024 * 1024;

/**
 * What a site's images may take in the media storage, WebP files and their width copies
 * together: a few hundred photos on Essentiel (a photo stores about 0.3 to 1 Mo), a catalogue on Pro.
 */
export const PLAN_MEDIA_QUOTA_BYTES: Record<SitePlan, number> = { essentiel: 200 * MB, pro: 1024 * MB, expert: 3 * 1024 * MB };

const INCLUDED: Record<SitePlan, readonly PlanFeature[]> = {
  essentiel: [],
  pro: ["about", "services", "products"],
  expert: ["about", "services", "products", "seo", "share", "languages"],
};

/** Whether `plan` includes `feature`. */
export function planIncludes(plan: SitePlan, feature: PlanFeature): boolean {
  return INCLUDED[plan].includes(feature);
}

/** The first plan, in price order, that includes `feature` ('Disponible avec la formule Pro'). */
export function lowestPlanWith(feature: PlanFeature): SitePlan {
  return SITE_PLANS.find((plan) => planIncludes(plan, feature)) ?? "expert";
}

/** A plan from a form or a query string ('pro', 'Pro'), or null. */
export function parsePlan(value: unknown): SitePlan | null {
  if (typeof value !== "string") return null;
  const plan = value.trim().toLowerCase();
  return (SITE_PLANS as readonly string[]).includes(plan) ? (plan as SitePlan) : null;
}

/** 'Disponible avec la formule Pro': the plan card's title, and what a refused action says. */
export function planAvailabilityText(feature: PlanFeature): string {
  return `Disponible avec la formule ${PLAN_LABELS[lowestPlanWith(feature)]}`;
}

/** The toast of an action refused because the plan does not include it (403). */
export function planRefusalText(feature: PlanFeature): string {
  return `Votre formule ne comprend pas cette fonction\u00a0: elle est disponible avec la formule ${PLAN_LABELS[lowestPlanWith(feature)]}.`;
}

/** What a feature would add, in one short paragraph: the plan card of an editor outside the plan. */
export const PLAN_FEATURE_BENEFITS: Record<PlanFeature, string> = {
  about:
    "Une page «\u00a0Qui sommes-nous\u00a0» pour raconter votre histoire, présenter vos valeurs, votre équipe et vos partenaires, et donner à vos clients l'envie de pousser la porte.",
  services:
    "Une page «\u00a0Nos prestations\u00a0» qui présente vos services par catégorie, avec leurs photos et vos réponses aux questions fréquentes, et un formulaire de demande de devis dont chaque demande arrive dans votre back-office et par e-mail.",
  products: "Une galerie «\u00a0Produits\u00a0» avec vos prix, déclinaisons et catégories, et vos produits phares mis en avant sur la page d'accueil.",
  seo: "Pour chaque page, un titre, une description et une image de partage choisis par vous, avec un aperçu du résultat dans un moteur de recherche et sur les réseaux sociaux.",
  share:
    "Des boutons «\u00a0Partager\u00a0» sur vos événements et vos produits, des cartes de partage soignées sur les réseaux sociaux, vos produits dans les catalogues des boutiques Facebook, Instagram et Google, et des images carrées prêtes à publier, avec leur texte.",
  languages:
    "Votre site en anglais, allemand, espagnol, italien ou néerlandais, traduit par vous page par page, avec un sélecteur de langue pour vos visiteurs et des adresses que les moteurs de recherche comprennent.",
};

/**
 * What a back-office screen outside the site's plan shows instead of its editor, or
 * null when the plan includes `feature`. Only an admin changes a plan (on the Sites screen).
 */
export type PlanLock = { feature: PlanFeature; canChangePlan: boolean };

export function planLock(plan: SitePlan, feature: PlanFeature, role: string): PlanLock | null {
  return planIncludes(plan, feature) ? null : { feature, canChangePlan: role === "admin" };
}

/**
 * What each plan includes, in words (the sign-up's plan cards): each plan's own lines after the
 * previous plan's.
 */
export const PLAN_HIGHLIGHTS: Record<SitePlan, { includesPrevious: string | null; items: readonly string[] }> = {
  essentiel: { includesPrevious: null, items: ["Page d'accueil personnalisée", "Pages contact et horaires", "Back-office simplifié"] },
  pro: { includesPrevious: "Tout Essentiel, plus\u00a0:", items: ["Page Qui sommes-nous", "Page services et demandes de devis", "Galerie de produits"] },
  expert: { includesPrevious: "Tout Pro, plus\u00a0:", items: ["SEO avancé", "Partage sur les réseaux sociaux", "Site multilingue"] },
};

/** When payment starts (ADR 033), in the one sentence the sign-up, the landing and billing say. */
export const FREE_START_TEXT = "Gratuit jusqu'à 30\u00a0jours après la mise en ligne de votre site, sans engagement.";

/** Where a plan is chosen to sign up: the landing's 'Choisir' buttons lead there. */
export const SIGNUP_PATH = "/inscription";

/** The sign-up page of a plan: `/inscription?formule=pro`. */
export function signupHref(plan: SitePlan): string {
  return `${SIGNUP_PATH}?formule=${plan}`;
}
