import { describe, expect } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { type Locator, type Page } from "playwright-core";
import { contactMessages, eventRsvps, homeEvents, mailOutbox, type sites } from "~/db/schema";
import { MIN_FILL_MS } from "~/features/submissions/submission-fields";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, PHONE, screenshot } from "./support/browser";
import { setFileServerEnv, test } from "./support/fixtures";

// The human delay of the public forms is what this file tests: the real one.
setFileServerEnv({ TEST_MIN_FILL_MS: String(MIN_FILL_MS) });

/**
 * Issue 4, visitor side: 'Je viendrai 👍' on the demo site with and without JavaScript (one
 * answer per browser, the count follows), and a double-clicked contact form stored once.
 */

/** Whether the site sends its merchant a notification for each message. */
function notifies(site: typeof sites.$inferSelect): boolean {
  return Boolean(site.merchantEmail1?.trim() && site.senderEmail?.trim());
}

async function storedAnswers(db: Database, siteId: string, eventId: string): Promise<number> {
  return (
    await db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.siteId, siteId), eq(eventRsvps.eventId, eventId)))
  ).length;
}

async function eventIdOf(db: Database, siteId: string, title: string): Promise<string> {
  const [row] = await db
    .select({ id: homeEvents.id })
    .from(homeEvents)
    .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.title, title)));
  return row.id;
}

/** The event card's count line as a number ('Soyez le premier à venir !' is 0). */
async function shownCount(card: Locator): Promise<number> {
  const text = await card.getByText(/personnes? vien|Soyez le premier à venir/).innerText();
  if (text.includes("Soyez le premier")) return 0;
  return Number(/(\d[\d\s\u202f]*)/.exec(text)?.[1].replace(/\D/g, ""));
}

const card = (p: Page, index: number) => p.locator("#events article").nth(index);

describe("'Je viendrai 👍'", () => {
  test("with JavaScript, reached from another page's menu: counted once per browser, and remembered by the browser", async ({
    open,
    demoHostUrl,
    db,
    demoSite,
  }) => {
    const p = await open(PHONE);
    // Every public page is sent without React (ADR 015): the home's button is a plain form, which
    // comes back to the events.
    await p.goto(demoHostUrl("/merchant/contact"));
    await p.getByRole("button", { name: "Ouvrir le menu" }).click();
    await p.getByRole("navigation", { name: "Menu mobile" }).getByRole("link", { name: "Accueil" }).click();
    await p.waitForURL((url) => url.pathname === "/merchant");
    await p.locator("#events").scrollIntoViewIfNeeded();
    const event = card(p, 0);
    const title = await event.locator("h3").innerText();
    const eventId = await eventIdOf(db, demoSite.id, title);
    const before = await shownCount(event);
    expect(await storedAnswers(db, demoSite.id, eventId)).toBe(before);
    const button = event.getByRole("button", { name: "Je viendrai 👍" });
    expect(await button.getAttribute("aria-pressed")).toBe("false");

    await button.click();
    await p.waitForURL((url) => url.hash === "#events");
    const pressed = card(p, 0).getByRole("button", { name: "Vous venez 👍" });
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => shownCount(card(p, 0))).toBe(before + 1);
    await expect.poll(() => storedAnswers(db, demoSite.id, eventId)).toBe(before + 1);
    expect(
      await card(p, 0)
        .getByText(before + 1 === 1 ? "1 personne vient" : `${before + 1} personnes viennent`)
        .count(),
    ).toBe(1);

    // Pressing again changes nothing; neither does coming back later.
    await Promise.all([p.waitForResponse((r) => r.request().method() === "POST"), pressed.click({ force: true })]);
    await p.waitForLoadState("load");
    expect(await storedAnswers(db, demoSite.id, eventId)).toBe(before + 1);
    await p.reload();
    expect(await card(p, 0).getByRole("button", { name: "Vous venez 👍" }).getAttribute("aria-pressed")).toBe("true");
    expect(await shownCount(card(p, 0))).toBe(before + 1);
    await p.locator("#events").scrollIntoViewIfNeeded();
    await screenshot(p, "rsvp-counted-phone");
    await expectAccessible(p, "events after answering");

    // Another browser sees the count but has not answered.
    const stranger = await open(DESKTOP);
    await stranger.goto(demoHostUrl("/"));
    expect(await shownCount(card(stranger, 0))).toBe(before + 1);
    expect(await card(stranger, 0).getByRole("button", { name: "Je viendrai 👍" }).getAttribute("aria-pressed")).toBe("false");
    await stranger.context().close();
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`${javaScriptEnabled ? "on the home as sent (no script)" : "without JavaScript"}: a plain form that comes back to the events, ?site= kept on the platform host`, async ({
      open,
      baseUrl,
      db,
      demoSite,
    }) => {
      const p = await open(DESKTOP, { javaScriptEnabled });
      await p.goto(`${baseUrl}/?site=${demoSite.id}`);
      const event = card(p, 1);
      const eventId = await eventIdOf(db, demoSite.id, await event.locator("h3").innerText());
      const before = await shownCount(event);

      await event.getByRole("button", { name: "Je viendrai 👍" }).click();
      await p.waitForURL((url) => url.hash === "#events" && url.searchParams.get("site") === demoSite.id && url.pathname === "/");
      const pressed = card(p, 1).getByRole("button", { name: "Vous venez 👍" });
      expect(await pressed.getAttribute("aria-pressed")).toBe("true");
      expect(await shownCount(card(p, 1))).toBe(before + 1);
      expect(await storedAnswers(db, demoSite.id, eventId)).toBe(before + 1);
      await screenshot(p, `rsvp-counted-${javaScriptEnabled ? "noscript" : "nojs"}-desktop`);

      // The button still posts without JavaScript; the answer is not counted twice.
      await pressed.click({ force: true });
      await p.waitForURL((url) => url.hash === "#events");
      expect(await shownCount(card(p, 1))).toBe(before + 1);
      expect(await storedAnswers(db, demoSite.id, eventId)).toBe(before + 1);
    });
  }
});

