/**
 * What the demo merchant has received: contact messages (some read, one in 'Indésirables') and
 * quote requests in every status, spread over the last four weeks, so the dashboard and the two
 * inboxes of a fresh demo look like a shop's.
 *
 * Pure data, placed relative to `today` like the events (demo-dates.ts). Each row holds what the
 * public forms would have stored (tests/unit/demo-inbox.test.ts passes it through their schemas),
 * plus what the merchant did with it since: read, status. Addresses are on reserved example
 * domains and phone numbers in the ranges ARCEP keeps for fiction, so no reply reaches anyone.
 */
import type { contactMessages, quoteRequests } from "~/db/schema";
import { addDays } from "~/lib/calendar";

/** When it arrived, on the site's clock. */
export type Received = {
  /** 'YYYY-MM-DD', before today: every row is in the past whatever the hour of seeding. */
  receivedOn: string;
  /** 'HH:MM' */
  receivedAt: string;
};

type Generated = "siteId" | "id" | "createdAt" | "updatedAt" | "submissionToken";
export type DemoMessage = Omit<typeof contactMessages.$inferInsert, Generated> & Received;
export type DemoQuote = Omit<typeof quoteRequests.$inferInsert, Generated> & Received;

export type DemoInbox = { messages: DemoMessage[]; quotes: DemoQuote[] };

