/**
 * What the demo sites say: a caterer-épicerie fine in Lyon that fills every section of every
 * public page, and a small cheese shop that exists for tenant-isolation tests.
 *
 * Pure data builders. Pictures are named by key (demo-illustrations.ts) and turned into URLs by
 * `img`; dates of events and special hours are computed from `today` so they are always ahead.
 */
import type {
  aboutContent,
  aboutJourneySteps,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  homeContent,
  homeEvents,
  homeReassuranceItems,
  homeTestimonials,
  openingHours,
  productCategories,
  products,
  productVariants,
  serviceCategories,
  serviceFaqs,
  servicesPageContent,
  siteAppearance,
  sites,
  specialHoursPeriods,
  specialOpeningHours,
} from "~/db/schema";
import { closedDay } from "~/features/hours/hours-schema";
import { DEMO_DOMAIN, DEMO_SITES } from "~/features/demo/demo-accounts";
import { addDays } from "~/lib/calendar";
import { frenchDate, frenchDay, frenchMonth, nextPublicHoliday, nextWeekday } from "~/features/demo/demo-dates";
import type { DemoPictureKey } from "~/features/demo/demo-illustrations";
import { type DemoMessage, type DemoQuote, mainSiteInbox, type Received } from "~/features/demo/demo-inbox";

type Generated = "siteId" | "id" | "createdAt" | "updatedAt" | "orderIndex";
type Row<T extends { $inferInsert: object }, Also extends string = never> = Omit<T["$inferInsert"], Generated | Also>;

export type DemoVariant = Row<typeof productVariants, "productId">;
export type DemoProduct = Omit<Row<typeof products>, "price" | "priceUnit" | "imageUrl" | "categoryId"> & {
  /** Name of one of the site's product categories. */
  category: string;
  /** The first one gives the product its price, unit and picture. */
  variants: DemoVariant[];
};
export type DemoHours = Row<typeof openingHours>;
export type DemoSpecialPeriod = Row<typeof specialHoursPeriods> & { hours: Array<Row<typeof specialOpeningHours, "periodId">> };

/** One site's whole content; list order is order_index. */
export type DemoSite = {
  site: Row<typeof sites, "ownerId">;
  /** Active domain mappings. */
  domains: string[];
  appearance: Row<typeof siteAppearance>;
  home: Row<typeof homeContent> | null;
  reassurance: Array<Row<typeof homeReassuranceItems>>;
  events: Array<Row<typeof homeEvents>>;
  /** Each added on its own day, after the month of the visit it tells (the date shown as 'Publié le'). */
  testimonials: Array<Row<typeof homeTestimonials> & Received>;
  about: Row<typeof aboutContent> | null;
  journey: Array<Row<typeof aboutJourneySteps>>;
  values: Array<Row<typeof aboutValues>>;
  team: Array<Row<typeof aboutTeamMembers>>;
  partners: Array<Row<typeof aboutPartners> & { images: string[] }>;
  servicesPage: Row<typeof servicesPageContent> | null;
  serviceCategories: Array<Row<typeof serviceCategories> & { images: string[] }>;
  faqs: Array<Row<typeof serviceFaqs>>;
  productCategories: Array<Row<typeof productCategories>>;
  products: DemoProduct[];
  openingHours: DemoHours[];
  specialPeriods: DemoSpecialPeriod[];
  /** What visitors sent (demo-inbox.ts). */
  messages: DemoMessage[];
  quotes: DemoQuote[];
};

export type PictureUrl = (key: DemoPictureKey) => string;

export const MAIN_SITE_NAME = DEMO_SITES[0].name;
export const SECOND_SITE_NAME = DEMO_SITES[1].name;
export const MAIN_SITE_DOMAINS = [DEMO_DOMAIN, `www.${DEMO_DOMAIN}`];
export const SECOND_SITE_DOMAIN = DEMO_SITES[1].domain;

// ---------------------------------------------------------------------------------------------
// Hours helpers ('HH:MM' text, null for no range)

const open = (dayOfWeek: number, morning: [string, string] | null, afternoon: [string, string] | null = null): DemoHours => ({
  dayOfWeek,
  morningOpen: morning?.[0] ?? null,
  morningClose: morning?.[1] ?? null,
  afternoonOpen: afternoon?.[0] ?? null,
  afternoonClose: afternoon?.[1] ?? null,
  isClosed: false,
});
const closed = (dayOfWeek: number): DemoHours => ({
  dayOfWeek,
  morningOpen: null,
  morningClose: null,
  afternoonOpen: null,
  afternoonClose: null,
  isClosed: true,
});

/** Sunday first, like day_of_week. */
const week = (rows: Record<0 | 1 | 2 | 3 | 4 | 5 | 6, DemoHours>): DemoHours[] => [0, 1, 2, 3, 4, 5, 6].map((d) => rows[d as 0]);

