import { trades } from "~/features/landing/landing-content";
import { SectionHeading } from "~/features/landing/section-heading";

export function LandingAbout() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading id="about-title" align="left" eyebrow="À propos" title="Une plateforme pensée pour le commerce de quartier" />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-gray-600 sm:text-lg">
            <p>
              Vos clients cherchent vos horaires, vos produits et votre adresse sur leur téléphone avant de passer vous voir. Vitrine leur donne une réponse
              claire, à votre image.
            </p>
            <p>
              Nous réunissons sur une seule plateforme tout ce qu'il faut pour un site vitrine soigné&nbsp;: une page d'accueil qui donne envie, vos produits et
              vos prestations, un formulaire de devis et des horaires toujours à jour. Vous gardez la main, nous nous occupons de la technique.
            </p>
          </div>
        </div>

        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-50 to-amber-50" />
          <div className="rounded-3xl bg-brand-900 p-7 text-white shadow-xl sm:p-9">
            <p className="font-display text-2xl leading-snug font-medium sm:text-[1.7rem]">
              «&nbsp;Un commerce de proximité mérite un site aussi soigné que sa vitrine.&nbsp;»
            </p>
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-200 uppercase">Conçu pour</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {trades.map(({ icon: Icon, label }) => (
                <li key={label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm text-white ring-1 ring-white/15">
                  <Icon aria-hidden="true" className="size-4 text-amber-300" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
