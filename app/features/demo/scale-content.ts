/**
 * What the scale seed's sites say (`npm run seed:scale`target 3): many small food shops
 * in French towns, each with the content a real merchant would fill in — settings, colours, hero,
 * reassurance strip, 5 events with a few 'Je viendrai' answers, 3 testimonials, 4 product
 * categories of 5 products with their variants, a week of hours and a closed day, a short about
 * page and a services page. Pure and deterministic: site `n` always gets the same content, so
 * a benchmark run can be compared with the next one.
 *
 * Pictures are named by demo picture key and resolved to URLs once per run by the seed: every
 * site shares the same few files.
 */
import { addDays } from "~/lib/calendar";
import { frenchDate, frenchDay, nextWeekday } from "~/features/demo/demo-dates";
import type { DemoPictureKey } from "~/features/demo/demo-illustrations";
import type { HomeContentView } from "~/features/home/home.server";

/** `shop-00001.scale.localhost`: *.localhost resolves to 127.0.0.1, so curl and browsers reach it. */
export const SCALE_DOMAIN_SUFFIX = ".scale.localhost";

export function scaleHost(n: number): string {
  return `shop-${String(n).padStart(5, "0")}${SCALE_DOMAIN_SUFFIX}`;
}

/** The pictures a scale site may use (a subset of the demo's). */
export const SCALE_PICTURES = [
  "heroDelices",
  "heroFromagerie",
  "highlightTarte",
  "highlightPanier",
  "mapDelices",
  "logoDelices",
  "logoFromagerie",
  "productQuiche",
  "productPateEnCroute",
  "productQuenelles",
  "productGratin",
  "productConfitures",
  "productHuile",
  "productSaintMarcellin",
  "productTartePralines",
  "productMacarons",
  "productPanier",
  "productComte",
  "productPlateauFromages",
  "teamMarie",
  "partnerFerme",
  "serviceCanapes",
  "serviceTraySaumon",
] as const satisfies readonly DemoPictureKey[];
export type ScalePictureKey = (typeof SCALE_PICTURES)[number];

type ProductDef = [name: string, description: string, price: number, unit: string, variant: string];
type CategoryDef = { name: string; description: string; picture: ScalePictureKey; products: ProductDef[] };
type ShopKind = { label: string; hero: ScalePictureKey; logo: ScalePictureKey; tagline: string; categories: CategoryDef[] };

