import { describe, expect, it } from "vitest";
import {
  advisorSchema,
  formatLateness,
  formatSupportTime,
  parseSupportRequestRef,
  parseSupportView,
  supportQueueHref,
  supportReplySchema,
} from "~/features/support/support-queue-schema";
import { telHref } from "~/features/support/advisor-card-texts";

const SITE = "2df77834-3b6c-4d5c-9dc0-dcd4f4f6bf23";
const ID = "8135e4cb-f53a-43d6-9b63-23c5f047f62e";

describe("the support queue's words and addresses", () => {
  it("writes a due time in Paris time, summer and winter, a first as '1er'", () => {
    expect(formatSupportTime("2026-11-30T10:00:00.000Z")).toBe("lun. 30 nov., 11:00");
    expect(formatSupportTime("2026-07-01T07:30:00.000Z")).toBe("mer. 1er juil., 09:30");
    expect(formatSupportTime("pas une date")).toBe("—");
  });

  it("says how late in minutes, hours and minutes, then days", () => {
    expect(formatLateness(20_000)).toBe("1\u00a0min");
    expect(formatLateness(25 * 60_000)).toBe("25\u00a0min");
    expect(formatLateness(3 * 3600_000)).toBe("3\u00a0h");
    expect(formatLateness(2 * 3600_000 + 5 * 60_000)).toBe("2\u00a0h\u00a005");
    expect(formatLateness(50 * 3600_000)).toBe("2\u00a0j");
  });

  it("names a request by its site and id, and refuses anything else", () => {
    expect(parseSupportRequestRef(`${SITE}:${ID}`)).toEqual({ siteId: SITE, id: ID });
    expect(parseSupportRequestRef(`${SITE.toUpperCase()}:${ID}`)).toEqual({ siteId: SITE, id: ID });
    for (const bad of [ID, `${SITE}:${ID}:x`, `${SITE}:nope`, "", null, 12]) expect(parseSupportRequestRef(bad)).toBeNull();
    expect(supportQueueHref("queue")).toBe("/admin/support");
    expect(supportQueueHref("waiting", { siteId: SITE, id: ID })).toBe(`/admin/support?vue=waiting&demande=${SITE}%3A${ID}`);
    expect(parseSupportView(new URLSearchParams("vue=resolved"))).toBe("resolved");
    expect(parseSupportView(new URLSearchParams("vue=pirate"))).toBe("queue");
  });

  it("leaves an answered request waiting for the merchant unless another status is chosen", () => {
    expect(supportReplySchema.parse({ message: " Bonjour " })).toEqual({ message: "Bonjour", status: "waiting_merchant" });
    expect(supportReplySchema.parse({ message: "Réglé", status: "resolved" }).status).toBe("resolved");
    expect(supportReplySchema.safeParse({ message: "Bonjour", status: "pirate" }).success).toBe(false);
  });

  it("checks an advisor's name, line and e-mail, the optional ones empty", () => {
    const blank = { advisorUserId: "", name: "Claire", photoUrl: "", phone: "", email: "" };
    expect(advisorSchema.safeParse(blank).success).toBe(true);
    expect(advisorSchema.safeParse({ ...blank, phone: "+33 1 84 60 12 34", email: "claire@vitrine.fr" }).success).toBe(true);
    expect(advisorSchema.safeParse({ ...blank, phone: "appelez-moi" }).success).toBe(false);
    expect(advisorSchema.safeParse({ ...blank, name: " " }).success).toBe(false);
    expect(telHref("+33 1 84 60 12 34")).toBe("tel:+33184601234");
  });
});
