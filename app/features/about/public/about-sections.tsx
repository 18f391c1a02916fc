import { Award, BookOpen, Globe, Handshake, Heart, HeartHandshake, Leaf, Shield, Star, Users, type IconComponent } from "~/components/icon/icons";
import type { ValueIcon } from "~/db/enums";
import { cn } from "~/lib/cn";
import { EmptyState, PageContainer, SectionHeading } from "~/components/storefront/page-parts";
import { AboutListSection } from "~/features/about/public/about-list-section";
import { SiteImage } from "~/features/media/site-image";
import type { SlotSizes } from "~/features/media/responsive-image";
import { storyParagraphs, type ShownAboutValue, type ShownJourneyStep, type ShownTeamMember } from "~/features/about/about-content";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { Shown, type ShownText } from "~/lib/i18n/translated-text";

const VALUE_ICON_COMPONENTS: Record<ValueIcon, IconComponent> = {
  award: Award,
  shield: Shield,
  handshake: Handshake,
  heart: Heart,
  star: Star,
  leaf: Leaf,
  globe: Globe,
};

/** Columns that leave no lonely card on the last row for the usual counts. */
/**
 * A portrait's slot: the card's width in the grid `gridColumns` gives (gap 32 px). The box is 4:5
 * from sm and 4:3 below (PHONE).
 */
const PHONE = 4 / 3;
function teamSizes(count: number): SlotSizes {
  if (count === 1) return [["(min-width: 640px)", "448px"], ["(min-width: 480px)", "448px", PHONE], [null, "calc(100vw - 32px)", PHONE]];
  if (count === 2) return [["(min-width: 816px)", "368px"], ["(min-width: 640px)", "calc(50vw - 40px)"], [null, "calc(100vw - 32px)", PHONE]];
  if (count === 4) {
    return [["(min-width: 1200px)", "264px"], ["(min-width: 1024px)", "calc(25vw - 36px)"], ["(min-width: 640px)", "calc(50vw - 40px)"], [null, "calc(100vw - 32px)", PHONE]];
  }
  return [["(min-width: 1200px)", "363px"], ["(min-width: 1024px)", "calc(33.3vw - 37px)"], ["(min-width: 640px)", "calc(50vw - 40px)"], [null, "calc(100vw - 32px)", PHONE]];
}

function gridColumns(count: number): string {
  if (count === 1) return "mx-auto w-full max-w-md";
  if (count === 2) return "mx-auto w-full max-w-3xl sm:grid-cols-2";
  if (count === 4) return "sm:grid-cols-2 lg:grid-cols-4";
  return "sm:grid-cols-2 lg:grid-cols-3";
}

/**
 * 'Notre histoire' and 'Notre parcours' side by side on wide screens. When both are empty the page
 * says so once, under 'Notre histoire'; when only one is filled, it takes the whole width.
 */
export function StorySection({ story, journey }: { story: ShownText | null; journey: ShownJourneyStep[] }) {
  const paragraphs = storyParagraphs(story?.text ?? null);
  const hasStory = paragraphs.length > 0;
  const hasJourney = journey.length > 0;
  const { t } = usePageLanguage();
  return (
    <section id="histoire" aria-labelledby={hasStory || !hasJourney ? "notre-histoire" : "notre-parcours"} className="scroll-mt-16 py-16 sm:py-20">
      <PageContainer className={hasStory && hasJourney ? "grid gap-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-20" : undefined}>
        {hasStory || !hasJourney ? (
          <div>
            <SectionHeading id="notre-histoire">{t("about.story")}</SectionHeading>
            {hasStory ? (
              <div lang={story?.lang} className="max-w-prose space-y-5 text-lg leading-relaxed text-gray-700">
                {paragraphs.map((paragraph, index) => (
                  <p key={index} className={index === 0 ? "whitespace-pre-line text-xl text-gray-800 sm:text-[1.35rem] sm:leading-relaxed" : "whitespace-pre-line"}>
                    {paragraph}
                  </p>
                ))}
              </div>
            ) : (
              <EmptyState icon={<BookOpen />}>{t("about.storyEmpty")}</EmptyState>
            )}
          </div>
        ) : null}
        {hasJourney ? (
          <div>
            {hasStory ? (
              <h2 id="notre-parcours" className="mb-8 font-display text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
                {t("about.journey")}
              </h2>
            ) : (
              <SectionHeading id="notre-parcours">{t("about.journey")}</SectionHeading>
            )}
            <Timeline steps={journey} />
          </div>
        ) : null}
      </PageContainer>
    </section>
  );
}

function Timeline({ steps }: { steps: ShownJourneyStep[] }) {
  return (
    <ol className="relative ml-4 border-l-2 border-site-accent/60">
      {steps.map((step, index) => (
        <li key={step.id} className="relative pb-10 pl-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[1.0625rem] grid size-8 place-items-center rounded-full bg-site-secondary text-sm font-semibold text-site-on-secondary ring-4 ring-white"
          >
            {index + 1}
          </span>
          <h3 className="font-sans text-lg font-semibold text-gray-900">
            <Shown value={step.title} />
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-gray-600">
            <Shown value={step.description} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function ValuesSection({ values }: { values: ShownAboutValue[] }) {
  const { t } = usePageLanguage();
  return (
    <AboutListSection
      id="valeurs"
      headingId="nos-valeurs"
      title={t("about.values")}
      className="scroll-mt-16 bg-gradient-to-b from-site-tint to-white py-16 sm:py-20"
      empty={values.length > 0 ? null : { icon: <HeartHandshake />, text: t("about.valuesEmpty") }}
    >
      <ul className={cn("grid gap-6", gridColumns(values.length))}>
        {values.map((value) => {
          const Icon = VALUE_ICON_COMPONENTS[value.icon];
          return (
            <li key={value.id} className="flex flex-col gap-4 rounded-2xl bg-white p-7 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-site-primary-hover text-[var(--site-on-primary-hover)]">
                <Icon className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="font-sans text-lg font-semibold text-gray-900">
                <Shown value={value.title} />
              </h3>
              <p className="leading-relaxed whitespace-pre-line text-gray-600">
                <Shown value={value.description} />
              </p>
            </li>
          );
        })}
      </ul>
    </AboutListSection>
  );
}

export function TeamSection({ team }: { team: ShownTeamMember[] }) {
  const { t } = usePageLanguage();
  return (
    <AboutListSection
      id="equipe"
      headingId="notre-equipe"
      title={t("about.team")}
      className="scroll-mt-16 py-16 sm:py-20"
      empty={team.length > 0 ? null : { icon: <Users />, text: t("about.teamEmpty") }}
    >
      <ul className={cn("grid gap-8", gridColumns(team.length))}>
        {team.map((member) => (
          <li key={member.id} className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
            <div className="aspect-[4/3] overflow-hidden bg-gray-100 sm:aspect-[4/5]">
              <SiteImage
                src={member.imageUrl}
                alt={t("about.portrait", { name: member.name })}
                width={480}
                height={600}
                sizes={teamSizes(team.length)}
                coverBox={4 / 5}
                className="h-full w-full object-cover object-top transition-transform duration-500 group-hover:scale-[1.03]"
              />
            </div>
            <div className="p-6">
              <h3 className="font-display text-xl font-semibold text-gray-900">{member.name}</h3>
              <p className="mt-1 text-sm font-semibold tracking-wide text-site-secondary uppercase">
                <Shown value={member.role} />
              </p>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-gray-600">
                <Shown value={member.bio} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </AboutListSection>
  );
}
