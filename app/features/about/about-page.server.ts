import { listOrder, listOrderSql } from "~/db/list-order.server";
import { eq, sql } from "drizzle-orm";
import { executePrepared, type Database } from "~/db/connect.server";
import type { TranslationOverlay } from "~/lib/i18n/translated-text";
import { aboutContent, aboutJourneySteps, aboutPartnerImages, aboutPartners, aboutTeamMembers, aboutValues } from "~/db/schema";
import {
  aboutSiteName,
  valueIcon,
  type AboutPageData,
  type ShownAboutPage,
  type AboutValueView,
  type JourneyStep,
  type Partner,
  type TeamMember,
} from "~/features/about/about-content";

export async function getAboutStory(db: Database, siteId: string): Promise<string | null> {
  const rows = await db.select({ story: aboutContent.storyDescription }).from(aboutContent).where(eq(aboutContent.siteId, siteId)).limit(1);
  return rows[0]?.story?.trim() || null;
}

export async function getJourneySteps(db: Database, siteId: string): Promise<JourneyStep[]> {
  return db
    .select({ id: aboutJourneySteps.id, title: aboutJourneySteps.title, description: aboutJourneySteps.description })
    .from(aboutJourneySteps)
    .where(eq(aboutJourneySteps.siteId, siteId))
    .orderBy(...listOrder(aboutJourneySteps));
}

export async function getAboutValues(db: Database, siteId: string): Promise<AboutValueView[]> {
  const rows = await db
    .select({ id: aboutValues.id, title: aboutValues.title, description: aboutValues.description, iconName: aboutValues.iconName })
    .from(aboutValues)
    .where(eq(aboutValues.siteId, siteId))
    .orderBy(...listOrder(aboutValues));
  return rows.map(({ iconName, ...value }) => ({ ...value, icon: valueIcon(iconName) }));
}

export async function getTeamMembers(db: Database, siteId: string): Promise<TeamMember[]> {
  return db
    .select({
      id: aboutTeamMembers.id,
      name: aboutTeamMembers.name,
      role: aboutTeamMembers.role,
      bio: aboutTeamMembers.bio,
      imageUrl: aboutTeamMembers.imageUrl,
    })
    .from(aboutTeamMembers)
    .where(eq(aboutTeamMembers.siteId, siteId))
    .orderBy(...listOrder(aboutTeamMembers));
}

/** Partners by order_index, each with its additional images by order_index. */
export async function getPartners(db: Database, siteId: string): Promise<Partner[]> {
  const [partners, images] = await Promise.all([
    db
      .select({
        id: aboutPartners.id,
        name: aboutPartners.name,
        description: aboutPartners.description,
        longDescription: aboutPartners.longDescription,
        imageUrl: aboutPartners.imageUrl,
        logoUrl: aboutPartners.logoUrl,
      })
      .from(aboutPartners)
      .where(eq(aboutPartners.siteId, siteId))
      .orderBy(...listOrder(aboutPartners)),
    db
      .select({ id: aboutPartnerImages.id, partnerId: aboutPartnerImages.partnerId, url: aboutPartnerImages.imageUrl })
      .from(aboutPartnerImages)
      .where(eq(aboutPartnerImages.siteId, siteId))
      .orderBy(...listOrder(aboutPartnerImages)),
  ]);
  return partners.map((partner) => ({
    ...partner,
    images: images.filter((image) => image.partnerId === partner.id && image.url.trim() !== "").map(({ id, url }) => ({ id, url })),
  }));
}

type AboutRow = {
  story: string | null;
  journey: JourneyStep[];
  values: (Omit<AboutValueView, "icon"> & { iconName: string | null })[];
  team: TeamMember[];
  partners: (Omit<Partner, "images"> & { images: { id: string; url: string }[] })[];
};

