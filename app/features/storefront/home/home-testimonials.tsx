import { Quote, Star } from "lucide-react";
import { cn } from "~/lib/cn";
import type { HomeTestimonial } from "./home-data.server";
import { CONTAINER, SectionHeading } from "./section-heading";
import { clampRating, initialsFor, starsLabel } from "./testimonial-format";

function Stars({ rating }: { rating: number }) {
  const value = clampRating(rating);
  return (
    <p role="img" aria-label={starsLabel(value)} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn("size-[1.15rem]", n <= value ? "fill-amber-400 text-amber-400" : "fill-gray-200 text-gray-200")} />
      ))}
    </p>
  );
}

/** 'Ce que nos clients disent': name, initials, text and 1 to 5 stars. */
export function HomeTestimonials({ testimonials }: { testimonials: HomeTestimonial[] }) {
  return (
    <section aria-labelledby="avis-clients" className="bg-site-accent/10 py-16 sm:py-24">
      <div className={CONTAINER}>
        <SectionHeading id="avis-clients" eyebrow="Avis" title="Ce que nos clients disent" />
        <ul className={cn("mt-12 grid gap-6 md:grid-cols-2", testimonials.length >= 3 && testimonials.length % 3 !== 1 && "lg:grid-cols-3")}>
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_28px_rgb(0_0_0/0.06)] ring-1 ring-black/5 sm:p-7">
                <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-site-accent" />
                <Stars rating={t.rating} />
                <blockquote className="mt-4 flex-1 text-[1.02rem] leading-relaxed whitespace-pre-line text-gray-800">{`«\u00a0${t.text.trim()}\u00a0»`}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-site-primary text-sm font-semibold text-site-on-primary">
                    {initialsFor(t.customerName, t.customerInitials)}
                  </span>
                  <span className="font-semibold text-gray-950">{t.customerName}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
