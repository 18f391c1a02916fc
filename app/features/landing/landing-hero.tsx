import { ArrowRight, Check, Sparkles } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { HeroIllustration } from "~/features/landing/hero-illustration";

const promises = ["Site responsive", "Votre nom de domaine", "Photos optimisées automatiquement"];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft colour fields and a faint grid, instead of a photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_28rem_at_95%_10%,#fdecc8,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(17_24_39/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(17_24_39/0.045)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-xs">
            <Sparkles aria-hidden="true" className="size-4 text-amber-500" />
            Boulangers, traiteurs, épiciers, fleuristes…
          </p>
          <h1 id="hero-title" className="mt-6 text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-gray-950 sm:text-6xl">
            Des sites sur mesure pour les{" "}
            <span className="relative whitespace-nowrap text-brand-700">
              commerces
              <svg aria-hidden="true" viewBox="0 0 200 12" preserveAspectRatio="none" className="absolute -bottom-1.5 left-0 h-2.5 w-full text-amber-400">
                <path d="M2 9c40-6 90-8 196-4" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
              </svg>
            </span>{" "}
            de proximité
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-gray-600">
            Vitrine crée et héberge le site de votre commerce&nbsp;: vos produits, vos horaires, vos événements et vos demandes de devis, que vous gérez
            vous-même depuis un back-office simple.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <a href="#pricing">
                Découvrir les formules
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button size="lg" variant="outline" asChild className="bg-white/70">
              <a href="#contact">Nous contacter</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2.5 text-sm text-gray-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span className="grid size-5 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}
