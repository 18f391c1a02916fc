/**
 * The demo merchant's texts in English, German and Spanish, as she would have typed them in the
 * 'Traductions' screen: a dictionary from the demo's French (demo-content.ts, verbatim) to each
 * language, so that whatever fields a page lists today find their translation.
 *
 * The texts that carry a date computed at seed time (an event's date, a holiday closure) are
 * translated by the patterns at the end, which read the French date and write it the target
 * language's way. The shop's name, the people's and the partners' names stay as they are; the
 * testimonials are never listed (they are shown as their authors wrote them).
 */

export const DEMO_LANGUAGES = ["en", "de", "es"] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

type Entry = Record<DemoLanguage, string>;

/** Names that read the same in every language. */
const KEPT_AS_WRITTEN = [
  "Les Délices de Marie",
  "Marie Lefèvre",
  "Julien Roux",
  "Sofia Marchetti",
  "La Ferme du Vallon",
  "Moulin de Chazay",
  "Domaine des Pierres Dorées",
  "Macarons",
  "Mirabelle",
  "€",
  "€ / kg",
];

const TEXTS: Record<string, Entry> = {
  // Home: hero and highlight
  "Traiteur et épicerie fine au cœur de Lyon\u00a0: des plats faits maison chaque matin, les meilleurs produits de nos régions et des buffets qui régalent vos invités.":
    {
      en: "Caterer and delicatessen in the heart of Lyon: home-made dishes every morning, the finest produce from our regions, and buffets your guests will love.",
      de: "Feinkost und Catering im Herzen von Lyon: jeden Morgen frisch gekochte Gerichte, die besten Produkte unserer Regionen und Buffets, die Ihre Gäste begeistern.",
      es: "Catering y tienda gourmet en el corazón de Lyon: platos caseros cada mañana, los mejores productos de nuestra tierra y bufés que encantan a sus invitados.",
    },
  "La saison des paniers gourmands": {
    en: "Gift hamper season",
    de: "Die Zeit der Geschenkkörbe",
    es: "Llega la temporada de las cestas gourmet",
  },
  "Tarte aux pralines roses, confitures de la maison, Saint-Marcellin bien affiné et vins des Pierres Dorées\u00a0: composez votre panier garni, nous l'emballons pour vous avec un petit mot manuscrit. À offrir… ou à partager\u00a0! Commandes en boutique ou par téléphone, prêtes en 24 heures.":
    {
      en: "Pink praline tart, our own jams, a nicely ripened Saint-Marcellin and wines from the Pierres Dorées: put together your hamper and we will wrap it for you with a handwritten note. To give… or to share! Order in the shop or by phone, ready in 24 hours.",
      de: "Tarte mit rosa Pralinen, hausgemachte Konfitüren, ein schön gereifter Saint-Marcellin und Weine aus den Pierres Dorées: Stellen Sie Ihren Präsentkorb zusammen, wir packen ihn für Sie ein – mit ein paar handgeschriebenen Zeilen. Zum Verschenken… oder zum Teilen! Bestellung im Laden oder per Telefon, abholbereit in 24 Stunden.",
      es: "Tarta de pralinés rosas, mermeladas de la casa, un Saint-Marcellin bien curado y vinos de las Pierres Dorées: componga su cesta y se la envolvemos con una nota escrita a mano. Para regalar… ¡o para compartir! Pedidos en la tienda o por teléfono, listos en 24 horas.",
    },

  // Home: reassurance
  "Fait maison": { en: "Home-made", de: "Hausgemacht", es: "Hecho en casa" },
  "Terrines, quiches, gratins et pâtisseries sont préparés chaque matin dans notre cuisine, à partir de produits frais.": {
    en: "Terrines, quiches, gratins and pastries are made every morning in our kitchen, from fresh ingredients.",
    de: "Terrinen, Quiches, Gratins und Gebäck entstehen jeden Morgen in unserer Küche, aus frischen Zutaten.",
    es: "Terrinas, quiches, gratinados y pasteles se preparan cada mañana en nuestra cocina con productos frescos.",
  },
  "Producteurs de la région": { en: "Local producers", de: "Erzeuger aus der Region", es: "Productores de la zona" },
  "Nous travaillons en direct avec une vingtaine de fermes et d'artisans installés à moins de 80 km de Lyon.": {
    en: "We buy direct from some twenty farms and craftspeople, all less than 80 km from Lyon.",
    de: "Wir arbeiten direkt mit rund zwanzig Höfen und Handwerksbetrieben zusammen, keiner weiter als 80 km von Lyon entfernt.",
    es: "Trabajamos directamente con una veintena de granjas y artesanos situados a menos de 80 km de Lyon.",
  },
  "Livraison soignée": { en: "Careful delivery", de: "Sorgfältige Lieferung", es: "Entrega esmerada" },
  "Buffets et plateaux repas livrés à l'heure dite, dans Lyon et jusqu'à 50 km alentour.": {
    en: "Buffets and meal trays delivered on time, in Lyon and up to 50 km around.",
    de: "Buffets und Lunchboxen kommen pünktlich an – in Lyon und im Umkreis von 50 km.",
    es: "Bufés y bandejas de comida entregados a la hora acordada, en Lyon y hasta 50 km a la redonda.",
  },
  "Conseils personnalisés": { en: "Personal advice", de: "Persönliche Beratung", es: "Asesoramiento personalizado" },
  "Un accord mets-vins, un menu pour 40 personnes, une allergie à prendre en compte\u00a0? On prend le temps d'en parler.": {
    en: "A wine to go with your meal, a menu for 40 guests, an allergy to cater for? We take the time to talk it through.",
    de: "Der passende Wein zum Essen, ein Menü für 40 Personen, eine Allergie, auf die wir achten sollen? Wir nehmen uns Zeit für Sie.",
    es: "¿Un maridaje, un menú para 40 personas, una alergia que tener en cuenta? Nos tomamos el tiempo de hablarlo con usted.",
  },

  // Home: events and offers
  "Atelier pâté en croûte avec Julien": {
    en: "Pâté en croûte workshop with Julien",
    de: "Pâté-en-croûte-Kurs mit Julien",
    es: "Taller de pâté en croûte con Julien",
  },
  "Julien vous dévoile les secrets de notre pâté en croûte\u00a0: la pâte, la farce, le décor. Vous repartez avec le vôtre, prêt à cuire. 8 places, 45 € par personne, sur inscription en boutique.":
    {
      en: "Julien shares the secrets of our pâté en croûte: the pastry, the filling, the decoration. You leave with your own, ready to bake. 8 places, €45 per person, sign up in the shop.",
      de: "Julien verrät die Geheimnisse unserer Pâté en croûte: den Teig, die Füllung, die Verzierung. Sie nehmen Ihre eigene backfertig mit nach Hause. 8 Plätze, 45 € pro Person, Anmeldung im Laden.",
      es: "Julien le desvela los secretos de nuestro pâté en croûte: la masa, el relleno, la decoración. Se lleva el suyo listo para hornear. 8 plazas, 45 € por persona, inscripción en la tienda.",
    },
  "Dégustation au comptoir\u00a0: le Domaine des Pierres Dorées": {
    en: "Tasting at the counter: Domaine des Pierres Dorées",
    de: "Verkostung an der Theke: Domaine des Pierres Dorées",
    es: "Cata en el mostrador: Domaine des Pierres Dorées",
  },
  "Claire et Mathieu Dubost viennent présenter leurs nouvelles cuvées, accompagnées de quelques bouchées de la maison. Entrée libre, avec modération\u00a0!": {
    en: "Claire and Mathieu Dubost come to present their new vintages, with a few bites from our kitchen. Free entry – please drink responsibly!",
    de: "Claire und Mathieu Dubost stellen ihre neuen Weine vor, dazu ein paar Häppchen aus unserer Küche. Eintritt frei – genießen Sie in Maßen!",
    es: "Claire y Mathieu Dubost vienen a presentar sus nuevos vinos, acompañados de algunos bocados de la casa. Entrada libre. ¡Con moderación!",
  },
  "−15 % sur les plateaux repas": { en: "15% off meal trays", de: "15 % Rabatt auf Lunchboxen", es: "15 % de descuento en bandejas de comida" },
  "Pour toute commande d'au moins 10 plateaux repas, livraison comprise dans Lyon. Mentionnez «\u00a0DÉLICES15\u00a0» dans votre demande de devis.": {
    en: "On any order of 10 meal trays or more, delivery in Lyon included. Quote “DÉLICES15” in your request for a quote.",
    de: "Für jede Bestellung ab 10 Lunchboxen, Lieferung innerhalb von Lyon inklusive. Geben Sie „DÉLICES15“ in Ihrer Angebotsanfrage an.",
    es: "Para cualquier pedido de al menos 10 bandejas, con entrega incluida en Lyon. Indique «DÉLICES15» en su solicitud de presupuesto.",
  },
  "La confiture du mois": { en: "Jam of the month", de: "Konfitüre des Monats", es: "La mermelada del mes" },
  "Trois pots de confiture achetés, le quatrième offert\u00a0: de quoi faire le plein pour les goûters et les plateaux de fromages.": {
    en: "Buy three jars of jam and get a fourth free: plenty for afternoon snacks and cheese boards.",
    de: "Drei Gläser Konfitüre kaufen, das vierte gibt es gratis: genug Vorrat fürs Frühstück und die Käseplatte.",
    es: "Por tres tarros de mermelada, el cuarto de regalo: para llenar la despensa de meriendas y tablas de quesos.",
  },

  // About: story, journey, values, team, partners
  "Tout a commencé en 2009, dans une petite cuisine de la Croix-Rousse. Marie Lefèvre, alors cheffe de partie dans un bouchon lyonnais, préparait le week-end des terrines et des tartes pour ses voisins. Le bouche-à-oreille a fait le reste.":
    {
      en: "It all began in 2009, in a small kitchen in the Croix-Rousse. Marie Lefèvre, then a chef de partie in a Lyon bouchon, spent her weekends making terrines and tarts for her neighbours. Word of mouth did the rest.",
      de: "Alles begann 2009 in einer kleinen Küche im Viertel Croix-Rousse. Marie Lefèvre, damals Chef de Partie in einem Lyoner Bouchon, bereitete am Wochenende Terrinen und Tartes für ihre Nachbarn zu. Den Rest erledigte die Mundpropaganda.",
      es: "Todo empezó en 2009, en una pequeña cocina de la Croix-Rousse. Marie Lefèvre, entonces jefa de partida en un bouchon lionés, preparaba los fines de semana terrinas y tartas para sus vecinos. El boca a boca hizo el resto.",
    },
  "En 2014, elle ouvre Les Délices de Marie rue des Marronniers, à deux pas de la place Bellecour\u00a0: une épicerie fine où l'on trouve les produits de nos producteurs préférés, et un service traiteur pour les repas de famille, les mariages et les événements d'entreprise.":
    {
      en: "In 2014 she opened Les Délices de Marie on rue des Marronniers, a stone's throw from place Bellecour: a delicatessen stocked with our favourite producers' goods, and a catering service for family meals, weddings and corporate events.",
      de: "2014 eröffnete sie Les Délices de Marie in der Rue des Marronniers, nur wenige Schritte von der Place Bellecour: ein Feinkostladen mit den Produkten unserer liebsten Erzeuger und ein Catering für Familienfeste, Hochzeiten und Firmenveranstaltungen.",
      es: "En 2014 abrió Les Délices de Marie en la rue des Marronniers, a dos pasos de la plaza Bellecour: una tienda gourmet con los productos de nuestros productores preferidos y un servicio de catering para comidas familiares, bodas y eventos de empresa.",
    },
  "Nous sommes aujourd'hui une équipe de six passionnés. Notre ambition n'a pas changé\u00a0: cuisiner de bons produits, simplement, et prendre le temps de vous conseiller.":
    {
      en: "Today we are a team of six food lovers. Our aim has not changed: to cook good produce simply, and to take the time to advise you.",
      de: "Heute sind wir ein Team aus sechs Menschen mit Leidenschaft. Unser Anspruch ist derselbe geblieben: gute Produkte einfach zubereiten und uns Zeit nehmen, Sie zu beraten.",
      es: "Hoy somos un equipo de seis apasionados. Nuestra ambición no ha cambiado: cocinar buenos productos con sencillez y dedicar tiempo a aconsejarle.",
    },
  "2009 — Les premières terrines": { en: "2009 — The first terrines", de: "2009 — Die ersten Terrinen", es: "2009 — Las primeras terrinas" },
  "Marie cuisine pour ses voisins de la Croix-Rousse. Sa terrine de campagne et sa tarte aux pralines font vite le tour du quartier.": {
    en: "Marie cooks for her neighbours in the Croix-Rousse. Her country terrine and praline tart are soon the talk of the neighbourhood.",
    de: "Marie kocht für ihre Nachbarn in der Croix-Rousse. Ihre Landterrine und ihre Pralinentarte sprechen sich schnell im ganzen Viertel herum.",
    es: "Marie cocina para sus vecinos de la Croix-Rousse. Su terrina casera y su tarta de pralinés pronto corren de boca en boca por el barrio.",
  },
  "2014 — La boutique ouvre ses portes": { en: "2014 — The shop opens its doors", de: "2014 — Der Laden öffnet", es: "2014 — La tienda abre sus puertas" },
  "Une épicerie fine de 40 m² rue des Marronniers, avec un comptoir traiteur et une dizaine de producteurs partenaires.": {
    en: "A 40 m² delicatessen on rue des Marronniers, with a deli counter and about ten partner producers.",
    de: "Ein Feinkostladen mit 40 m² in der Rue des Marronniers, mit Feinkosttheke und rund zehn Partnererzeugern.",
    es: "Una tienda gourmet de 40 m² en la rue des Marronniers, con mostrador de platos preparados y una decena de productores asociados.",
  },
  "2018 — Le traiteur prend son envol": { en: "2018 — The catering takes off", de: "2018 — Das Catering hebt ab", es: "2018 — El catering despega" },
  "Julien rejoint l'équipe en cuisine\u00a0: buffets, plateaux repas et pièces montées pour les mariages et les entreprises lyonnaises.": {
    en: "Julien joins the kitchen team: buffets, meal trays and celebration cakes for weddings and Lyon businesses.",
    de: "Julien verstärkt das Küchenteam: Buffets, Lunchboxen und Festtagstorten für Hochzeiten und Lyoner Unternehmen.",
    es: "Julien se une al equipo de cocina: bufés, bandejas de comida y tartas de celebración para bodas y empresas de Lyon.",
  },
  "2023 — Une cuisine agrandie": { en: "2023 — A bigger kitchen", de: "2023 — Eine größere Küche", es: "2023 — Una cocina más grande" },
  "Nouveaux fourneaux et chambre froide\u00a0: nous servons jusqu'à 400 couverts par jour, sans rien changer à nos recettes.": {
    en: "New ranges and a cold room: we now serve up to 400 covers a day, without changing a thing in our recipes.",
    de: "Neue Herde und ein Kühlraum: Wir bereiten bis zu 400 Gedecke am Tag zu, ohne etwas an unseren Rezepten zu ändern.",
    es: "Fogones nuevos y cámara frigorífica: servimos hasta 400 cubiertos al día sin cambiar nada de nuestras recetas.",
  },
  "Le goût des saisons": { en: "The taste of the seasons", de: "Der Geschmack der Jahreszeiten", es: "El sabor de cada estación" },
  "Nos cartes suivent le marché\u00a0: asperges au printemps, tomates en été, courges et champignons à l'automne.": {
    en: "Our menus follow the market: asparagus in spring, tomatoes in summer, squash and mushrooms in autumn.",
    de: "Unsere Karte folgt dem Markt: Spargel im Frühling, Tomaten im Sommer, Kürbis und Pilze im Herbst.",
    es: "Nuestras cartas siguen el mercado: espárragos en primavera, tomates en verano, calabazas y setas en otoño.",
  },
  "Des partenaires fidèles": { en: "Loyal partners", de: "Treue Partner", es: "Socios de confianza" },
  "Nous connaissons chacun de nos producteurs et leur achetons au juste prix, toute l'année.": {
    en: "We know each of our producers personally and pay them a fair price, all year round.",
    de: "Wir kennen jeden unserer Erzeuger persönlich und zahlen ihnen das ganze Jahr über einen fairen Preis.",
    es: "Conocemos a cada uno de nuestros productores y les compramos a un precio justo durante todo el año.",
  },
  "L'exigence artisanale": { en: "Craftsmanship first", de: "Handwerk mit Anspruch", es: "La exigencia artesana" },
  "Pâte feuilletée, fonds de sauce, confitures\u00a0: tout ce qui peut être fait maison l'est.": {
    en: "Puff pastry, stocks, jams: everything that can be made in-house is.",
    de: "Blätterteig, Saucenfonds, Konfitüren: Alles, was sich selbst machen lässt, machen wir selbst.",
    es: "Hojaldre, fondos de salsa, mermeladas: todo lo que se puede hacer en casa, lo hacemos en casa.",
  },
  "L'accueil avant tout": { en: "A warm welcome, always", de: "Gastfreundschaft zuerst", es: "La acogida ante todo" },
  "Un conseil, une dégustation, une commande de dernière minute\u00a0: vous êtes toujours les bienvenus.": {
    en: "Some advice, a tasting, a last-minute order: you are always welcome.",
    de: "Eine Beratung, eine Kostprobe, eine Bestellung in letzter Minute: Sie sind uns immer willkommen.",
    es: "Un consejo, una degustación, un pedido de última hora: siempre es bienvenido.",
  },
  "Fondatrice et cheffe": { en: "Founder and chef", de: "Gründerin und Küchenchefin", es: "Fundadora y chef" },
  "Formée à l'Institut Paul Bocuse, Marie a passé dix ans dans les bouchons lyonnais avant d'ouvrir sa boutique. Elle signe toujours les recettes de la maison.":
    {
      en: "Trained at the Institut Paul Bocuse, Marie spent ten years in Lyon's bouchons before opening her shop. She still writes every one of the house recipes.",
      de: "Marie hat am Institut Paul Bocuse gelernt und zehn Jahre in Lyoner Bouchons gekocht, bevor sie ihren Laden eröffnete. Die Rezepte des Hauses stammen bis heute von ihr.",
      es: "Formada en el Institut Paul Bocuse, Marie pasó diez años en los bouchons de Lyon antes de abrir su tienda. Sigue firmando todas las recetas de la casa.",
    },
  "Chef traiteur": { en: "Catering chef", de: "Chef des Caterings", es: "Chef de catering" },
  "Julien orchestre les buffets et les pièces montées. Sa spécialité\u00a0: le pâté en croûte, qu'il prépare selon la tradition lyonnaise, avec foie gras et pistaches.":
    {
      en: "Julien runs the buffets and the celebration cakes. His speciality: pâté en croûte, made the traditional Lyon way, with foie gras and pistachios.",
      de: "Julien ist für Buffets und Festtagstorten zuständig. Seine Spezialität: Pâté en croûte nach Lyoner Tradition, mit Foie gras und Pistazien.",
      es: "Julien dirige los bufés y las tartas de celebración. Su especialidad: el pâté en croûte, que prepara según la tradición lionesa, con foie gras y pistachos.",
    },
  "Responsable de l'épicerie": { en: "Delicatessen manager", de: "Leiterin des Feinkostladens", es: "Responsable de la tienda gourmet" },
  "Sofia sélectionne nos fromages, nos huiles et nos vins. Demandez-lui un accord\u00a0: elle a toujours une bouteille à vous faire découvrir.": {
    en: "Sofia chooses our cheeses, oils and wines. Ask her for a pairing: she always has a bottle for you to discover.",
    de: "Sofia wählt unsere Käse, Öle und Weine aus. Fragen Sie sie nach dem passenden Wein: Sie hat immer eine Flasche, die Sie entdecken sollten.",
    es: "Sofia selecciona nuestros quesos, aceites y vinos. Pídale un maridaje: siempre tiene una botella que descubrirle.",
  },
  "Lait, crème et œufs fermiers des Monts du Lyonnais.": {
    en: "Farm milk, cream and eggs from the Monts du Lyonnais.",
    de: "Milch, Sahne und Eier vom Bauernhof aus den Monts du Lyonnais.",
    es: "Leche, nata y huevos de granja de los Monts du Lyonnais.",
  },
  "Depuis trois générations, la famille Perrin élève une quarantaine de vaches montbéliardes à Saint-Martin-en-Haut, nourries à l'herbe et au foin de la ferme. Sa crème crue entre dans nos quiches et nos gratins, et ses œufs de poules élevées en plein air dans toutes nos pâtisseries. Livraison deux fois par semaine, directement en cuisine.":
    {
      en: "For three generations the Perrin family has raised some forty Montbéliarde cows in Saint-Martin-en-Haut, fed on the farm's own grass and hay. Their raw cream goes into our quiches and gratins, and their free-range eggs into all our pastries. Delivered twice a week, straight to our kitchen.",
      de: "Seit drei Generationen hält die Familie Perrin in Saint-Martin-en-Haut rund vierzig Montbéliarde-Kühe, gefüttert mit Gras und Heu vom eigenen Hof. Ihre Rohmilchsahne kommt in unsere Quiches und Gratins, die Eier ihrer Freilandhühner in all unser Gebäck. Geliefert zweimal pro Woche, direkt in unsere Küche.",
      es: "Desde hace tres generaciones, la familia Perrin cría unas cuarenta vacas montbéliardes en Saint-Martin-en-Haut, alimentadas con la hierba y el heno de la granja. Su nata cruda va en nuestras quiches y gratinados, y los huevos de sus gallinas camperas en toda nuestra repostería. Entrega dos veces por semana, directamente en la cocina.",
    },
  "Farines biologiques moulues à la meule de pierre.": {
    en: "Organic stone-ground flours.",
    de: "Bio-Mehle, auf dem Mühlstein gemahlen.",
    es: "Harinas ecológicas molidas a la piedra.",
  },
  "Au bord de l'Azergues, Antoine et Lucie font tourner un moulin du XIXᵉ siècle pour moudre les blés anciens de cinq paysans voisins. Leur farine T80 donne à nos pâtes à tarte et à nos pains de campagne ce goût de noisette que vous aimez tant. Vous trouverez aussi leurs sachets de farine à l'épicerie.":
    {
      en: "On the banks of the Azergues, Antoine and Lucie run a 19th-century mill to grind the heritage wheat of five neighbouring farmers. Their T80 flour gives our pastry and country loaves the nutty taste you love so much. You will find bags of their flour in the shop, too.",
      de: "Am Ufer der Azergues betreiben Antoine und Lucie eine Mühle aus dem 19. Jahrhundert und mahlen dort die alten Weizensorten von fünf Bauern aus der Nachbarschaft. Ihr T80-Mehl gibt unserem Tarteteig und unserem Landbrot den nussigen Geschmack, den Sie so mögen. Ihr Mehl gibt es auch in Tüten bei uns im Laden.",
      es: "A orillas del Azergues, Antoine y Lucie hacen girar un molino del siglo XIX para moler los trigos antiguos de cinco agricultores vecinos. Su harina T80 da a nuestras masas de tarta y a nuestros panes de pueblo ese sabor a avellana que tanto le gusta. También encontrará sus bolsas de harina en la tienda.",
    },
  "Vins du Beaujolais en agriculture biologique.": {
    en: "Organic Beaujolais wines.",
    de: "Beaujolais-Weine aus biologischem Anbau.",
    es: "Vinos de Beaujolais de cultivo ecológico.",
  },
  "Dans le sud du Beaujolais, là où les villages de pierre ocre brillent au soleil du soir, Claire et Mathieu Dubost cultivent huit hectares de gamay et de chardonnay. Leurs vins gourmands accompagnent nos buffets, et nous organisons avec eux des dégustations en boutique plusieurs fois par an.":
    {
      en: "In the south of the Beaujolais, where the ochre-stone villages glow in the evening sun, Claire and Mathieu Dubost grow eight hectares of Gamay and Chardonnay. Their generous, fruity wines go with our buffets, and we hold tastings with them in the shop several times a year.",
      de: "Im Süden des Beaujolais, wo die Dörfer aus ockerfarbenem Stein in der Abendsonne leuchten, bewirtschaften Claire und Mathieu Dubost acht Hektar Gamay und Chardonnay. Ihre fruchtigen Weine begleiten unsere Buffets, und mehrmals im Jahr laden wir gemeinsam zur Verkostung in den Laden ein.",
      es: "En el sur del Beaujolais, donde los pueblos de piedra ocre brillan con el sol de la tarde, Claire y Mathieu Dubost cultivan ocho hectáreas de gamay y chardonnay. Sus vinos golosos acompañan nuestros bufés, y con ellos organizamos catas en la tienda varias veces al año.",
    },

  // Services
  "Nos prestations traiteur": { en: "Our catering services", de: "Unser Catering", es: "Nuestros servicios de catering" },
  "Buffets, plateaux repas et pièces montées\u00a0: nous cuisinons pour vos fêtes de famille, vos mariages et vos événements d'entreprise, de 10 à 300 convives. Chaque devis est personnalisé et gratuit.":
    {
      en: "Buffets, meal trays and celebration cakes: we cook for your family celebrations, weddings and corporate events, from 10 to 300 guests. Every quote is tailored to you and free.",
      de: "Buffets, Lunchboxen und Festtagstorten: Wir kochen für Ihre Familienfeste, Hochzeiten und Firmenveranstaltungen, für 10 bis 300 Gäste. Jedes Angebot ist individuell und kostenlos.",
      es: "Bufés, bandejas de comida y tartas de celebración: cocinamos para sus fiestas familiares, bodas y eventos de empresa, de 10 a 300 invitados. Cada presupuesto es personalizado y gratuito.",
    },
  Buffets: { en: "Buffets", de: "Buffets", es: "Bufés" },
  "Buffets froids et chauds": { en: "Hot and cold buffets", de: "Kalte und warme Buffets", es: "Bufés fríos y calientes" },
  "Canapés, verrines, planches de charcuterie et de fromages, plats mijotés servis en cocotte… Nous composons avec vous un buffet à votre image, livré et dressé sur place. À partir de 18 € par personne.":
    {
      en: "Canapés, verrines, charcuterie and cheese boards, slow-cooked dishes served in cast-iron pots… Together we put together a buffet that suits you, delivered and laid out on site. From €18 per person.",
      de: "Canapés, Verrines, Wurst- und Käseplatten, Schmorgerichte im Bräter serviert… Gemeinsam mit Ihnen stellen wir ein Buffet ganz nach Ihrem Geschmack zusammen, geliefert und vor Ort angerichtet. Ab 18 € pro Person.",
      es: "Canapés, vasitos, tablas de embutidos y quesos, guisos servidos en cazuela… Diseñamos con usted un bufé a su medida, entregado y montado en el lugar. Desde 18 € por persona.",
    },
  "Plateaux repas": { en: "Meal trays", de: "Lunchboxen", es: "Bandejas de comida" },
  "Plateaux repas pour vos réunions": {
    en: "Meal trays for your meetings",
    de: "Lunchboxen für Ihre Besprechungen",
    es: "Bandejas de comida para sus reuniones",
  },
  "Entrée, plat, fromage et dessert, servis frais dans un coffret recyclable. Trois menus renouvelés chaque semaine, dont un végétarien. Livraison le midi du mardi au samedi, dès 5 plateaux, à partir de 19,50 € le plateau.":
    {
      en: "Starter, main, cheese and dessert, served chilled in a recyclable box. Three menus that change every week, one of them vegetarian. Lunchtime delivery from Tuesday to Saturday, from 5 trays, starting at €19.50 a tray.",
      de: "Vorspeise, Hauptgang, Käse und Dessert, frisch serviert in einer recycelbaren Box. Drei Menüs, die jede Woche wechseln, eines davon vegetarisch. Lieferung mittags von Dienstag bis Samstag, ab 5 Boxen, ab 19,50 € pro Box.",
      es: "Entrante, plato principal, queso y postre, servidos frescos en una caja reciclable. Tres menús renovados cada semana, uno de ellos vegetariano. Entrega a mediodía de martes a sábado, a partir de 5 bandejas, desde 19,50 € la bandeja.",
    },
  "Pièces montées": { en: "Celebration cakes", de: "Festtagstorten", es: "Tartas de celebración" },
  "Pièces montées et gâteaux de fête": {
    en: "Showpiece and celebration cakes",
    de: "Croquembouches und Festtagstorten",
    es: "Croquembouches y pasteles de fiesta",
  },
  "Croquembouche traditionnel, wedding cake ou entremets sur mesure\u00a0: notre pâtissier imagine le dessert de votre mariage, baptême ou anniversaire. Dégustation offerte pour toute commande de plus de 50 parts.":
    {
      en: "A traditional croquembouche, a wedding cake or a bespoke layered dessert: our pastry chef designs the dessert for your wedding, christening or birthday. Free tasting with any order of more than 50 portions.",
      de: "Klassischer Croquembouche, Hochzeitstorte oder Dessert nach Maß: Unser Konditor entwirft das Dessert für Ihre Hochzeit, Taufe oder Ihren Geburtstag. Kostenlose Verkostung bei jeder Bestellung ab 50 Stück.",
      es: "Croquembouche tradicional, tarta nupcial o postre a medida: nuestro pastelero crea el postre de su boda, bautizo o cumpleaños. Degustación gratuita para pedidos de más de 50 raciones.",
    },
  "Combien de temps à l'avance dois-je commander\u00a0?": {
    en: "How far in advance should I order?",
    de: "Wie früh sollte ich bestellen?",
    es: "¿Con cuánta antelación debo hacer el pedido?",
  },
  "Nous vous conseillons de réserver au moins 7 jours à l'avance, et 14 jours pour un mariage ou un événement de plus de 80 personnes. Pour les plateaux repas, 48 heures suffisent.":
    {
      en: "We recommend booking at least 7 days ahead, and 14 days for a wedding or an event of more than 80 people. For meal trays, 48 hours is enough.",
      de: "Wir empfehlen, mindestens 7 Tage im Voraus zu bestellen, bei Hochzeiten oder Veranstaltungen mit mehr als 80 Personen 14 Tage. Für Lunchboxen reichen 48 Stunden.",
      es: "Le recomendamos reservar con al menos 7 días de antelación, y 14 días para una boda o un evento de más de 80 personas. Para las bandejas de comida bastan 48 horas.",
    },
  "Proposez-vous des options végétariennes ou sans gluten\u00a0?": {
    en: "Do you offer vegetarian or gluten-free options?",
    de: "Gibt es vegetarische oder glutenfreie Optionen?",
    es: "¿Ofrecen opciones vegetarianas o sin gluten?",
  },
  "Oui\u00a0: chaque buffet et chaque menu de plateaux comprend une option végétarienne. Nous adaptons volontiers nos recettes aux allergies et intolérances\u00a0; signalez-les simplement dans votre demande de devis.":
    {
      en: "Yes: every buffet and every tray menu includes a vegetarian option. We are happy to adapt our recipes to allergies and intolerances; just mention them in your request for a quote.",
      de: "Ja: Jedes Buffet und jedes Lunchbox-Menü enthält eine vegetarische Option. Wir passen unsere Rezepte gern an Allergien und Unverträglichkeiten an – geben Sie sie einfach in Ihrer Angebotsanfrage an.",
      es: "Sí: cada bufé y cada menú de bandejas incluye una opción vegetariana. Adaptamos con gusto nuestras recetas a alergias e intolerancias; basta con indicarlas en su solicitud de presupuesto.",
    },
  "Jusqu'où livrez-vous\u00a0?": { en: "How far do you deliver?", de: "Wie weit liefern Sie?", es: "¿Hasta dónde hacen entregas?" },
  "Nous livrons dans un rayon de 50 km autour de la boutique. La livraison est offerte dans Lyon à partir de 150 € de commande.": {
    en: "We deliver within 50 km of the shop. Delivery in Lyon is free on orders of €150 or more.",
    de: "Wir liefern im Umkreis von 50 km um den Laden. Innerhalb von Lyon ist die Lieferung ab 150 € Bestellwert kostenlos.",
    es: "Entregamos en un radio de 50 km alrededor de la tienda. La entrega es gratuita en Lyon para pedidos desde 150 €.",
  },
  "La vaisselle et le service sont-ils compris\u00a0?": {
    en: "Are tableware and service included?",
    de: "Sind Geschirr und Service inbegriffen?",
    es: "¿Están incluidos la vajilla y el servicio?",
  },
  "Nous pouvons fournir la vaisselle, le nappage et du personnel de service. Ces options sont détaillées dans le devis, selon le nombre de convives et la durée de l'événement.":
    {
      en: "We can provide tableware, table linen and serving staff. These options are set out in the quote, depending on the number of guests and the length of the event.",
      de: "Wir können Geschirr, Tischwäsche und Servicepersonal stellen. Diese Optionen stehen im Angebot, je nach Gästezahl und Dauer der Veranstaltung.",
      es: "Podemos proporcionar vajilla, mantelería y personal de servicio. Estas opciones se detallan en el presupuesto, según el número de invitados y la duración del evento.",
    },

  // Products: categories, products, variants, units
  "Traiteur maison": { en: "Home-made deli", de: "Hausgemachte Feinkost", es: "Platos de la casa" },
  "Nos plats cuisinés chaque matin, à emporter ou à réchauffer.": {
    en: "Our dishes, cooked every morning, to take away or heat up at home.",
    de: "Unsere Gerichte, jeden Morgen frisch gekocht, zum Mitnehmen oder Aufwärmen.",
    es: "Nuestros platos, cocinados cada mañana, para llevar o calentar en casa.",
  },
  "Épicerie fine": { en: "Fine foods", de: "Feinkost", es: "Tienda gourmet" },
  "Les produits de nos producteurs, sélectionnés un à un.": {
    en: "Our producers' goods, chosen one by one.",
    de: "Die Produkte unserer Erzeuger, jedes einzeln ausgewählt.",
    es: "Los productos de nuestros productores, seleccionados uno a uno.",
  },
  Douceurs: { en: "Sweet treats", de: "Süßes", es: "Dulces" },
  "Tartes, macarons et gourmandises de notre pâtissier.": {
    en: "Tarts, macarons and treats from our pastry chef.",
    de: "Tartes, Macarons und Leckereien von unserem Konditor.",
    es: "Tartas, macarons y golosinas de nuestro pastelero.",
  },
  "Quiche lorraine": { en: "Quiche Lorraine", de: "Quiche Lorraine", es: "Quiche lorraine" },
  "Pâte brisée pur beurre, lardons fumés et crème crue de la Ferme du Vallon.": {
    en: "All-butter shortcrust, smoked bacon lardons and raw cream from La Ferme du Vallon.",
    de: "Mürbeteig mit reiner Butter, geräucherter Speck und Rohmilchsahne von der Ferme du Vallon.",
    es: "Masa quebrada de pura mantequilla, tacos de beicon ahumado y nata cruda de La Ferme du Vallon.",
  },
  "Part individuelle": { en: "Single slice", de: "Einzelstück", es: "Porción individual" },
  "Environ 180 g.": { en: "About 180 g.", de: "Etwa 180 g.", es: "Unos 180 g." },
  "€ / pièce": { en: "€ each", de: "€ / Stück", es: "€ / unidad" },
  "Quiche entière": { en: "Whole quiche", de: "Ganze Quiche", es: "Quiche entera" },
  "6 à 8 parts, à commander la veille.": {
    en: "Serves 6 to 8, order the day before.",
    de: "6 bis 8 Stücke, bitte am Vortag bestellen.",
    es: "De 6 a 8 raciones, encargar el día antes.",
  },
  "Pâté en croûte maison": { en: "Home-made pâté en croûte", de: "Hausgemachte Pâté en croûte", es: "Pâté en croûte casero" },
  "Notre recette lyonnaise\u00a0: volaille, veau, foie gras et pistaches dans une croûte dorée. Vendu à la coupe.": {
    en: "Our Lyon recipe: poultry, veal, foie gras and pistachios in a golden crust. Sold by the slice.",
    de: "Unser Lyoner Rezept: Geflügel, Kalb, Foie gras und Pistazien in goldener Kruste. Am Stück aufgeschnitten.",
    es: "Nuestra receta lionesa: ave, ternera, foie gras y pistachos en una corteza dorada. Se vende al corte.",
  },
  "À la coupe": { en: "By the slice", de: "Aufgeschnitten", es: "Al corte" },
  "Quenelles de brochet, sauce Nantua": {
    en: "Pike quenelles with Nantua sauce",
    de: "Hechtklößchen mit Nantua-Sauce",
    es: "Quenelles de lucio con salsa Nantua",
  },
  "Le grand classique lyonnais, gratiné au four. Prêtes à réchauffer 20 minutes.": {
    en: "The great Lyon classic, browned in the oven. Ready to reheat in 20 minutes.",
    de: "Der große Lyoner Klassiker, im Ofen überbacken. In 20 Minuten aufgewärmt.",
    es: "El gran clásico lionés, gratinado al horno. Listas para calentar en 20 minutos.",
  },
  "Barquette de 2": { en: "Tray of 2", de: "Schale mit 2 Stück", es: "Bandeja de 2" },
  "Pour une personne.": { en: "Serves one.", de: "Für eine Person.", es: "Para una persona." },
  "Barquette de 4": { en: "Tray of 4", de: "Schale mit 4 Stück", es: "Bandeja de 4" },
  "Pour deux personnes.": { en: "Serves two.", de: "Für zwei Personen.", es: "Para dos personas." },
  "Gratin dauphinois": { en: "Gratin dauphinois", de: "Gratin dauphinois", es: "Gratén dauphinois" },
  "Pommes de terre fondantes, crème et une pointe d'ail, comme à la maison.": {
    en: "Meltingly soft potatoes, cream and a hint of garlic, just like home.",
    de: "Zarte Kartoffeln, Sahne und ein Hauch Knoblauch, wie zu Hause.",
    es: "Patatas tiernas, nata y un toque de ajo, como en casa.",
  },
  "Au poids": { en: "By weight", de: "Nach Gewicht", es: "Al peso" },
  "Confitures de la maison": { en: "Our own jams", de: "Hausgemachte Konfitüren", es: "Mermeladas de la casa" },
  "Cuites en petites quantités au chaudron de cuivre, avec 60 % de fruits.": {
    en: "Cooked in small batches in a copper pan, with 60% fruit.",
    de: "In kleinen Mengen im Kupferkessel gekocht, mit 60 % Fruchtanteil.",
    es: "Cocidas en pequeñas cantidades en caldero de cobre, con un 60 % de fruta.",
  },
  "Abricot du Roussillon": { en: "Roussillon apricot", de: "Aprikose aus dem Roussillon", es: "Albaricoque del Rosellón" },
  "Pot de 320 g.": { en: "320 g jar.", de: "Glas mit 320 g.", es: "Tarro de 320 g." },
  "€ / pot": { en: "€ / jar", de: "€ / Glas", es: "€ / tarro" },
  "Fraise-rhubarbe": { en: "Strawberry and rhubarb", de: "Erdbeer-Rhabarber", es: "Fresa y ruibarbo" },
  "Figue-noix": { en: "Fig and walnut", de: "Feige-Walnuss", es: "Higo y nuez" },
  "Pot de 320 g, idéale avec les fromages.": {
    en: "320 g jar, perfect with cheese.",
    de: "Glas mit 320 g, ideal zu Käse.",
    es: "Tarro de 320 g, ideal con quesos.",
  },
  "De retour à la fin de l'été.": { en: "Back at the end of the summer.", de: "Ab Ende des Sommers wieder da.", es: "Vuelve a finales del verano." },
  "Huile d'olive de Nyons AOP": { en: "Nyons PDO olive oil", de: "Olivenöl aus Nyons g.U.", es: "Aceite de oliva de Nyons DOP" },
  "Douce et fruitée, pressée à froid par un moulin de la Drôme provençale.": {
    en: "Mild and fruity, cold-pressed by a mill in the Drôme provençale.",
    de: "Mild und fruchtig, kalt gepresst in einer Ölmühle der Drôme provençale.",
    es: "Suave y afrutado, prensado en frío por un molino de la Drôme provenzal.",
  },
  "Bouteille de 50 cl": { en: "50 cl bottle", de: "Flasche, 0,5 l", es: "Botella de 50 cl" },
  "Bidon de 1 L": { en: "1 litre tin", de: "Kanister, 1 l", es: "Lata de 1 l" },
  "Le format économique.": { en: "The best-value size.", de: "Die Sparpackung.", es: "El formato ahorro." },
  "Saint-Marcellin affiné": { en: "Ripened Saint-Marcellin", de: "Gereifter Saint-Marcellin", es: "Saint-Marcellin curado" },
  "Affiné chez nous deux à trois semaines, crémeux à cœur. Servi dans son petit pot en terre.": {
    en: "Ripened in our shop for two to three weeks, creamy at the heart. Served in its little earthenware pot.",
    de: "Bei uns zwei bis drei Wochen gereift, im Kern cremig. Im kleinen Tontopf serviert.",
    es: "Curado en casa de dos a tres semanas, cremoso por dentro. Se sirve en su tarrito de barro.",
  },
  "La pièce": { en: "Each", de: "Pro Stück", es: "La unidad" },
  "Environ 80 g.": { en: "About 80 g.", de: "Etwa 80 g.", es: "Unos 80 g." },
  "Tarte aux pralines": { en: "Praline tart", de: "Pralinentarte", es: "Tarta de pralinés" },
  "La spécialité lyonnaise\u00a0: pralines roses fondues dans la crème, sur une pâte sablée croustillante.": {
    en: "The Lyon speciality: pink pralines melted into cream, on a crisp shortbread base.",
    de: "Die Lyoner Spezialität: rosa Pralinen, in Sahne geschmolzen, auf knusprigem Mürbeteig.",
    es: "La especialidad de Lyon: pralinés rosas fundidos en nata sobre una masa sablé crujiente.",
  },
  "4 parts": { en: "Serves 4", de: "4 Stücke", es: "4 raciones" },
  "6 parts": { en: "Serves 6", de: "6 Stücke", es: "6 raciones" },
  "8 parts": { en: "Serves 8", de: "8 Stücke", es: "8 raciones" },
  "À commander 48 heures à l'avance.": {
    en: "Please order 48 hours ahead.",
    de: "Bitte 48 Stunden im Voraus bestellen.",
    es: "Encargar con 48 horas de antelación.",
  },
  "Pistache, framboise, vanille, chocolat, citron, cassis et caramel au beurre salé.": {
    en: "Pistachio, raspberry, vanilla, chocolate, lemon, blackcurrant and salted butter caramel.",
    de: "Pistazie, Himbeere, Vanille, Schokolade, Zitrone, Cassis und Salzbutterkaramell.",
    es: "Pistacho, frambuesa, vainilla, chocolate, limón, grosella negra y caramelo de mantequilla salada.",
  },
  "Boîte de 6": { en: "Box of 6", de: "6er-Schachtel", es: "Caja de 6" },
  "Boîte de 12": { en: "Box of 12", de: "12er-Schachtel", es: "Caja de 12" },
  "Panier pique-nique": { en: "Picnic basket", de: "Picknickkorb", es: "Cesta de pícnic" },
  "Terrine, pain de campagne, fromage, dessert et bouteille de Beaujolais\u00a0: l'été revient bientôt\u00a0!": {
    en: "Terrine, country bread, cheese, dessert and a bottle of Beaujolais: summer will soon be back!",
    de: "Terrine, Landbrot, Käse, Dessert und eine Flasche Beaujolais: Der Sommer kommt bald wieder!",
    es: "Terrina, pan de pueblo, queso, postre y una botella de Beaujolais: ¡el verano vuelve pronto!",
  },
  "Pour 2 personnes": { en: "For 2", de: "Für 2 Personen", es: "Para 2 personas" },

  // Special periods (contact page and the home's hours)
  "Horaires des fêtes": { en: "Festive opening hours", de: "Öffnungszeiten an den Feiertagen", es: "Horario de fiestas" },
  "Pour vos commandes de fêtes, la boutique ouvre exceptionnellement le lundi et reste ouverte sans interruption du mardi au samedi.": {
    en: "For your festive orders, the shop is open on Mondays for once, and all day without a break from Tuesday to Saturday.",
    de: "Für Ihre Festtagsbestellungen öffnet der Laden ausnahmsweise auch montags und ist von Dienstag bis Samstag durchgehend geöffnet.",
    es: "Para sus pedidos de fiestas, la tienda abre excepcionalmente los lunes y de martes a sábado sin cerrar a mediodía.",
  },
  "Horaires d'été": { en: "Summer opening hours", de: "Sommeröffnungszeiten", es: "Horario de verano" },
  "Pendant l'été, la boutique ouvre plus tôt et ferme le dimanche. Les commandes traiteur restent ouvertes toute la semaine.": {
    en: "Over the summer, the shop opens earlier and is closed on Sundays. Catering orders are taken all week.",
    de: "Im Sommer öffnet der Laden früher und bleibt sonntags geschlossen. Catering-Bestellungen nehmen wir die ganze Woche entgegen.",
    es: "En verano, la tienda abre más temprano y cierra los domingos. Los pedidos de catering se siguen aceptando toda la semana.",
  },
  "Horaires aménagés": { en: "Adjusted opening hours", de: "Geänderte Öffnungszeiten", es: "Horario especial" },
  "Une partie de l'équipe est en congés\u00a0: la boutique ouvre un peu plus tard, ferme à 13h le samedi et reste fermée le dimanche. Les commandes traiteur sont assurées normalement.":
    {
      en: "Part of the team is on holiday: the shop opens a little later, closes at 1pm on Saturday and stays closed on Sunday. Catering orders go ahead as usual.",
      de: "Ein Teil des Teams ist im Urlaub: Der Laden öffnet etwas später, schließt samstags um 13 Uhr und bleibt sonntags geschlossen. Catering-Bestellungen laufen wie gewohnt.",
      es: "Parte del equipo está de vacaciones: la tienda abre un poco más tarde, cierra a las 13:00 los sábados y no abre los domingos. Los pedidos de catering se atienden con normalidad.",
    },
  "Inventaire annuel": { en: "Annual stocktake", de: "Jährliche Inventur", es: "Inventario anual" },
  "La boutique est fermée pour l'inventaire. Merci de votre compréhension, et à très vite\u00a0!": {
    en: "The shop is closed for stocktaking. Thank you for your understanding, and see you very soon!",
    de: "Der Laden ist wegen Inventur geschlossen. Danke für Ihr Verständnis – bis ganz bald!",
    es: "La tienda cierra por inventario. Gracias por su comprensión, ¡hasta muy pronto!",
  },

  // Contact: getting here
  "Ligne A ou D, station Bellecour (3 minutes à pied par la rue des Marronniers).": {
    en: "Line A or D, Bellecour station (3 minutes' walk along rue des Marronniers).",
    de: "Linie A oder D, Station Bellecour (3 Minuten zu Fuß über die Rue des Marronniers).",
    es: "Línea A o D, estación Bellecour (a 3 minutos a pie por la rue des Marronniers).",
  },
  "Lignes C9, C10 et C20, arrêt Bellecour – Antonin Poncet.": {
    en: "Routes C9, C10 and C20, Bellecour – Antonin Poncet stop.",
    de: "Linien C9, C10 und C20, Haltestelle Bellecour – Antonin Poncet.",
    es: "Líneas C9, C10 y C20, parada Bellecour – Antonin Poncet.",
  },
  "T1 ou T2, arrêt Perrache, puis 10 minutes à pied par la rue Victor-Hugo, piétonne.": {
    en: "T1 or T2, Perrache stop, then a 10-minute walk along the pedestrian rue Victor-Hugo.",
    de: "T1 oder T2, Haltestelle Perrache, dann 10 Minuten zu Fuß durch die Fußgängerzone Rue Victor-Hugo.",
    es: "T1 o T2, parada Perrache, y luego 10 minutos a pie por la rue Victor-Hugo, peatonal.",
  },
  "Parkings Bellecour et Saint-Antoine à 300 m. Arrêt minute devant la boutique pour retirer vos commandes.": {
    en: "Bellecour and Saint-Antoine car parks 300 m away. Short-stay drop-off bay outside the shop to collect your orders.",
    de: "Parkhäuser Bellecour und Saint-Antoine in 300 m Entfernung. Kurzzeitparkplatz vor dem Laden zum Abholen Ihrer Bestellungen.",
    es: "Aparcamientos Bellecour y Saint-Antoine a 300 m. Parada rápida delante de la tienda para recoger sus pedidos.",
  },
};

