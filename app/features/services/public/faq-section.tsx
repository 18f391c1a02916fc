import { ChevronDown } from "~/components/icon/icons";
import type { ShownFaq } from "~/features/services/services-defaults";
import { Shown } from "~/lib/i18n/translated-text";

/** The FAQ as native disclosure widgets: keyboard and screen-reader friendly, and no JavaScript needed. */
export function FaqList({ faqs }: { faqs: ShownFaq[] }) {
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
      {faqs.map((faq, index) => (
        <details key={faq.id} className="group" open={index === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-gray-900 transition-colors hover:bg-site-accent/10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-site-secondary [&::-webkit-details-marker]:hidden">
            <span lang={faq.question.lang}>{faq.question.text}</span>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-site-secondary transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 leading-relaxed whitespace-pre-line text-gray-600">
            <Shown value={faq.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
