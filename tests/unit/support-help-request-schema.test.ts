import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/form-errors";
import { HELP_TEXTS, formatSupportDue, helpActionSchema, helpReplySchema, helpRequestSchema, planPromise } from "~/features/support/help-request-schema";
import { supportRequestNoticeMail } from "~/features/support/support-request-mail";
import { supportQueueHref } from "~/features/support/support-queue-schema";
import { SUPPORT_PLAN_PROMISES } from "~/features/support/support-schema";

const valid = { subject: "  Mon domaine  ", message: " Bonjour ", screen: "/admin/domains", screenshotUrl: "" };

describe("the request form's schema", () => {
  it("trims the texts and gives null for an empty screen or screenshot", () => {
    expect(helpRequestSchema.parse(valid)).toEqual({ subject: "Mon domaine", message: "Bonjour", screen: "/admin/domains", screenshotUrl: null });
    expect(helpRequestSchema.parse({ ...valid, screen: "", screenshotUrl: "/media/support-images/1-ab_800x500.webp" })).toMatchObject({
      screen: null,
      screenshotUrl: "/media/support-images/1-ab_800x500.webp",
    });
  });

  it("says what is missing or too long, in French", () => {
    const parsed = helpRequestSchema.safeParse({ ...valid, subject: " ", message: "x".repeat(5001) });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)).toEqual({ subject: "Indiquez l'objet de votre demande", message: "5000 caractères maximum" });
    const long = helpRequestSchema.safeParse({ ...valid, subject: "x".repeat(201) });
    expect(long.success ? null : fieldErrors(long.error)).toEqual({ subject: "200 caractères maximum" });
  });

  it("takes only a back-office path for the screen, and an image address for the screenshot", () => {
    for (const screen of ["https://ailleurs.example/admin", "/merchant/contact", "/admin/../etc", "/admin/products?x=1", "javascript:alert(1)"]) {
      const parsed = helpRequestSchema.safeParse({ ...valid, screen });
      expect(parsed.success ? null : fieldErrors(parsed.error), screen).toEqual({ screen: HELP_TEXTS.badScreen });
    }
    for (const screenshotUrl of ["javascript:alert(1)", "data:image/png;base64,AAAA", "/media/../secret"]) {
      const parsed = helpReplySchema.safeParse({ message: "Bonjour", screenshotUrl });
      expect(parsed.success ? null : fieldErrors(parsed.error), screenshotUrl).toEqual({ screenshotUrl: HELP_TEXTS.badScreenshot });
    }
  });

  it("dispatches on the three intents, each with the id it needs", () => {
    const token = "5b1e4c1a-9f3e-4d8b-a2c7-0e6f1d2c3b4a";
    expect(helpActionSchema.safeParse({ intent: "create", submissionToken: token }).success).toBe(true);
    expect(helpActionSchema.safeParse({ intent: "create", submissionToken: "abc" }).success).toBe(false);
    expect(helpActionSchema.safeParse({ intent: "reply", requestId: token }).success).toBe(true);
    expect(helpActionSchema.safeParse({ intent: "mark-read" }).success).toBe(false);
    expect(helpActionSchema.safeParse({ intent: "set-status", requestId: token }).success).toBe(false);
  });
});

describe("formatSupportDue", () => {
  it("writes the due time in Paris, the French way", () => {
    // 11:00 UTC on 1 December is noon in Paris (winter time).
    expect(formatSupportDue(new Date("2026-12-01T11:00:00Z"))).toBe("mardi 1er décembre à 12\u00a0h");
    expect(formatSupportDue(new Date("2026-12-07T08:30:00Z"))).toBe("lundi 7 décembre à 9\u00a0h\u00a030");
    // Summer time: 16:00 UTC is 18:00 in Paris.
    expect(formatSupportDue(new Date("2027-06-15T16:00:00Z"))).toBe("mardi 15 juin à 18\u00a0h");
  });
});

describe("planPromise", () => {
  it("is the plan's promise, with the advisor's name on Expert only", () => {
    expect(planPromise("pro", "Bruno")).toEqual({ ...SUPPORT_PLAN_PROMISES.pro, advisor: null });
    expect(planPromise("expert", "Bruno")).toEqual({ ...SUPPORT_PLAN_PROMISES.expert, advisor: HELP_TEXTS.advisor("Bruno") });
    expect(planPromise("expert", null).advisor).toBeNull();
  });
});

describe("the admins' notification", () => {
  it("names the site, the plan, the due time in Paris, the subject, the message and the link", () => {
    const link = `https://vitrine.example${supportQueueHref("queue", { siteId: "5d0c2a34-1f6e-4b7a-9c1d-2e3f4a5b6c7d", id: "9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" })}`;
    const mail = supportRequestNoticeMail({
      kind: "new",
      siteName: "Les <Délices>",
      plan: "expert",
      dueAt: new Date("2026-12-01T11:00:00Z"),
      subject: "Mon\r\nsujet",
      message: "Ligne 1\nLigne <2>",
      screen: "/admin/products",
      author: "Marie (marie@exemple.fr)",
      hasScreenshot: true,
      link,
    });
    expect(mail.subject).toBe("Nouvelle demande de support\u00a0: Les <Délices> — Mon sujet");
    for (const part of [
      "Formule\u00a0: Expert",
      "mardi 1er décembre à 12\u00a0h (heure de Paris)",
      "Écran\u00a0: /admin/products",
      "Ligne 1\nLigne <2>",
      link,
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("Les &lt;Délices&gt;");
    expect(mail.html).toContain("Ligne 1<br>Ligne &lt;2&gt;");
    expect(mail.html).not.toContain("<Délices>");
  });
});
