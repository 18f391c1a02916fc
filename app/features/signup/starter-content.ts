/**
 * What a site created at sign-up starts with, per kind of shop (ADR 028 « Sign-up »):
 * the hero's title and subtitle, the reassurance strip, two questions of the FAQ, an example
 * product category, weekly hours typical of the trade, and the trade's palette. Data only: the
 * sign-up's transaction (signup.server.ts) writes it. The merchant replaces every word of it, so
 * it is written to read well as it is, naming the town where it fits.
 */
import type { BusinessKind, ReassuranceIcon } from "~/db/enums";
import type { ColorField } from "~/features/appearance/appearance-schema";
import { PALETTES } from "~/features/appearance/palettes";

/** One day's hours: two ranges ('HH:MM'), one, or closed. */
export type StarterDay = {
  morningOpen: string | null;
  morningClose: string | null;
  afternoonOpen: string | null;
  afternoonClose: string | null;
  isClosed: boolean;
};

export type StarterContent = {
  hero: { title: string; subtitle: string };
  reassurance: Array<{ title: string; description: string; iconName: ReassuranceIcon }>;
  faqs: Array<{ question: string; answer: string }>;
  productCategory: { name: string; description: string };
  /** Index 0 = Sunday … 6 = Saturday, as `opening_hours.day_of_week`. */
  hours: readonly StarterDay[];
  colors: Record<ColorField, string>;
};

const closed: StarterDay = { morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null, isClosed: true };
const split = (morningOpen: string, morningClose: string, afternoonOpen: string, afternoonClose: string): StarterDay => ({
  morningOpen,
  morningClose,
  afternoonOpen,
  afternoonClose,
  isClosed: false,
});
const single = (open: string, close: string): StarterDay => ({
  morningOpen: open,
  morningClose: close,
  afternoonOpen: null,
  afternoonClose: null,
  isClosed: false,
});

/** Sunday first, then Monday … Saturday: every trade opens Tuesday to Friday at the same hours. */
const week = (sunday: StarterDay, monday: StarterDay, tuesdayToFriday: StarterDay, saturday: StarterDay) =>
  [sunday, monday, tuesdayToFriday, tuesdayToFriday, tuesdayToFriday, tuesdayToFriday, saturday] as const;

function palette(id: string): Record<ColorField, string> {
  const found = PALETTES.find((p) => p.id === id);
  if (!found) throw new Error(`starter content: no palette ${id}`);
  return { ...found.colors };
}

/**
 * 'à Lyon', 'au Havre', 'aux Sables-d'Olonne', 'à La Rochelle': the town after 'à', with the
 * article of the towns that have one. Empty when no town is known.
 */