describe("contact form double submit", () => {
  async function fill(p: Page, subject: string) {
    await p.getByLabel("Prénom", { exact: true }).fill("Louise");
    await p.getByLabel("Nom", { exact: true }).fill("Bernard");
    await p.getByLabel("E-mail", { exact: true }).fill("louise@example.fr");
    await p.getByLabel("Sujet", { exact: true }).fill(subject);
    await p.getByLabel("Message", { exact: true }).fill("Bonjour, avez-vous des macarons à la pistache samedi\u00a0?");
  }

  async function stored(db: Database, siteId: string, subject: string) {
    const messages = await db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.subject, subject)));
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${subject}%`));
    return { messages: messages.length, mails: mails.length };
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`stores one message and one notification for a double click, and for the same post sent again (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      open,
      baseUrl,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      const p = await open(DESKTOP, { javaScriptEnabled });
      const posts: { url: string; body: string; contentType: string }[] = [];
      p.on("request", (request) => {
        if (request.method() === "POST")
          posts.push({ url: request.url(), body: request.postData() ?? "", contentType: request.headers()["content-type"] ?? "" });
      });
      await p.goto(demoHostUrl("/merchant/contact"));
      const subject = `Double clic ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
      await fill(p, subject);
      // A person takes more than three seconds to fill the form (ADR 009).
      await p.waitForTimeout(MIN_FILL_MS);
      if (!javaScriptEnabled) {
        // The page came from the cache with no token of this visitor's (ADR 014): the first send
        // gets one, with what was typed and the request to wait a few seconds.
        await p.getByRole("button", { name: "Envoyer le message" }).click();
        await p.waitForLoadState("load");
        expect(await p.getByRole("alert").filter({ hasText: "Merci de patienter quelques secondes avant d'envoyer le formulaire." }).count()).toBe(1);
        expect(await p.getByLabel("Sujet", { exact: true }).inputValue()).toBe(subject);
        await p.waitForTimeout(MIN_FILL_MS);
        posts.length = 0;
      }
      await p.getByRole("button", { name: "Envoyer le message" }).dblclick();
      // A second post, if any, was sent with the second click, before the answer that shows this.
      await expect.poll(() => p.getByRole("status").filter({ hasText: "Message envoyé!" }).first().isVisible(), { timeout: 10_000 }).toBe(true);
      // With the page's script, the second click sends nothing; without it the browser may post
      // twice, and the token makes the second one a resend.
      if (javaScriptEnabled) expect(posts).toHaveLength(1);
      else expect(posts.length).toBeGreaterThanOrEqual(1);
      expect(await stored(db, demoSite.id, subject)).toEqual({ messages: 1, mails: notifies(demoSite) ? 1 : 0 });

      // The same post again, as a retry over a bad network would send it: answered as the first
      // time (back to the form), stored once. (Sent through the platform host: the token names the
      // site, not the host.)
      const replay = await fetch(`${baseUrl}/merchant/contact?site=${demoSite.id}`, {
        method: "POST",
        headers: { "content-type": posts[0].contentType },
        body: posts[0].body,
        redirect: "manual",
      });
      expect(replay.status).toBe(303);
      expect(await stored(db, demoSite.id, subject)).toEqual({ messages: 1, mails: notifies(demoSite) ? 1 : 0 });
    });
  }

  test("tells a visitor without JavaScript who sends within three seconds to wait, keeping what was typed", async ({ open, demoHostUrl, db, demoSite }) => {
    const p = await open(PHONE, { javaScriptEnabled: false });
    await p.goto(demoHostUrl("/merchant/contact"));
    const subject = `Trop rapide ${Date.now()}`;
    await fill(p, subject);
    const [response] = await Promise.all([
      p.waitForResponse((r) => r.request().method() === "POST"),
      p.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await p.waitForLoadState("load");
    expect(await p.getByRole("alert").filter({ hasText: "Merci de patienter quelques secondes avant d'envoyer le formulaire." }).count()).toBe(1);
    expect(await p.getByLabel("Sujet", { exact: true }).inputValue()).toBe(subject);
    expect(await stored(db, demoSite.id, subject)).toEqual({ messages: 0, mails: 0 });
    await screenshot(p, "contact-too-fast-nojs-phone");

    // The same form, a moment later, goes through.
    await p.waitForTimeout(MIN_FILL_MS);
    await p.getByRole("button", { name: "Envoyer le message" }).click();
    await p.waitForLoadState("load");
    expect(await p.getByRole("status").filter({ hasText: "Message envoyé!" }).count()).toBe(1);
    expect((await stored(db, demoSite.id, subject)).messages).toBe(1);
  });
});
