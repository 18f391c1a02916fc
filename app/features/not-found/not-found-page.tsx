import { ArrowLeft, Compass } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { useOptionalPageLanguage } from "~/lib/i18n/page-language-context";
import { NOT_FOUND_TEXTS } from "~/features/not-found/not-found-texts";

export type NotFoundPageProps = {
  /** Where "Retour à l'accueil" leads; the root by default. */
  homeHref?: string;
};

// A plain <a> rather than a router Link: this page also renders from error boundaries, and a
// full load of the root is what a visitor who landed on a dead link needs anyway.
export function NotFoundPage({ homeHref = "/" }: NotFoundPageProps) {
  // French outside a storefront; the language of the address under a language prefix.
  const t = useOptionalPageLanguage()?.t;
  const texts = t ? { title: t("notFound.title"), text: t("notFound.text"), back: t("notFound.back") } : NOT_FOUND_TEXTS;
  return (
    <main className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-white px-6 py-16">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_0%,var(--color-brand-50),transparent_70%)]" />
      <div className="max-w-md text-center">
        <span aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Compass className="size-8" strokeWidth={1.75} />
        </span>
        <p className="mt-6 font-display text-7xl font-semibold tracking-tight text-brand-800 sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-gray-950 sm:text-3xl">{texts.title}</h1>
        <p className="mt-3 text-base leading-relaxed text-gray-600">{texts.text}</p>
        <Button asChild size="lg" className="mt-8">
          <a href={homeHref}>
            <ArrowLeft aria-hidden="true" />
            {texts.back}
          </a>
        </Button>
      </div>
    </main>
  );
}
