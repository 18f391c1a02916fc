import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import type { SitePlan } from "~/db/enums";
import { PostButton } from "~/features/social/admin/post-button";
import { fitText } from "~/features/media/drawing.server";
import { captionHashtags, hashtag, oneLineAddress, postCaption, priceInText, shortText, townOf, type CaptionSite } from "~/features/social/post-caption";
import { renderPostImage } from "~/features/social/post-image.server";
import { postFileName, postQuery, readPostTarget } from "~/features/social/post-schema";

const NBSP = "\u00a0";
const site: CaptionSite = {
  name: "Les Délices de Marie",
  address: "Les Délices de Marie\n12 rue des Marronniers\n69002 Lyon",
  town: null,
  trade: "Traiteur",
  link: "https://lesdelices.fr/",
};

describe("the publication's caption", () => {
  it("writes an event: title, date as written (a capital first), the place, the description, the link, the town's hashtag", () => {
    const caption = postCaption(
      {
        type: "event",
        title: "Atelier pâté en croûte avec Julien",
        date: "samedi 12 décembre à 18 h",
        description: "Julien vous dévoile les secrets de notre pâté en croûte. Sur inscription en boutique.",
      },
      site,
    );
    expect(caption).toBe(
      [
        "Atelier pâté en croûte avec Julien",
        "Samedi 12 décembre à 18 h\nLes Délices de Marie, 12 rue des Marronniers, 69002 Lyon",
        "Julien vous dévoile les secrets de notre pâté en croûte. Sur inscription en boutique.",
        `Toutes les informations${NBSP}: https://lesdelices.fr/`,
        "#Lyon #Traiteur",
      ].join("\n\n"),
    );
  });

  it("gives an event's price its own line only when the kept description lost it", () => {
    const long = `${"Une soirée de dégustation au comptoir avec nos producteurs. ".repeat(6)}Participation de 45 € par personne.`;
    const cut = postCaption({ type: "event", title: "Dégustation", date: "Vendredi, 18h", description: long }, site);
    expect(cut).toContain(`Tarif${NBSP}: 45${NBSP}€ par personne`);
    const kept = postCaption({ type: "event", title: "Atelier", date: "Samedi", description: "8 places, 45 € par personne." }, site);
    expect(kept).not.toContain("Tarif");
    expect(priceInText("Entrée libre")).toBeNull();
    expect(priceInText("12,50 € la part")).toBe(`12,50${NBSP}€ la part`);
  });

  it("writes a product: name and French price, a short description, the shop, the products page, no emoji", () => {
    const caption = postCaption(
      { type: "product", name: "Quiche lorraine", description: "Pâte brisée maison,\nlardons fumés.", price: `3,20${NBSP}€ / pièce` },
      { ...site, link: "https://lesdelices.fr/merchant/products" },
    );
    expect(caption).toBe(
      [
        `Quiche lorraine – 3,20${NBSP}€ / pièce`,
        "Pâte brisée maison, lardons fumés.",
        "À retrouver chez Les Délices de Marie, 12 rue des Marronniers, 69002 Lyon",
        `Tous nos produits${NBSP}: https://lesdelices.fr/merchant/products`,
        "#Lyon #Traiteur",
      ].join("\n\n"),
    );
    expect(caption).not.toMatch(/\p{Extended_Pictographic}/u);
    const bare = postCaption({ type: "product", name: "Pain", description: null, price: null }, { ...site, address: null, trade: null });
    expect(bare).toBe(`Pain\n\nÀ retrouver chez Les Délices de Marie\n\nTous nos produits${NBSP}: https://lesdelices.fr/`);
    const street = postCaption({ type: "product", name: "Pain", description: null, price: null }, { ...site, address: "3 rue Neuve\n69001 Lyon" });
    expect(street).toContain("À retrouver chez Les Délices de Marie, 3 rue Neuve, 69001 Lyon");
  });

  it("cuts a long description at a word, keeping the no-break spaces of French typography", () => {
    const text = `Mentionnez «${NBSP}DÉLICES15${NBSP}» dans votre demande. ${"Encore des mots ".repeat(40)}`;
    const short = shortText(text, 80);
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith("…")).toBe(true);
    expect(short.startsWith(`Mentionnez «${NBSP}DÉLICES15${NBSP}»`)).toBe(true);
    expect(shortText("  court  ", 80)).toBe("court");
  });

  it("makes a hashtag or two from the town and the trade", () => {
    expect(hashtag("Saint-Étienne")).toBe("#SaintÉtienne");
    expect(hashtag("Épicerie fine")).toBe("#ÉpicerieFine");
    expect(hashtag(" - ")).toBeNull();
    expect(townOf(null, "5 place de la Croix-Rousse\n69004 Lyon")).toBe("Lyon");
    expect(townOf(null, "Zone d'activité, 13100 Aix-en-Provence Cedex 1")).toBe("Aix-en-Provence");
    expect(townOf(" Annecy ", "74000 Annecy")).toBe("Annecy");
    expect(townOf(null, null)).toBeNull();
    expect(captionHashtags({ town: "Lyon", address: null, trade: null })).toEqual(["#Lyon"]);
    expect(captionHashtags({ town: "Fromagerie", address: null, trade: "Fromagerie" })).toEqual(["#Fromagerie"]);
    expect(oneLineAddress(" \n ")).toBeNull();
  });
});

