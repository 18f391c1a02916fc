import { Link } from "react-router";
import { ArrowRight, Mail, MapPin, Phone } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import type { HomeContact as ContactData } from "~/features/home/home-data.server";
import { CONTAINER } from "~/features/home/public/section-heading";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { messageParts } from "~/lib/i18n/message-parts";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Contact call to action: the contact page, plus the phone, e-mail and address of the site settings. */
export function HomeContact({ contact, links }: { contact: ContactData; links: LinkContext }) {
  const { t } = usePageLanguage();
  const details = [
    contact.phone ? { icon: Phone, label: contact.phone, href: telHref(contact.phone) } : null,
    contact.email ? { icon: Mail, label: contact.email, href: `mailto:${contact.email}` } : null,
    contact.address ? { icon: MapPin, label: contact.address, href: null } : null,
  ].filter((d) => d !== null);
  return (
    <section aria-labelledby="nous-contacter" className="bg-white py-16 sm:py-24">
      <div className={CONTAINER}>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-site-secondary px-6 py-12 text-site-on-secondary shadow-xl sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -top-20 -right-16 -z-10 size-72 rounded-full bg-white/10" />
          <div aria-hidden="true" className="absolute -bottom-24 -left-10 -z-10 size-64 rounded-full bg-black/10" />
          <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <h2 id="nous-contacter" className="font-display text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
                {messageParts(t, "home.contactTitle", {}, { nbsp: true })}
              </h2>
              <p className="mt-4 max-w-xl text-lg leading-relaxed opacity-90">
                {messageParts(t, "home.contactText", {}, { nbsp: true })}
              </p>
              <Button asChild size="lg" className="mt-8 rounded-full bg-white px-7 text-gray-950 shadow-md hover:bg-white/90">
                <Link to={siteHref("/merchant/contact", links)} prefetch="intent">
                  {t("home.contactUs")}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            {details.length > 0 ? (
              <ul className="space-y-3">
                {details.map(({ icon: Icon, label, href }) => (
                  <li key={label}>
                    {href ? (
                      <a
                        href={href}
                        className="site-contact-row"
                      >
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        <span className="break-all sm:break-normal">{label}</span>
                      </a>
                    ) : (
                      <p className="site-contact-row">
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        <span className="whitespace-pre-line">{label}</span>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