/** Les Délices de Marie: 8 messages (3 unread) and 1 spam; 7 requests (3 new, 2 in progress, 2 done). */
export function mainSiteInbox(today: string): DemoInbox {
  const daysAgo = (days: number, time: string): Received => ({ receivedOn: addDays(today, -days), receivedAt: time });
  const inDays = (days: number) => addDays(today, days);

  const messages: DemoMessage[] = [
    {
      ...daysAgo(1, "18:42"),
      firstName: "Hélène",
      name: "Garnier",
      email: "helene.garnier@example.com",
      subject: "Tarte aux pralines pour samedi",
      message:
        "Bonjour,\n\nEst-il possible de réserver une tarte aux pralines de 8 parts pour samedi\u00a0? Je passerai la chercher en fin de matinée, vers 11 h.\n\nMerci beaucoup,\nHélène Garnier",
      isViewed: false,
    },
    {
      ...daysAgo(2, "09:15"),
      firstName: "Karim",
      name: "Benali",
      email: "karim.benali@example.net",
      subject: "Allergie aux fruits à coque",
      message:
        "Bonjour,\n\nMon fils est allergique aux fruits à coque. Vos quiches et votre gratin dauphinois en contiennent-ils, ou sont-ils préparés dans le même atelier que la tarte aux pralines\u00a0?\n\nMerci pour votre réponse,\nKarim Benali",
      isViewed: false,
    },
    {
      ...daysAgo(4, "12:31"),
      firstName: "Élodie",
      name: "Perrin",
      email: "elodie.perrin@example.org",
      subject: "Retrait d'une commande le lundi",
      message:
        "Bonjour,\n\nJe travaille tard en semaine et je ne peux passer que le lundi. Est-il possible de retirer une commande ce jour-là, même si la boutique est fermée\u00a0?\n\nBonne journée,\nÉlodie",
      isViewed: false,
    },
    {
      ...daysAgo(6, "16:05"),
      firstName: "Thomas",
      name: "Nguyen",
      email: "t.nguyen@example.com",
      subject: "Paniers garnis pour nos clients",
      message:
        "Bonjour Marie,\n\nNous aimerions offrir une quinzaine de paniers garnis à nos clients\u00a0: confitures, Saint-Marcellin, une bouteille des Pierres Dorées… Pouvez-vous me rappeler au 06 39 98 21 47 pour en parler\u00a0?\n\nCordialement,\nThomas Nguyen\nAtelier Nguyen Architectes",
      isViewed: true,
    },
    {
      ...daysAgo(9, "10:48"),
      firstName: "Lucie",
      name: "Fabre",
      email: "lucie.fabre@example.net",
      subject: "Merci pour le buffet\u00a0!",
      message:
        "Bonjour à toute l'équipe,\n\nUn grand merci pour le buffet des 60 ans de mon père\u00a0: tout était délicieux, et les invités ont adoré les verrines et le pâté en croûte. Nous reviendrons\u00a0!\n\nLucie",
      isViewed: true,
    },
    {
      ...daysAgo(13, "14:22"),
      firstName: "Bernard",
      name: "Chapuis",
      email: "rucher.chapuis@example.org",
      subject: "Proposition\u00a0: miel de la Dombes",
      message:
        "Bonjour,\n\nApiculteur à Villars-les-Dombes, je produis du miel d'acacia et de fleurs des étangs. Seriez-vous intéressés pour le proposer dans votre épicerie\u00a0? Je peux passer vous le faire goûter un mardi ou un jeudi matin.\n\nBien cordialement,\nBernard Chapuis\nLe Rucher des Étangs",
      isViewed: true,
    },
    {
      ...daysAgo(18, "11:03"),
      firstName: "Inès",
      name: "Moreau",
      email: "ines.moreau@example.com",
      subject: "Candidature\u00a0: apprentissage en pâtisserie",
      message:
        "Bonjour,\n\nJe prépare un CAP pâtissier et je cherche une entreprise pour mon apprentissage. Je serais très heureuse de rejoindre votre équipe\u00a0; je peux vous apporter mon CV à la boutique.\n\nMerci de votre attention,\nInès Moreau",
      isViewed: true,
    },
    {
      ...daysAgo(25, "17:30"),
      firstName: "Jacqueline",
      name: "Morel",
      email: "jacqueline.morel@example.net",
      subject: "Confiture figue-noix",
      message:
        "Bonjour,\n\nJ'ai goûté votre confiture figue-noix chez une amie\u00a0: un délice avec le fromage de chèvre\u00a0! Pouvez-vous m'en mettre trois pots de côté\u00a0? Je passerai dimanche matin.\n\nJacqueline Morel",
      isViewed: true,
    },
    // What the spam score stops (ADR 017): three links, sent seconds after the form was shown.
    {
      ...daysAgo(3, "03:47"),
      firstName: "Kevin",
      name: "Référencement Express",
      email: "offres@referencement-express.example",
      subject: "Votre site en 1re page de Google en 7 jours !!!",
      message:
        "Bonjour,\n\nVotre site mérite plus de visiteurs. Notre agence garantit la 1re page de Google en 7 jours, sans engagement\u00a0:\nhttps://referencement-express.example/offre\nhttps://referencement-express.example/avis\nwww.backlinks-premium.example\n\nRépondez OUI pour recevoir votre audit gratuit.",
      isViewed: false,
      isSpam: true,
      spamReasons: ["links", "hasty"],
    },
  ];

  const quotes: DemoQuote[] = [
    {
      ...daysAgo(1, "21:17"),
      customerFirstName: "Sophie",
      customerLastName: "Lambert",
      customerEmail: "sophie.lambert@example.com",
      customerCompany: null,
      customerPhone: "06 39 98 54 12",
      serviceType: "Pièces montées",
      eventDate: inDays(74),
      eventGuests: "90",
      eventBudget: "700 €",
      message:
        "Bonjour,\n\nNous nous marions et rêvons d'un croquembouche traditionnel pour environ 90 personnes, avec peut-être un étage de macarons. Serait-il possible de prévoir une dégustation un samedi\u00a0?\n\nSophie et Antoine",
      status: "new",
      isViewed: false,
    },
    {
      ...daysAgo(3, "10:02"),
      customerFirstName: "Nicolas",
      customerLastName: "Ferrand",
      customerEmail: "n.ferrand@example.org",
      customerCompany: "Ferrand & Associés",
      customerPhone: "04 65 71 30 18",
      serviceType: "Plateaux repas",
      eventDate: inDays(9),
      eventGuests: "12",
      eventBudget: "25 € par personne",
      message:
        "Bonjour,\n\nNous organisons une journée de formation dans nos bureaux de la Presqu'île et souhaiterions 12 plateaux repas livrés vers 12 h 15, dont deux végétariens et un sans gluten. Pouvez-vous nous faire une proposition\u00a0?\n\nNicolas Ferrand",
      status: "new",
      isViewed: false,
    },
    {
      ...daysAgo(5, "14:40"),
      customerFirstName: "Aurélie",
      customerLastName: "Blanc",
      customerEmail: "aurelie.blanc@example.net",
      customerCompany: null,
      customerPhone: "06 39 98 07 63",
      serviceType: "Buffets",
      eventDate: inDays(31),
      eventGuests: "35",
      eventBudget: "900 €",
      message:
        "Bonjour,\n\nPour mes 40 ans, j'aimerais un buffet dînatoire pour 35 personnes à la maison, à Caluire\u00a0: planches de charcuterie et de fromages, quelques plats chauds et un dessert. La vaisselle peut-elle être fournie\u00a0?\n\nMerci\u00a0!\nAurélie",
      status: "new",
      isViewed: true,
    },
    {
      ...daysAgo(8, "09:26"),
      customerFirstName: "Mathilde",
      customerLastName: "Vernet",
      customerEmail: "contact@lespentesenfete.example",
      customerCompany: "Association Les Pentes en fête",
      customerPhone: "06 39 98 62 90",
      serviceType: "Buffets",
      eventDate: inDays(23),
      eventGuests: "120",
      eventBudget: "2 200 €",
      message:
        "Bonjour,\n\nNotre association organise sa fête de quartier place Sathonay. Nous cherchons un buffet froid pour environ 120 personnes, servi vers 19 h, avec une option végétarienne. Les tables et les tréteaux sont prêtés par la mairie.\n\nMathilde Vernet, présidente",
      status: "in_progress",
      isViewed: true,
    },
    {
      ...daysAgo(12, "15:51"),
      customerFirstName: "Olivier",
      customerLastName: "Marchand",
      customerEmail: "olivier@soieries-marchand.example",
      customerCompany: "Soieries Marchand",
      customerPhone: "04 65 71 84 22",
      serviceType: "Autre",
      eventDate: inDays(16),
      eventGuests: "60",
      eventBudget: "1 800 €",
      message:
        "Bonjour,\n\nNous inaugurons notre nouveau showroom rue Auguste-Comte et aimerions un cocktail dînatoire pour 60 invités, avec deux serveurs et la vaisselle. Pourriez-vous aussi proposer quelques bouteilles de vos vignerons partenaires\u00a0?\n\nOlivier Marchand",
      status: "in_progress",
      isViewed: true,
    },
    {
      ...daysAgo(20, "11:12"),
      customerFirstName: "Isabelle",
      customerLastName: "Dumas",
      customerEmail: "isabelle.dumas@example.com",
      customerCompany: null,
      customerPhone: "06 39 98 33 05",
      serviceType: "Buffets",
      eventDate: inDays(-6),
      eventGuests: "25",
      eventBudget: "600 €",
      message:
        "Bonjour,\n\nNous fêtons le baptême de notre fille et souhaiterions un buffet de midi pour 25 personnes, dont 6 enfants. Nous viendrions le chercher à la boutique le matin même.\n\nIsabelle Dumas",
      status: "completed",
      isViewed: true,
    },
    {
      ...daysAgo(26, "16:35"),
      customerFirstName: "Laurent",
      customerLastName: "Petit",
      customerEmail: "laurent.petit@example.org",
      customerCompany: "Agence Nova",
      customerPhone: "04 65 71 12 96",
      serviceType: "Plateaux repas",
      eventDate: inDays(-13),
      eventGuests: "20",
      eventBudget: null,
      message:
        "Bonjour,\n\nPour le séminaire de notre agence, il nous faudrait 20 plateaux repas variés, livrés à 12 h à la Confluence. Pouvez-vous m'envoyer vos menus de la semaine et un devis\u00a0?\n\nMerci,\nLaurent Petit",
      status: "completed",
      isViewed: true,
    },
  ];

  return { messages, quotes };
}