// ---------------------------------------------------------------------------------------------
// Les Délices de Marie

export function mainSite(img: PictureUrl, today: string): DemoSite {
  return {
    site: {
      name: MAIN_SITE_NAME,
      // The demo merchant shows everything the platform sells.
      plan: "expert",
      timezone: "Europe/Paris",
      senderEmail: "contact@delices.localhost",
      merchantEmail1: "marie@delices.localhost",
      merchantEmail2: "commandes@delices.localhost",
      merchantPhone1: "04 78 42 18 36",
      merchantPhone2: "06 12 48 75 30",
      address: "Les Délices de Marie\n12 rue des Marronniers\n69002 Lyon",
      metroInfo: "Ligne A ou D, station Bellecour (3 minutes à pied par la rue des Marronniers).",
      busInfo: "Lignes C9, C10 et C20, arrêt Bellecour – Antonin Poncet.",
      tramInfo: "T1 ou T2, arrêt Perrache, puis 10 minutes à pied par la rue Victor-Hugo, piétonne.",
      carInfo: "Parkings Bellecour et Saint-Antoine à 300 m. Arrêt minute devant la boutique pour retirer vos commandes.",
      googleMapsLink: "https://maps.google.com/?q=12+rue+des+Marronniers,+69002+Lyon",
      mapImageUrl: img("mapDelices"),
      facebookUrl: "https://www.facebook.com/lesdelicesdemarie.lyon",
      instagramUrl: "https://www.instagram.com/lesdelicesdemarie.lyon",
      twitterUrl: null,
      tiktokUrl: null,
      linkedinUrl: null,
      // Fake but valid (SIRET passes the Luhn rule, the VAT key matches its SIREN).
      legalName: "Les Délices de Marie",
      legalForm: "SARL",
      shareCapital: "8 000 €",
      registeredOffice: "12 rue des Marronniers\n69002 Lyon",
      legalRegistry: "RCS",
      legalRegistryCity: "Lyon",
      siret: "81234567600017",
      vatNumber: "FR19812345676",
      publicationDirector: "Marie Lefèvre",
      // The consumer mediator a bakery joins through its federation, shown on the legal notice.
      consumerMediatorName: "CM2C",
      consumerMediatorUrl: "https://www.cm2c.net",
    },
    domains: MAIN_SITE_DOMAINS,
    // White text reads on primary (5.5:1), secondary (8:1) and the icon background (7.3:1);
    // dark text on the light accent (14:1).
    appearance: {
      logoUrl: img("logoDelices"),
      primaryColor: "#A94F2B",
      primaryHoverColor: "#8E3F20",
      secondaryColor: "#4A5526",
      accentColor: "#F3E6D3",
    },
    home: {
      heroTitle: "Les Délices de Marie",
      heroSubtitle:
        "Traiteur et épicerie fine au cœur de Lyon\u00a0: des plats faits maison chaque matin, les meilleurs produits de nos régions et des buffets qui régalent vos invités.",
      heroImageUrl: img("heroDelices"),
      highlightTitle: "La saison des paniers gourmands",
      highlightDescription:
        "Tarte aux pralines roses, confitures de la maison, Saint-Marcellin bien affiné et vins des Pierres Dorées\u00a0: composez votre panier garni, nous l'emballons pour vous avec un petit mot manuscrit. À offrir… ou à partager\u00a0! Commandes en boutique ou par téléphone, prêtes en 24 heures.",
      highlightImageUrl: img("highlightTarte"),
      highlightSecondImageUrl: img("highlightPanier"),
    },
    reassurance: [
      {
        iconName: "award",
        title: "Fait maison",
        description: "Terrines, quiches, gratins et pâtisseries sont préparés chaque matin dans notre cuisine, à partir de produits frais.",
      },
      {
        iconName: "heart",
        title: "Producteurs de la région",
        description: "Nous travaillons en direct avec une vingtaine de fermes et d'artisans installés à moins de 80 km de Lyon.",
      },
      { iconName: "truck", title: "Livraison soignée", description: "Buffets et plateaux repas livrés à l'heure dite, dans Lyon et jusqu'à 50 km alentour." },
      {
        iconName: "star",
        title: "Conseils personnalisés",
        description: "Un accord mets-vins, un menu pour 40 personnes, une allergie à prendre en compte\u00a0? On prend le temps d'en parler.",
      },
    ],
    events: mainSiteEvents(today),
    testimonials: mainSiteTestimonials(today),
    about: {
      storyDescription: [
        "Tout a commencé en 2009, dans une petite cuisine de la Croix-Rousse. Marie Lefèvre, alors cheffe de partie dans un bouchon lyonnais, préparait le week-end des terrines et des tartes pour ses voisins. Le bouche-à-oreille a fait le reste.",
        "En 2014, elle ouvre Les Délices de Marie rue des Marronniers, à deux pas de la place Bellecour\u00a0: une épicerie fine où l'on trouve les produits de nos producteurs préférés, et un service traiteur pour les repas de famille, les mariages et les événements d'entreprise.",
        "Nous sommes aujourd'hui une équipe de six passionnés. Notre ambition n'a pas changé\u00a0: cuisiner de bons produits, simplement, et prendre le temps de vous conseiller.",
      ].join("\n\n"),
    },
    journey: [
      {
        title: "2009 — Les premières terrines",
        description: "Marie cuisine pour ses voisins de la Croix-Rousse. Sa terrine de campagne et sa tarte aux pralines font vite le tour du quartier.",
      },
      {
        title: "2014 — La boutique ouvre ses portes",
        description: "Une épicerie fine de 40 m² rue des Marronniers, avec un comptoir traiteur et une dizaine de producteurs partenaires.",
      },
      {
        title: "2018 — Le traiteur prend son envol",
        description: "Julien rejoint l'équipe en cuisine\u00a0: buffets, plateaux repas et pièces montées pour les mariages et les entreprises lyonnaises.",
      },
      {
        title: "2023 — Une cuisine agrandie",
        description: "Nouveaux fourneaux et chambre froide\u00a0: nous servons jusqu'à 400 couverts par jour, sans rien changer à nos recettes.",
      },
    ],
    values: [
      {
        iconName: "leaf",
        title: "Le goût des saisons",
        description: "Nos cartes suivent le marché\u00a0: asperges au printemps, tomates en été, courges et champignons à l'automne.",
      },
      {
        iconName: "handshake",
        title: "Des partenaires fidèles",
        description: "Nous connaissons chacun de nos producteurs et leur achetons au juste prix, toute l'année.",
      },
      {
        iconName: "award",
        title: "L'exigence artisanale",
        description: "Pâte feuilletée, fonds de sauce, confitures\u00a0: tout ce qui peut être fait maison l'est.",
      },
      {
        iconName: "heart",
        title: "L'accueil avant tout",
        description: "Un conseil, une dégustation, une commande de dernière minute\u00a0: vous êtes toujours les bienvenus.",
      },
    ],
    team: [
      {
        name: "Marie Lefèvre",
        role: "Fondatrice et cheffe",
        bio: "Formée à l'Institut Paul Bocuse, Marie a passé dix ans dans les bouchons lyonnais avant d'ouvrir sa boutique. Elle signe toujours les recettes de la maison.",
        imageUrl: img("teamMarie"),
      },
      {
        name: "Julien Roux",
        role: "Chef traiteur",
        bio: "Julien orchestre les buffets et les pièces montées. Sa spécialité\u00a0: le pâté en croûte, qu'il prépare selon la tradition lyonnaise, avec foie gras et pistaches.",
        imageUrl: img("teamJulien"),
      },
      {
        name: "Sofia Marchetti",
        role: "Responsable de l'épicerie",
        bio: "Sofia sélectionne nos fromages, nos huiles et nos vins. Demandez-lui un accord\u00a0: elle a toujours une bouteille à vous faire découvrir.",
        imageUrl: img("teamSofia"),
      },
    ],
    partners: [
      {
        name: "La Ferme du Vallon",
        description: "Lait, crème et œufs fermiers des Monts du Lyonnais.",
        longDescription:
          "Depuis trois générations, la famille Perrin élève une quarantaine de vaches montbéliardes à Saint-Martin-en-Haut, nourries à l'herbe et au foin de la ferme. Sa crème crue entre dans nos quiches et nos gratins, et ses œufs de poules élevées en plein air dans toutes nos pâtisseries. Livraison deux fois par semaine, directement en cuisine.",
        imageUrl: img("partnerFerme"),
        logoUrl: img("logoFerme"),
        images: [img("partnerFermeOeufs"), img("partnerFermeLait")],
      },
      {
        name: "Moulin de Chazay",
        description: "Farines biologiques moulues à la meule de pierre.",
        longDescription:
          "Au bord de l'Azergues, Antoine et Lucie font tourner un moulin du XIXᵉ siècle pour moudre les blés anciens de cinq paysans voisins. Leur farine T80 donne à nos pâtes à tarte et à nos pains de campagne ce goût de noisette que vous aimez tant. Vous trouverez aussi leurs sachets de farine à l'épicerie.",
        imageUrl: img("partnerMoulin"),
        logoUrl: img("logoMoulin"),
        images: [img("partnerMoulinFarine"), img("partnerMoulinPain")],
      },
      {
        name: "Domaine des Pierres Dorées",
        description: "Vins du Beaujolais en agriculture biologique.",
        longDescription:
          "Dans le sud du Beaujolais, là où les villages de pierre ocre brillent au soleil du soir, Claire et Mathieu Dubost cultivent huit hectares de gamay et de chardonnay. Leurs vins gourmands accompagnent nos buffets, et nous organisons avec eux des dégustations en boutique plusieurs fois par an.",
        imageUrl: img("partnerDomaine"),
        logoUrl: img("logoDomaine"),
        images: [img("partnerDomaineRaisin"), img("partnerDomaineCave")],
      },
    ],
    servicesPage: {
      title: "Nos prestations traiteur",
      description:
        "Buffets, plateaux repas et pièces montées\u00a0: nous cuisinons pour vos fêtes de famille, vos mariages et vos événements d'entreprise, de 10 à 300 convives. Chaque devis est personnalisé et gratuit.",
    },
    serviceCategories: [
      {
        name: "Buffets",
        title: "Buffets froids et chauds",
        description:
          "Canapés, verrines, planches de charcuterie et de fromages, plats mijotés servis en cocotte… Nous composons avec vous un buffet à votre image, livré et dressé sur place. À partir de 18 € par personne.",
        images: [img("serviceCanapes"), img("serviceVerrines"), img("servicePlanche")],
      },
      {
        name: "Plateaux repas",
        title: "Plateaux repas pour vos réunions",
        description:
          "Entrée, plat, fromage et dessert, servis frais dans un coffret recyclable. Trois menus renouvelés chaque semaine, dont un végétarien. Livraison le midi du mardi au samedi, dès 5 plateaux, à partir de 19,50 € le plateau.",
        images: [img("serviceTraySaumon"), img("serviceTrayVolaille")],
      },
      {
        name: "Pièces montées",
        title: "Pièces montées et gâteaux de fête",
        description:
          "Croquembouche traditionnel, wedding cake ou entremets sur mesure\u00a0: notre pâtissier imagine le dessert de votre mariage, baptême ou anniversaire. Dégustation offerte pour toute commande de plus de 50 parts.",
        images: [img("serviceCroquembouche"), img("serviceWeddingCake")],
      },
    ],
    faqs: [
      {
        question: "Combien de temps à l'avance dois-je commander\u00a0?",
        answer:
          "Nous vous conseillons de réserver au moins 7 jours à l'avance, et 14 jours pour un mariage ou un événement de plus de 80 personnes. Pour les plateaux repas, 48 heures suffisent.",
      },
      {
        question: "Proposez-vous des options végétariennes ou sans gluten\u00a0?",
        answer:
          "Oui\u00a0: chaque buffet et chaque menu de plateaux comprend une option végétarienne. Nous adaptons volontiers nos recettes aux allergies et intolérances\u00a0; signalez-les simplement dans votre demande de devis.",
      },
      {
        question: "Jusqu'où livrez-vous\u00a0?",
        answer: "Nous livrons dans un rayon de 50 km autour de la boutique. La livraison est offerte dans Lyon à partir de 150 € de commande.",
      },
      {
        question: "La vaisselle et le service sont-ils compris\u00a0?",
        answer:
          "Nous pouvons fournir la vaisselle, le nappage et du personnel de service. Ces options sont détaillées dans le devis, selon le nombre de convives et la durée de l'événement.",
      },
    ],
    productCategories: [
      { name: "Traiteur maison", description: "Nos plats cuisinés chaque matin, à emporter ou à réchauffer.", isActive: true },
      { name: "Épicerie fine", description: "Les produits de nos producteurs, sélectionnés un à un.", isActive: true },
      { name: "Douceurs", description: "Tartes, macarons et gourmandises de notre pâtissier.", isActive: true },
    ],
    products: [
      {
        name: "Quiche lorraine",
        description: "Pâte brisée pur beurre, lardons fumés et crème crue de la Ferme du Vallon.",
        category: "Traiteur maison",
        isActive: true,
        isFeatured: true,
        allergens: ["gluten", "oeufs", "lait"],
        variants: [
          { name: "Part individuelle", description: "Environ 180 g.", price: 4.5, priceUnit: "€ / pièce", imageUrl: img("productQuiche"), isActive: true },
          {
            name: "Quiche entière",
            description: "6 à 8 parts, à commander la veille.",
            price: 24,
            priceUnit: "€",
            imageUrl: img("productQuiche"),
            isActive: true,
          },
        ],
      },
      {
        name: "Pâté en croûte maison",
        description: "Notre recette lyonnaise\u00a0: volaille, veau, foie gras et pistaches dans une croûte dorée. Vendu à la coupe.",
        category: "Traiteur maison",
        isActive: true,
        isFeatured: true,
        allergens: ["gluten", "oeufs", "lait", "fruits-a-coque"],
        variants: [{ name: "À la coupe", description: null, price: 42, priceUnit: "€ / kg", imageUrl: img("productPateEnCroute"), isActive: true }],
      },
      {
        name: "Quenelles de brochet, sauce Nantua",
        description: "Le grand classique lyonnais, gratiné au four. Prêtes à réchauffer 20 minutes.",
        category: "Traiteur maison",
        isActive: true,
        isFeatured: false,
        // Brochet in the quenelles, crayfish in the Nantua sauce.
        allergens: ["gluten", "crustaces", "oeufs", "poissons", "lait"],
        variants: [
          { name: "Barquette de 2", description: "Pour une personne.", price: 9.8, priceUnit: "€", imageUrl: img("productQuenelles"), isActive: true },
          { name: "Barquette de 4", description: "Pour deux personnes.", price: 18.5, priceUnit: "€", imageUrl: img("productQuenelles"), isActive: true },
        ],
      },
      {
        name: "Gratin dauphinois",
        description: "Pommes de terre fondantes, crème et une pointe d'ail, comme à la maison.",
        category: "Traiteur maison",
        isActive: true,
        isFeatured: false,
        allergens: ["lait"],
        variants: [{ name: "Au poids", description: null, price: 16, priceUnit: "€ / kg", imageUrl: img("productGratin"), isActive: true }],
      },
      {
        name: "Confitures de la maison",
        description: "Cuites en petites quantités au chaudron de cuivre, avec 60 % de fruits.",
        category: "Épicerie fine",
        isActive: true,
        isFeatured: true,
        // Cooked in the same copper pan as the fig and walnut one.
        allergenTraces: ["fruits-a-coque"],
        variants: [
          {
            name: "Abricot du Roussillon",
            description: "Pot de 320 g.",
            price: 6.9,
            priceUnit: "€ / pot",
            imageUrl: img("productConfitures"),
            isActive: true,
            netQuantity: 320,
            netQuantityUnit: "g",
          },
          {
            name: "Fraise-rhubarbe",
            description: "Pot de 320 g.",
            price: 6.9,
            priceUnit: "€ / pot",
            imageUrl: img("productConfitures"),
            isActive: true,
            netQuantity: 320,
            netQuantityUnit: "g",
          },
          {
            name: "Figue-noix",
            description: "Pot de 320 g, idéale avec les fromages.",
            price: 7.5,
            priceUnit: "€ / pot",
            imageUrl: img("productConfitures"),
            isActive: true,
            netQuantity: 320,
            netQuantityUnit: "g",
            allergens: ["fruits-a-coque"],
            allergenTraces: [],
          },
          {
            name: "Mirabelle",
            description: "De retour à la fin de l'été.",
            price: 6.9,
            priceUnit: "€ / pot",
            imageUrl: img("productConfitures"),
            isActive: false,
            netQuantity: 320,
            netQuantityUnit: "g",
          },
        ],
      },
      {
        name: "Huile d'olive de Nyons AOP",
        description: "Douce et fruitée, pressée à froid par un moulin de la Drôme provençale.",
        category: "Épicerie fine",
        isActive: true,
        isFeatured: false,
        variants: [
          {
            name: "Bouteille de 50 cl",
            description: null,
            price: 14.9,
            priceUnit: "€",
            imageUrl: img("productHuile"),
            isActive: true,
            netQuantity: 50,
            netQuantityUnit: "cl",
          },
          {
            name: "Bidon de 1 L",
            description: "Le format économique.",
            price: 26,
            priceUnit: "€",
            imageUrl: img("productHuile"),
            isActive: true,
            netQuantity: 1,
            netQuantityUnit: "l",
          },
        ],
      },
      {
        name: "Saint-Marcellin affiné",
        description: "Affiné chez nous deux à trois semaines, crémeux à cœur. Servi dans son petit pot en terre.",
        category: "Épicerie fine",
        isActive: true,
        isFeatured: true,
        allergens: ["lait"],
        variants: [
          { name: "La pièce", description: "Environ 80 g.", price: 4.2, priceUnit: "€ / pièce", imageUrl: img("productSaintMarcellin"), isActive: true },
        ],
      },
      {
        name: "Tarte aux pralines",
        description: "La spécialité lyonnaise\u00a0: pralines roses fondues dans la crème, sur une pâte sablée croustillante.",
        category: "Douceurs",
        isActive: true,
        isFeatured: true,
        // Pink pralines are sugar-coated almonds.
        allergens: ["gluten", "oeufs", "lait", "fruits-a-coque"],
        variants: [
          { name: "4 parts", description: null, price: 16, priceUnit: "€", imageUrl: img("productTartePralines"), isActive: true },
          { name: "6 parts", description: null, price: 23, priceUnit: "€", imageUrl: img("productTartePralines"), isActive: true },
          {
            name: "8 parts",
            description: "À commander 48 heures à l'avance.",
            price: 29.5,
            priceUnit: "€",
            imageUrl: img("productTartePralines"),
            isActive: true,
          },
        ],
      },
      {
        name: "Macarons",
        description: "Pistache, framboise, vanille, chocolat, citron, cassis et caramel au beurre salé.",
        category: "Douceurs",
        isActive: true,
        isFeatured: false,
        // Almond meringue shells; ganaches with butter and cream.
        allergens: ["oeufs", "lait", "fruits-a-coque"],
        variants: [
          { name: "Boîte de 6", description: null, price: 9.5, priceUnit: "€", imageUrl: img("productMacarons"), isActive: true },
          { name: "Boîte de 12", description: null, price: 18, priceUnit: "€", imageUrl: img("productMacarons"), isActive: true },
        ],
      },
      {
        name: "Panier pique-nique",
        description: "Terrine, pain de campagne, fromage, dessert et bouteille de Beaujolais\u00a0: l'été revient bientôt\u00a0!",
        category: "Épicerie fine",
        isActive: false,
        isFeatured: false,
        allergens: ["gluten", "oeufs", "lait", "sulfites"],
        variants: [{ name: "Pour 2 personnes", description: null, price: 39, priceUnit: "€", imageUrl: img("productPanier"), isActive: true }],
      },
    ],
    // Monday closed; Tuesday–Friday with a lunch break; Saturday straight through; Sunday morning.
    openingHours: week({
      0: open(0, ["09:00", "13:00"]),
      1: closed(1),
      2: open(2, ["09:00", "13:00"], ["15:00", "19:30"]),
      3: open(3, ["09:00", "13:00"], ["15:00", "19:30"]),
      4: open(4, ["09:00", "13:00"], ["15:00", "19:30"]),
      5: open(5, ["09:00", "13:00"], ["15:00", "19:30"]),
      6: open(6, ["09:00", "19:30"]),
    }),
    specialPeriods: mainSiteSpecialPeriods(today),
    ...mainSiteInbox(today),
  };
}

