/**
 * Items that share a place in a merchant's list (two added at the same moment, each counting the
 * list's length before the other was stored) show in one order everywhere: on her screen, on her
 * public page (its one-statement read and its section-by-section fallback) and in the order a
 * deletion's renumbering keeps. Before, her screens broke ties by id and her public pages by date.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { homeReassuranceItems, serviceFaqs } from "~/db/schema";
import { compactOrder, listOrderedIds } from "~/features/admin-kit/reorder.server";
import { getHomePage, listReassuranceItems as listReassuranceOnHome } from "~/features/home/home-data.server";
import { listReassuranceItems as listReassuranceOnScreen } from "~/features/home/home.server";
import { loadServicesPage } from "~/features/services/services-page.server";
import { getServiceFaqs, getServicesEditorData } from "~/features/services/services.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let siteId: string;

/** Ids in the reverse of the order the items were added, so that a tie broken by id and one broken by date disagree. */
const IDS = ["ffffffff-0000-4000-8000-000000000003", "bbbbbbbb-0000-4000-8000-000000000002", "11111111-0000-4000-8000-000000000001"];
const ADDED = [new Date("2026-11-02T09:00:00Z"), new Date("2026-11-02T09:00:01Z"), new Date("2026-11-02T09:00:02Z")];

beforeAll(async () => {
  t = await createTestDatabase();
  siteId = (await createSite(t.db, { name: "Le Fournil" })).id;
  const tied = { siteId, orderIndex: 0 };
  await t.db.insert(serviceFaqs).values(
    ["Livrez-vous ?", "Faites-vous des buffets ?", "Quels délais ?"].map((question, i) => ({
      ...tied,
      id: IDS[i],
      createdAt: ADDED[i],
      question,
      answer: "Oui.",
    })),
  );
  await t.db.insert(homeReassuranceItems).values(
    ["Fait maison", "Produits locaux", "Livraison"].map((title, i) => ({
      ...tied,
      id: IDS[i],
      createdAt: ADDED[i],
      title,
      description: "",
      iconName: "heart" as const,
    })),
  );
});

afterAll(async () => {
  await t?.drop();
});

describe("items that share a place in a list", () => {
  it("show in the order they were added on the services screen and the public services page", async () => {
    const added = ["Livrez-vous ?", "Faites-vous des buffets ?", "Quels délais ?"];
    expect((await getServicesEditorData(t.db, siteId)).faqs.map((f) => f.question)).toEqual(added);
    expect((await loadServicesPage(t.db, siteId, () => {})).faqs.map((f) => f.question)).toEqual(added);
    expect((await getServiceFaqs(t.db, siteId)).map((f) => f.question)).toEqual(added);
    expect(await listOrderedIds(t.db, serviceFaqs, siteId)).toEqual(IDS);
  });

  it("show in the order they were added on the home editor and the public home, whichever way the home is read", async () => {
    const added = ["Fait maison", "Produits locaux", "Livraison"];
    expect((await listReassuranceOnScreen(t.db, siteId)).map((r) => r.title)).toEqual(added);
    expect((await getHomePage(t.db, siteId, "2026-11-29", () => {})).reassurance.map((r) => r.title)).toEqual(added);
    expect((await listReassuranceOnHome(t.db, siteId)).map((r) => r.title)).toEqual(added);
  });

  it("keep that order when a deletion renumbers the list", async () => {
    await t.db.delete(serviceFaqs).where(eq(serviceFaqs.id, IDS[0]!));
    await compactOrder(t.db, serviceFaqs, siteId);
    const rows = await t.db.select({ id: serviceFaqs.id, orderIndex: serviceFaqs.orderIndex }).from(serviceFaqs).where(eq(serviceFaqs.siteId, siteId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.orderIndex]))).toEqual({ [IDS[1]!]: 0, [IDS[2]!]: 1 });
    expect((await loadServicesPage(t.db, siteId, () => {})).faqs.map((f) => f.question)).toEqual(["Faites-vous des buffets ?", "Quels délais ?"]);
  });
});
