/**
 * The demo's dictionary against the demo's content: every text the merchant wrote (whatever page
 * lists it, whichever day the demo is seeded on) has its English and German, and its Spanish.
 */
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { frenchHolidays } from "~/features/hours/french-holidays";
import { frenchDate } from "~/features/demo/demo-dates";
import { mainSite } from "~/features/demo/demo-content";
import { DEMO_LANGUAGES, demoTranslation } from "~/features/demo/demo-translations";

/** The merchant's texts of the demo seeded on `today`: all but the shop's identity, addresses and testimonials. */
function merchantTexts(today: string): string[] {
  const c = mainSite(() => "/media/x.webp", today);
  const texts: Array<string | null | undefined> = [
    c.home?.heroTitle,
    c.home?.heroSubtitle,
    c.home?.highlightTitle,
    c.home?.highlightDescription,
    ...c.reassurance.flatMap((r) => [r.title, r.description]),
    ...c.events.flatMap((e) => [e.title, e.date, e.description]),
    c.about?.storyDescription,
    ...(c.about?.storyDescription?.split("\n\n") ?? []),
    ...c.journey.flatMap((r) => [r.title, r.description]),
    ...c.values.flatMap((r) => [r.title, r.description]),
    ...c.team.flatMap((r) => [r.name, r.role, r.bio]),
    ...c.partners.flatMap((r) => [r.name, r.description, r.longDescription]),
    c.servicesPage?.title,
    c.servicesPage?.description,
    ...c.serviceCategories.flatMap((r) => [r.name, r.title, r.description]),
    ...c.faqs.flatMap((r) => [r.question, r.answer]),
    ...c.productCategories.flatMap((r) => [r.name, r.description]),
    ...c.products.flatMap((p) => [p.name, p.description, ...p.variants.flatMap((v) => [v.name, v.description, v.priceUnit])]),
    ...c.specialPeriods.flatMap((s) => [s.title, s.description]),
    c.site.metroInfo,
    c.site.busInfo,
    c.site.tramInfo,
    c.site.carInfo,
  ];
  return texts.flatMap((text) => (text?.trim() ? [text.trim()] : []));
}

// Every fourth day of a year: each season's special hours, each month's offer; and each public holiday's closure below.
const DAYS = Array.from({ length: 92 }, (_, i) => addDays("2028-01-01", i * 4));

describe("the demo's translations", () => {
  it("translate every text the merchant wrote, on whichever day the demo is seeded", () => {
    const texts = new Set(DAYS.flatMap(merchantTexts));
    const missing = [...texts].flatMap((text) =>
      DEMO_LANGUAGES.filter((language) => demoTranslation(text, language) === undefined).map((language) => `${language}: ${text}`),
    );
    expect(missing).toEqual([]);
    // Enough variety to mean something: dated events, holidays, seasons.
    expect(texts.size).toBeGreaterThan(250);
  });

  it("translate the closure of every public holiday", () => {
    for (const holiday of [...frenchHolidays(2027), ...frenchHolidays(2028)]) {
      const texts = [
        `Fermeture\u00a0: ${holiday.name}`,
        `La boutique est fermée le ${frenchDate(holiday.date)}, jour férié. Les commandes traiteur peuvent être retirées la veille.`,
      ];
      for (const text of texts) for (const language of DEMO_LANGUAGES) expect(demoTranslation(text, language), `${language}: ${text}`).toBeDefined();
    }
  });

  it("write the dated texts the target language's way", () => {
    expect(demoTranslation("Samedi 12 décembre, 10h–12h30", "en")).toBe("Saturday 12 December, 10am–12.30pm");
    expect(demoTranslation("Samedi 12 décembre, 10h–12h30", "de")).toBe("Samstag, 12. Dezember, 10–12:30 Uhr");
    expect(demoTranslation("Vendredi 18 décembre, 17h–20h", "es")).toBe("Viernes 18 de diciembre, de 17:00 a 20:00");
    expect(demoTranslation("Du 1er décembre au 18 décembre", "en")).toBe("1–18 December");
    expect(demoTranslation("Du 28 novembre au 15 décembre", "de")).toBe("Vom 28. November bis 15. Dezember");
    expect(demoTranslation("Tout le mois d'avril", "es")).toBe("Durante todo el mes de abril");
    expect(demoTranslation("Fermeture\u00a0: Noël", "en")).toBe("Closed: Christmas Day");
    expect(demoTranslation("La boutique est fermée le 1er mai, jour férié. Les commandes traiteur peuvent être retirées la veille.", "de")).toBe(
      "Am 1. Mai ist Feiertag und der Laden bleibt geschlossen. Catering-Bestellungen können am Vortag abgeholt werden.",
    );
  });

  it("keep the shop's and the people's names, and translate the rest away from the French", () => {
    expect(demoTranslation("Les Délices de Marie", "de")).toBe("Les Délices de Marie");
    expect(demoTranslation("Marie Lefèvre", "es")).toBe("Marie Lefèvre");
    expect(demoTranslation("Fait maison", "en")).toBe("Home-made");
    expect(demoTranslation("Un texte que la démo n'a pas", "en")).toBeUndefined();
    // The French spacing before signs does not follow a text into English or German.
    const texts = new Set(merchantTexts("2026-11-30"));
    for (const text of texts) for (const language of ["en", "de"] as const) expect(demoTranslation(text, language)).not.toMatch(/\u00a0[:;!?»]/);
  });
});
