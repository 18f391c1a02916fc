import { useId } from "react";
import { Mail, Phone } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { ContactLine } from "~/lib/contact-lines";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { messageParts } from "~/lib/i18n/message-parts";

/**
 * 'Coordonnées': the site's e-mails and phones as mailto:/tel: links. A site with neither still
 * gets the card, saying so and pointing to the form, rather than invented addresses.
 */
export function ContactDetailsCard({ emails, phones, className }: { emails: ContactLine[]; phones: ContactLine[]; className?: string }) {
  const titleId = useId();
  const { t } = usePageLanguage();
  const empty = emails.length === 0 && phones.length === 0;
  return (
    <section aria-labelledby={titleId} className={cn("rounded-3xl bg-site-secondary p-6 text-site-on-secondary shadow-sm sm:p-8", className)}>
      <h2 id={titleId} className="font-display text-2xl font-semibold">
        {t("contact.details")}
      </h2>
      {empty ? (
        <p className="mt-3 leading-relaxed">{messageParts(t, "contact.detailsEmpty", {}, { nbsp: true })}</p>
      ) : (
        <ul className="mt-5 grid gap-4">
          {phones.map((line) => (
            <DetailLine key={`tel-${line.text}`} icon={<Phone aria-hidden="true" className="size-5" />} label={t("contact.phone")} line={line} />
          ))}
          {emails.map((line) => (
            <DetailLine key={`mail-${line.text}`} icon={<Mail aria-hidden="true" className="size-5" />} label={t("contact.email")} line={line} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DetailLine({ icon, label, line }: { icon: React.ReactNode; label: string; line: ContactLine }) {
  return (
    <li className="flex items-center gap-3">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/15">{icon}</span>
      <span className="grid min-w-0">
        <span className="text-sm">{label}</span>
        {line.href ? (
          <a href={line.href} className="break-words font-semibold underline-offset-4 hover:underline focus-visible:underline">
            {line.text}
          </a>
        ) : (
          <span className="break-words font-semibold">{line.text}</span>
        )}
      </span>
    </li>
  );
}
