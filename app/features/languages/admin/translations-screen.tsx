import { Link } from "react-router";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Languages, ListChecks } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SectionCard } from "~/features/admin-kit/section-card";
import type { OtherLanguage, SeoPage } from "~/db/enums";
import { LANGUAGES_ACTION, LANGUAGES_TEXTS, languageLabel, translationsHref } from "~/features/languages/languages-schema";
import type { TranslationsScreenData } from "~/features/languages/translations-screen.server";
import { SEO_PAGE_LABELS } from "~/features/seo/page-seo-schema";
import { cn } from "~/lib/cn";
import { PageEditor, StateBadge } from "~/features/languages/admin/page-editor";

type Props = TranslationsScreenData & { loadError: boolean; actionResult: ActionResult | null };

/**
 * /admin/traductions 'Traductions' (Expert): a language and a page chosen by links (so each is an
 * address, and leaving a page with unsaved changes asks first), the page's fields with their
 * French beside them, and every page's state per language.
 */
export function TranslationsScreen({ languages, language, pages, page, overview, editor, loadError, actionResult }: Props) {
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader title="Traductions" description={LANGUAGES_TEXTS.translationsDescription} />
      {loadError ? <LoadErrorAlert>{LANGUAGES_TEXTS.loadFailed}</LoadErrorAlert> : null}
      {!language || !editor ? (
        loadError ? null : (
          <NoLanguage />
        )
      ) : (
        <>
          <Pills
            label={LANGUAGES_TEXTS.languagesNav}
            current={language}
            items={languages.map((l) => ({ key: l, label: languageLabel(l), href: translationsHref(l, page) }))}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <Pills
                label={LANGUAGES_TEXTS.pagesNav}
                current={page}
                items={pages.map((p) => ({ key: p, label: SEO_PAGE_LABELS[p], href: translationsHref(language, p) }))}
              />
              <PageEditor
                // A page or a language of its own: a form of its own, with what was saved for it.
                key={`${language}:${page}`}
                language={language}
                page={page}
                editor={editor}
                actionResult={actionResult}
              />
            </div>
            <Overview languages={languages} language={language} page={page} overview={overview} />
          </div>
        </>
      )}
    </div>
  );
}

function NoLanguage() {
  return (
    <EmptyState
      icon={<Languages />}
      title={LANGUAGES_TEXTS.noLanguageTitle}
      actions={
        <Button asChild>
          <Link to={LANGUAGES_ACTION}>{LANGUAGES_TEXTS.chooseLanguages}</Link>
        </Button>
      }
    >
      {LANGUAGES_TEXTS.noLanguage}
    </EmptyState>
  );
}

/** A row of links shown as pills, the current one marked (wrapped, never scrolled sideways: all stay in view on a phone). */
function Pills({ label, current, items }: { label: string; current: string; items: { key: string; label: string; href: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1.5">
        {items.map((item) => {
          const active = item.key === current;
          return (
            <li key={item.key}>
              <Link
                to={item.href}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors hover:bg-accent",
                  active ? "border-gray-900 bg-gray-900 text-white hover:bg-gray-800" : "bg-background text-gray-700",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Every page's state in every switched-on language, each a link to that page in that language. */
function Overview({
  languages,
  language,
  page,
  overview,
}: {
  languages: OtherLanguage[];
  language: OtherLanguage;
  page: SeoPage;
  overview: TranslationsScreenData["overview"];
}) {
  return (
    <SectionCard
      icon={<ListChecks />}
      titleId="etat-traductions"
      title={LANGUAGES_TEXTS.overviewTitle}
      description={LANGUAGES_TEXTS.overviewDescription}
      className="self-start lg:sticky lg:top-20"
    >
      <ul className="divide-y">
        {overview.map((row) => (
          <li key={row.page} className="px-5 py-3 sm:px-6">
            <p className="text-sm font-medium">{SEO_PAGE_LABELS[row.page]}</p>
            <ul className="mt-1.5 grid gap-1">
              {languages.map((l) => {
                const status = row.states[l];
                if (!status) return null;
                const here = l === language && row.page === page;
                return (
                  <li key={l}>
                    <Link
                      to={translationsHref(l, row.page)}
                      aria-current={here ? "page" : undefined}
                      className={cn(
                        "flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent",
                        here && "bg-muted font-medium text-foreground",
                      )}
                    >
                      <span className="min-w-0 truncate">
                        {languageLabel(l)}
                        <span className="sr-only">, {SEO_PAGE_LABELS[row.page]}&nbsp;:</span>
                      </span>
                      <StateBadge state={status.state} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