/**
 * The demo's reviews, added when the demo is seeded (their date of publication) about visits one
 * to six months before: the month of the experience is always before the review.
 */
function mainSiteTestimonials(today: string): DemoSite["testimonials"] {
  return [
    {
      customerName: "Claire Dumas",
      receivedOn: addDays(today, -40),
      receivedAt: "21:14",
      experienceMonth: monthsBefore(today, 2),
      customerInitials: "CD",
      rating: 5,
      text: "Nous avons commandé un buffet pour les 60 ans de ma mère\u00a0: tout était délicieux, joliment présenté et livré pile à l'heure. Les invités en parlent encore\u00a0!",
    },
    {
      customerName: "Thomas Bernard",
      receivedOn: addDays(today, -12),
      receivedAt: "18:02",
      experienceMonth: monthsBefore(today, 1),
      customerInitials: "TB",
      rating: 5,
      text: "Le pâté en croûte est une merveille et la tarte aux pralines a le goût de celle de ma grand-mère. Accueil toujours souriant, même le samedi midi.",
    },
    {
      customerName: "Nadia Benali",
      receivedOn: addDays(today, -100),
      receivedAt: "12:40",
      experienceMonth: monthsBefore(today, 4),
      customerInitials: "NB",
      rating: 4,
      text: "Des plateaux repas frais et généreux pour nos réunions d'équipe. Seul conseil\u00a0: commander 48 heures à l'avance, la maison est victime de son succès.",
    },
    {
      customerName: "Jean-Pierre Garnier",
      receivedOn: addDays(today, -160),
      receivedAt: "09:55",
      experienceMonth: monthsBefore(today, 6),
      customerInitials: "JPG",
      rating: 5,
      text: "Mon épicerie préférée de la Presqu'île\u00a0: de belles confitures, des fromages bien affinés et toujours un bon conseil pour choisir le vin qui va avec.",
    },
  ];
}

