/** Shapes, defaults and texts of the about page, shared by the loader and the page. */
import { VALUE_ICONS, type ValueIcon } from "~/db/enums";
import type { ShownRow, ShownText } from "~/lib/i18n/translated-text";

export type JourneyStep = { id: string; title: string; description: string };
export type AboutValueView = { id: string; title: string; description: string; icon: ValueIcon };
export type TeamMember = { id: string; name: string; role: string; bio: string; imageUrl: string | null };
export type Partner = {
  id: string;
  name: string;
  description: string;
  longDescription: string | null;
  imageUrl: string | null;
  logoUrl: string | null;
  images: { id: string; url: string }[];
};

export type AboutPageData = {
  siteName: string;
  story: string | null;
  journey: JourneyStep[];
  values: AboutValueView[];
  team: TeamMember[];
  partners: Partner[];
  /** A part failed to load (logged): the page says so once, and shows that part's empty state. */
  loadError: boolean;
};

/** The page as shown (ADR 047): each text the merchant wrote, in the page's language or marked French. */
export type ShownJourneyStep = ShownRow<JourneyStep, "title" | "description">;
export type ShownAboutValue = ShownRow<AboutValueView, "title" | "description">;
export type ShownTeamMember = ShownRow<TeamMember, "role" | "bio">;
export type ShownPartner = ShownRow<Partner, "description" | "longDescription">;
export type ShownAboutPage = Omit<AboutPageData, "story" | "journey" | "values" | "team" | "partners"> & {
  story: ShownText | null;
  journey: ShownJourneyStep[];
  values: ShownAboutValue[];
  team: ShownTeamMember[];
  partners: ShownPartner[];
};

export const ABOUT_TEXTS = {
  loading: "Chargement du contenu...",
  defaultSiteName: "Mon Entreprise",
} as const;

/** The name the page speaks of: the site's, or 'Mon Entreprise' when none is known. */
export function aboutSiteName(name: string | null | undefined): string {
  return name?.trim() || ABOUT_TEXTS.defaultSiteName;
}

/** Stored icon names are checked by the database, but an unknown one still gets the default. */
export function valueIcon(name: string | null | undefined): ValueIcon {
  return VALUE_ICONS.find((icon) => icon === name) ?? "award";
}

/** What the partner dialog shows: the long description (or the short one), the extra images (or the main one). */
export function partnerDetails(partner: Partner): { text: string; images: { id: string; url: string }[] } {
  const text = partner.longDescription?.trim() || partner.description;
  if (partner.images.length > 0) return { text, images: partner.images };
  const main = partner.imageUrl?.trim();
  return { text, images: main ? [{ id: `${partner.id}-main`, url: main }] : [] };
}

/** partnerDetails of a partner as shown: its text keeps the language it is in. */
export function shownPartnerDetails(partner: ShownPartner): { text: ShownText; images: { id: string; url: string }[] } {
  const long = partner.longDescription?.text.trim() ? partner.longDescription : null;
  const details = partnerDetails({ ...partner, description: partner.description.text, longDescription: long?.text ?? null });
  return { text: { ...(long ?? partner.description), text: details.text }, images: details.images };
}

/** Story text as paragraphs: blank lines separate paragraphs, single line breaks stay inside one. */
export function storyParagraphs(story: string | null): string[] {
  if (!story) return [];
  return story
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