const KINDS: ShopKind[] = [
  {
    label: "Boulangerie",
    hero: "heroDelices",
    logo: "logoDelices",
    tagline: "Pains au levain, viennoiseries pur beurre et pâtisseries de saison, cuits chaque matin dans notre fournil.",
    categories: [
      {
        name: "Pains",
        description: "Au levain naturel, pétris à la main.",
        picture: "productPanier",
        products: [
          ["Baguette tradition", "Farine Label Rouge, fermentation lente de 24 heures.", 1.3, "€ / pièce", "La pièce"],
          ["Pain de campagne", "Levain naturel et farine T80 du moulin voisin.", 4.2, "€ / pièce", "500 g"],
          ["Pain aux céréales", "Graines de lin, de tournesol et de sésame.", 4.8, "€ / pièce", "450 g"],
          ["Fougasse aux olives", "Olives noires de Nyons et huile d'olive.", 3.9, "€ / pièce", "La pièce"],
          ["Pain de seigle", "Dense et parfumé, idéal avec les huîtres.", 4.5, "€ / pièce", "400 g"],
        ],
      },
      {
        name: "Viennoiseries",
        description: "Pur beurre AOP Charentes-Poitou.",
        picture: "productMacarons",
        products: [
          ["Croissant", "Feuilletage pur beurre, doré à souhait.", 1.2, "€ / pièce", "La pièce"],
          ["Pain au chocolat", "Deux barres de chocolat noir 64 %.", 1.35, "€ / pièce", "La pièce"],
          ["Chausson aux pommes", "Compote maison de pommes du Limousin.", 2.1, "€ / pièce", "La pièce"],
          ["Brioche tressée", "Moelleuse, au beurre et aux œufs frais.", 6.5, "€ / pièce", "400 g"],
          ["Pain aux raisins", "Crème pâtissière et raisins marinés au rhum.", 1.6, "€ / pièce", "La pièce"],
        ],
      },
      {
        name: "Pâtisseries",
        description: "Les gourmandises de notre pâtissier.",
        picture: "productTartePralines",
        products: [
          ["Tarte aux fraises", "Pâte sablée, crème vanille et fraises de pays.", 22, "€", "6 parts"],
          ["Éclair au café", "Pâte à choux croustillante et crème au café.", 3.2, "€ / pièce", "La pièce"],
          ["Paris-Brest", "Crème mousseline pralinée noisette.", 4.5, "€ / pièce", "Individuel"],
          ["Flan pâtissier", "Onctueux, à la vanille de Madagascar.", 2.8, "€ / part", "La part"],
          ["Tarte aux pralines", "La spécialité lyonnaise, pralines roses fondues.", 18, "€", "4 parts"],
        ],
      },
      {
        name: "Snacking",
        description: "Pour le déjeuner, à emporter.",
        picture: "productQuiche",
        products: [
          ["Sandwich jambon-beurre", "Jambon blanc à l'os et beurre demi-sel.", 4.9, "€ / pièce", "La pièce"],
          ["Quiche lorraine", "Lardons fumés et crème fraîche.", 4.5, "€ / part", "La part"],
          ["Croque-monsieur", "Béchamel maison et comté 12 mois.", 5.2, "€ / pièce", "La pièce"],
          ["Salade du moment", "Légumes de saison et vinaigrette maison.", 7.5, "€ / pièce", "La barquette"],
          ["Formule déjeuner", "Sandwich, boisson et pâtisserie au choix.", 9.9, "€", "La formule"],
        ],
      },
    ],
  },
  {
    label: "Fromagerie",
    hero: "heroFromagerie",
    logo: "logoFromagerie",
    tagline: "Plus de cent fromages affinés dans notre cave, du lait cru de petits producteurs et des conseils sur mesure.",
    categories: [
      {
        name: "Pâtes pressées",
        description: "Affinées de longs mois en cave.",
        picture: "productComte",
        products: [
          ["Comté AOP 18 mois", "Fruité et fondant, découpé à la demande.", 26.9, "€ / kg", "À la coupe"],
          ["Beaufort d'été", "Lait de montagne, notes florales.", 34, "€ / kg", "À la coupe"],
          ["Tomme de Savoie", "Croûte grise et pâte souple.", 19.5, "€ / kg", "À la coupe"],
          ["Mimolette vieille", "Affinée 18 mois, croquante.", 28, "€ / kg", "À la coupe"],
          ["Abondance fermier", "Goût de noisette, lait cru.", 27.5, "€ / kg", "À la coupe"],
        ],
      },
      {
        name: "Pâtes molles",
        description: "Crémeux et coulants à cœur.",
        picture: "productSaintMarcellin",
        products: [
          ["Saint-Marcellin", "Affiné deux semaines, servi dans son pot.", 4.2, "€ / pièce", "La pièce"],
          ["Camembert au lait cru", "Moulé à la louche en Normandie.", 6.8, "€ / pièce", "250 g"],
          ["Brie de Meaux", "Onctueux, au goût de champignon.", 29, "€ / kg", "À la coupe"],
          ["Époisses", "Croûte lavée au marc de Bourgogne.", 11.5, "€ / pièce", "250 g"],
          ["Reblochon fermier", "Pour la tartiflette ou nature.", 9.9, "€ / pièce", "450 g"],
        ],
      },
      {
        name: "Chèvres et brebis",
        description: "Du Poitou aux Pyrénées.",
        picture: "productPlateauFromages",
        products: [
          ["Crottin de Chavignol", "Sec ou demi-sec, selon votre goût.", 3.6, "€ / pièce", "La pièce"],
          ["Sainte-Maure de Touraine", "La bûche à la paille de seigle.", 8.9, "€ / pièce", "250 g"],
          ["Ossau-Iraty", "Brebis des Pyrénées, doux et noisetté.", 31, "€ / kg", "À la coupe"],
          ["Roquefort", "Affiné dans les caves de Combalou.", 32, "€ / kg", "À la coupe"],
          ["Pélardon", "Petit chèvre des Cévennes.", 3.2, "€ / pièce", "La pièce"],
        ],
      },
      {
        name: "Crèmerie",
        description: "Beurre, crème et œufs de la ferme.",
        picture: "productConfitures",
        products: [
          ["Beurre de baratte", "Demi-sel, au sel de Guérande.", 4.9, "€ / pièce", "250 g"],
          ["Crème crue", "Épaisse, de la ferme voisine.", 5.5, "€ / pot", "50 cl"],
          ["Œufs fermiers", "Poules élevées en plein air.", 3.9, "€ / boîte", "Boîte de 6"],
          ["Yaourt nature", "Au lait entier, en pot de verre.", 1.4, "€ / pot", "Le pot"],
          ["Plateau de fromages", "Cinq fromages de saison, prêt à servir.", 45, "€", "6 personnes"],
        ],
      },
    ],
  },
  {
    label: "Traiteur",
    hero: "heroDelices",
    logo: "logoDelices",
    tagline: "Plats cuisinés chaque matin, buffets et plateaux repas pour vos fêtes de famille et vos réunions.",
    categories: [
      {
        name: "Plats du jour",
        description: "Cuisinés le matin, à réchauffer.",
        picture: "productQuenelles",
        products: [
          ["Quenelles sauce Nantua", "Le grand classique lyonnais, gratiné au four.", 9.8, "€", "Barquette de 2"],
          ["Blanquette de veau", "Carottes, champignons et riz pilaf.", 12.5, "€ / part", "La part"],
          ["Bœuf bourguignon", "Mijoté six heures au vin de Bourgogne.", 13, "€ / part", "La part"],
          ["Gratin dauphinois", "Pommes de terre, crème et une pointe d'ail.", 16, "€ / kg", "Au poids"],
          ["Lasagnes maison", "Bolognaise mijotée et béchamel.", 11, "€ / part", "La part"],
        ],
      },
      {
        name: "Charcuterie",
        description: "Préparée dans notre laboratoire.",
        picture: "productPateEnCroute",
        products: [
          ["Pâté en croûte", "Volaille, veau, foie gras et pistaches.", 42, "€ / kg", "À la coupe"],
          ["Terrine de campagne", "Au poivre vert et à l'armagnac.", 24, "€ / kg", "À la coupe"],
          ["Jambon persillé", "La spécialité bourguignonne.", 29, "€ / kg", "À la coupe"],
          ["Rosette de Lyon", "Séchée trois mois.", 27, "€ / kg", "À la coupe"],
          ["Rillettes du Mans", "Cuites lentement dans leur graisse.", 21, "€ / kg", "Le pot"],
        ],
      },
      {
        name: "Buffets",
        description: "Pour 10 à 200 convives.",
        picture: "productQuiche",
        products: [
          ["Buffet froid", "Canapés, verrines, charcuterie et fromages.", 18, "€ / personne", "Dès 10 personnes"],
          ["Buffet chaud", "Deux plats mijotés servis en cocotte.", 24, "€ / personne", "Dès 10 personnes"],
          ["Plateau repas", "Entrée, plat, fromage et dessert.", 19.5, "€ / plateau", "Le plateau"],
          ["Cocktail dînatoire", "Douze pièces salées et sucrées.", 22, "€ / personne", "Dès 20 personnes"],
          ["Brunch livré", "Viennoiseries, œufs, salades et jus frais.", 26, "€ / personne", "Dès 8 personnes"],
        ],
      },
      {
        name: "Desserts",
        description: "Tartes et entremets maison.",
        picture: "productTartePralines",
        products: [
          ["Tarte aux pralines", "Pralines roses fondues dans la crème.", 16, "€", "4 parts"],
          ["Macarons", "Sept parfums au choix.", 9.5, "€", "Boîte de 6"],
          ["Mousse au chocolat", "Chocolat noir 70 %, en verrine.", 3.9, "€ / pièce", "La verrine"],
          ["Croquembouche", "Choux caramélisés, pour vos fêtes.", 5.5, "€ / personne", "Dès 15 personnes"],
          ["Fondant au chocolat", "Cœur coulant, à réchauffer.", 3.5, "€ / pièce", "La pièce"],
        ],
      },
    ],
  },
  {
    label: "Épicerie fine",
    hero: "heroDelices",
    logo: "logoFromagerie",
    tagline: "Les meilleurs produits de nos régions, sélectionnés un à un chez de petits producteurs.",
    categories: [
      {
        name: "Huiles et condiments",
        description: "Pour la cuisine de tous les jours.",
        picture: "productHuile",
        products: [
          ["Huile d'olive de Nyons AOP", "Douce et fruitée, pressée à froid.", 14.9, "€", "50 cl"],
          ["Vinaigre de Banyuls", "Vieilli en fût de chêne.", 8.5, "€", "25 cl"],
          ["Moutarde à l'ancienne", "Graines entières, de Dijon.", 4.2, "€ / pot", "210 g"],
          ["Fleur de sel de Guérande", "Récoltée à la main.", 6.9, "€ / pot", "125 g"],
          ["Huile de noix", "Du Périgord, première pression.", 11.5, "€", "25 cl"],
        ],
      },
      {
        name: "Confitures et miels",
        description: "Cuites au chaudron de cuivre.",
        picture: "productConfitures",
        products: [
          ["Confiture d'abricot", "60 % de fruits, du Roussillon.", 6.9, "€ / pot", "320 g"],
          ["Confiture fraise-rhubarbe", "Acidulée et gourmande.", 6.9, "€ / pot", "320 g"],
          ["Miel de lavande", "De Provence, crémeux.", 9.5, "€ / pot", "250 g"],
          ["Miel de châtaignier", "Corsé, des Cévennes.", 9.2, "€ / pot", "250 g"],
          ["Pâte à tartiner noisette", "Noisettes du Piémont, sans huile de palme.", 8.9, "€ / pot", "220 g"],
        ],
      },
      {
        name: "Conserves",
        description: "Terrines, soupes et plats préparés.",
        picture: "productGratin",
        products: [
          ["Rillettes de canard", "Du Sud-Ouest, en bocal.", 7.8, "€ / pot", "180 g"],
          ["Soupe de poisson", "De Marseille, avec sa rouille.", 8.5, "€", "75 cl"],
          ["Cassoulet de Castelnaudary", "Confit de canard et saucisse.", 14.5, "€", "840 g"],
          ["Foie gras de canard entier", "Mi-cuit, au sel et poivre.", 29, "€", "180 g"],
          ["Sardines millésimées", "À l'huile d'olive, de Bretagne.", 6.5, "€", "115 g"],
        ],
      },
      {
        name: "Paniers gourmands",
        description: "À offrir ou à partager.",
        picture: "productPanier",
        products: [
          ["Panier découverte", "Cinq produits de nos régions.", 39, "€", "Petit panier"],
          ["Panier apéritif", "Tapenade, saucisson, vin et biscuits.", 49, "€", "Pour 4"],
          ["Panier sucré", "Confitures, miel, biscuits et chocolats.", 35, "€", "Le panier"],
          ["Coffret huiles", "Trois huiles d'olive de France.", 42, "€", "Le coffret"],
          ["Panier du terroir", "Terrine, fromage, vin et pain d'épices.", 59, "€", "Grand panier"],
        ],
      },
    ],
  },
];