// ---------------------------------------------------------------------------------------------
// Texts with a date of the seed: read the French date, write it in the target language.

const FRENCH_WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const FRENCH_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

const WEEKDAYS: Record<DemoLanguage, string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};
const MONTHS: Record<DemoLanguage, string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/** The public holidays of french-holidays.ts. */
const HOLIDAYS: Record<string, Entry> = {
  "Jour de l'an": { en: "New Year's Day", de: "Neujahr", es: "Año Nuevo" },
  "Fête du Travail": { en: "Labour Day", de: "Tag der Arbeit", es: "Día del Trabajo" },
  "Victoire 1945": { en: "VE Day", de: "Tag des Sieges 1945", es: "Día de la Victoria de 1945" },
  "Fête nationale": { en: "Bastille Day", de: "Französischer Nationalfeiertag", es: "Fiesta Nacional de Francia" },
  Assomption: { en: "Assumption Day", de: "Mariä Himmelfahrt", es: "Asunción" },
  Toussaint: { en: "All Saints' Day", de: "Allerheiligen", es: "Todos los Santos" },
  "Armistice 1918": { en: "Armistice Day", de: "Waffenstillstand 1918", es: "Armisticio de 1918" },
  Noël: { en: "Christmas Day", de: "Weihnachten", es: "Navidad" },
  "Lundi de Pâques": { en: "Easter Monday", de: "Ostermontag", es: "Lunes de Pascua" },
  Ascension: { en: "Ascension Day", de: "Christi Himmelfahrt", es: "Ascensión" },
  "Lundi de Pentecôte": { en: "Whit Monday", de: "Pfingstmontag", es: "Lunes de Pentecostés" },
};

