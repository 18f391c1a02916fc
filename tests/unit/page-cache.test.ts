import { describe, expect, it } from "vitest";
import { PageStore, pageSize, type CachedPage } from "~/features/page-cache/page-store";
import { createPageCacheHints } from "~/features/page-cache/page-cache-hints";
import { nextHoursBoundary, type DayHours } from "~/features/hours/hours";
import { headerList, normalizedQuery, withRequestParts } from "~/features/page-cache/page-cache.server";

function page(key: string, siteId: string | null, bytes: number, expiresAt = Number.MAX_SAFE_INTEGER): CachedPage {
  const p: CachedPage = { key, siteId, status: 200, headers: [], gzip: Buffer.alloc(bytes), brotli: Buffer.alloc(0), etag: 'W/"x"', expiresAt, size: 0 };
  p.size = pageSize(p);
  return p;
}

describe("page store", () => {
  it("stays within its byte budget, evicting the least recently used first", () => {
    const one = page("a", "s1", 1000);
    const store = new PageStore(one.size * 3);
    store.set(one);
    store.set(page("b", "s1", 1000));
    store.set(page("c", "s2", 1000));
    expect(store.get("a")).toBeDefined(); // a is now the most recent
    store.set(page("d", "s2", 1000));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(store.stats().bytes).toBeLessThanOrEqual(store.budgetBytes);
  });

  it("refuses a page larger than the whole budget, and replaces a key in place", () => {
    const store = new PageStore(5000);
    store.set(page("big", "s1", 10_000));
    expect(store.stats().entries).toBe(0);
    store.set(page("k", "s1", 100));
    store.set(page("k", "s1", 200));
    expect(store.stats().entries).toBe(1);
    expect(store.stats().bytes).toBe(page("k", "s1", 200).size);
  });

  it("drops every page of a site, and pages past their expiry", () => {
    const store = new PageStore(1_000_000);
    store.set(page("a1", "a", 10));
    store.set(page("a2", "a", 10));
    store.set(page("b1", "b", 10));
    store.set(page("old", "b", 10, 1000));
    store.dropSite("a");
    expect(store.get("a1")).toBeUndefined();
    expect(store.get("a2")).toBeUndefined();
    expect(store.get("b1")).toBeDefined();
    expect(store.get("old", 1000)).toBeUndefined();
    expect(store.stats().entries).toBe(1);
  });

  it("a zero budget is a disabled cache", () => {
    expect(new PageStore(0).enabled).toBe(false);
  });
});

describe("hints", () => {
  it("keep the earliest expiry and remember a refusal", () => {
    const hints = createPageCacheHints(true);
    expect(hints.storable).toBe(true);
    hints.expireAt(5000);
    hints.expireAt(new Date(9000));
    expect(hints.expiresAt).toBe(5000);
    hints.noStore();
    expect(hints.storable).toBe(false);
    expect(createPageCacheHints(false).storable).toBe(false);
  });
});

describe("query normalisation", () => {
  it("sorts parameters and ignores tracking ones", () => {
    expect(normalizedQuery(new URLSearchParams("tri=nom&q=pain&utm_source=fb&fbclid=x"))).toBe("q=pain&tri=nom");
    expect(normalizedQuery(new URLSearchParams("q=pain&tri=nom"))).toBe("q=pain&tri=nom");
    expect(normalizedQuery(new URLSearchParams(""))).toBe("");
  });
});