const SURNAMES = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefebvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
  "Morel",
  "Girard",
  "André",
  "Mercier",
  "Blanc",
];

const TOWNS: Array<[city: string, postcode: string, street: string]> = [
  ["Lyon", "69002", "rue Mercière"],
  ["Paris", "75011", "rue de la Roquette"],
  ["Marseille", "13001", "rue de Rome"],
  ["Toulouse", "31000", "rue du Taur"],
  ["Bordeaux", "33000", "rue Sainte-Catherine"],
  ["Nantes", "44000", "rue Crébillon"],
  ["Lille", "59000", "rue de Béthune"],
  ["Strasbourg", "67000", "rue des Orfèvres"],
  ["Rennes", "35000", "rue Saint-Michel"],
  ["Montpellier", "34000", "rue de l'Aiguillerie"],
  ["Grenoble", "38000", "rue Saint-Laurent"],
  ["Dijon", "21000", "rue des Forges"],
  ["Annecy", "74000", "rue Sainte-Claire"],
  ["Tours", "37000", "rue Colbert"],
  ["Nancy", "54000", "Grande Rue"],
  ["Rouen", "76000", "rue du Gros-Horloge"],
];

/** Dark primaries (white text ≥ 4.5:1) and light accents (dark text), like the demo's. */
const PALETTES = [
  { primaryColor: "#A94F2B", primaryHoverColor: "#8E3F20", secondaryColor: "#4A5526", accentColor: "#F3E6D3" },
  { primaryColor: "#2F5D62", primaryHoverColor: "#27504F", secondaryColor: "#1E3D40", accentColor: "#F5E9C8" },
  { primaryColor: "#6B3E75", primaryHoverColor: "#57305F", secondaryColor: "#3B2A4A", accentColor: "#F1E7F3" },
  { primaryColor: "#1F4E79", primaryHoverColor: "#183D60", secondaryColor: "#12304A", accentColor: "#E6EEF6" },
  { primaryColor: "#2E6B30", primaryHoverColor: "#245525", secondaryColor: "#1C3F1D", accentColor: "#EAF3E4" },
];