/** The first day of the month `months` before `today`'s ('2026-11-30', 2 → '2026-09-01'). */
function monthsBefore(today: string, months: number): string {
  const [year, month] = today.split("-").map(Number);
  const at = new Date(Date.UTC(year, month - 1 - months, 1));
  return at.toISOString().slice(0, 10);
}

/** Two events and two offers, in the coming weeks. */
function mainSiteEvents(today: string): DemoSite["events"] {
  const workshop = nextWeekday(addDays(today, 6), 6);
  const tasting = nextWeekday(addDays(workshop, 1), 5);
  const offerStart = nextWeekday(addDays(today, 1), 2);
  const offerEnd = addDays(offerStart, 17);
  const month = addDays(today, 3);
  return [
    {
      type: "event",
      title: "Atelier pâté en croûte avec Julien",
      date: `${frenchDay(workshop)}, 10h–12h30`,
      // Dated events leave the home by themselves the day after.
      endDate: workshop,
      description:
        "Julien vous dévoile les secrets de notre pâté en croûte\u00a0: la pâte, la farce, le décor. Vous repartez avec le vôtre, prêt à cuire. 8 places, 45 € par personne, sur inscription en boutique.",
    },
    {
      type: "event",
      title: "Dégustation au comptoir\u00a0: le Domaine des Pierres Dorées",
      date: `${frenchDay(tasting)}, 17h–20h`,
      endDate: tasting,
      description:
        "Claire et Mathieu Dubost viennent présenter leurs nouvelles cuvées, accompagnées de quelques bouchées de la maison. Entrée libre, avec modération\u00a0!",
    },
    {
      type: "promotion",
      title: "−15 % sur les plateaux repas",
      date: `Du ${frenchDate(offerStart)} au ${frenchDate(offerEnd)}`,
      endDate: offerEnd,
      description:
        "Pour toute commande d'au moins 10 plateaux repas, livraison comprise dans Lyon. Mentionnez «\u00a0DÉLICES15\u00a0» dans votre demande de devis.",
    },
    {
      type: "promotion",
      title: "La confiture du mois",
      date: `Tout le mois ${/^[aeiou]/.test(frenchMonth(month)) ? "d'" : "de "}${frenchMonth(month)}`,
      description: "Trois pots de confiture achetés, le quatrième offert\u00a0: de quoi faire le plein pour les goûters et les plateaux de fromages.",
    },
  ];
}