const MONTH = `(${FRENCH_MONTHS.join("|")})`;
const DAY = "(1er|\\d{1,2})";
const DATE = `${DAY} ${MONTH}`;

type FrenchDate = { day: number; month: number };
const dateOf = (day: string, month: string): FrenchDate => ({ day: day === "1er" ? 1 : Number(day), month: FRENCH_MONTHS.indexOf(month) });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '13 December', '13. Dezember', '13 de diciembre' */
function writeDate(date: FrenchDate): Entry {
  const month = (language: DemoLanguage) => MONTHS[language][date.month];
  return { en: `${date.day} ${month("en")}`, de: `${date.day}. ${month("de")}`, es: `${date.day} de ${month("es")}` };
}

type Time = { hour: number; minute: number };
const timeOf = (hour: string, minute: string | undefined): Time => ({ hour: Number(hour), minute: Number(minute ?? 0) });
const two = (n: number) => String(n).padStart(2, "0");

/** '10am–12.30pm', '10–12:30 Uhr', 'de 10:00 a 12:30' */
function writeTimes(from: Time, to: Time): Entry {
  const en = (t: Time) => `${t.hour % 12 === 0 ? 12 : t.hour % 12}${t.minute ? `.${two(t.minute)}` : ""}${t.hour < 12 ? "am" : "pm"}`;
  const de = (t: Time) => `${t.hour}${t.minute ? `:${two(t.minute)}` : ""}`;
  const es = (t: Time) => `${t.hour}:${two(t.minute)}`;
  return { en: `${en(from)}–${en(to)}`, de: `${de(from)}–${de(to)} Uhr`, es: `de ${es(from)} a ${es(to)}` };
}