const REASSURANCE: Array<{ iconName: "award" | "shield" | "truck" | "heart" | "star"; title: string; description: string }> = [
  { iconName: "award", title: "Fait maison", description: "Tout ce qui peut être préparé chez nous l'est, chaque matin, avec des produits frais." },
  { iconName: "heart", title: "Producteurs locaux", description: "Nous achetons en direct à une quinzaine de fermes et d'artisans de la région." },
  { iconName: "truck", title: "Livraison soignée", description: "Vos commandes livrées à l'heure dite, dans la ville et ses alentours." },
  { iconName: "star", title: "Conseils personnalisés", description: "Un accord, une allergie, une grande tablée\u00a0? Nous prenons le temps d'en parler." },
  { iconName: "shield", title: "Qualité garantie", description: "Traçabilité de chaque produit et respect strict de la chaîne du froid." },
];

const TESTIMONIALS = [
  {
    customerName: "Claire Dumas",
    customerInitials: "CD",
    rating: 5,
    text: "Accueil chaleureux et produits délicieux\u00a0: c'est devenu notre adresse du samedi matin.",
  },
  {
    customerName: "Thomas Bernard",
    customerInitials: "TB",
    rating: 5,
    text: "Commande passée la veille pour un anniversaire, tout était prêt et parfait. Merci\u00a0!",
  },
  {
    customerName: "Nadia Benali",
    customerInitials: "NB",
    rating: 4,
    text: "De très bons produits et de vrais conseils. Un peu d'attente le dimanche, mais ça vaut le coup.",
  },
  {
    customerName: "Jean-Pierre Garnier",
    customerInitials: "JPG",
    rating: 5,
    text: "La meilleure boutique du quartier, on y trouve toujours une belle découverte.",
  },
  { customerName: "Sophie Lambert", customerInitials: "SL", rating: 5, text: "Le buffet de notre mariage a régalé nos 80 invités, présentation superbe." },
  { customerName: "Karim Haddad", customerInitials: "KH", rating: 4, text: "Des prix honnêtes pour cette qualité, et une équipe toujours souriante." },
];

