import { useState } from "react";
import { Award, Heart, Truck } from "lucide-react";
import { PLACEHOLDER_LOGO, themeStyle } from "../theme";
import type { ColorField } from "../appearance-schema";

type Props = { siteName: string; logoUrl: string | null; colors: Record<ColorField, string> };

/**
 * A small model of the public site (header, a section with buttons and pictograms, footer) drawn
 * with the same CSS variables and utilities as the real pages, so what is seen here is what the
 * visitors will see after saving.
 */
export function AppearancePreview({ siteName, logoUrl, colors }: Props) {
  const style = themeStyle({ primary: colors.primaryColor, primaryHover: colors.primaryHoverColor, secondary: colors.secondaryColor, accent: colors.accentColor });
  return (
    <div
      style={style}
      data-testid="appearance-preview"
      aria-label="Aperçu du site avec les couleurs choisies"
      role="img"
      className="site-theme overflow-hidden rounded-xl border bg-white text-gray-900 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-black/5 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <PreviewLogo key={logoUrl ?? ""} logoUrl={logoUrl} />
          <span className="truncate font-display text-base font-semibold">{siteName}</span>
        </div>
        <div className="hidden items-center gap-3 text-xs font-medium text-gray-700 sm:flex">
          <span className="relative text-gray-950 after:absolute after:inset-x-0 after:-bottom-1 after:h-0.5 after:rounded-full after:bg-site-primary">Accueil</span>
          <span>À propos</span>
          <span>Produits</span>
          <span>Contact</span>
        </div>
      </div>

      <div className="bg-site-accent/20 px-5 py-6">
        <p className="text-xs font-semibold tracking-wide text-site-secondary uppercase">En ce moment</p>
        <p className="mt-1 font-display text-xl font-semibold text-gray-950">Les fraises de saison sont arrivées</p>
        <p className="mt-1 text-sm text-gray-700">
          Découvrez nos nouveautés et <span className="font-medium text-site-secondary underline underline-offset-2">nos produits</span>.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <span className="inline-flex h-9 items-center rounded-full bg-site-primary px-4 text-sm font-semibold text-site-on-primary">Nous contacter</span>
          <span className="inline-flex h-9 items-center rounded-full bg-site-primary-hover px-4 text-sm font-semibold text-[var(--site-on-primary-hover)]">
            Au survol
          </span>
          <span className="inline-flex h-9 items-center rounded-full border-2 border-site-primary px-4 text-sm font-semibold text-site-secondary">Voir les produits</span>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-2">
          {[
            { icon: Award, label: "Qualité" },
            { icon: Truck, label: "Livraison" },
            { icon: Heart, label: "Fait maison" },
          ].map(({ icon: Icon, label }) => (
            <div key={label} className="flex flex-col items-center gap-1.5 rounded-lg bg-white p-2.5 text-center shadow-xs">
              <span className="grid size-9 place-items-center rounded-full bg-site-primary-hover text-[var(--site-on-primary-hover)]">
                <Icon className="size-4" />
              </span>
              <span className="text-xs font-medium text-gray-800">{label}</span>
            </div>
          ))}
        </div>
      </div>

      <div className="bg-site-accent px-5 py-4 text-site-on-accent">
        <p className="font-display text-base font-semibold">{siteName}</p>
        <p className="mt-0.5 text-xs">Pied de page · Mentions légales · Réseaux sociaux</p>
      </div>
    </div>
  );
}

function PreviewLogo({ logoUrl }: { logoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={!logoUrl || broken ? PLACEHOLDER_LOGO : logoUrl}
      alt=""
      width={32}
      height={32}
      className="size-8 shrink-0 rounded-lg object-contain"
      onError={() => setBroken(true)}
    />
  );
}
