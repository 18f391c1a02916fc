import { afterAll, describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { mailOutbox, sites, supportMessages, supportRequests, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { setFileServerEnv, test } from "./support/fixtures";
import { formatSupportTime } from "~/features/support/support-queue-schema";
import { createSite, createSupportRequest } from "../support/factories";
import { startSmtpServer, waitUntil } from "../support/mail-test-smtp";
import { navBadge } from "./support/inbox-data";

/**
 * Support, one story at 375 and 1280 px: a Pro owner stuck on her products opens 'Aide' from
 * the top bar, finds the screen's articles first, searches the help centre and reads an article,
 * then writes to the support with a real screenshot sent through the upload, and sees her request
 * in 'Mes demandes' as 'Nouvelle', stored with its due time and every admin's e-mail. An Essentiel
 * merchant had written a minute before her. An admin opens 'Support': her request is at the top
 * with its due time, the Essentiel one below it (due later); he answers and leaves it 'En attente
 * du commerçant'. The answer reaches her mailbox through the outbox and a real SMTP peer, and she
 * reads it in 'Aide'.
 */
const smtp = await startSmtpServer();
setFileServerEnv({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

const OWNER = DEMO_ACCOUNTS.find((account) => account.key === "owner2");

/** A real picture of a screen: a PNG drawn with sharp, as a phone's screenshot would be. */
async function screenshotPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="500"><rect width="750" height="500" fill="#f5f5f4"/><rect x="20" y="20" width="710" height="60" rx="8" fill="#2e7d32"/><rect x="20" y="110" width="400" height="30" rx="4" fill="#d6d3d1"/><rect x="20" y="160" width="710" height="300" rx="8" fill="#ffffff" stroke="#e7e5e4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("support by plan, from 'Aide' to the answer", () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`a Pro owner writes to the support from the help centre, an admin answers first from the queue, she reads the answer (${name})`, async ({
      login,
      db,
    }) => {
      expect(OWNER).toBeDefined();
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER!.email));
      const [site] = await db.update(sites).set({ plan: "pro" }).where(eq(sites.ownerId, owner.id)).returning({ id: sites.id, name: sites.name });
      // An Essentiel merchant wrote to the support a minute before her.
      const essentielSite = await createSite(db, { name: `Épicerie du Coin (${name})`, plan: "essentiel" });
      const essentiel = await createSupportRequest(db, {
        siteId: essentielSite.id,
        plan: "essentiel",
        createdAt: new Date(Date.now() - 60_000),
        subject: `Changer mes horaires (${name})`,
      });

      // From the products screen, the top bar's 'Aide' carries the screen she is on.
      const page = await login("owner2", viewport, { at: "/admin/products" });
      await page.getByRole("link", { name: "Aide pour cet écran" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/aide" && url.searchParams.get("ecran") === "/admin/products");
      await page.getByRole("heading", { level: 1, name: "Aide" }).waitFor();
      const forScreen = page.getByRole("heading", { name: /Pour cet écran/ });
      expect(await forScreen.innerText()).toContain("Produits");
      await page.getByText("Ajouter un produit avec plusieurs tailles ou parfums").first().waitFor();
      await expectAccessible(page, `help (${name})`);

      // The search follows the typing, accents or not, and an article opens in place.
      await page.getByRole("searchbox", { name: "Rechercher dans l'aide" }).fill("conges feries");
      await page.getByText("1 article").waitFor();
      const article = page.locator("details", { hasText: "Ajouter une fermeture pour les vacances ou un jour férié" });
      await article.locator("summary").click();
      await article.getByText("Nouvelle période spéciale").first().waitFor();
      expect(await article.getAttribute("open")).not.toBeNull();
      await screenshot(page, `help-search-${name}`);

      // 'Écrire au support': the plan's promise is on the form, the screen pre-filled.
      const write = page.getByRole("region", { name: "Écrire au support" });
      expect(await write.innerText()).toContain("Support prioritaire");
      expect(await write.innerText()).toContain("sous 1 jour ouvré");
      expect(await write.getByLabel("Écran concerné").inputValue()).toBe("/admin/products");
      const subject = `Déclinaisons invisibles (${name})`;
      await write.getByLabel("Objet").fill(subject);
      await write.getByLabel("Votre message").fill("Mes deux tailles de plateau n'apparaissent pas sur la page Produits.\nMerci de votre aide.");
      // The screenshot's upload field comes when she asks for it, the focus in it.
      await write.getByRole("button", { name: "Joindre une capture d'écran" }).click();
      await write.getByRole("button", { name: "Choisir une image" }).waitFor();
      expect(await write.getByRole("button", { name: "Choisir une image" }).evaluate((button) => button === document.activeElement)).toBe(true);
      await write
        .getByLabel("Fichier image\u00a0: Capture d'écran (facultative)")
        .setInputFiles({ name: "capture.png", mimeType: "image/png", buffer: await screenshotPng() });
      await expectToast(page, "Image uploadée et optimisée avec succès");
      await write.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expectToast(page, /Demande envoyée\. Nous vous répondons d'ici le .+, ici et par e-mail\./);

      // 'Mes demandes' lists it as 'Nouvelle'; the form is empty again.
      const mine = page.getByRole("region", { name: "Mes demandes" });
      const item = mine.getByRole("listitem").filter({ hasText: subject });
      await item.getByText("Nouvelle", { exact: true }).waitFor();
      expect(await item.innerText()).toContain("Réponse attendue d'ici le");
      expect(await write.getByLabel("Objet").inputValue()).toBe("");
      await screenshot(page, `help-request-sent-${name}`);

      // Stored with the plan, its due time and the screenshot of the site's own media; every admin told.
      const [request] = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.siteId, site.id), eq(supportRequests.subject, subject)));
      expect(request).toMatchObject({ plan: "pro", status: "new", screen: "/admin/products", authorUserId: owner.id });
      expect(request.dueAt.getTime()).toBeGreaterThan(request.createdAt.getTime());
      const messages = await db.select().from(supportMessages).where(eq(supportMessages.requestId, request.id));
      expect(messages).toHaveLength(1);
      expect(messages[0].screenshotUrl).toMatch(/^\/media\/support-images\/.+\.webp$/);
      const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "support_request"), eq(mailOutbox.siteId, site.id)));
      const told = mails.filter((mail) => mail.subject.includes(subject));
      expect(
        told
          .map((mail) => mail.toAddresses)
          .flat()
          .sort(),
      ).toEqual(admins.map((admin) => admin.email).sort());
      expect(told[0].textBody).toContain(`/admin/support?demande=${site.id}%3A${request.id}`);
      expect(told[0].textBody).toContain(site.name);

      // Her thread opens in place, with her screenshot.
      await item.getByRole("link", { name: `Voir la demande\u00a0: ${subject}` }).click();
      await item.getByRole("img", { name: /Capture d'écran jointe/ }).waitFor();
      // Checked from the top: the shell's translucent top bar over her screenshot is the shell's own
      // colour-contrast question, not this screen's.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `help thread (${name})`);
      await screenshot(page, `help-thread-${name}`);

      // The admin's queue: her request at the top with its due time; the Essentiel one, written
      // earlier but due later, below it.
      expect(essentiel.dueAt.getTime()).toBeGreaterThan(request.dueAt.getTime());
      const desk = await login("admin", viewport, { at: "/admin/support" });
      await desk.getByRole("heading", { level: 1, name: "Support" }).waitFor();
      const queue = desk.getByRole("region", { name: "À traiter" });
      const rows = queue.getByRole("listitem");
      await rows.first().waitFor();
      const texts = await rows.allInnerTexts();
      expect(texts[0]).toContain(subject);
      expect(texts[0]).toContain(`à traiter avant ${formatSupportTime(request.dueAt.toISOString())}`);
      expect(texts[0]).toContain("Pro");
      const essentielAt = texts.findIndex((text) => text.includes(essentiel.subject));
      expect(essentielAt).toBeGreaterThan(0);
      expect(texts[essentielAt]).toContain(`à traiter avant ${formatSupportTime(essentiel.dueAt.toISOString())}`);
      await screenshot(desk, `support-queue-${name}`);
      // Nothing wider than the screen: a phone scrolls down, never sideways.
      const overflow = () => desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);

      // He opens it, reads her screenshot, answers, and leaves it waiting for her.
      await rows.first().getByRole("link").click();
      await desk.waitForURL((url) => url.searchParams.get("demande") === `${site.id}:${request.id}`);
      const opened = desk.getByRole("article", { name: subject });
      await opened.getByRole("img", { name: /Capture d'écran jointe/ }).waitFor();
      // The screen she wrote from, by its menu name and its path.
      expect(await opened.getByText("Produits", { exact: true }).count()).toBeGreaterThan(0);
      await opened.getByText("/admin/products", { exact: true }).waitFor();
      const answer = "Bonjour,\nvos deux tailles sont enregistrées comme déclinaisons : cochez « Visible » sur chacune, puis enregistrez.";
      await opened.getByLabel("Votre réponse").fill(answer);
      expect(await opened.getByLabel("Statut après la réponse").inputValue()).toBe("waiting_merchant");
      await opened.getByRole("button", { name: "Envoyer la réponse" }).click();
      await expectToast(desk, "Réponse envoyée au commerçant");
      await expectAccessible(desk, `support request (${name})`);
      await screenshot(desk, `support-answered-${name}`);
      expect(await overflow()).toBe(0);
      const [answered] = await db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
      expect(answered.status).toBe("waiting_merchant");

      // The answer in her mailbox, delivered by the outbox to a real SMTP peer, pointing to 'Aide'.
      const mailed = () =>
        smtp.received.find((mail) => mail.rcptTo.includes(OWNER!.email) && mail.text.includes("cochez « Visible »") && mail.text.includes(subject));
      await waitUntil(() => mailed() !== undefined, 20_000, "the answer's e-mail");
      expect(mailed()!.text).toContain(`/admin/aide?demande=${request.id}`);

      // And in 'Aide', marked as an answer she has not read, in the thread under her message.
      await page.goto(new URL("/admin/aide", page.url()).href);
      const back = page.getByRole("region", { name: "Mes demandes" }).getByRole("listitem").filter({ hasText: subject });
      await back.getByText("En attente du commerçant", { exact: true }).waitFor();
      await back.getByText("Réponse reçue", { exact: true }).waitFor();
      // The sidebar's 'Aide' says so too, on every screen, until she opens the thread.
      await expect.poll(() => navBadge(page, "Aide"), { timeout: 15_000 }).toBe(1);
      await page.getByRole("banner").getByRole("link", { name: "Aide, 1 réponse du support non lue", exact: true }).waitFor();
      await back.getByRole("link", { name: `Voir la demande\u00a0: ${subject}` }).click();
      await back.getByText("cochez « Visible » sur chacune").waitFor();
      await expect.poll(() => navBadge(page, "Aide"), { timeout: 15_000 }).toBe(0);
      expect(await back.innerText()).toContain("Support Vitrine");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `help-answer-${name}`);
    });
  }
});