type Hours = {
  dayOfWeek: number;
  morningOpen: string | null;
  morningClose: string | null;
  afternoonOpen: string | null;
  afternoonClose: string | null;
  isClosed: boolean;
};
const day = (dayOfWeek: number, morning: [string, string] | null, afternoon: [string, string] | null = null): Hours => ({
  dayOfWeek,
  morningOpen: morning?.[0] ?? null,
  morningClose: morning?.[1] ?? null,
  afternoonOpen: afternoon?.[0] ?? null,
  afternoonClose: afternoon?.[1] ?? null,
  isClosed: !morning && !afternoon,
});
const WEEKS: Hours[][] = [
  [day(0, ["08:00", "13:00"]), day(1, null), ...[2, 3, 4, 5].map((d) => day(d, ["08:00", "13:00"], ["15:30", "19:30"])), day(6, ["08:00", "19:00"])],
  [day(0, null), day(1, null), ...[2, 3, 4, 5].map((d) => day(d, ["09:30", "19:00"])), day(6, ["09:00", "19:00"])],
  [day(0, ["09:00", "12:30"]), ...[1, 2, 3, 4, 5].map((d) => day(d, ["09:00", "12:30"], ["14:30", "19:00"])), day(6, ["09:00", "12:30"], ["14:30", "18:00"])],
];

export type ScaleProduct = {
  name: string;
  description: string;
  isFeatured: boolean;
  variants: Array<{ name: string; description: string | null; price: number; priceUnit: string; imageUrl: string }>;
};