describe("next hours boundary", () => {
  const week: DayHours[] = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isClosed: false,
    morningOpen: "09:00",
    morningClose: "12:30",
    afternoonOpen: "14:00",
    afternoonClose: "19:00",
  }));
  week.push({ dayOfWeek: 0, isClosed: true, morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null });

  it("is the next opening or closing time, in the site's time zone", () => {
    // Tuesday 2026-11-24, 10:00 in Paris (UTC+1) → closes at 12:30 Paris = 11:30 UTC.
    expect(nextHoursBoundary({ hours: week, periods: [], now: new Date("2026-11-24T09:00:00Z"), timeZone: "Europe/Paris" }).toISOString()).toBe(
      "2026-11-24T11:30:00.000Z",
    );
    // 12:45 Paris → reopens at 14:00.
    expect(nextHoursBoundary({ hours: week, periods: [], now: new Date("2026-11-24T11:45:00Z"), timeZone: "Europe/Paris" }).toISOString()).toBe(
      "2026-11-24T13:00:00.000Z",
    );
  });

  it("is local midnight after closing (today's row and the status change at the day boundary)", () => {
    // 20:00 Paris → midnight Paris = 23:00 UTC.
    expect(nextHoursBoundary({ hours: week, periods: [], now: new Date("2026-11-24T19:00:00Z"), timeZone: "Europe/Paris" }).toISOString()).toBe(
      "2026-11-24T23:00:00.000Z",
    );
    // In New York the same instant is 14:00, the afternoon opening: the next boundary is 19:00 there.
    expect(nextHoursBoundary({ hours: week, periods: [], now: new Date("2026-11-24T19:00:00Z"), timeZone: "America/New_York" }).toISOString()).toBe(
      "2026-11-25T00:00:00.000Z",
    );
  });

  it("counts special hours too", () => {
    const period = {
      id: "p",
      title: "Veille de Noël",
      description: null,
      startDate: "2026-12-24",
      endDate: "2026-12-24",
      isSingleDay: true,
      isPeriodClosed: false,
      morningOpen: "08:00",
      morningClose: "16:15",
      afternoonOpen: null,
      afternoonClose: null,
      days: [],
    };
    // 2026-12-24 15:00 Paris: the special closing at 16:15 comes first.
    expect(nextHoursBoundary({ hours: week, periods: [period], now: new Date("2026-12-24T14:00:00Z"), timeZone: "Europe/Paris" }).toISOString()).toBe(
      "2026-12-24T15:15:00.000Z",
    );
  });
});

describe("a stored page's headers", () => {
  const now = Date.parse("2026-11-24T10:00:00Z");
  const stored = (expiresAt: number): CachedPage => ({
    ...page("k", "s1", 100, expiresAt),
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["x-frame-options", "SAMEORIGIN"],
    ],
  });
  const asObject = (list: string[]) => Object.fromEntries(list.flatMap((v, i) => (i % 2 === 0 ? [[v.toLowerCase(), list[i + 1]]] : [])));

  it("are built once per page and encoding, and sent as they are far from expiry", () => {
    const p = stored(now + 3_600_000);
    const gzip = headerList(p, "HIT", "gzip", 100);
    expect(headerList(p, "HIT", "gzip", 100)).toBe(gzip);
    expect(withRequestParts(gzip, p, now, undefined)).toBe(gzip);
    expect(asObject(gzip)).toMatchObject({ "content-encoding": "gzip", "content-length": "100", "x-cache": "HIT", "content-type": "text/html; charset=utf-8" });
    expect(asObject(gzip)["cache-control"]).toContain("s-maxage=30");
    expect(asObject(headerList(p, "HIT", "notModified", 0))).not.toHaveProperty("content-type");
    expect(asObject(headerList(p, "MISS", "br", 80))).toMatchObject({ "content-encoding": "br", "content-length": "80", "x-cache": "MISS" });
  });

  it("near expiry, a CDN may keep the page only until then; a proxy's request id is echoed; the stored list is never changed", () => {
    const p = stored(now + 12_500);
    const list = headerList(p, "HIT", "br", 80);
    const snapshot = [...list];
    const sent = withRequestParts(list, p, now, "proxy-id-1234");
    expect(asObject(sent)["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=12, stale-while-revalidate=60");
    expect(asObject(sent)["x-request-id"]).toBe("proxy-id-1234");
    expect(list).toEqual(snapshot);
  });
});