export function inTown(town: string): string {
  const name = town.trim().replace(/\s+/g, " ");
  if (name === "") return "";
  if (/^le\s/i.test(name)) return `au ${name.slice(3)}`;
  if (/^les\s/i.test(name)) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

type Writer = (shop: string, town: string) => StarterContent;

const WRITERS: Record<BusinessKind, Writer> = {
  "boulangerie-patisserie": (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Pains au levain, viennoiseries pur beurre et pâtisseries de saison, façonnés chaque matin dans notre fournil ${inTown(town)}.`,
    },
    reassurance: [
      { iconName: "award", title: "Fait maison", description: "Nos pains et nos gâteaux sont pétris, façonnés et cuits sur place, chaque jour." },
      {
        iconName: "heart",
        title: "Farines de qualité",
        description: "Des farines de meuniers que nous connaissons, pour des pains qui ont du goût et se gardent.",
      },
      {
        iconName: "star",
        title: "Commandes sur mesure",
        description: "Entremets d'anniversaire, pièces montées, grandes tablées\u00a0: parlons-en quelques jours avant.",
      },
    ],
    faqs: [
      {
        question: "Peut-on commander un gâteau à l'avance\u00a0?",
        answer:
          "Oui. Passez nous voir ou appelez-nous au moins 48 heures avant\u00a0: nous préparons entremets, tartes et pièces montées pour le jour et l'heure qui vous conviennent.",
      },
      {
        question: "Jusqu'à quelle heure trouve-t-on du pain\u00a0?",
        answer: "Nous cuisons plusieurs fournées dans la journée, dont une en fin d'après-midi\u00a0: vous trouvez du pain frais jusqu'à la fermeture.",
      },
    ],
    productCategory: { name: "Nos pains", description: "Baguettes de tradition, pains au levain et pains spéciaux, cuits plusieurs fois par jour." },
    hours: week(single("07:00", "13:00"), closed, split("07:00", "13:00", "15:30", "19:30"), split("07:00", "13:00", "15:30", "19:30")),
    colors: palette("boulangerie"),
  }),

  traiteur: (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Plats cuisinés maison, buffets et plateaux repas pour vos repas de famille, vos fêtes et vos événements d'entreprise ${inTown(town)}.`,
    },
    reassurance: [
      { iconName: "award", title: "Cuisiné chaque jour", description: "Tout est préparé dans notre cuisine, à partir de produits frais et de saison." },
      { iconName: "truck", title: "Livraison à l'heure", description: "Buffets et plateaux livrés à l'heure convenue, prêts à servir." },
      { iconName: "star", title: "Menus sur mesure", description: "Un nombre d'invités, un budget, une allergie\u00a0: nous composons le menu avec vous." },
    ],
    faqs: [
      {
        question: "Combien de temps à l'avance faut-il commander\u00a0?",
        answer:
          "Comptez 48 heures pour un plateau repas et une semaine pour un buffet de plus de 20 personnes. Pour une date proche, appelez-nous\u00a0: nous trouvons souvent une solution.",
      },
      {
        question: "Livrez-vous\u00a0?",
        answer: "Oui, nous livrons en ville et dans les communes voisines. Les frais dépendent de la distance\u00a0: nous vous les indiquons avec le devis.",
      },
    ],
    productCategory: { name: "Plats du jour", description: "Des plats cuisinés maison, à emporter ou à réchauffer, qui changent selon le marché." },
    hours: week(closed, closed, split("09:00", "13:00", "16:00", "19:30"), single("09:00", "18:00")),
    colors: palette("traiteur"),
  }),

  "epicerie-fine": (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Une épicerie fine ${inTown(town)}\u00a0: huiles, conserves, douceurs et produits de nos régions, choisis auprès de petits producteurs.`,
    },
    reassurance: [
      { iconName: "heart", title: "Petits producteurs", description: "Nous connaissons chacun de nos producteurs et goûtons tout ce que nous vendons." },
      { iconName: "star", title: "Conseils et dégustations", description: "Un accord, une idée de recette, un produit à découvrir\u00a0: demandez-nous." },
      { iconName: "award", title: "Coffrets cadeaux", description: "Des paniers garnis composés selon vos goûts et votre budget, joliment emballés." },
    ],
    faqs: [
      {
        question: "Préparez-vous des coffrets cadeaux\u00a0?",
        answer:
          "Oui, toute l'année. Dites-nous le budget et les goûts de la personne\u00a0: nous composons le coffret et l'emballons pour vous, prêt à offrir.",
      },
      {
        question: "Peut-on goûter avant d'acheter\u00a0?",
        answer: "Bien sûr. Nous ouvrons volontiers une huile, une tapenade ou un miel pour vous les faire découvrir.",
      },
    ],
    productCategory: { name: "Nos coups de cœur", description: "Les produits que nous aimons le plus en ce moment, à découvrir en boutique." },
    hours: week(single("10:00", "13:00"), closed, split("10:00", "13:00", "15:00", "19:30"), single("09:30", "19:30")),
    colors: palette("epicerie"),
  }),

  fromagerie: (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Fromages fermiers affinés avec soin, crèmerie et conseils de fromager, ${inTown(town)}.`,
    },
    reassurance: [
      { iconName: "award", title: "Affinage maison", description: "Nos fromages mûrissent dans notre cave jusqu'au moment où ils sont à leur meilleur." },
      { iconName: "heart", title: "Fromages fermiers", description: "Des fromages au lait cru de fermes et de fruitières que nous visitons." },
      { iconName: "star", title: "Plateaux sur mesure", description: "Un plateau pour un repas de fête, avec les accords qui vont avec." },
    ],
    faqs: [
      {
        question: "Préparez-vous des plateaux de fromages\u00a0?",
        answer: "Oui, pour deux comme pour cinquante. Commandez-le deux jours avant\u00a0: nous le composons selon vos goûts et le nombre d'invités.",
      },
      {
        question: "Comment conserver mes fromages\u00a0?",
        answer:
          "Dans le bac à légumes du réfrigérateur, dans leur papier d'origine, et sortis une heure avant de les servir. Nous vous conseillons volontiers pour chacun.",
      },
    ],
    productCategory: { name: "Nos fromages", description: "Pâtes molles, pâtes pressées, chèvres et bleus, selon les saisons." },
    hours: week(single("09:00", "13:00"), closed, split("09:00", "13:00", "16:00", "19:30"), single("08:30", "19:00")),
    colors: palette("fromagerie"),
  }),

  fleuriste: (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Bouquets de saison, compositions pour vos événements et plantes, composés avec soin ${inTown(town)}.`,
    },
    reassurance: [
      { iconName: "heart", title: "Fleurs de saison", description: "Nous privilégions les fleurs de saison et les producteurs français quand c'est possible." },
      {
        iconName: "star",
        title: "Bouquets sur mesure",
        description: "Une couleur, une occasion, un budget\u00a0: nous composons le bouquet qui vous ressemble.",
      },
      { iconName: "truck", title: "Livraison", description: "Nous livrons vos bouquets en ville, avec un petit mot si vous le souhaitez." },
    ],
    faqs: [
      {
        question: "Faites-vous les fleurs de mariage\u00a0?",
        answer:
          "Oui\u00a0: bouquet de la mariée, boutonnières, centres de table et décoration de la salle. Prenez rendez-vous quelques semaines avant pour en parler.",
      },
      {
        question: "Peut-on commander un bouquet par téléphone\u00a0?",
        answer: "Bien sûr. Appelez-nous la veille, ou le matin pour le jour même\u00a0: nous le préparons pour l'heure où vous passez, ou nous le livrons.",
      },
    ],
    productCategory: { name: "Bouquets", description: "Des bouquets de saison, du petit bouquet à offrir au grand bouquet de fête." },
    hours: week(single("09:00", "13:00"), closed, split("09:30", "13:00", "14:30", "19:30"), single("09:00", "19:30")),
    colors: palette("fleuriste"),
  }),

  "boucherie-charcuterie": (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Viandes d'éleveurs, charcuterie maison et plats préparés, ${inTown(town)}. Nous vous conseillons la pièce et la cuisson.`,
    },
    reassurance: [
      { iconName: "shield", title: "Origine garantie", description: "Nous connaissons les élevages d'où vient notre viande, et nous vous le disons." },
      { iconName: "award", title: "Charcuterie maison", description: "Pâtés, terrines, saucisses et jambons sont préparés dans notre atelier." },
      { iconName: "star", title: "Le conseil du boucher", description: "La bonne pièce pour votre recette, et la cuisson qui va avec." },
    ],
    faqs: [
      {
        question: "Peut-on commander une pièce à l'avance\u00a0?",
        answer:
          "Oui, et c'est conseillé pour un rôti, une côte de bœuf ou un repas de fête\u00a0: appelez-nous deux ou trois jours avant, nous la préparons à votre mesure.",
      },
      {
        question: "D'où vient votre viande\u00a0?",
        answer:
          "D'élevages de la région que nous connaissons. L'origine de chaque viande est affichée en boutique, et nous répondons volontiers à vos questions.",
      },
    ],
    productCategory: { name: "Nos viandes", description: "Bœuf, veau, agneau, porc et volailles, découpés à la demande." },
    hours: week(single("08:00", "13:00"), closed, split("08:00", "13:00", "15:30", "19:30"), split("07:30", "13:00", "15:00", "19:30")),
    colors: palette("boucherie"),
  }),

  caviste: (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Vins de vignerons, spiritueux et bières artisanales, choisis et conseillés ${inTown(town)}.`,
    },
    reassurance: [
      { iconName: "heart", title: "Vins de vignerons", description: "Des domaines que nous avons visités et des vins que nous avons tous goûtés." },
      { iconName: "star", title: "Le bon accord", description: "Dites-nous le plat et le budget\u00a0: nous trouvons la bouteille." },
      { iconName: "award", title: "Dégustations", description: "Des soirées pour découvrir un domaine, une région ou un cépage." },
    ],
    faqs: [
      {
        question: "Pouvez-vous conseiller des vins pour un repas\u00a0?",
        answer: "C'est notre métier. Décrivez-nous le menu, le nombre d'invités et votre budget\u00a0: nous vous proposons les bouteilles qui vont avec.",
      },
      {
        question: "Organisez-vous des dégustations\u00a0?",
        answer: "Oui, régulièrement, en boutique. Demandez-nous les prochaines dates, ou réservez une dégustation privée pour un groupe.",
      },
    ],
    productCategory: { name: "Vins rouges", description: "Notre sélection de rouges, des vins de copains aux grandes bouteilles." },
    hours: week(single("10:00", "13:00"), closed, split("10:00", "13:00", "15:30", "20:00"), split("10:00", "13:00", "15:00", "20:00")),
    colors: palette("caviste"),
  }),

  autre: (shop, town) => ({
    hero: {
      title: shop,
      subtitle: `Votre commerce de proximité ${inTown(town)}\u00a0: des produits choisis avec soin, un accueil attentif et de vrais conseils.`,
    },
    reassurance: [
      { iconName: "heart", title: "Commerce de quartier", description: "Une boutique indépendante, qui connaît ses clients et son quartier." },
      { iconName: "award", title: "Produits choisis", description: "Chaque produit en rayon a été choisi avec exigence." },
      { iconName: "star", title: "Conseils personnalisés", description: "Nous prenons le temps de vous conseiller selon vos goûts et vos envies." },
    ],
    faqs: [
      {
        question: "Peut-on commander à l'avance\u00a0?",
        answer: "Oui. Appelez-nous ou écrivez-nous depuis la page contact\u00a0: nous préparons votre commande pour le jour qui vous convient.",
      },
      {
        question: "Quels moyens de paiement acceptez-vous\u00a0?",
        answer: "Carte bancaire, paiement sans contact et espèces.",
      },
    ],
    productCategory: { name: "Nos produits", description: "Une sélection de nos produits, à découvrir en boutique." },
    hours: week(closed, closed, split("09:30", "13:00", "14:30", "19:00"), single("09:30", "19:00")),
    colors: palette("traiteur"),
  }),
};

/** The starter content of a new site of this kind, named `shop`, in `town`. */
export function starterContent(kind: BusinessKind, shop: string, town: string): StarterContent {
  return WRITERS[kind](shop.trim(), town.trim());
}