export type ScaleSite = {
  host: string;
  site: {
    name: string;
    timezone: string;
    senderEmail: string;
    merchantEmail1: string;
    merchantPhone1: string;
    address: string;
    metroInfo: string;
    googleMapsLink: string;
    mapImageUrl: string;
    facebookUrl: string;
    instagramUrl: string;
  };
  appearance: (typeof PALETTES)[number] & { logoUrl: string };
  home: HomeContentView;
  about: { storyDescription: string };
  journey: Array<{ title: string; description: string }>;
  values: Array<{ title: string; description: string; iconName: "award" | "heart" | "leaf" | "handshake" }>;
  team: Array<{ name: string; role: string; bio: string; imageUrl: string }>;
  partners: Array<{ name: string; description: string; imageUrl: string; images: string[] }>;
  servicesPage: { title: string; description: string };
  serviceCategories: Array<{ name: string; title: string; description: string; images: string[] }>;
  faqs: Array<{ question: string; answer: string }>;
  /** One closed day ahead (shown on the contact page and in the JSON-LD). */
  closedDay: { title: string; description: string; date: string };
  /** A week of adjusted hours ahead, with its own hours per day. */
  adjustedWeek: { title: string; description: string; startDate: string; endDate: string; hours: Hours[] };
  /** 'Je viendrai 👍' answers per event, in event order. */
  rsvps: number[];
  reassurance: typeof REASSURANCE;
  events: Array<{ title: string; date: string; description: string; type: "event" | "promotion" }>;
  testimonials: typeof TESTIMONIALS;
  categories: Array<{ name: string; description: string; products: ScaleProduct[] }>;
  openingHours: Hours[];
};

