import type { ReactNode } from "react";
import { LEGAL_NOTICE_TEXTS, type MissingLegalField } from "~/features/legal/legal-notice";

/**
 * The frame of the two legal pages: a readable column of well-spaced text on the
 * site's tint, the owner's notice of what is missing (shown only to them, see
 * legal-data.server.ts `missingForOwner`), and sections with anchored headings.
 */
export function LegalPageFrame({ title, lead, ownerMissing, settingsHref, children }: { title: string; lead: ReactNode; ownerMissing: MissingLegalField[]; settingsHref: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-site-tint via-white to-white">
      <div className="mx-auto max-w-3xl px-4 pb-20 pt-12 sm:px-6 sm:pt-16">
        <header>
          <h1 className="font-display text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-gray-700">{lead}</p>
        </header>
        {ownerMissing.length > 0 ? <OwnerMissingNotice missing={ownerMissing} settingsHref={settingsHref} /> : null}
        <div className="mt-10 grid gap-6">{children}</div>
      </div>
    </div>
  );
}

/** To the owner only: which settings the page still lacks, and where to fill them. */
function OwnerMissingNotice({ missing, settingsHref }: { missing: MissingLegalField[]; settingsHref: string }) {
  return (
    <aside aria-labelledby="mentions-manquantes" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
      <h2 id="mentions-manquantes" className="font-sans text-base font-semibold">
        {LEGAL_NOTICE_TEXTS.missingTitle}
      </h2>
      <p className="mt-1 text-sm">{LEGAL_NOTICE_TEXTS.ownerMissing}</p>
      <ul className="mt-3 list-disc space-y-0.5 pl-5 text-sm">
        {missing.map((item) => (
          <li key={item.field}>{item.label}</li>
        ))}
      </ul>
      <a href={settingsHref} className="mt-4 inline-block text-sm font-semibold underline underline-offset-4 hover:no-underline">
        {LEGAL_NOTICE_TEXTS.ownerMissingLink}
      </a>
    </aside>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8">
      <h2 id={id} className="font-display text-2xl font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-[1.02rem] leading-relaxed text-gray-700 [&_a]:font-medium [&_a]:text-gray-900 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_strong]:text-gray-900">
        {children}
      </div>
    </section>
  );
}

/** A term and its value, as a labelled row (stacked on phones). */
export function LegalFacts({ rows }: { rows: { term: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-gray-100">
      {rows.map((row) => (
        <div key={row.term} className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-gray-500">{row.term}</dt>
          <dd className="break-words text-gray-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A multi-line value (an address) as lines. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </>
  );
}
