import { ArrowRight, Handshake } from "~/components/icon/icons";
import { AboutListSection } from "~/features/about/public/about-list-section";
import { PopoverCloseButton } from "~/components/ui/popover-close-button";
import { SiteImage } from "~/features/media/site-image";
import { safeImageUrl } from "~/lib/web-address";
import { usePageLanguage } from "~/lib/i18n/page-language";
import type { SlotSizes } from "~/features/media/responsive-image";

/** A logo, contained: 80 px beside the text on phones, then the card's width less its padding. */
const LOGO: SlotSizes = [
  ["(min-width: 1200px)", "304px"],
  ["(min-width: 1024px)", "calc(33.3vw - 96px)"],
  ["(min-width: 640px)", "calc(50vw - 100px)"],
  [null, "80px"],
];
/** A photo in the dialog (max 672 px, padding 32 px): two per row from sm, a first odd one spans both. */
const DIALOG_PHOTO: SlotSizes = [["(min-width: 640px)", "298px"], [null, "calc(100vw - 80px)"]];
const DIALOG_WIDE_PHOTO: SlotSizes = [["(min-width: 640px)", "608px"], [null, "calc(100vw - 80px)"]];
import { shownPartnerDetails, storyParagraphs, type ShownPartner } from "~/features/about/about-content";
import { Shown } from "~/lib/i18n/translated-text";

/** 'Nos partenaires': logo cards, each opening a dialog with the partner's story and pictures. */
export function PartnersSection({ partners }: { partners: ShownPartner[] }) {
  const { t } = usePageLanguage();
  return (
    <AboutListSection
      id="partenaires"
      headingId="nos-partenaires"
      title={t("about.partners")}
      className="scroll-mt-16 bg-gray-50 py-16 sm:py-20"
      empty={partners.length > 0 ? null : { icon: <Handshake />, text: t("about.partnersEmpty") }}
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    </AboutListSection>
  );
}

/**
 * A partner's card and its dialog. The dialog is an HTML popover opened by the card (a button with
 * popovertarget): it works before hydration and on this page, which is sent without any script.
 * The browser closes it on Escape, on a tap outside or with 'Fermer', and gives focus back to the
 * card. Its pictures are lazy: not fetched until the dialog shows them.
 */
function PartnerCard({ partner }: { partner: ShownPartner }) {
  const logo = safeImageUrl(partner.logoUrl) ?? safeImageUrl(partner.imageUrl);
  const details = shownPartnerDetails(partner);
  const paragraphs = storyParagraphs(details.text.text);
  const dialogId = `partenaire-${partner.id}`;
  const titleId = `${dialogId}-titre`;
  const { t } = usePageLanguage();
  return (
    <>
      <button
        type="button"
        popoverTarget={dialogId}
        aria-haspopup="dialog"
        className="group flex h-full w-full flex-row overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-site-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-site-secondary sm:flex-col"
      >
        <span className="flex w-28 shrink-0 items-center justify-center border-r border-gray-100 bg-white p-4 sm:aspect-[3/2] sm:w-auto sm:border-r-0 sm:border-b sm:p-8">
          <SiteImage src={logo} alt="" width={320} height={200} sizes={LOGO} className="max-h-full w-auto max-w-full bg-transparent object-contain" />
        </span>
        <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
          <span className="font-display text-lg font-semibold text-gray-900 sm:text-xl">{partner.name}</span>
          <span className="line-clamp-3 text-[0.9375rem] leading-relaxed text-gray-600 sm:text-base">
            <Shown value={partner.description} />
          </span>
          <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-site-secondary">
            {t("about.learnMore")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </span>
      </button>
      <div
        id={dialogId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={`${dialogId}-texte`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl border border-border bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/50 backdrop:backdrop-blur-[2px] open:animate-pop-in"
      >
        <div className="grid gap-6">
          <h2 id={titleId} className="px-6 pt-6 pr-14 font-display text-2xl leading-tight font-semibold sm:px-8 sm:pt-8 sm:pr-16 sm:text-3xl">
            {partner.name}
          </h2>
          <div id={`${dialogId}-texte`} lang={details.text.lang} className="-mt-2 space-y-4 px-6 text-sm leading-relaxed text-muted-foreground sm:px-8">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          {details.images.length > 0 ? (
            <ul aria-label={t("about.partnerPhotos", { name: partner.name })} className="grid grid-cols-1 gap-3 px-6 pb-6 sm:grid-cols-2 sm:px-8 sm:pb-8">
              {details.images.map((image, index) => (
                <li key={image.id} className={details.images.length % 2 === 1 && index === 0 ? "sm:col-span-2" : undefined}>
                  <SiteImage
                    src={image.url}
                    alt={t("about.partnerPhoto", { name: partner.name, number: index + 1 })}
                    width={900}
                    height={675}
                    sizes={details.images.length % 2 === 1 && index === 0 ? DIALOG_WIDE_PHOTO : DIALOG_PHOTO}
                    coverBox={4 / 3}
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="pb-2" />
          )}
        </div>
        <PopoverCloseButton popoverId={dialogId} label={t("about.close")} />
      </div>
    </>
  );
}
