import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { eventRsvps, homeContent, homeEvents, homeReassuranceItems, homeTestimonials, products } from "~/db/schema";
import { getHomePage, getHomePageWithRsvps } from "~/features/home/home-data.server";
import { DEFAULT_REASSURANCE_ITEMS } from "~/features/home/default-reassurance";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

/** No event of these tests has an end date: any date shows them all. */
const TODAY = "2026-01-01";
let t: TestDatabase;
let siteA: string;
let siteB: string;
const noErrors = (err: unknown, section: string) => {
  throw new Error(`unexpected failure of ${section}: ${String(err)}`);
};

beforeAll(async () => {
  t = await createTestDatabase();
  siteA = (await createSite(t.db, { name: "Épicerie A", merchantPhone1: " 04 78 00 00 00 ", merchantEmail1: "" })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B" })).id;
});

afterAll(async () => {
  await t?.drop();
});

describe("getHomePage", () => {
  it("gives an empty site its defaults and empty lists", async () => {
    const home = await getHomePage(t.db, siteB, TODAY, noErrors);
    expect(home.hero).toEqual({ title: null, subtitle: null, imageUrl: null });
    expect(home.highlight).toBeNull();
    expect(home.reassurance).toEqual(DEFAULT_REASSURANCE_ITEMS);
    expect(home.events).toEqual([]);
    expect(home.featuredProducts).toEqual([]);
    expect(home.testimonials).toEqual([]);
    expect(home.contact).toEqual({ phone: null, email: null, address: null });
  });

  it("reads one site's content only, in order_index order", async () => {
    await t.db.insert(homeContent).values([
      {
        siteId: siteA,
        heroTitle: "Bienvenue",
        heroSubtitle: " ",
        heroImageUrl: "javascript:alert(1)",
        highlightTitle: "Noël",
        highlightSecondImageUrl: "/media/b.webp",
      },
      { siteId: siteB, heroTitle: "Autre site" },
    ]);
    await t.db.insert(homeEvents).values([
      { siteId: siteA, title: "Second", date: "Samedi", description: "d", type: "promotion", orderIndex: 2 },
      { siteId: siteA, title: "Premier", date: "Vendredi", description: "d", orderIndex: 1 },
      { siteId: siteB, title: "Pas ici", date: "x", description: "d" },
    ]);
    await t.db.insert(homeReassuranceItems).values([{ siteId: siteA, title: "Bio", description: "d", iconName: "truck" }]);
    await t.db.insert(homeTestimonials).values([{ siteId: siteA, customerName: "Claire Dumas", customerInitials: "CD", text: "Parfait", rating: 4 }]);

    const home = await getHomePage(t.db, siteA, TODAY, noErrors);
    expect(home.hero).toEqual({ title: "Bienvenue", subtitle: null, imageUrl: null });
    expect(home.highlight).toEqual({ title: "Noël", description: null, images: ["/media/b.webp"] });
    expect(home.events.map((e) => [e.title, e.type])).toEqual([
      ["Premier", "event"],
      ["Second", "promotion"],
    ]);
    expect(home.reassurance.map((r) => r.title)).toEqual(["Bio"]);
    expect(home.testimonials).toMatchObject([{ customerName: "Claire Dumas", customerInitials: "CD", text: "Parfait", rating: 4 }]);
    expect(home.contact).toEqual({ phone: "04 78 00 00 00", email: null, address: null });
  });

  it("lists at most 4 featured and active products, by order_index then newest", async () => {
    const base = { siteId: siteA, price: 3, isFeatured: true };
    await t.db.insert(products).values([
      { ...base, name: "Inactif", isActive: false, orderIndex: 0 },
      { ...base, name: "Pas phare", isFeatured: false, orderIndex: 0 },
      { ...base, name: "Ancien", orderIndex: 1, createdAt: new Date("2024-01-01") },
      { ...base, name: "Récent", orderIndex: 1, createdAt: new Date("2025-01-01") },
      { ...base, name: "Premier", orderIndex: 0, priceUnit: "€/kg", imageUrl: "/media/p.webp" },
      { ...base, name: "Quatrième", orderIndex: 2 },
      { ...base, name: "Cinquième", orderIndex: 3 },
      { ...base, siteId: siteB, name: "Autre site", orderIndex: 0 },
    ]);
    const home = await getHomePage(t.db, siteA, TODAY, noErrors);
    expect(home.featuredProducts.map((p) => p.name)).toEqual(["Premier", "Récent", "Ancien", "Quatrième"]);
    expect(home.featuredProducts[0]).toMatchObject({ price: 3, priceUnit: "€/kg", imageUrl: "/media/p.webp" });
  });

  it("counts each event's answers in the same statement, and tells this browser's own answer only to it", async () => {
    const events = await t.db.select({ id: homeEvents.id }).from(homeEvents).where(eq(homeEvents.siteId, siteA)).orderBy(homeEvents.orderIndex);
    const [first, second] = events.map((e) => e.id);
    await t.db.insert(eventRsvps).values([
      { siteId: siteA, eventId: first, voterKey: "visitor-1" },
      { siteId: siteA, eventId: first, voterKey: "visitor-2" },
      { siteId: siteA, eventId: second, voterKey: "visitor-2" },
    ]);
    const anonymous = await getHomePageWithRsvps(t.db, siteA, null, TODAY, noErrors);
    expect(anonymous.rsvps).toEqual({ [first]: { count: 2, going: false }, [second]: { count: 1, going: false } });
    const visitor = await getHomePageWithRsvps(t.db, siteA, "visitor-1", TODAY, noErrors);
    expect(visitor.rsvps).toEqual({ [first]: { count: 2, going: true }, [second]: { count: 1, going: false } });
    expect(visitor.home.events).toHaveLength(2);
    // Another site's home knows nothing of these answers.
    expect((await getHomePageWithRsvps(t.db, siteB, "visitor-1", TODAY, noErrors)).rsvps).toEqual({});
  });

  it("logs a failing section and shows its empty state, the others still load", async () => {
    // A real failure: the table is gone in this throw-away database.
    await t.db.execute("DROP TABLE home_testimonials CASCADE");
    const failures: string[] = [];
    const home = await getHomePage(t.db, siteA, TODAY, (_err, section) => failures.push(section));
    // The one statement fails as a whole, then each section is read on its own.
    expect(failures).toEqual(["home page (one statement)", "testimonials"]);
    expect(home.testimonials).toEqual([]);
    expect(home.events).toHaveLength(2);
    expect(home.hero.title).toBe("Bienvenue");
  });
});