describe("the publication's addresses and file", () => {
  it("reads only an event or a product by a well-formed id", () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(readPostTarget(new URLSearchParams({ type: "product", id }))).toEqual({ type: "product", id: id.toLowerCase() });
    expect(readPostTarget(new URLSearchParams({ type: "quote", id }))).toBeNull();
    expect(readPostTarget(new URLSearchParams({ type: "event", id: "1 or 1=1" }))).toBeNull();
    expect(postQuery({ type: "event", id }, { version: 7, download: true })).toBe(`type=event&id=${id}&v=7&telecharger=1`);
  });

  it("names the download in French, in ASCII", () => {
    expect(postFileName("Pâté en croûte «\u00a0maison\u00a0» & œufs")).toBe("publication-pate-en-croute-maison-oeufs.jpg");
    expect(postFileName("!!!")).toBe("publication-vitrine.jpg");
  });
});

describe("the square image", () => {
  const colors = { primary: "#7a2e1d", secondary: "#b5543a", accent: "#E8B04B" };

  it("is a 1080×1080 JPEG for an event, and for a product with or without a readable photo", async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c08040" } })
      .webp()
      .toBuffer();
    const common = { siteName: "Les Délices de Marie & <Fils>", domain: "lesdelices.fr", colors };
    const images = await Promise.all([
      renderPostImage({ ...common, type: "event", label: "Événement", title: "Atelier pâté en croûte avec Julien", date: "Samedi 12 décembre, 10h–12h30" }),
      renderPostImage({ ...common, type: "product", name: "Quiche lorraine", price: `3,20${NBSP}€ / pièce`, photo: { bytes: photo, focus: { x: 20, y: 50 } } }),
      renderPostImage({ ...common, type: "product", name: "Pain", price: null, photo: { bytes: Buffer.from("pas une image"), focus: null } }),
    ]);
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 1080]);
    }
  });

  it("fits a title in its lines: the largest size that holds it whole, else cut with '…'", () => {
    expect(fitText("Quiche", 900, [92, 60], 2)).toEqual({ size: 92, lines: ["Quiche"] });
    const long = fitText("Plateau de fromages affinés de nos régions pour six personnes gourmandes et curieuses", 900, [92, 80, 60], 2);
    expect(long.size).toBe(60);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]!.endsWith("…")).toBe(true);
    // A no-break space keeps the colon with its word.
    expect(fitText(`Dégustation${NBSP}: le domaine`, 300, [40], 3).lines.every((line) => !line.startsWith(":"))).toBe(true);
  });
});

describe("the button on the events and products screens", () => {
  function render(plan: SitePlan): string {
    const Stub = createRoutesStub([
      {
        id: "routes/admin/layout",
        path: "/admin",
        loader: () => null,
        Component: Outlet,
        children: [
          { path: "products", Component: () => <PostButton target={{ type: "product", id: "0f8fad5b-d9cb-469f-a165-70867728950e" }} name="Quiche lorraine" /> },
        ],
      },
    ]);
    const layout = { currentSite: { id: "5b0c3c1e-8d1f-4a55-9d0b-5f0a5b0c3c1e", name: "Les Délices", plan } };
    return renderToString(<Stub initialEntries={["/admin/products"]} hydrationData={{ loaderData: { "routes/admin/layout": layout } }} />);
  }

  it("is there on Expert only", () => {
    expect(render("expert")).toContain(`aria-label="Publier «${NBSP}Quiche lorraine${NBSP}» sur les réseaux"`);
    expect(render("pro")).not.toContain("Publier");
    expect(render("essentiel")).not.toContain("Publier");
  });
});