/** Site number `n` (1-based). `today` ('YYYY-MM-DD') dates the events; `img` gives picture URLs. */
export function scaleSite(n: number, img: (key: ScalePictureKey) => string, today: string): ScaleSite {
  const kind = KINDS[n % KINDS.length];
  const surname = SURNAMES[Math.floor(n / KINDS.length) % SURNAMES.length];
  const [city, postcode, street] = TOWNS[Math.floor(n / (KINDS.length * SURNAMES.length)) % TOWNS.length];
  const host = scaleHost(n);
  const name = `${kind.label} ${surname}`;
  const streetNumber = 1 + (n % 97);
  const phone = `0${1 + (n % 5)} ${String(10 + (n % 89)).padStart(2, "0")} ${String((n * 7) % 100).padStart(2, "0")} ${String((n * 13) % 100).padStart(2, "0")} ${String((n * 31) % 100).padStart(2, "0")}`;
  const slug = host.slice(0, host.indexOf("."));
  const saturday = nextWeekday(addDays(today, 3 + (n % 7)), 6);
  const friday = nextWeekday(addDays(today, 10), 5);
  const monthStart = addDays(today, 14);
  return {
    host,
    site: {
      name,
      timezone: "Europe/Paris",
      senderEmail: `contact@${host}`,
      merchantEmail1: `bonjour@${host}`,
      merchantPhone1: phone,
      address: `${name}\n${streetNumber} ${street}\n${postcode} ${city}`,
      metroInfo: `Arrêt «\u00a0Centre\u00a0» à 5 minutes à pied par la ${street}.`,
      googleMapsLink: `https://maps.google.com/?q=${encodeURIComponent(`${streetNumber} ${street}, ${postcode} ${city}`)}`,
      mapImageUrl: img("mapDelices"),
      facebookUrl: `https://www.facebook.com/${slug}`,
      instagramUrl: `https://www.instagram.com/${slug}`,
    },
    appearance: { ...PALETTES[n % PALETTES.length], logoUrl: img(kind.logo) },
    home: {
      heroTitle: name,
      heroSubtitle: `${kind.tagline} Au cœur de ${city}, ${streetNumber} ${street}.`,
      heroImageUrl: img(kind.hero),
      highlightTitle: "Les paniers gourmands de la saison",
      highlightDescription: `Composez votre panier garni parmi nos produits\u00a0: nous l'emballons pour vous avec un petit mot. Commandes en boutique ou par téléphone au ${phone}, prêtes en 24 heures.`,
      highlightImageUrl: img("highlightTarte"),
      highlightSecondImageUrl: img("highlightPanier"),
    },
    about: {
      storyDescription: `${name} a ouvert ses portes à ${city} en ${1990 + (n % 34)}. Depuis, toute l'équipe travaille avec des producteurs de la région pour vous proposer le meilleur, simplement.`,
    },
    journey: [
      { title: `${1990 + (n % 34)} — L'ouverture`, description: `La boutique ouvre ses portes ${street}, à ${city}.` },
      { title: "Aujourd'hui", description: "Une équipe de passionnés et une quinzaine de producteurs partenaires." },
    ],
    values: [
      { iconName: "leaf", title: "Le goût des saisons", description: "Nos produits suivent le marché et les saisons." },
      { iconName: "handshake", title: "Des partenaires fidèles", description: "Nous achetons au juste prix, toute l'année." },
    ],
    team: [
      {
        name: `${["Marie", "Julien", "Sofia", "Paul"][n % 4]} ${surname}`,
        role: "Fondateur·rice",
        bio: `À la tête de la maison depuis ${2000 + (n % 24)}.`,
        imageUrl: img("teamMarie"),
      },
    ],
    partners: [
      { name: "La Ferme du Vallon", description: "Lait, crème et œufs fermiers de la région.", imageUrl: img("partnerFerme"), images: [img("partnerFerme")] },
    ],
    servicesPage: {
      title: "Nos prestations",
      description: `Commandes spéciales, plateaux et buffets\u00a0: ${name} cuisine pour vos fêtes et vos réunions. Devis gratuit.`,
    },
    serviceCategories: [
      {
        name: "Buffets",
        title: "Buffets pour vos fêtes",
        description: "Canapés, verrines et planches, livrés et dressés sur place.",
        images: [img("serviceCanapes")],
      },
      {
        name: "Plateaux repas",
        title: "Plateaux repas pour vos réunions",
        description: "Entrée, plat, fromage et dessert, livrés le midi.",
        images: [img("serviceTraySaumon")],
      },
    ],
    faqs: [
      { question: "Combien de temps à l'avance commander\u00a0?", answer: "48 heures pour les plateaux, une semaine pour un buffet." },
      { question: "Livrez-vous\u00a0?", answer: `Oui, dans ${city} et jusqu'à 20 km alentour.` },
    ],
    closedDay: { title: "Inventaire", description: "La boutique est fermée pour l'inventaire.", date: nextWeekday(addDays(today, 20 + (n % 20)), 1 + (n % 5)) },
    adjustedWeek: {
      title: "Horaires aménagés",
      description: "Une partie de l'équipe est en congés\u00a0: horaires réduits cette semaine-là.",
      startDate: addDays(today, 45 + (n % 10)),
      endDate: addDays(today, 51 + (n % 10)),
      hours: WEEKS[(n + 1) % WEEKS.length],
    },
    rsvps: [n % 7, n % 3, 0, n % 5, 0],
    reassurance: rotate(REASSURANCE, n).slice(0, 4),
    events: [
      {
        type: "event",
        title: "Dégustation en boutique",
        date: `${frenchDay(saturday)}, 10h–13h`,
        description: "Venez goûter nos nouveautés de saison, en présence de nos producteurs. Entrée libre.",
      },
      {
        type: "event",
        title: "Atelier découverte",
        date: `${frenchDay(addDays(saturday, 7))}, 15h–17h`,
        description: "Un atelier de deux heures pour apprendre nos recettes. 8 places, sur inscription en boutique.",
      },
      {
        type: "promotion",
        title: "−10 % sur les paniers garnis",
        date: `Du ${frenchDate(addDays(today, 1))} au ${frenchDate(addDays(today, 15))}`,
        description: "Pour toute commande d'un panier garni, mentionnez «\u00a0SAISON10\u00a0» en boutique.",
      },
      {
        type: "event",
        title: "Soirée des producteurs",
        date: `${frenchDay(friday)}, 18h–21h`,
        description: "Rencontrez celles et ceux qui font nos produits, autour d'un verre. Entrée libre.",
      },
      {
        type: "promotion",
        title: "Le produit du mois",
        date: `À partir du ${frenchDate(monthStart)}`,
        description: "Chaque mois, un produit à découvrir à prix doux\u00a0: demandez conseil à l'équipe.",
      },
    ],
    testimonials: rotate(TESTIMONIALS, n).slice(0, 3),
    categories: kind.categories.map((category, c) => ({
      name: category.name,
      description: category.description,
      products: category.products.map(([productName, description, price, unit, variant], p) => {
        const imageUrl = img(category.picture);
        const variants: ScaleProduct["variants"] = [{ name: variant, description: null, price, priceUnit: unit, imageUrl }];
        // Every fifth product comes in a second, larger size.
        if ((p + n) % 5 === 0)
          variants.push({ name: "Grand format", description: "Pour les grandes tablées.", price: Math.round(price * 180) / 100, priceUnit: unit, imageUrl });
        return { name: productName, description, isFeatured: p === 0 || (p === 1 && c === 0), variants };
      }),
    })),
    openingHours: WEEKS[n % WEEKS.length],
  };
}

function rotate<T>(list: readonly T[], by: number): T[] {
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}