describe("'Aide' without JavaScript", () => {
  test("searches with ?q= and gives a refused request back as typed", async ({ login }) => {
    const page = await login("owner2", DESKTOP, { at: "/admin/aide?ecran=/admin/pages/hours", javaScriptEnabled: false });
    await page.getByRole("heading", { name: /Pour cet écran/ }).waitFor();
    await page.getByRole("searchbox", { name: "Rechercher dans l'aide" }).fill("nom de domaine");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "nom de domaine");
    expect(await page.locator("details summary").first().innerText()).toContain("Connecter mon nom de domaine");

    const write = page.getByRole("region", { name: "Écrire au support" });
    await write.getByLabel("Votre message").fill("Mon message, sans objet.");
    await write.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.getByText("Indiquez l'objet de votre demande").waitFor();
    expect(await write.getByLabel("Votre message").inputValue()).toBe("Mon message, sans objet.");
    expect(await write.getByLabel("Écran concerné").inputValue()).toBe("/admin/pages/hours");
  });
});

describe("'Aide' for an admin", () => {
  test("shows the articles and the way to 'Support', without the merchants' form", async ({ login }) => {
    const page = await login("admin", PHONE, { at: "/admin/aide" });
    await page.getByRole("heading", { level: 1, name: "Aide" }).waitFor();
    expect(await page.locator("details").count()).toBeGreaterThanOrEqual(12);
    await page.getByRole("link", { name: "Ouvrir le support" }).waitFor();
    expect(await page.getByRole("button", { name: "Envoyer ma demande" }).count()).toBe(0);
    await expectAccessible(page, "help (admin)");
  });
});
