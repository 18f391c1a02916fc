import { steps } from "~/features/landing/landing-content";
import { SectionHeading } from "~/features/landing/section-heading";

export function LandingHowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="border-y border-gray-200/70 bg-[#f7f8f6] py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="Comment ça marche"
          title="En ligne en trois étapes"
          description={"Pas besoin d'agence ni de compétences techniques\u00a0: vous vous occupez de votre commerce, Vitrine s'occupe du reste."}
        />
        <div className="relative mt-14">
          {/* The thread linking the steps on wide screens (outside the list: an <ol> holds only <li>s). */}
          <div aria-hidden="true" className="absolute top-8 right-[16%] left-[16%] hidden border-t-2 border-dashed border-brand-200 md:block" />
          <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
            {steps.map(({ icon: Icon, title, description }, index) => (
              <li
                key={title}
                className="relative flex gap-5 rounded-2xl bg-white p-6 shadow-xs ring-1 ring-gray-200/70 md:flex-col md:items-center md:bg-transparent md:p-0 md:text-center md:shadow-none md:ring-0"
              >
                <span className="relative grid size-16 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 shadow-md ring-1 ring-gray-200/80">
                  <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
                  <span className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-4 ring-[#f7f8f6]">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-sans text-lg leading-snug font-semibold text-gray-950 md:mt-2">
                    <span className="sr-only">
                      Étape {index + 1}
                      {"\u00a0"}
                      {": "}
                    </span>
                    {title}
                  </h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-gray-600 md:mx-auto md:max-w-xs">{description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
