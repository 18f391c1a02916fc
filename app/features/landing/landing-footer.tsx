import { useId, type MouseEvent } from "react";
import { footerLinkGroups } from "~/features/landing/landing-content";
import { VitrineLogo } from "~/features/landing/vitrine-logo";

// These pages do not exist yet (spec: placeholders that lead nowhere). The links stay focusable
// and clickable, are described as "coming soon" to assistive tech and on hover, and a click does
// nothing, not even the jump to the top that href="#" would make.
function ignoreClick(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export function LandingFooter() {
  const soonId = useId();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_2fr]">
          <div className="max-w-xs">
            <VitrineLogo tone="light" />
            <p className="mt-4 text-sm leading-relaxed text-gray-400">Des sites sur mesure pour les commerces de proximité.</p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {footerLinkGroups.map((group) => (
              <nav key={group.title} aria-label={group.title}>
                <h2 className="font-sans text-sm font-semibold text-white">{group.title}</h2>
                <ul className="mt-4 space-y-3">
                  {group.items.map((item) => (
                    <li key={item.title}>
                      <a
                        href={item.href}
                        onClick={ignoreClick}
                        aria-describedby={soonId}
                        title="Bientôt disponible"
                        className="cursor-default rounded-sm text-sm text-gray-400 decoration-dotted underline-offset-4 hover:text-gray-300 hover:underline"
                      >
                        {item.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Vitrine. Tous droits réservés.</p>
          <p id={soonId}>Pages d'information bientôt disponibles.</p>
        </div>
      </div>
    </footer>
  );
}
