import type { SitePlan } from "~/db/enums";
import { planIncludes } from "~/features/plans/plans";
import { LEGAL_SETTINGS_HREF, legalMissingText, listInFrench } from "~/features/legal/legal-notice";

/** One step of a draft's getting-started checklist, computed from the data. */
export type ChecklistItem = { key: ChecklistKey; label: string; hint: string; href: string; done: boolean };
export type ChecklistKey = "logo" | "colors" | "hours" | "emails" | "photo" | "catalogue" | "legal";

/** What the checklist reads of a site, in one statement (getting-started.server.ts). */
export type ChecklistFacts = {
  plan: SitePlan;
  hasLogo: boolean;
  /** A site_appearance row: colours changed from the defaults, or chosen for its trade at sign-up. */
  hasColors: boolean;
  hasHours: boolean;
  hasContactEmail: boolean;
  hasSenderEmail: boolean;
  hasHeroImage: boolean;
  hasProductOrService: boolean;
  ownerConfirmed: boolean;
  /** The labels of the 'Mentions légales' fields still missing (legal/legal-notice.ts). */
  legalMissing: string[];
  /** What the host's part lacks ('le nom', "l'adresse"…), the platform's to complete (missingHostFields). */
  hostLegalMissing: string[];
};

/** `mediatorMissing`: the consumer mediator is not filled, and 'Publier mon site' waits for it (publication.server.ts). */
export type GettingStarted = { items: ChecklistItem[]; ownerConfirmed: boolean; mediatorMissing: boolean };

export const GETTING_STARTED_TEXTS = {
  title: "Pour bien démarrer",
  description: "Quelques étapes avant de publier votre site. Chacune vous mène à l'écran qui la règle.",
  progress: (done: number, total: number) => `${done} sur ${total} étapes terminées`,
  ready: "Tout est prêt. Vous pouvez publier votre site.",
  notAllDone: "Vous pouvez publier dès maintenant et compléter ensuite.",
  doneLabel: "Terminé",
  todoLabel: "À faire",
  open: "Ouvrir",
  legalLabel: "Compléter les mentions légales",
  legalDone: "Vos pages «\u00a0Mentions légales\u00a0» et «\u00a0Confidentialité\u00a0» sont complètes.",
  /** 'Il manque : Raison sociale, SIRET et Directeur de la publication.' */
  legalMissing: legalMissingText,
  /** Her part is done, the host's is not (HOST_LEGAL_* unset): the platform's to complete. */
  hostOnlyMissing: (parts: string[]) =>
    `Votre part est faite. Il manque encore ${listInFrench(parts)} de l'hébergeur\u00a0: c'est à la plateforme Vitrine de s'en charger, pas à vous.`,
  hostAlsoMissing: (parts: string[]) => `Il manque aussi ${listInFrench(parts)} de l'hébergeur\u00a0: la plateforme Vitrine s'en charge.`,
} as const;

/**
 * What the checklist's step and the published site's card say of the legal pages: complete only
 * when neither the merchant's fields nor the host's part (the platform's) lack anything.
 */
export function legalHint(merchantMissing: string[], hostMissing: string[]): string {
  const t = GETTING_STARTED_TEXTS;
  if (merchantMissing.length === 0) return hostMissing.length === 0 ? t.legalDone : t.hostOnlyMissing(hostMissing);
  return hostMissing.length === 0 ? t.legalMissing(merchantMissing) : `${t.legalMissing(merchantMissing)} ${t.hostAlsoMissing(hostMissing)}`;
}

/** The checklist's steps, in the order a merchant meets them; the catalogue only where the plan has one. */
export function checklistItems(facts: ChecklistFacts): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: "logo", label: "Ajouter votre logo", hint: "Il apparaît en haut de chaque page.", href: "/admin/appearance", done: facts.hasLogo },
    { key: "colors", label: "Choisir vos couleurs", hint: "Les couleurs de votre site, à votre image.", href: "/admin/appearance", done: facts.hasColors },
    { key: "hours", label: "Renseigner vos horaires", hint: "Vos clients savent quand passer.", href: "/admin/pages/hours", done: facts.hasHours },
    {
      key: "emails",
      label: "Indiquer vos e-mails",
      hint: "L'e-mail de contact affiché et l'e-mail d'envoi des notifications.",
      href: "/admin/settings",
      done: facts.hasContactEmail && facts.hasSenderEmail,
    },
    {
      key: "photo",
      label: "Ajouter une photo sur l'accueil",
      hint: "La grande image en haut de votre page d'accueil.",
      href: "/admin/pages/home",
      done: facts.hasHeroImage,
    },
  ];
  if (planIncludes(facts.plan, "products") || planIncludes(facts.plan, "services")) {
    items.push({
      key: "catalogue",
      label: "Ajouter un premier produit ou une prestation",
      hint: "Un produit, ou une catégorie de prestations.",
      href: planIncludes(facts.plan, "products") ? "/admin/products" : "/admin/pages/services",
      done: facts.hasProductOrService,
    });
  }
  // The legal notices every French professional site must show. Her step is done once
  // her fields are; the hint still says what the platform owes.
  items.push({
    key: "legal",
    label: GETTING_STARTED_TEXTS.legalLabel,
    hint: legalHint(facts.legalMissing, facts.hostLegalMissing),
    href: LEGAL_SETTINGS_HREF,
    done: facts.legalMissing.length === 0,
  });
  return items;
}
