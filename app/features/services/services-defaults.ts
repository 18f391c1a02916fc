/** Defaults and shapes of the services page, shared by the loader and the page. */
import type { ShownRow, ShownText } from "~/lib/i18n/translated-text";
import type { MessageKey } from "~/lib/i18n/messages";

export type ServicesHeader = { title: string; description: string };
export type Faq = { id: string; question: string; answer: string };
export type ServiceCategoryView = {
  id: string;
  /** Tab label and quote form choice (trimmed). */
  name: string;
  title: string;
  description: string | null;
  images: { id: string; url: string }[];
};

/**
 * The page as shown (ADR 047): each text the merchant wrote, in the page's language or marked French.
 * A category keeps its French `name` (the tab's address and the quote form's value, what is posted
 * and stored); its tab shows `label`.
 */
export type ShownServicesHeader = { title: ShownText; description: ShownText };
export type ShownFaq = { id: string; question: ShownText; answer: ShownText };
export type ShownServiceCategory = ShownRow<ServiceCategoryView, "title" | "description"> & { label: ShownText };

export const DEFAULT_SERVICES_HEADER: ServicesHeader = {
  title: "Nos prestations",
  description: "Découvrez nos différentes prestations et services.",
};

/** Shown when the site has no FAQ of its own: booking lead time, vegetarian options, delivery zone. */
export const DEFAULT_FAQS: Faq[] = [
  {
    id: "default-delai",
    question: "Combien de temps à l'avance dois-je réserver\u00a0?",
    answer:
      "Nous vous recommandons de réserver au moins 7 jours à l'avance. Pour les grands événements ou les prestations sur mesure, prévoyez 14 jours afin que nous puissions tout préparer dans les meilleures conditions.",
  },
  {
    id: "default-vegetarien",
    question: "Proposez-vous des options végétariennes\u00a0?",
    answer:
      "Oui, nous proposons des options végétariennes pour nos prestations. Indiquez vos besoins dans votre demande de devis et nous adapterons notre proposition.",
  },
  {
    id: "default-livraison",
    question: "Quelle est votre zone de livraison\u00a0?",
    answer: "Nous livrons dans un rayon de 50 km autour de notre établissement. Précisez le lieu de votre événement dans votre demande de devis.",
  },
];

/** The platform's default texts, in each language's catalogue: French there as in the constants. */
export const DEFAULT_HEADER_KEYS: Record<keyof ServicesHeader, MessageKey> = {
  title: "services.default.title",
  description: "services.default.description",
};
export const DEFAULT_FAQ_KEYS: Record<string, { question: MessageKey; answer: MessageKey }> = {
  "default-delai": { question: "services.default.bookingQuestion", answer: "services.default.bookingAnswer" },
  "default-vegetarien": { question: "services.default.vegetarianQuestion", answer: "services.default.vegetarianAnswer" },
  "default-livraison": { question: "services.default.deliveryQuestion", answer: "services.default.deliveryAnswer" },
};

export const SERVICES_LOADING_TEXT = "Chargement des services...";

/** The quote section's anchor. */
export const QUOTE_SECTION_ID = "devis-section";

/**
 * A service named in the URL (`?service=`), kept only when it is one of the form's choices, so a
 * crafted link cannot put arbitrary text in the select.
 */
export function preselectedService(param: string | null, choices: readonly string[]): string {
  const wanted = param?.trim();
  return wanted && choices.includes(wanted) ? wanted : "";
}

/** The tab shown first: the one named by `?tab=` (its category name) when it exists, else the first. */
export function initialTabId(param: string | null, categories: readonly Pick<ServiceCategoryView, "id" | "name">[]): string | null {
  const wanted = param?.trim();
  const match = wanted ? categories.find((category) => category.name === wanted) : undefined;
  return match?.id ?? categories[0]?.id ?? null;
}
