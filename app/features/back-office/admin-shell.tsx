import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { ChevronDown, CircleHelp, ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Store } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Separator } from "~/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { Spinner } from "~/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";
import type { SitePlan } from "~/db/enums";
import { activeNavItem, isNavItemActive, navPlanBadge, visibleNav, type AdminNavGroup, type AdminNavItem } from "~/features/back-office/admin-nav";
import { sidebarCookie } from "~/features/back-office/sidebar-cookie";
import { roleLabel } from "~/features/admin-kit/role-label";
import { UnsavedChangesGuard } from "~/features/admin-kit/unsaved-changes-guard";
import { browserStorage, clearStoredSite, syncStoredSite } from "~/features/admin-kit/stored-site";
import { DashboardSkeleton } from "~/features/back-office/dashboard-skeleton";
import { BillingSkeleton } from "~/features/billing/admin/billing-skeleton";
import { SupportSkeleton } from "~/features/support/admin/support-skeleton";
import { MessagesSkeleton } from "~/features/messages/admin/messages-skeleton";
import { unreadBadgeText, unreadCountFor, unreadLabel, type UnreadCounts } from "~/features/messages/unread-counts";
import { useUnreadCounts } from "~/features/messages/use-unread-counts";
import { QuotesSkeleton } from "~/features/quotes/admin/quotes-skeleton";
import { VisitorDataSkeleton } from "~/features/visitor-data/admin/visitor-data-skeleton";

const SiteSwitcher = lazy(() => import("~/features/back-office/site-switcher").then((module) => ({ default: module.SiteSwitcher })));

type SiteRef = { id: string; name: string };

/** The selected site, with its plan: entries outside it are marked. */
type CurrentSiteRef = SiteRef & { plan?: SitePlan };
type ShellUser = { email: string; name: string; role: string };

export type AdminShellProps = {
  user: ShellUser;
  currentSite: CurrentSiteRef | null;
  sites: SiteRef[];
  /** From the `sidebar_state` cookie, so the server renders the width the user left. */
  sidebarOpen: boolean;
  /** Where 'Voir le site' goes: the published site's main address, else `?site=` on the platform. */
  siteHref?: string | null;
  children: ReactNode;
};

// Below Tailwind's `md`, the sidebar is a drawer opened from the top bar.
const MOBILE_QUERY = "(max-width: 767px)";
const HELP_PATH = "/admin/aide";
const NO_SITE = "Aucun site sélectionné";

/** The help centre, told which screen she came from (`?ecran=`), so it offers that screen's articles first. */
export function helpHref(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/admin";
  return path === HELP_PATH ? HELP_PATH : `${HELP_PATH}?ecran=${encodeURIComponent(path).replace(/%2F/g, "/")}`;
}

/**
 * Pages whose loading state ('Chargement des messages...', skeletons) shows in
 * place of the current page while a client-side navigation towards them loads.
 */
const PENDING_VIEWS: Readonly<Record<string, ReactNode>> = {
  "/admin": <DashboardSkeleton />,
  "/admin/dashboard": <DashboardSkeleton />,
  "/admin/content/quotes": <QuotesSkeleton />,
  "/admin/content/messages": <MessagesSkeleton />,
  "/admin/donnees": <VisitorDataSkeleton />,
  "/admin/facturation": <BillingSkeleton />,
  "/admin/support": <SupportSkeleton />,
};

function pendingView(pathname: string): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PENDING_VIEWS[path] ?? null;
}

/** What a screen that failed to load or draw says in its place, the shell kept (routes/admin/layout.tsx, ErrorBoundary). */
export const SCREEN_FAILED = "Cette page n'a pas pu s'afficher. Veuillez réessayer dans un instant.";