/** The five parts below in one round trip: what a visit to the about page costs the database. */
async function readAboutAtOnce(db: Database, siteId: string): Promise<Omit<AboutPageData, "siteName" | "loadError">> {
  const rows = await executePrepared<AboutRow>(
    db,
    "vitrine_about_page",
    sql`
    SELECT
      (SELECT story_description FROM about_content WHERE site_id = ${siteId} LIMIT 1) AS story,
      coalesce((SELECT json_agg(json_build_object('id', id, 'title', title, 'description', description) ORDER BY ${listOrderSql(aboutJourneySteps)})
                  FROM about_journey_steps WHERE site_id = ${siteId}), '[]') AS journey,
      coalesce((SELECT json_agg(json_build_object('id', id, 'title', title, 'description', description, 'iconName', icon_name) ORDER BY ${listOrderSql(aboutValues)})
                  FROM about_values WHERE site_id = ${siteId}), '[]') AS values,
      coalesce((SELECT json_agg(json_build_object('id', id, 'name', name, 'role', role, 'bio', bio, 'imageUrl', image_url) ORDER BY ${listOrderSql(aboutTeamMembers)})
                  FROM about_team_members WHERE site_id = ${siteId}), '[]') AS team,
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'description', p.description, 'longDescription', p.long_description,
                                                  'imageUrl', p.image_url, 'logoUrl', p.logo_url,
                                                  'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url) ORDER BY ${listOrderSql(aboutPartnerImages, "i")})
                                                                        FROM about_partner_images i WHERE i.site_id = p.site_id AND i.partner_id = p.id), '[]'))
                                ORDER BY ${listOrderSql(aboutPartners, "p")})
                  FROM about_partners p WHERE p.site_id = ${siteId}), '[]') AS partners
  `,
  );
  const row = rows[0];
  return {
    story: row.story?.trim() || null,
    journey: row.journey,
    values: row.values.map(({ iconName, ...value }) => ({ ...value, icon: valueIcon(iconName) })),
    team: row.team,
    partners: row.partners.map((partner) => ({ ...partner, images: partner.images.filter((image) => image.url.trim() !== "") })),
  };
}

/**
 * Everything the about page shows: in one statement, or — when it fails — part by part, where a
 * part that fails is reported, shown empty, and flagged ('Impossible de
 * charger le contenu de la page'); the others still show.
 */
export async function loadAboutPage(
  db: Database,
  siteId: string,
  siteName: string | null,
  report: (err: unknown, part: string) => void,
): Promise<AboutPageData> {
  try {
    return { siteName: aboutSiteName(siteName), ...(await readAboutAtOnce(db, siteId)), loadError: false };
  } catch (err) {
    report(err, "about page (one statement)");
  }
  let loadError = false;
  const settle = <T>(part: string, query: Promise<T>, empty: T): Promise<T> =>
    query.catch((err: unknown) => {
      loadError = true;
      report(err, part);
      return empty;
    });
  const [story, journey, values, team, partners] = await Promise.all([
    settle("about_content", getAboutStory(db, siteId), null),
    settle("about_journey_steps", getJourneySteps(db, siteId), []),
    settle("about_values", getAboutValues(db, siteId), []),
    settle("about_team_members", getTeamMembers(db, siteId), []),
    settle("about_partners", getPartners(db, siteId), []),
  ]);
  return { siteName: aboutSiteName(siteName), story, journey, values, team, partners, loadError };
}

/**
 * The page in its language (ADR 047): each text the merchant wrote, translated or marked French
 * (the keys of page-fields.server.ts). A person's or a partner's name is never translated.
 */
export function showAbout(page: AboutPageData, siteId: string, overlay: TranslationOverlay): ShownAboutPage {
  return {
    ...page,
    story: page.story === null ? null : overlay.text("about", siteId, "story", page.story),
    journey: page.journey.map((step) => ({
      ...step,
      title: overlay.text("journey_step", step.id, "title", step.title),
      description: overlay.text("journey_step", step.id, "description", step.description),
    })),
    values: page.values.map((value) => ({
      ...value,
      title: overlay.text("about_value", value.id, "title", value.title),
      description: overlay.text("about_value", value.id, "description", value.description),
    })),
    team: page.team.map((member) => ({
      ...member,
      role: overlay.text("team_member", member.id, "role", member.role),
      bio: overlay.text("team_member", member.id, "bio", member.bio),
    })),
    partners: page.partners.map((partner) => ({
      ...partner,
      description: overlay.text("partner", partner.id, "description", partner.description),
      longDescription: partner.longDescription === null ? null : overlay.text("partner", partner.id, "longDescription", partner.longDescription),
    })),
  };
}
