import type { IconComponent } from "~/components/icon/icons";
import { Mail, MapPin, Phone } from "~/components/icon/icons";
import type { ReactNode } from "react";
import { contact } from "~/features/landing/landing-content";

export function LandingContact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_22rem_at_0%_0%,rgb(37_150_126/0.45),transparent_70%),radial-gradient(30rem_20rem_at_100%_100%,rgb(251_191_36/0.18),transparent_70%)]"
          />
          <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Contact</p>
              <h2 id="contact-title" className="mt-3 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
                Parlons de votre commerce
              </h2>
              <p className="mt-4 max-w-md text-base leading-relaxed text-white/80 sm:text-lg">
                Une question sur les formules, un projet de site, envie d'une démonstration&nbsp;? Écrivez-nous ou appelez-nous&nbsp;: nous vous répondons
                rapidement.
              </p>
            </div>
            <address className="not-italic">
              <ul className="space-y-3">
                <ContactItem icon={Mail} label="E-mail">
                  <a href={`mailto:${contact.email}`} className="rounded-sm hover:underline focus-visible:outline-white">
                    {contact.email}
                  </a>
                </ContactItem>
                <ContactItem icon={Phone} label="Téléphone">
                  <a href={contact.phoneHref} className="rounded-sm hover:underline focus-visible:outline-white">
                    {contact.phone}
                  </a>
                </ContactItem>
                <ContactItem icon={MapPin} label="Adresse">
                  {contact.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </ContactItem>
              </ul>
            </address>
          </div>
        </div>
      </div>
    </section>
  );
}

function ContactItem({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl bg-white/[0.07] p-4 ring-1 ring-white/10 backdrop-blur-sm">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-brand-200 uppercase">{label}</p>
        <div className="mt-0.5 text-base font-medium break-words text-white">{children}</div>
      </div>
    </li>
  );
}
