/** What the about editor's loader gives its page (plain JSON-safe data). */
import type { AboutValueView, JourneyStep, Partner, TeamMember } from "~/features/about/about-content";
import type { ItemKind } from "~/features/about/about-schema";

export type AboutEditorData = {
  siteName: string;
  loadError: boolean;
  story: string;
  steps: JourneyStep[];
  values: AboutValueView[];
  members: TeamMember[];
  partners: Partner[];
};

export type ItemView = {
  step: JourneyStep;
  value: AboutValueView;
  member: TeamMember;
  partner: Partner;
};

export type AnyItem = ItemView[ItemKind];

/** Words of each list, so one component serves the four (French genders included). */
export const KIND_TEXTS: Record<
  ItemKind,
  { list: string; add: string; createTitle: string; editTitle: string; empty: string; deleteTitle: string; deleteText: string }
> = {
  step: {
    list: "Étapes du parcours",
    add: "Ajouter une étape",
    createTitle: "Nouvelle étape",
    editTitle: "Modifier l'étape",
    empty: "Aucune étape pour le moment\u00a0: racontez les grandes dates de votre parcours.",
    deleteTitle: "Supprimer cette étape\u00a0?",
    deleteText: "L'étape disparaîtra de la page À propos.",
  },
  value: {
    list: "Valeurs",
    add: "Ajouter une valeur",
    createTitle: "Nouvelle valeur",
    editTitle: "Modifier la valeur",
    empty: "Aucune valeur pour le moment\u00a0: dites ce qui compte pour vous.",
    deleteTitle: "Supprimer cette valeur\u00a0?",
    deleteText: "La valeur disparaîtra de la page À propos.",
  },
  member: {
    list: "Membres de l'équipe",
    add: "Ajouter un membre",
    createTitle: "Nouveau membre",
    editTitle: "Modifier le membre",
    empty: "Aucun membre pour le moment\u00a0: présentez les visages de votre maison.",
    deleteTitle: "Supprimer ce membre\u00a0?",
    deleteText: "Le membre et sa photo disparaîtront de la page À propos.",
  },
  partner: {
    list: "Partenaires",
    add: "Ajouter un partenaire",
    createTitle: "Nouveau partenaire",
    editTitle: "Modifier le partenaire",
    empty: "Aucun partenaire pour le moment\u00a0: mettez en avant vos producteurs et fournisseurs.",
    deleteTitle: "Supprimer ce partenaire\u00a0?",
    deleteText: "Le partenaire, son logo et ses images disparaîtront de la page À propos.",
  },
};

/** One line of a list: what the row shows. */
export function itemSummary(kind: ItemKind, item: AnyItem): { title: string; subtitle: string; image: string | null } {
  switch (kind) {
    case "step":
    case "value": {
      const { title, description } = item as JourneyStep;
      return { title, subtitle: description, image: null };
    }
    case "member": {
      const member = item as TeamMember;
      return { title: member.name, subtitle: member.role, image: member.imageUrl };
    }
    case "partner": {
      const partner = item as Partner;
      return { title: partner.name, subtitle: partner.description, image: partner.logoUrl ?? partner.imageUrl };
    }
  }
}