/** The back-office frame: sidebar, top bar, loading indicator, content. */
export function AdminShell({ user, currentSite, sites, sidebarOpen, siteHref, children }: AdminShellProps) {
  const [open, setOpen] = useState(sidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const nav = visibleNav(user.role === "admin" ? "admin" : "user");
  const page = activeNavItem(location.pathname, nav);
  const sidebarId = useId();
  const unread = useUnreadCounts(currentSite?.id ?? null);
  const supportUnread = unread?.support ?? 0;
  const unreadTotal = (unread?.quotes ?? 0) + (unread?.messages ?? 0) + supportUnread;
  // Towards another page with a loading view: show it instead of the page being left.
  const target = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const pending = target ? pendingView(target) : null;

  const toggleSidebar = useCallback(() => {
    const next = !open;
    setOpen(next);
    document.cookie = sidebarCookie(next);
  }, [open]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "b" || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (window.matchMedia(MOBILE_QUERY).matches) setMobileOpen((value) => !value);
      else toggleSidebar();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  // The drawer closes once a link or a site switch has taken the user somewhere,
  // and when the window grows past the mobile breakpoint (the fixed sidebar takes over).
  useEffect(() => {
    setMobileOpen(false);
  }, [location.key]);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) setMobileOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const siteId = currentSite?.id ?? null;
  const siteName = currentSite?.name ?? null;
  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    try {
      syncStoredSite(storage, siteId !== null && siteName !== null ? { id: siteId, name: siteName } : null);
    } catch {
      // A full or blocked storage must not break the back-office: the server holds the selection.
    }
  }, [siteId, siteName]);

  const body = (collapsed: boolean, inSheet: boolean) => (
    <SidebarBody
      collapsed={collapsed}
      inSheet={inSheet}
      user={user}
      currentSite={currentSite}
      sites={sites}
      nav={nav}
      unread={unread}
      pathname={location.pathname}
      redirectTo={location.pathname + location.search}
    />
  );

  return (
    <>
      <div className="flex min-h-dvh bg-background font-sans">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Aller au contenu
        </a>

        <aside
          id={sidebarId}
          aria-label="Menu du back-office"
          data-state={open ? "expanded" : "collapsed"}
          className={cn(
            "sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r bg-muted/60 transition-[width] duration-200 ease-out md:flex",
            open ? "w-64" : "w-12",
          )}
        >
          {body(!open, false)}
        </aside>

        <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
          <SheetContent side="left" className="w-72 max-w-[calc(100%-3rem)] gap-0 bg-muted p-0 md:hidden">
            <SheetTitle className="sr-only">Menu du back-office</SheetTitle>
            <SheetDescription className="sr-only">Navigation, choix du site et déconnexion</SheetDescription>
            {body(false, true)}
          </SheetContent>
        </Sheet>

        <div className="flex min-w-0 flex-1 flex-col">
          {/* `data-sticky-header`: a refused form's first wrong field is brought into view below it (admin-kit/action-form.ts). */}
          <header
            data-sticky-header=""
            className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:px-4"
          >
            <Button
              variant="ghost"
              size="icon-sm"
              className="relative md:hidden"
              aria-haspopup="dialog"
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden="true" className="size-5" />
              <span className="sr-only">Ouvrir le menu</span>
              {unreadTotal > 0 ? <span aria-hidden="true" className="absolute top-1 right-1 size-2 rounded-full bg-red-600 ring-2 ring-background" /> : null}
            </Button>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="hidden text-muted-foreground md:inline-flex"
                  aria-controls={sidebarId}
                  aria-expanded={open}
                  aria-keyshortcuts="Control+B Meta+B"
                  onClick={toggleSidebar}
                >
                  {open ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
                  <span className="sr-only">{open ? "Réduire le menu" : "Déplier le menu"}</span>
                </Button>
              </TooltipTrigger>
              <TooltipContent side="bottom">
                {open ? "Réduire le menu" : "Déplier le menu"} <span className="ml-1 text-gray-400">Ctrl+B</span>
              </TooltipContent>
            </Tooltip>
            <Separator orientation="vertical" className="mx-1 hidden h-5 self-center md:block" />

            <div className="flex min-w-0 flex-1 items-center gap-1.5 text-sm">
              <span className="hidden max-w-[40%] truncate text-muted-foreground sm:inline">{currentSite?.name ?? NO_SITE}</span>
              <span aria-hidden="true" className="hidden text-gray-300 sm:inline">
                /
              </span>
              <span className="truncate font-medium">{page?.label ?? "Back-office"}</span>
            </div>

            {busy ? <Spinner size="sm" className="shrink-0" /> : null}

            {/* Help for the screen she is on: the help centre offers its articles first. A dot while an answer of the support waits. */}
            <Button asChild variant="ghost" size="sm" className="relative shrink-0 text-muted-foreground">
              <Link
                to={helpHref(location.pathname)}
                aria-label={`${helpHref(location.pathname) === HELP_PATH ? "Aide" : "Aide pour cet écran"}${supportUnread > 0 ? `, ${unreadLabel(HELP_PATH, supportUnread)}` : ""}`}
              >
                <CircleHelp aria-hidden="true" />
                <span className="hidden sm:inline">Aide</span>
                {supportUnread > 0 ? (
                  <span aria-hidden="true" data-support-unread className="absolute top-1 left-5 size-2 rounded-full bg-red-600 ring-2 ring-background" />
                ) : null}
              </Link>
            </Button>

            {currentSite ? (
              <>
                <Button asChild variant="outline" size="sm" className="shrink-0">
                  <a
                    href={siteHref ?? `/merchant?site=${encodeURIComponent(currentSite.id)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={`${sidebarId}-new-tab`}
                  >
                    <ExternalLink aria-hidden="true" />
                    Voir le site
                  </a>
                </Button>
                <span id={`${sidebarId}-new-tab`} hidden>
                  S'ouvre dans un nouvel onglet
                </span>
              </>
            ) : null}

            {/* A thin bar along the bottom edge while a page loads; the Spinner above announces it. */}
            <div
              aria-hidden="true"
              className={cn(
                "pointer-events-none absolute inset-x-0 -bottom-px h-0.5 bg-primary transition-opacity duration-300",
                busy ? "animate-pulse opacity-100 delay-150" : "opacity-0",
              )}
            />
          </header>

          <main id="contenu" tabIndex={-1} aria-busy={busy} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
            <div className="mx-auto w-full max-w-6xl">{pending ?? children}</div>
          </main>
        </div>
      </div>
      <UnsavedChangesGuard />
    </>
  );
}

type SidebarBodyProps = {
  collapsed: boolean;
  inSheet: boolean;
  user: ShellUser;
  currentSite: CurrentSiteRef | null;
  sites: SiteRef[];
  nav: AdminNavGroup[];
  unread: UnreadCounts | null;
  pathname: string;
  redirectTo: string;
};

function SidebarBody({ collapsed, inSheet, user, currentSite, sites, nav, unread, pathname, redirectTo }: SidebarBodyProps) {
  const siteName = currentSite?.name ?? NO_SITE;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* In the drawer, leave room for its 'Fermer' button. */}
      <div className={cn("flex h-14 shrink-0 items-center border-b px-2", inSheet && "pr-12")}>
        {/* An owner of several sites switches between them as an admin does; `sites` holds only theirs. */}
        {user.role === "admin" || sites.length > 1 ? (
          // Its menu's code (Radix's menu and its positioning) loads with it, for the accounts that have one to show.
          <Suspense fallback={<SiteHeading collapsed={collapsed} name={siteName} />}>
            <SiteSwitcher
              collapsed={collapsed}
              name={siteName}
              label={
                <>
                  <SiteMark />
                  <SiteLines name={siteName} collapsed={collapsed} />
                </>
              }
              currentSiteId={currentSite?.id ?? null}
              sites={sites}
              redirectTo={redirectTo}
              allSitesLink={user.role === "admin"}
            />
          </Suspense>
        ) : (
          <SiteHeading collapsed={collapsed} name={siteName} />
        )}
      </div>

      <nav aria-label="Navigation du back-office" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-2">
        {nav.map((group, index) => (
          <NavGroup
            key={group.id}
            group={group}
            collapsed={collapsed}
            pathname={pathname}
            first={index === 0}
            unread={unread}
            plan={currentSite?.plan ?? null}
          />
        ))}
      </nav>

      <div className="shrink-0 border-t p-2">
        <UserFooter collapsed={collapsed} user={user} />
      </div>
    </div>
  );
}

function SiteMark() {
  return (
    <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
      <Store className="size-4" strokeWidth={2.25} />
    </span>
  );
}

function SiteLines({ name, collapsed }: { name: string; collapsed: boolean }) {
  return (
    <span className={cn("grid min-w-0 flex-1 text-left leading-tight", collapsed && "sr-only")}>
      <span className="truncate text-sm font-semibold text-foreground">{name}</span>
      <span className="truncate text-xs text-muted-foreground">Vitrine · Back-office</span>
    </span>
  );
}

/** An owner of one site works on it: its name, nothing to switch. */
function SiteHeading({ collapsed, name }: { collapsed: boolean; name: string }) {
  const content = (
    <div className={cn("flex w-full min-w-0 items-center gap-2", collapsed ? "justify-center" : "p-1.5")}>
      <SiteMark />
      <SiteLines name={name} collapsed={collapsed} />
    </div>
  );
  if (!collapsed) return content;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <div className="w-full">{content}</div>
      </TooltipTrigger>
      <TooltipContent side="right">{name}</TooltipContent>
    </Tooltip>
  );
}

function NavGroup({
  group,
  collapsed,
  pathname,
  first,
  unread,
  plan,
}: {
  group: AdminNavGroup;
  collapsed: boolean;
  pathname: string;
  first: boolean;
  unread: UnreadCounts | null;
  plan: SitePlan | null;
}) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();

  if (collapsed) {
    return (
      <ul aria-label={group.label} className={cn("flex flex-col gap-1", !first && "mt-2 border-t pt-2")}>
        {group.items.map((item) => (
          <NavItem key={item.href} item={item} collapsed pathname={pathname} unread={unreadCountFor(item.href, unread)} planBadge={navPlanBadge(item, plan)} />
        ))}
      </ul>
    );
  }

  return (
    <div className={cn(!first && "mt-3")}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex h-7 w-full items-center justify-between rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-3.5 transition-transform", !expanded && "-rotate-90")} />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 flex flex-col gap-0.5">
        {group.items.map((item) => (
          <NavItem
            key={item.href}
            item={item}
            collapsed={false}
            pathname={pathname}
            unread={unreadCountFor(item.href, unread)}
            planBadge={navPlanBadge(item, plan)}
          />
        ))}
      </ul>
    </div>
  );
}

type NavBadgeProps = { spoken: string; className: string; children: ReactNode } & { [data: `data-${string}`]: string | number };

/**
 * A badge of a nav link (its formula, its unread count): seen but hidden from assistive
 * technologies, which read `spoken` instead, its own flex item, as part of the link's name
 * ('À propos (formule Pro)').
 */
function NavBadge({ spoken, className, children, ...data }: NavBadgeProps) {
  return (
    <>
      <span className="sr-only">{spoken}</span>
      <span aria-hidden="true" {...data} className={className}>
        {children}
      </span>
    </>
  );
}

function NavItem({
  item,
  collapsed,
  pathname,
  unread,
  planBadge,
}: {
  item: AdminNavItem;
  collapsed: boolean;
  pathname: string;
  unread: number;
  planBadge: string | null;
}) {
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  // The badge is visual; the link's name carries the exact count for screen readers.
  const unreadText = unread > 0 ? unreadLabel(item.href, unread) : null;
  const link = (
    <Link
      to={item.href}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex h-8 items-center gap-2.5 rounded-md px-2 text-sm text-gray-700 transition-colors hover:bg-accent hover:text-foreground",
        active && "bg-background font-medium text-foreground shadow-xs ring-1 ring-border hover:bg-background",
        collapsed && "relative w-8 justify-center px-0",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", active ? "text-primary" : "text-muted-foreground")} />
      <span className={collapsed ? "sr-only" : "min-w-0 flex-1 truncate"}>{item.label}</span>
      {planBadge ? (
        <NavBadge
          spoken={`(formule ${planBadge})`}
          data-plan-badge={planBadge}
          className={cn(
            "shrink-0 rounded-full bg-brand-100 px-1.5 py-px text-[0.6875rem] leading-4 font-semibold text-brand-800",
            collapsed && "absolute -top-1.5 -right-2 px-1 text-[0.5625rem] leading-3.5 ring-2 ring-muted",
          )}
        >
          {planBadge}
        </NavBadge>
      ) : null}
      {unreadText ? (
        <NavBadge
          spoken={`, ${unreadText}`}
          data-unread-count={unread}
          className={cn(
            "grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] leading-none font-semibold text-white tabular-nums",
            collapsed && "absolute -top-1.5 -right-1.5 h-4 min-w-4 px-1 text-[0.625rem] ring-2 ring-muted",
          )}
        >
          {unreadBadgeText(unread)}
        </NavBadge>
      ) : null}
    </Link>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{link}</TooltipTrigger>
          <TooltipContent side="right">
            {item.label}
            {planBadge ? <span className="ml-1 text-gray-400">· formule {planBadge}</span> : null}
            {unreadText ? <span className="ml-1 text-gray-400">· {unreadText}</span> : null}
          </TooltipContent>
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

function UserFooter({ collapsed, user }: { collapsed: boolean; user: ShellUser }) {
  const role = roleLabel(user.role);
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase() || "?";
  const avatar = (
    <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
      {initial}
    </span>
  );

  const signOut = (
    <Form
      method="post"
      action="/admin/logout"
      onSubmit={() => {
        const storage = browserStorage();
        try {
          if (storage) clearStoredSite(storage);
        } catch {
          // Sign-out goes on regardless.
        }
      }}
    >
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button type="submit" variant="ghost" size="icon-sm" className="text-muted-foreground">
              <LogOut aria-hidden="true" />
              <span className="sr-only">Se déconnecter</span>
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">Se déconnecter</TooltipContent>
        </Tooltip>
      ) : (
        <Button type="submit" variant="ghost" size="sm" className="w-full justify-start px-2 text-muted-foreground hover:text-foreground">
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      )}
    </Form>
  );

  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-1">
        <Tooltip>
          <TooltipTrigger asChild>
            <span className="rounded-full">
              {avatar}
              <span className="sr-only">
                {user.email}, {role}
              </span>
            </span>
          </TooltipTrigger>
          <TooltipContent side="right">
            {user.email} · {role}
          </TooltipContent>
        </Tooltip>
        {signOut}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-w-0 items-center gap-2 p-1.5">
        {avatar}
        <div className="grid min-w-0 flex-1 leading-tight">
          <span className="truncate text-sm font-medium" title={user.email}>
            {user.email}
          </span>
          <span className="truncate text-xs text-muted-foreground">{role}</span>
        </div>
      </div>
      {signOut}
    </div>
  );
}
