// The landing page's copy and structured content, kept apart from the layout so the sections stay
// short and the texts are easy to review in one place.
import {
  CakeSlice,
  ChefHat,
  Coffee,
  Croissant,
  Flower2,
  Globe,
  Headset,
  ImageDown,
  LayoutDashboard,
  type IconComponent,
  Palette,
  Rocket,
  Search,
  ShoppingBasket,
  Smartphone,
  UserPlus,
  Wine,
} from "~/components/icon/icons";

export type NavLink = { label: string; href: `#${string}` };

export const navLinks: NavLink[] = [
  { label: "Fonctionnalités", href: "#features" },
  { label: "Tarifs", href: "#pricing" },
  { label: "À propos", href: "#about" },
  { label: "Contact", href: "#contact" },
];

/** Where merchants sign in to the back-office. */
export const backOfficeHref = "/admin/login";

export type Feature = { icon: IconComponent; title: string; description: string };

export const features: Feature[] = [
  {
    icon: Smartphone,
    title: "Site responsive",
    description: "Votre site s'adapte aux téléphones, tablettes et ordinateurs\u00a0: vos clients vous trouvent où qu'ils soient.",
  },
  {
    icon: Globe,
    title: "Personnalisation par domaine",
    description: "Votre nom de domaine, votre logo et vos couleurs\u00a0: chaque site a sa propre identité, à votre image.",
  },
  {
    icon: LayoutDashboard,
    title: "Back-office intuitif",
    description: "Produits, horaires, événements, devis\u00a0: tout se modifie en quelques clics, sans compétence technique.",
  },
  {
    icon: Search,
    title: "Référencement SEO",
    description: "Pages rapides, balises soignées et données structurées pour apparaître dans les recherches locales.",
  },
  {
    icon: ImageDown,
    title: "Conversion WebP et redimensionnement automatiques",
    description: "Envoyez vos photos telles quelles\u00a0: elles sont redimensionnées et converties en WebP pour un site léger.",
  },
  {
    icon: Headset,
    title: "Support technique",
    description: "Une équipe à votre écoute pour vous accompagner, de la mise en ligne jusqu'au quotidien.",
  },
];

export type Step = { icon: IconComponent; title: string; description: string };

export const steps: Step[] = [
  {
    icon: UserPlus,
    title: "Créer un compte et choisir une formule",
    description: "Choisissez la formule adaptée à votre commerce\u00a0: Essentiel, Pro ou Expert. Votre espace est prêt aussitôt.",
  },
  {
    icon: Palette,
    title: "Personnaliser le site",
    description: "Ajoutez votre logo, vos couleurs, vos produits, vos horaires et vos photos depuis le back-office.",
  },
  {
    icon: Rocket,
    title: "Publier",
    description: "Reliez votre nom de domaine et ouvrez votre vitrine en ligne\u00a0: vos clients n'ont plus qu'à pousser la porte.",
  },
];

export type Trade = { icon: IconComponent; label: string };

export const trades: Trade[] = [
  { icon: Croissant, label: "Boulangeries" },
  { icon: CakeSlice, label: "Pâtisseries" },
  { icon: ChefHat, label: "Traiteurs" },
  { icon: ShoppingBasket, label: "Épiceries fines" },
  { icon: Flower2, label: "Fleuristes" },
  { icon: Wine, label: "Cavistes" },
  { icon: Coffee, label: "Cafés" },
];

export type Plan = {
  name: string;
  price: string;
  pitch: string;
  /** e.g. "Tout Essentiel, plus :" when the plan includes the previous one. */
  includesPrevious?: string;
  items: string[];
  highlighted?: boolean;
};

export const plans: Plan[] = [
  {
    name: "Essentiel",
    price: "29€",
    pitch: "Pour être présent en ligne simplement.",
    items: ["Site responsive", "Page d'accueil personnalisée", "Page contact et horaires", "Back-office simplifié", "Support par email"],
  },
  {
    name: "Pro",
    price: "59€",
    pitch: "Pour présenter toute votre offre et recevoir des devis.",
    includesPrevious: "Tout Essentiel, plus\u00a0:",
    items: ["Page à propos", "Page services et devis", "Galerie de produits", "Support prioritaire"],
    highlighted: true,
  },
  {
    name: "Expert",
    price: "99€",
    pitch: "Pour aller plus loin et toucher plus de clients.",
    includesPrevious: "Tout Pro, plus\u00a0:",
    items: ["Site multilingue", "SEO avancé", "Intégration réseaux sociaux", "Support dédié"],
  },
];

export const contact = {
  email: "contact@vitrine.fr",
  phone: "01 23 45 67 89",
  phoneHref: "tel:+33123456789",
  addressLines: ["15 rue du Commerce", "75015 Paris"],
} as const;

export type FooterLinkGroup = { title: string; items: { title: string; href: string }[] };

// Placeholders: these pages do not exist yet (spec: "placeholders that lead nowhere").
export const footerLinkGroups: FooterLinkGroup[] = [
  {
    title: "Produit",
    items: [
      { title: "Fonctionnalités", href: "#" },
      { title: "Prix", href: "#" },
      { title: "Témoignages", href: "#" },
      { title: "Démos", href: "#" },
    ],
  },
  {
    title: "Ressources",
    items: [
      { title: "Aide", href: "#" },
      { title: "Contact", href: "#" },
      { title: "Documentation", href: "#" },
    ],
  },
  {
    title: "Légal",
    items: [
      { title: "Mentions légales", href: "#" },
      { title: "Confidentialité", href: "#" },
      { title: "CGU", href: "#" },
    ],
  },
];
