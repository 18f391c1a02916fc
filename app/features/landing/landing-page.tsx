import { LandingAbout } from "~/features/landing/landing-about";
import { LandingContact } from "~/features/landing/landing-contact";
import { LandingFeatures } from "~/features/landing/landing-features";
import { LandingFooter } from "~/features/landing/landing-footer";
import { LandingHeader } from "~/features/landing/landing-header";
import { LandingHero } from "~/features/landing/landing-hero";
import { LandingHowItWorks } from "~/features/landing/landing-how-it-works";
import { LandingPricing } from "~/features/landing/landing-pricing";

/** The platform's own page, shown at / when the host is not a merchant's domain. */
export function LandingPage({ signupOpen }: { signupOpen: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-gray-950">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <LandingHero />
        <LandingFeatures />
        <LandingHowItWorks />
        <LandingAbout />
        <LandingPricing signupOpen={signupOpen} />
        <LandingContact />
      </main>
      <LandingFooter />
    </div>
  );
}
