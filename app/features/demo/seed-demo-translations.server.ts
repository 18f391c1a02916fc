/**
 * The demo merchant's languages, so that a newcomer sees every state of the 'Traductions' screen:
 * English and German switched on and published on every page; Spanish switched on and under way,
 * with its home 'À revoir' (one field translated from an earlier French), its about page
 * 'En cours' (half of its fields) and its other pages 'À traduire'.
 *
 * Each page's fields are those `pageFields` lists today, so the seed follows what the pages ask to
 * translate; a field is saved when the dictionary (demo-translations.ts) has its French, and a page
 * is published only once every field has its translation, as the screen requires.
 */
import { SEO_PAGES, type SeoPage } from "~/db/enums";
import type { Database } from "~/db/connect.server";
import { siteLanguages } from "~/db/schema";
import { pageFields, type PageField } from "~/features/languages/page-fields.server";
import { publishPage, saveTranslations } from "~/features/languages/translations.server";
import { type DemoLanguage, demoTranslation } from "~/features/demo/demo-translations";

/** The languages the demo publishes on every page. */
const PUBLISHED: readonly DemoLanguage[] = ["en", "de"];
const IN_PROGRESS: DemoLanguage = "es";

/**
 * The home's highlight as it read before Marie rewrote it: the Spanish was made from this text, so
 * the Spanish home is 'À revoir', with the earlier French beside the new.
 */
export const EARLIER_HIGHLIGHT = {
  french:
    "Tarte aux pralines roses, confitures de la maison et vins des Pierres Dorées\u00a0: composez votre panier garni, nous l'emballons pour vous. Commandes en boutique, prêtes en 48 heures.",
  es: "Tarta de pralinés rosas, mermeladas de la casa y vinos de las Pierres Dorées: componga su cesta y se la envolvemos. Pedidos en la tienda, listos en 48 horas.",
};

/** A field the dictionary has no translation for: the seed leaves it untranslated, and its page unpublished. */
export type UntranslatedField = { language: DemoLanguage; page: SeoPage; field: PageField };

/** Switches the languages on and saves the demo's translations; returns the fields left without one. */
export async function seedDemoTranslations(db: Database, siteId: string): Promise<UntranslatedField[]> {
  await db
    .insert(siteLanguages)
    .values([...PUBLISHED, IN_PROGRESS].map((language) => ({ siteId, language })))
    .onConflictDoNothing();

  const untranslated: UntranslatedField[] = [];
  for (const page of SEO_PAGES) {
    const fields = await pageFields(db, siteId, page);

    for (const language of PUBLISHED) {
      const entries = translate(fields, language);
      for (const field of fields) if (!entries.some((entry) => entry.field === field)) untranslated.push({ language, page, field });
      await saveTranslations(db, siteId, language, entries);
      if (entries.length === fields.length) await publishPage(db, siteId, language, page);
    }

    const spanish = spanishEntries(page, fields);
    if (spanish.length > 0) await saveTranslations(db, siteId, IN_PROGRESS, spanish);
  }
  return untranslated;
}

function translate(fields: readonly PageField[], language: DemoLanguage): { field: PageField; value: string }[] {
  return fields.flatMap((field) => {
    const value = demoTranslation(field.french, language);
    return value === undefined ? [] : [{ field, value }];
  });
}

/** Spanish: the home whole (its highlight from the earlier French), half of the about page, nothing else yet. */
function spanishEntries(page: SeoPage, fields: readonly PageField[]): { field: PageField; value: string }[] {
  if (page === "home") {
    return translate(fields, IN_PROGRESS).map((entry) =>
      entry.field.subject === "home" && entry.field.field === "highlightDescription"
        ? { field: { ...entry.field, french: EARLIER_HIGHLIGHT.french }, value: EARLIER_HIGHLIGHT.es }
        : entry,
    );
  }
  if (page === "about") return translate(fields.slice(0, Math.ceil(fields.length / 2)), IN_PROGRESS);
  return [];
}