const SPECIAL_PERIOD_LEAD_DAYS = 21;
const SPECIAL_PERIOD_LENGTH_DAYS = 7;

/**
 * A closed public holiday (when one falls in the next ~8 weeks, else a closed inventory day) and
 * a week of adjusted hours starting three weeks from now, titled after the season. Both start
 * within the two-month window in which the public site shows special hours.
 */
function mainSiteSpecialPeriods(today: string): DemoSpecialPeriod[] {
  const holiday = nextPublicHoliday(addDays(today, 2), addDays(today, 56));
  let single: DemoSpecialPeriod;
  if (holiday) {
    single = singleDayClosed(
      holiday.date,
      `Fermeture\u00a0: ${holiday.name}`,
      `La boutique est fermée le ${frenchDate(holiday.date)}, jour férié. Les commandes traiteur peuvent être retirées la veille.`,
    );
  } else {
    const day = nextWeekday(addDays(today, 30), 2);
    single = singleDayClosed(day, "Inventaire annuel", "La boutique est fermée pour l'inventaire. Merci de votre compréhension, et à très vite\u00a0!");
  }

  // The week must not contain the closed day: it then ends the day before it, or starts after it.
  let start = addDays(today, SPECIAL_PERIOD_LEAD_DAYS);
  if (single.startDate >= start && single.startDate <= addDays(start, SPECIAL_PERIOD_LENGTH_DAYS - 1)) {
    const before = addDays(single.startDate, -SPECIAL_PERIOD_LENGTH_DAYS);
    start = before >= addDays(today, 2) ? before : addDays(single.startDate, 1);
  }
  const end = addDays(start, SPECIAL_PERIOD_LENGTH_DAYS - 1);
  const month = Number(start.slice(5, 7));
  const range: DemoSpecialPeriod =
    month === 12
      ? {
          title: "Horaires des fêtes",
          description: "Pour vos commandes de fêtes, la boutique ouvre exceptionnellement le lundi et reste ouverte sans interruption du mardi au samedi.",
          ...rangeDates(start, end),
          hours: week({
            0: open(0, ["09:00", "13:00"]),
            1: open(1, ["09:00", "19:00"]),
            2: open(2, ["08:30", "20:00"]),
            3: open(3, ["08:30", "20:00"]),
            4: open(4, ["08:30", "20:00"]),
            5: open(5, ["08:30", "20:00"]),
            6: open(6, ["08:30", "20:00"]),
          }),
        }
      : month >= 7 && month <= 8
        ? {
            title: "Horaires d'été",
            description: "Pendant l'été, la boutique ouvre plus tôt et ferme le dimanche. Les commandes traiteur restent ouvertes toute la semaine.",
            ...rangeDates(start, end),
            hours: week({
              0: closed(0),
              1: closed(1),
              2: open(2, ["08:30", "13:00"], ["16:00", "19:30"]),
              3: open(3, ["08:30", "13:00"], ["16:00", "19:30"]),
              4: open(4, ["08:30", "13:00"], ["16:00", "19:30"]),
              5: open(5, ["08:30", "13:00"], ["16:00", "19:30"]),
              6: open(6, ["08:30", "13:00"]),
            }),
          }
        : {
            title: "Horaires aménagés",
            description:
              "Une partie de l'équipe est en congés\u00a0: la boutique ouvre un peu plus tard, ferme à 13h le samedi et reste fermée le dimanche. Les commandes traiteur sont assurées normalement.",
            ...rangeDates(start, end),
            hours: week({
              0: closed(0),
              1: closed(1),
              2: open(2, ["09:30", "13:00"], ["15:00", "19:00"]),
              3: open(3, ["09:30", "13:00"], ["15:00", "19:00"]),
              4: open(4, ["09:30", "13:00"], ["15:00", "19:00"]),
              5: open(5, ["09:30", "13:00"], ["15:00", "19:00"]),
              6: open(6, ["09:00", "13:00"]),
            }),
          };
  return [single, range].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

function singleDayClosed(date: string, title: string, description: string): DemoSpecialPeriod {
  return { ...closedDay(date, title, description), hours: [] };
}

function rangeDates(startDate: string, endDate: string) {
  return { startDate, endDate, isSingleDay: false, isPeriodClosed: false, morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null };
}

// ---------------------------------------------------------------------------------------------
// Fromagerie du Marché: a little content, for tenant-isolation tests

export function secondSite(img: PictureUrl): DemoSite {
  return {
    site: {
      name: SECOND_SITE_NAME,
      // The smallest plan (home, contact and hours); its products stay stored, hidden.
      plan: "essentiel",
      timezone: "Europe/Paris",
      senderEmail: "contact@fromagerie.localhost",
      merchantEmail1: "paul@fromagerie.localhost",
      merchantPhone1: "04 78 28 61 05",
      address: "Fromagerie du Marché\n5 place de la Croix-Rousse\n69004 Lyon",
      googleMapsLink: "https://maps.google.com/?q=5+place+de+la+Croix-Rousse,+69004+Lyon",
      // An individual business (no capital), fake but valid identifiers.
      legalName: "Paul Girard — Fromagerie du Marché",
      legalForm: "EI",
      registeredOffice: "5 place de la Croix-Rousse\n69004 Lyon",
      legalRegistry: "RCS",
      legalRegistryCity: "Lyon",
      siret: "52398741000025",
      vatNumber: "FR30523987410",
      publicationDirector: "Paul Girard",
      consumerMediatorName: "Medicys",
      consumerMediatorUrl: "https://www.medicys.fr",
    },
    domains: [SECOND_SITE_DOMAIN],
    appearance: {
      logoUrl: img("logoFromagerie"),
      primaryColor: "#2F5D62",
      primaryHoverColor: "#27504F",
      secondaryColor: "#1E3D40",
      accentColor: "#F5E9C8",
    },
    home: {
      heroTitle: "Fromagerie du Marché",
      heroSubtitle: "Plus de 120 fromages affinés dans notre cave, à deux pas du marché de la Croix-Rousse.",
      heroImageUrl: img("heroFromagerie"),
      highlightTitle: null,
      highlightDescription: null,
      highlightImageUrl: null,
      highlightSecondImageUrl: null,
    },
    reassurance: [],
    events: [],
    testimonials: [],
    about: null,
    journey: [],
    values: [],
    team: [],
    partners: [],
    servicesPage: null,
    serviceCategories: [],
    faqs: [],
    productCategories: [{ name: "Fromages", description: "Vaches, chèvres et brebis, affinés dans notre cave.", isActive: true }],
    products: [
      {
        name: "Comté AOP",
        description: "Fruité et fondant à 18 mois, puissant et cristallin à 24 mois. Découpé à la demande.",
        category: "Fromages",
        isActive: true,
        isFeatured: true,
        allergens: ["lait"],
        variants: [
          { name: "18 mois", description: null, price: 26.9, priceUnit: "€ / kg", imageUrl: img("productComte"), isActive: true },
          { name: "24 mois", description: null, price: 32, priceUnit: "€ / kg", imageUrl: img("productComte"), isActive: true },
        ],
      },
      {
        name: "Plateau de fromages",
        description: "Cinq fromages de saison, raisins et noix, prêt à servir.",
        category: "Fromages",
        isActive: true,
        isFeatured: true,
        allergens: ["lait", "fruits-a-coque"],
        variants: [{ name: "Pour 6 personnes", description: null, price: 45, priceUnit: "€", imageUrl: img("productPlateauFromages"), isActive: true }],
      },
    ],
    openingHours: week({
      0: open(0, ["08:30", "12:30"]),
      1: closed(1),
      2: open(2, ["08:30", "12:30"], ["15:30", "19:30"]),
      3: open(3, ["08:30", "12:30"], ["15:30", "19:30"]),
      4: open(4, ["08:30", "12:30"], ["15:30", "19:30"]),
      5: open(5, ["08:30", "12:30"], ["15:30", "19:30"]),
      6: open(6, ["08:00", "13:00"], ["15:00", "19:00"]),
    }),
    specialPeriods: [],
    messages: [],
    quotes: [],
  };
}
