import { features } from "~/features/landing/landing-content";
import { SectionHeading } from "~/features/landing/section-heading";

export function LandingFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Fonctionnalités"
          title="Tout ce qu'il faut pour exister en ligne"
          description="Un site soigné qui donne envie de pousser la porte, et des outils simples pour le tenir à jour."
        />
        <ul className="mt-12 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="group relative flex gap-4 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-xs transition-shadow hover:shadow-md sm:block sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-lg leading-snug font-semibold text-gray-950 sm:mt-5">{title}</h3>
                <p className="mt-1.5 text-[0.95rem] leading-relaxed text-gray-600 sm:mt-2">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
