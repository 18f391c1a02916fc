import { mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/features/media/storage.server";
import { storedShareCardKey } from "~/features/seo/public/share-card-response.server";
import { parseShareCardFile, shareCardPath } from "~/features/seo/share-card";
import { renderShareCard } from "~/features/seo/public/share-card.server";
import { DrawnImageCache, wrapText } from "~/features/media/drawing.server";

const colors = { accent: "#81C784", primary: "#4CAF50", secondary: "#2e7d32", primaryHover: "#3e9742" };

describe("share cards (issue 14)", () => {
  it("draws a 1200×630 JPEG without a photo, and from a photo of any shape", async () => {
    const plain = await renderShareCard({
      siteName: "Les Délices de Marie & Fils <Lyon>",
      colors,
      label: "Nos Produits",
      domain: "lesdelices.fr",
      photo: null,
      ownImage: false,
    });
    const photo = await sharp({ create: { width: 800, height: 1400, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    const onPhoto = await renderShareCard({
      siteName: "Fromagerie",
      colors,
      label: null,
      domain: "x.fr",
      photo: { bytes: photo, focus: { x: 50, y: 10 } },
      ownImage: false,
    });
    const own = await renderShareCard({ siteName: "Fromagerie", colors, label: null, domain: "x.fr", photo: { bytes: photo, focus: null }, ownImage: true });
    for (const card of [plain, onPhoto, own]) {
      const meta = await sharp(card).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    }
  });

  it("falls back to the plain card when the photo cannot be read", async () => {
    const card = await renderShareCard({
      siteName: "Caviste",
      colors,
      label: null,
      domain: "x.fr",
      photo: { bytes: Buffer.from("not an image"), focus: null },
      ownImage: true,
    });
    expect((await sharp(card).metadata()).width).toBe(1200);
  });

  it("wraps a long name on two lines at most", () => {
    expect(wrapText("Les Délices de Marie", 30, 2)).toEqual(["Les Délices de Marie"]);
    const lines = wrapText("La très grande boulangerie pâtisserie du marché couvert de la Croix-Rousse", 25, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(lines.every((line) => line.length <= 25)).toBe(true);
  });

  it("names the content version in the address", () => {
    const path = shareCardPath("0f8fad5b-d9cb-469f-a165-70867728950e", "products", 42);
    expect(path).toBe("/share-card/0f8fad5b-d9cb-469f-a165-70867728950e/products-42.jpg");
    expect(parseShareCardFile("products-42.jpg")).toEqual({ page: "products", version: 42 });
    expect(parseShareCardFile("../etc-1.jpg")).toBeNull();
  });

  it("keeps the cache within its bound and draws a key once", async () => {
    const cache = new DrawnImageCache(25);
    let drawn = 0;
    const make = () => Promise.resolve((drawn++, Buffer.alloc(10)));
    await Promise.all([cache.get("a", make), cache.get("a", make)]);
    expect(drawn).toBe(1);
    await cache.get("b", make);
    await cache.get("c", make);
    expect(cache.size).toBe(2);
  });
});

describe("stored share cards (issue 23)", () => {
  it("are kept on the disk under share-cards/: read back or null, listed by prefix, removed one by one, never listed with the uploads", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "vitrine-cards-"));
    try {
      const media = createLocalStorage(root);
      const site = "0f8fad5b-d9cb-469f-a165-70867728950e";
      const key = storedShareCardKey(site, "products", 42);
      expect(key).toBe(`share-cards/${site}-products-42.jpg`);
      expect(await media.readIfStored(key)).toBeNull();
      const { url } = await media.put(key, Buffer.from("carte"), "image/jpeg");
      expect(url).toBe(`/media/${key}`);
      await media.put(storedShareCardKey(site, "products", 43), Buffer.from("carte 2"), "image/jpeg");
      await media.put(storedShareCardKey(site, "home", 43), Buffer.from("accueil"), "image/jpeg");
      expect((await media.readIfStored(key))?.toString()).toBe("carte");
      const listed = async (prefix: string) => {
        const keys: string[] = [];
        for await (const k of media.listKeys(prefix)) keys.push(k);
        return keys.sort();
      };
      expect(await listed(`share-cards/${site}-products-`)).toEqual([key, storedShareCardKey(site, "products", 43)]);
      await media.remove(key);
      await media.remove(key);
      expect(await listed(`share-cards/${site}-products-`)).toEqual([storedShareCardKey(site, "products", 43)]);
      const uploads: string[] = [];
      for await (const object of media.list()) uploads.push(object.key);
      expect(uploads).toEqual([]);
      await expect(listed("../")).rejects.toThrow();
      await expect(media.readIfStored("share-cards/../../etc/passwd")).rejects.toThrow();
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe("'Partager' (issue 14)", () => {
  it("works as HTML: one popover per page of Facebook, WhatsApp and e-mail links to the canonical URL", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { ShareButton, SharePanel, shareLinks } = await import("~/components/storefront/share-button");
    const url = "https://lesdelices.fr/merchant/products#produit-1";
    const links = shareLinks(url, "Plateau apéritif");
    expect(links.map((l) => l.label)).toEqual(["Facebook", "WhatsApp", "E-mail"]);
    expect(links[0]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links[1]!.href).toBe(`https://wa.me/?text=${encodeURIComponent(`Plateau apéritif ${url}`)}`);
    expect(links[2]!.href.startsWith("mailto:?subject=Plateau%20ap%C3%A9ritif&body=")).toBe(true);
    // Every button of a page opens the page's one panel, which shares the page itself.
    const button = renderToStaticMarkup(createElement(ShareButton, { url, title: "Plateau apéritif", headingId: "produit-titre" }));
    expect(button.toLowerCase()).toContain('popovertarget="partager"');
    expect(button).toContain(`data-share="${url}"`);
    expect(button).toContain('data-share-heading="produit-titre"');
    const page = "https://lesdelices.fr/merchant/products";
    const panel = renderToStaticMarkup(createElement(SharePanel, { url: page, title: "Nos Produits — Les Délices" }));
    expect(panel).toContain('id="partager" popover="auto"');
    const hrefs = [...panel.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    expect(hrefs).toEqual(shareLinks(page, "Nos Produits — Les Délices").map((link) => link.href));
  });
});
