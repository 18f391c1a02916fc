import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { CalendarDays, ChevronRight, Package, Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { HeroForm, HighlightForm } from "~/features/home/admin/home-content-forms";
import { HOME_TEXTS } from "~/features/home/home-schema";
import type { HomeContentView, ReassuranceItemView } from "~/features/home/home.server";

/**
 * The reassurance tab (its list, its icons, its dialog and icon picker) loads when the tab is
 * first wanted, preloaded as the pointer or the focus reaches its trigger: the home
 * editor opens on the banner, and its script before the first interaction stays under 200 KB.
 */
const loadReassuranceTab = () => import("~/features/home/admin/reassurance-tab");
const ReassuranceTab = lazy(() => loadReassuranceTab().then((m) => ({ default: m.ReassuranceTab })));

type Props = {
  site: { id: string; name: string };
  content: HomeContentView;
  items: ReassuranceItemView[];
  loadError: boolean;
  /** The route's action answer (a form sent without JavaScript). */
  actionResult: ActionResult | null;
};

const TABS = ["hero", "highlight", "reassurance"] as const;
type TabKey = (typeof TABS)[number];

const OTHER_SECTIONS = [
  {
    href: "/admin/products",
    label: "Produits mis en avant",
    text: "Les produits marqués «\u00a0Mettre en avant\u00a0» apparaissent sur l'accueil.",
    icon: Package,
  },
  { href: "/admin/content/events", label: "Événements", text: "Vos prochains rendez-vous, dans la section des événements.", icon: CalendarDays },
  { href: "/admin/content/testimonials", label: "Témoignages", text: "Les avis de vos clients, en bas de l'accueil.", icon: Star },
] as const;

/** /admin/pages/home: tabs hero, 'En ce moment', reassurance; links to the other home sections. */
export function HomeEditorPage({ site, content, items, loadError, actionResult }: Props) {
  // The open tab follows ?tab= (kept on reload, shareable); changed without a navigation.
  const [tab, setTab] = useState<TabKey>("hero");
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get("tab");
    const found = TABS.find((t) => t === wanted);
    if (found) setTab(found);
  }, []);
  function changeTab(next: string) {
    const found = TABS.find((t) => t === next);
    if (!found) return;
    setTab(found);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", found);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Page d'accueil"
        description={
          <>
            Ce que les visiteurs de <span className="font-medium text-foreground">{site.name}</span> voient en premier.
          </>
        }
      />

      {loadError ? <LoadErrorAlert>{HOME_TEXTS.loadFailed}</LoadErrorAlert> : null}

      <Tabs value={tab} onValueChange={changeTab} className="gap-4">
        <TabsList aria-label="Sections de l'accueil">
          <TabsTrigger value="hero">Bannière</TabsTrigger>
          <TabsTrigger value="highlight">En ce moment</TabsTrigger>
          <TabsTrigger value="reassurance" onPointerEnter={() => void loadReassuranceTab()} onFocus={() => void loadReassuranceTab()}>
            Réassurance
            <span className="rounded-full bg-background/80 px-1.5 text-xs tabular-nums text-muted-foreground">{items.length}</span>
          </TabsTrigger>
        </TabsList>
        {/* Mounted while hidden, so what was typed in one tab survives a look at another. */}
        <TabsContent value="hero" forceMount className="data-[state=inactive]:hidden">
          <HeroForm content={content} actionResult={actionResult} />
        </TabsContent>
        <TabsContent value="highlight" forceMount className="data-[state=inactive]:hidden">
          <HighlightForm content={content} actionResult={actionResult} />
        </TabsContent>
        {/* Nothing typed lives in this one: it is drawn when open. */}
        <TabsContent value="reassurance">
          <Suspense fallback={<ReassuranceTabLoading />}>
            <ReassuranceTab items={items} />
          </Suspense>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="other-sections" className="flex flex-col gap-3">
        <h2 id="other-sections" className="font-sans text-sm font-semibold text-foreground">
          Les autres sections de l'accueil
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {OTHER_SECTIONS.map(({ href, label, text, icon: Icon }) => (
            <Card key={href} className="gap-0 p-0 transition-colors hover:border-primary/40 hover:bg-muted/40">
              <Link to={href} className="group flex h-full items-start gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground group-hover:text-foreground"
                >
                  <Icon className="size-4" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-1 text-sm font-medium text-foreground">
                    {label}
                    <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="text-xs leading-relaxed text-muted-foreground">{text}</span>
                </span>
              </Link>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

/** While the reassurance tab's code arrives (a tap on a phone, before the preload has finished).
 *  A status, so its name is allowed and read out: a bare div may not carry aria-label. */
function ReassuranceTabLoading() {
  return (
    <Card className="gap-3 px-5 py-4 sm:px-6" role="status" aria-busy="true" aria-label="Chargement des éléments de réassurance">
      <div className="h-5 w-48 animate-pulse rounded bg-muted" />
      <div className="h-16 animate-pulse rounded-lg bg-muted" />
      <div className="h-16 animate-pulse rounded-lg bg-muted" />
    </Card>
  );
}