/** A text with a date: the French it reads, and what it writes in each language (undefined: no translation). */
type Pattern = { french: RegExp; write: (match: RegExpExecArray) => Entry | undefined };

const PATTERNS: Pattern[] = [
  {
    // An event's day and times: 'Samedi 12 décembre, 10h–12h30'
    french: new RegExp(`^(${FRENCH_WEEKDAYS.join("|")}) ${DATE}, (\\d{1,2})h(\\d{2})?–(\\d{1,2})h(\\d{2})?$`, "i"),
    write: ([, weekday, day, month, fromHour, fromMinute, toHour, toMinute]) => {
      const name = (language: DemoLanguage) => WEEKDAYS[language][FRENCH_WEEKDAYS.indexOf(weekday.toLowerCase())];
      const date = writeDate(dateOf(day, month));
      const times = writeTimes(timeOf(fromHour, fromMinute), timeOf(toHour, toMinute));
      return {
        en: `${name("en")} ${date.en}, ${times.en}`,
        de: `${name("de")}, ${date.de}, ${times.de}`,
        es: `${capital(name("es"))} ${date.es}, ${times.es}`,
      };
    },
  },
  {
    // An offer's dates: 'Du 1er décembre au 18 décembre'
    french: new RegExp(`^Du ${DATE} au ${DATE}$`),
    write: ([, fromDay, fromMonth, toDay, toMonth]) => {
      const [from, to] = [dateOf(fromDay, fromMonth), dateOf(toDay, toMonth)];
      const [fromText, toText] = [writeDate(from), writeDate(to)];
      if (from.month === to.month) return { en: `${from.day}–${toText.en}`, de: `Vom ${from.day}. bis ${toText.de}`, es: `Del ${from.day} al ${toText.es}` };
      return { en: `${fromText.en} – ${toText.en}`, de: `Vom ${fromText.de} bis ${toText.de}`, es: `Del ${fromText.es} al ${toText.es}` };
    },
  },
  {
    // An offer for a month: 'Tout le mois de décembre', 'Tout le mois d'avril'
    french: new RegExp(`^Tout le mois (?:de |d')${MONTH}$`),
    write: ([, month]) => {
      const name = (language: DemoLanguage) => MONTHS[language][FRENCH_MONTHS.indexOf(month)];
      return { en: `All through ${name("en")}`, de: `Den ganzen ${name("de")} lang`, es: `Durante todo el mes de ${name("es")}` };
    },
  },
  {
    // A public holiday's label: 'Fermeture : Noël'
    french: /^Fermeture\u00a0: (.+)$/,
    write: ([, holiday]) => {
      const name = HOLIDAYS[holiday];
      return name && { en: `Closed: ${name.en}`, de: `Geschlossen: ${name.de}`, es: `Cerrado: ${name.es}` };
    },
  },
  {
    // A public holiday's note: 'La boutique est fermée le 25 décembre, jour férié. …'
    french: new RegExp(`^La boutique est fermée le ${DATE}, jour férié\\. Les commandes traiteur peuvent être retirées la veille\\.$`),
    write: ([, day, month]) => {
      const date = writeDate(dateOf(day, month));
      return {
        en: `The shop is closed on ${date.en}, a public holiday. Catering orders can be collected the day before.`,
        de: `Am ${date.de} ist Feiertag und der Laden bleibt geschlossen. Catering-Bestellungen können am Vortag abgeholt werden.`,
        es: `La tienda cierra el ${date.es}, día festivo. Los pedidos de catering pueden recogerse el día anterior.`,
      };
    },
  },
];

/**
 * The demo merchant's translation of one of her French texts (trimmed, as a page's field gives
 * it), or undefined when the dictionary has none.
 */
export function demoTranslation(french: string, language: DemoLanguage): string | undefined {
  const text = french.trim();
  if (KEPT_AS_WRITTEN.includes(text)) return text;
  const entry = TEXTS[text];
  if (entry) return entry[language];
  // The story is one text of paragraphs: each is translated on its own.
  const paragraphs = text.split(/\n{2,}/);
  if (paragraphs.length > 1) {
    const translated = paragraphs.map((paragraph) => demoTranslation(paragraph, language));
    return translated.every((paragraph) => paragraph !== undefined) ? translated.join("\n\n") : undefined;
  }
  for (const pattern of PATTERNS) {
    const match = pattern.french.exec(text);
    if (match) return pattern.write(match)?.[language];
  }
  return undefined;
}
