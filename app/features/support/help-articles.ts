import type { SitePlan } from "~/db/enums";

/**
 * The merchants' help centre: short French articles answering what a new merchant asks, each
 * tied to the back-office screens it explains (the screen she came from offers it first). Plain
 * data, read by the 'Aide' screen in the browser (the search is instant) and by the server (the
 * search without JavaScript). Every menu entry and button named here is the product's own.
 */
export type HelpBlock = { kind: "paragraph"; text: string } | { kind: "steps"; items: readonly string[] };

export type HelpArticle = {
  /** In the address: `/admin/aide?article=<slug>`. */
  slug: string;
  title: string;
  /** One sentence under the title, in the list. */
  summary: string;
  /** The back-office paths the article belongs to ('/admin/pages/hours'). */
  screens: readonly string[];
  /** Words she may type that the text does not hold ('vacances', 'fermeture'). */
  keywords: readonly string[];
  body: readonly HelpBlock[];
  /** The lowest plan the article's feature needs, when not every plan has it. */
  plan?: SitePlan;
};

const p = (text: string): HelpBlock => ({ kind: "paragraph", text });
const steps = (...items: string[]): HelpBlock => ({ kind: "steps", items });

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: "site-bientot-en-ligne",
    title: "Pourquoi mon site affiche «\u00a0Bientôt en ligne\u00a0»\u00a0?",
    summary: "Votre site est encore un brouillon\u00a0: publiez-le depuis le tableau de bord.",
    screens: ["/admin/dashboard", "/admin/settings"],
    keywords: ["brouillon", "publier", "publication", "bientot en ligne", "visible", "invisible", "apercu", "mettre en ligne", "confirmer adresse"],
    body: [
      p(
        "Tant qu'il n'est pas publié, votre site est un brouillon\u00a0: vos visiteurs voient une page «\u00a0Bientôt en ligne\u00a0» avec le nom et le logo de votre boutique. Vous, connectée, voyez les vraies pages sous le bandeau «\u00a0Aperçu — ce site n'est pas encore publié\u00a0».",
      ),
      steps(
        "Ouvrez «\u00a0Tableau de bord\u00a0» dans le menu.",
        "La liste «\u00a0Pour bien démarrer\u00a0» montre ce qu'il reste à faire (logo, couleurs, horaires, e-mails, photo d'accueil…)\u00a0: chaque étape est un lien.",
        "Confirmez votre adresse e-mail depuis le lien reçu à l'inscription (le bouton «\u00a0Renvoyer l'e-mail de confirmation\u00a0» en envoie un nouveau).",
        "Cliquez sur «\u00a0Publier mon site\u00a0».",
      ),
      p(
        "Les 30 premiers jours après la première publication sont gratuits. Pour repasser en brouillon, «\u00a0Dépublier\u00a0» se trouve sur le tableau de bord et dans «\u00a0Paramètres du site\u00a0».",
      ),
    ],
  },
  {
    slug: "connecter-mon-domaine",
    title: "Connecter mon nom de domaine",
    summary: "Ajoutez votre domaine dans «\u00a0Domaines\u00a0», recopiez les réglages chez votre fournisseur, puis vérifiez.",
    screens: ["/admin/domains", "/admin/settings"],
    keywords: ["domaine", "nom de domaine", "dns", "adresse", "url", "www", "txt", "ovh", "gandi", "ionos", "https", "certificat", "cadenas"],
    body: [
      p(
        "Votre site a déjà une adresse sur la plateforme (affichée sur le tableau de bord, modifiable dans «\u00a0Paramètres du site\u00a0»). Pour qu'il réponde aussi à votre propre nom, comme maboutique.fr\u00a0:",
      ),
      steps(
        "Ouvrez «\u00a0Domaines\u00a0» dans le menu et cliquez sur «\u00a0Ajouter un domaine\u00a0». Le nom nu et sa version www. sont ajoutés ensemble.",
        "Ouvrez les réglages DNS de votre domaine chez votre fournisseur (OVH, Gandi, IONOS…).",
        "Recopiez chaque réglage affiché (boutons de copie), dont l'enregistrement TXT «\u00a0_vitrine.\u00a0» suivi de votre domaine\u00a0: il prouve que le domaine est à vous.",
        "Patientez un peu, puis cliquez sur «\u00a0Vérifier maintenant\u00a0». La vérification se fait aussi toute seule, en arrière-plan.",
      ),
      p(
        "Une fois le domaine vérifié, le certificat HTTPS (le cadenas) est obtenu automatiquement à la première visite. Vous recevez un e-mail à chaque étape. «\u00a0Adresse principale\u00a0» choisit entre le nom nu et www.\u00a0: l'autre y renvoie.",
      ),
    ],
  },
  {
    slug: "fermeture-vacances",
    title: "Ajouter une fermeture pour les vacances ou un jour férié",
    summary: "Dans «\u00a0Horaires\u00a0», onglet «\u00a0Périodes spéciales\u00a0»\u00a0: une période «\u00a0Fermé\u00a0» ou des horaires spéciaux.",
    screens: ["/admin/pages/hours"],
    keywords: ["vacances", "conges", "fermeture", "ferme", "ferie", "noel", "aout", "exceptionnel", "horaires speciaux", "periode"],
    body: [
      p("Vos horaires habituels restent en place\u00a0: une période spéciale les remplace seulement sur ses dates, puis ils reprennent tout seuls."),
      steps(
        "Ouvrez «\u00a0Horaires\u00a0» dans le menu, puis l'onglet «\u00a0Périodes spéciales\u00a0».",
        "Cliquez sur «\u00a0Nouvelle période spéciale\u00a0».",
        "Donnez-lui un titre («\u00a0Congés d'été\u00a0»), choisissez «\u00a0Jour unique\u00a0» ou «\u00a0Période\u00a0» et ses dates.",
        "Choisissez «\u00a0Fermé\u00a0», ou «\u00a0Horaires spéciaux\u00a0» pour ouvrir autrement ces jours-là, puis enregistrez.",
      ),
      p(
        "Pour les jours fériés, «\u00a0Ajouter les jours fériés\u00a0» propose ceux des douze prochains mois\u00a0: cochez ceux où vous fermez, chacun devient une période «\u00a0Fermé\u00a0» d'un jour. Votre site affiche la fermeture dans les horaires et le bandeau «\u00a0ouvert / fermé\u00a0».",
      ),
    ],
  },
  {
    slug: "changer-mes-couleurs",
    title: "Changer les couleurs et le logo de mon site",
    summary: "«\u00a0Apparence\u00a0»\u00a0: une palette par métier ou vos propres couleurs, avec l'aperçu avant de sauvegarder.",
    screens: ["/admin/appearance"],
    keywords: ["couleur", "couleurs", "logo", "theme", "style", "design", "palette", "charte", "apparence", "contraste"],
    body: [
      steps(
        "Ouvrez «\u00a0Apparence\u00a0» dans le menu.",
        "Choisissez une des «\u00a0Palettes par métier\u00a0»\u00a0: un clic remplit les quatre couleurs. Ou tapez vos couleurs (Couleur principale, Couleur secondaire (foncée)…) au format #2e7d32.",
        "Regardez l'aperçu\u00a0: c'est votre vraie page d'accueil, sur téléphone ou sur ordinateur.",
        "Cliquez sur «\u00a0Sauvegarder\u00a0». Rien n'est enregistré avant.",
      ),
      p(
        "Si un texte risque d'être difficile à lire sur une couleur, l'écran vous le signale («\u00a0Lisibilité insuffisante\u00a0»). Le logo se change au même endroit\u00a0: 40×40\u00a0px au minimum, 96×96\u00a0px ou plus conseillés.",
      ),
    ],
  },
  {
    slug: "ou-arrivent-mes-demandes-de-devis",
    title: "Où arrivent mes demandes de devis\u00a0?",
    summary: "Dans «\u00a0Demandes de devis\u00a0», et par e-mail aux adresses «\u00a0Email marchand\u00a0» de vos paramètres.",
    screens: ["/admin/content/quotes", "/admin/settings"],
    keywords: ["devis", "demande", "client", "email", "mail", "notification", "adresse", "recevoir", "boite", "traiteur"],
    plan: "pro",
    body: [
      p(
        "Chaque demande envoyée depuis la page Services de votre site arrive à deux endroits\u00a0: dans «\u00a0Demandes de devis\u00a0», juste sous le tableau de bord dans le menu (avec le nombre de non lues), et dans votre boîte e-mail.",
      ),
      steps(
        "Les e-mails partent vers les adresses «\u00a0Email marchand 1\u00a0», «\u00a0Email marchand 2\u00a0» et «\u00a0Email marchand 3\u00a0» de «\u00a0Paramètres du site\u00a0», section «\u00a0Emails\u00a0».",
        "Ils sont signés de l'«\u00a0Email émetteur\u00a0»\u00a0: répondre à l'e-mail répond directement au client.",
        "Le bouton «\u00a0Test d'envoi d'email\u00a0» du même écran envoie une demande d'exemple à ces adresses\u00a0: sauvegardez d'abord vos modifications.",
      ),
      p(
        "Dans l'écran, chaque demande a un statut («\u00a0Nouveau\u00a0», «\u00a0En cours\u00a0»…) et une note interne. «\u00a0Répondre par email\u00a0» ouvre votre messagerie et passe la demande en cours. Une demande suspecte va dans «\u00a0Indésirables\u00a0». Les demandes de devis viennent avec la page Services, dans les formules Pro et Expert.",
      ),
    ],
  },
  {
    slug: "mes-messages-de-contact",
    title: "Lire et gérer mes messages de contact",
    summary: "«\u00a0Messages de contact\u00a0»\u00a0: les messages du formulaire de votre page Contact, et leurs «\u00a0Indésirables\u00a0».",
    screens: ["/admin/content/messages", "/admin/settings"],
    keywords: ["message", "contact", "formulaire", "spam", "indesirable", "lu", "non lu", "client", "email"],
    body: [
      p(
        "Le formulaire de votre page Contact arrive dans «\u00a0Messages de contact\u00a0», dans le menu, et par e-mail aux adresses «\u00a0Email marchand\u00a0» de «\u00a0Paramètres du site\u00a0».",
      ),
      steps(
        "Un message non lu est mis en évidence\u00a0; marquez-le lu ou non lu depuis sa carte.",
        "Les messages suspects (liens, envois en rafale) sont rangés dans «\u00a0Indésirables\u00a0». Si l'un d'eux est légitime, «\u00a0Ce n'est pas un indésirable\u00a0» le remet dans la boîte de réception.",
        "Supprimez un message dont vous n'avez plus besoin.",
      ),
      p("Les messages sont gardés la durée choisie dans «\u00a0Données des visiteurs\u00a0» (3 ans par défaut), puis effacés automatiquement."),
    ],
  },
  {
    slug: "mentions-legales",
    title: "Rédiger mes mentions légales",
    summary: "Remplissez la section «\u00a0Mentions légales\u00a0» de «\u00a0Paramètres du site\u00a0»\u00a0: les pages sont écrites pour vous.",
    screens: ["/admin/settings", "/admin/dashboard"],
    keywords: ["mentions legales", "legal", "siret", "rcs", "tva", "raison sociale", "confidentialite", "rgpd", "cnil", "obligatoire", "loi"],
    body: [
      p(
        "Vous n'avez rien à rédiger\u00a0: votre site a une page «\u00a0Mentions légales\u00a0» et une page «\u00a0Confidentialité\u00a0», écrites à partir de vos informations et de ce que fait votre site (formulaires, durée de conservation). Elles sont liées en bas de chaque page.",
      ),
      steps(
        "Ouvrez «\u00a0Paramètres du site\u00a0», section «\u00a0Mentions légales\u00a0».",
        "Renseignez la raison sociale, la forme juridique, le siège, le RCS ou le RM et sa ville, le SIRET, le numéro de TVA intracommunautaire et le directeur de la publication.",
        "Enregistrez. Tant qu'un champ obligatoire manque, le tableau de bord affiche «\u00a0Mentions légales incomplètes\u00a0» et dit lequel.",
      ),
      p("Le SIRET et le numéro de TVA sont vérifiés à la saisie\u00a0: une faute de frappe est signalée tout de suite."),
    ],
  },
  {
    slug: "traduire-mon-site",
    title: "Traduire mon site dans d'autres langues",
    summary: "Formule Expert\u00a0: activez une langue dans «\u00a0Langues\u00a0», puis traduisez chaque page dans «\u00a0Traductions\u00a0».",
    screens: ["/admin/langues", "/admin/traductions"],
    keywords: ["traduction", "traduire", "langue", "anglais", "allemand", "espagnol", "italien", "neerlandais", "english", "touristes", "international"],
    plan: "expert",
    body: [
      steps(
        "Ouvrez «\u00a0Langues\u00a0» dans le menu et activez une langue (anglais, allemand, espagnol, italien ou néerlandais).",
        "Ouvrez «\u00a0Traductions\u00a0»\u00a0: pour chaque page, vos textes sont affichés avec le français à côté, et la progression («\u00a012 champs sur 15\u00a0»).",
        "Traduisez, sauvegardez, puis cliquez sur «\u00a0Publier cette page\u00a0» une fois la page complète.",
      ),
      p(
        "Vos visiteurs changent de langue depuis l'en-tête du site. Quand vous modifiez un texte en français, la page traduite passe «\u00a0À revoir\u00a0» avec l'ancien et le nouveau texte. Les dates, les prix et les textes fixes du site sont traduits automatiquement.",
      ),
    ],
  },
  {
    slug: "produit-avec-declinaisons",
    title: "Ajouter un produit avec plusieurs tailles ou parfums",
    summary: "«\u00a0Produits\u00a0» → «\u00a0Nouveau produit\u00a0», puis «\u00a0Ajouter une déclinaison\u00a0» pour chaque variante.",
    screens: ["/admin/products", "/admin/content/products"],
    keywords: ["produit", "declinaison", "variante", "taille", "parfum", "prix", "catalogue", "categorie", "mis en avant", "boutique"],
    plan: "pro",
    body: [
      steps(
        "Ouvrez «\u00a0Produits\u00a0» dans le menu et cliquez sur «\u00a0Nouveau produit\u00a0».",
        "Donnez son nom, sa description et sa catégorie (créez-la avec «\u00a0Nouvelle catégorie\u00a0» si besoin).",
        "Sous «\u00a0Déclinaisons\u00a0», la première porte le prix, l'unité et l'image du produit. Cliquez sur «\u00a0Ajouter une déclinaison\u00a0» pour chaque taille ou parfum, avec son propre prix.",
        "Enregistrez. Le prix se tape à la française («\u00a018,50\u00a0»).",
      ),
      p(
        "«\u00a0Mettre en avant\u00a0» montre un produit sur l'accueil\u00a0; l'ordre des produits mis en avant se change par glisser-déposer. Une «\u00a0Date de fin\u00a0» retire un produit de saison tout seul. Les produits sont inclus dans les formules Pro et Expert.",
      ),
    ],
  },
  {
    slug: "formule-et-factures",
    title: "Changer de formule et retrouver mes factures",
    summary: "«\u00a0Formule et facturation\u00a0»\u00a0: votre formule, la prochaine facture, vos factures en PDF et le changement de formule.",
    screens: ["/admin/abonnement"],
    keywords: ["formule", "abonnement", "offre", "prix", "facture", "paiement", "virement", "iban", "essentiel", "pro", "expert", "tarif"],
    body: [
      steps(
        "Ouvrez «\u00a0Formule et facturation\u00a0» dans le menu.",
        "Vous y voyez votre formule, son prix hors taxes et TTC, la prochaine facture et toutes vos factures, chacune en PDF.",
        "Pour changer, cliquez sur «\u00a0Passer à la formule …\u00a0» et confirmez. Une montée en gamme s'applique tout de suite (la différence est ajoutée à la prochaine facture)\u00a0; une baisse s'applique à la fin du mois payé, et peut être annulée d'ici là.",
      ),
      p(
        "Le paiement se fait par virement, avec le numéro de la facture en référence\u00a0: l'IBAN est affiché tant qu'une facture reste à payer. Votre contenu est toujours gardé, même quand une page sort de votre formule.",
      ),
    ],
  },
  {
    slug: "photos-tailles-et-espace",
    title: "Photos\u00a0: formats, tailles et espace disponible",
    summary: "Des images jusqu'à 10\u00a0Mo, optimisées automatiquement\u00a0; l'espace dépend de votre formule.",
    screens: ["/admin/pages/home", "/admin/products", "/admin/pages/about", "/admin/pages/services", "/admin/appearance"],
    keywords: ["photo", "image", "taille", "poids", "format", "jpeg", "png", "webp", "quota", "espace", "stockage", "recadrer", "flou"],
    body: [
      p(
        "Envoyez vos photos telles quelles (JPEG, PNG, WebP…), jusqu'à 10\u00a0Mo chacune\u00a0: elles sont optimisées et déclinées en plusieurs tailles pour s'afficher vite sur téléphone.",
      ),
      steps(
        "Cliquez sur le cadre de l'image ou déposez le fichier dessus\u00a0; une barre montre l'envoi.",
        "Cliquez sur l'aperçu (ou utilisez les flèches du clavier) pour choisir le point qui reste visible quand la page recadre la photo.",
        "Sous le champ, «\u00a0Photos\u00a0: … sur …\u00a0» indique l'espace utilisé.",
      ),
      p(
        "Espace pour les photos\u00a0: 200\u00a0Mo en Essentiel, 1\u00a0Go en Pro, 3\u00a0Go en Expert. Une photo retirée de votre site libère sa place. Préférez des photos en paysage d'au moins 1200\u00a0px de large pour l'accueil.",
      ),
    ],
  },
  {
    slug: "mot-de-passe-et-compte",
    title: "Changer mon mot de passe ou mon adresse e-mail",
    summary: "«\u00a0Mon compte\u00a0» pour les changer\u00a0; «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.",
    screens: ["/admin/account"],
    keywords: ["mot de passe", "oublie", "connexion", "compte", "email", "adresse", "identifiant", "securite", "se connecter"],
    body: [
      steps(
        "Ouvrez «\u00a0Mon compte\u00a0» dans le menu.",
        "Pour le mot de passe, tapez l'actuel puis le nouveau, et cliquez sur «\u00a0Modifier le mot de passe\u00a0».",
        "Pour l'adresse e-mail, tapez la nouvelle et votre mot de passe, puis «\u00a0Mettre à jour l'email\u00a0»\u00a0: un lien de confirmation est envoyé à la nouvelle adresse.",
      ),
      p(
        "Mot de passe oublié\u00a0? Sur la page de connexion, cliquez sur «\u00a0Mot de passe oublié\u00a0?\u00a0» et recevez un lien pour en choisir un nouveau. Chaque changement vous est signalé par e-mail.",
      ),
    ],
  },
];

const BY_SLUG = new Map(HELP_ARTICLES.map((article) => [article.slug, article]));

export function helpArticle(slug: string | null | undefined): HelpArticle | null {
  return slug ? (BY_SLUG.get(slug) ?? null) : null;
}
