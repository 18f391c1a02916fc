import { asc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { aboutContent, aboutJourneySteps, aboutPartnerImages, aboutPartners, aboutTeamMembers, aboutValues } from "~/db/schema";
import { aboutSiteName, valueIcon, type AboutPageData, type AboutValueView, type JourneyStep, type Partner, type TeamMember } from "./about-content";

export async function getAboutStory(db: Database, siteId: string): Promise<string | null> {
  const rows = await db.select({ story: aboutContent.storyDescription }).from(aboutContent).where(eq(aboutContent.siteId, siteId)).limit(1);
  return rows[0]?.story?.trim() || null;
}

export async function getJourneySteps(db: Database, siteId: string): Promise<JourneyStep[]> {
  return db
    .select({ id: aboutJourneySteps.id, title: aboutJourneySteps.title, description: aboutJourneySteps.description })
    .from(aboutJourneySteps)
    .where(eq(aboutJourneySteps.siteId, siteId))
    .orderBy(asc(aboutJourneySteps.orderIndex), asc(aboutJourneySteps.createdAt));
}

export async function getAboutValues(db: Database, siteId: string): Promise<AboutValueView[]> {
  const rows = await db
    .select({ id: aboutValues.id, title: aboutValues.title, description: aboutValues.description, iconName: aboutValues.iconName })
    .from(aboutValues)
    .where(eq(aboutValues.siteId, siteId))
    .orderBy(asc(aboutValues.orderIndex), asc(aboutValues.createdAt));
  return rows.map(({ iconName, ...value }) => ({ ...value, icon: valueIcon(iconName) }));
}

export async function getTeamMembers(db: Database, siteId: string): Promise<TeamMember[]> {
  return db
    .select({ id: aboutTeamMembers.id, name: aboutTeamMembers.name, role: aboutTeamMembers.role, bio: aboutTeamMembers.bio, imageUrl: aboutTeamMembers.imageUrl })
    .from(aboutTeamMembers)
    .where(eq(aboutTeamMembers.siteId, siteId))
    .orderBy(asc(aboutTeamMembers.orderIndex), asc(aboutTeamMembers.createdAt));
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
      .orderBy(asc(aboutPartners.orderIndex), asc(aboutPartners.createdAt)),
    db
      .select({ id: aboutPartnerImages.id, partnerId: aboutPartnerImages.partnerId, url: aboutPartnerImages.imageUrl })
      .from(aboutPartnerImages)
      .where(eq(aboutPartnerImages.siteId, siteId))
      .orderBy(asc(aboutPartnerImages.orderIndex)),
  ]);
  return partners.map((partner) => ({
    ...partner,
    images: images.filter((image) => image.partnerId === partner.id && image.url.trim() !== "").map(({ id, url }) => ({ id, url })),
  }));
}

/**
 * Everything the about page shows. A part that fails is reported, shown empty, and flagged
 * (public-site.md §8: 'Impossible de charger le contenu de la page'); the others still show.
 */
export async function loadAboutPage(
  db: Database,
  siteId: string,
  siteName: string | null,
  report: (err: unknown, part: string) => void,
): Promise<AboutPageData> {
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
