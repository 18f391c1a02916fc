import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { Check, ChevronsUpDown, Store } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";

type SiteRef = { id: string; name: string };

/**
 * The site switch of an admin (every site) and of an owner of several sites (theirs). Each entry
 * is its own POST form to /admin/select-site, which checks the choice against the session and
 * redirects back here.
 */
export function SiteSwitcher({
  collapsed,
  name,
  label,
  currentSiteId,
  sites,
  redirectTo,
  allSitesLink,
}: {
  collapsed: boolean;
  /** The selected site's name (or 'Aucun site sélectionné'), for the collapsed menu's tooltip. */
  name: string;
  /** What the button shows: the shell's site mark and lines (drawn by the shell, so this file loads only the menu). */
  label: ReactNode;
  currentSiteId: string | null;
  sites: SiteRef[];
  redirectTo: string;
  /** 'Tous les sites': the admins' Sites screen. */
  allSitesLink: boolean;
}) {
  const [menuOpen, setMenuOpen] = useState(false);

  const trigger = (
    <DropdownMenuTrigger asChild>
      <button
        type="button"
        className={cn(
          "flex w-full min-w-0 items-center gap-2 rounded-lg text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-accent",
          collapsed ? "justify-center p-0" : "p-1.5",
        )}
      >
        {label}
        {collapsed ? null : <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
        <span className="sr-only">, changer de site</span>
      </button>
    </DropdownMenuTrigger>
  );

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while its
    // links and buttons stay focusable (axe: aria-hidden-focus); Escape and a click outside still close it.
    <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{trigger}</TooltipTrigger>
          <TooltipContent side="right">{name}</TooltipContent>
        </Tooltip>
      ) : (
        trigger
      )}
      <DropdownMenuContent align="start" side={collapsed ? "right" : "bottom"} className="w-64">
        <DropdownMenuLabel>Changer de site</DropdownMenuLabel>
        {sites.length === 0 ? <DropdownMenuItem disabled>Aucun site pour le moment.</DropdownMenuItem> : null}
        {sites.map((site) => {
          const selected = site.id === currentSiteId;
          return (
            // Closing the menu only once the form has submitted: unmounting it during the click
            // would cancel the submission.
            <Form key={site.id} method="post" action="/admin/select-site" onSubmit={() => setMenuOpen(false)}>
              <input type="hidden" name="siteId" value={site.id} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
                <button type="submit" aria-current={selected ? "true" : undefined} className="w-full text-left">
                  <span className={cn("min-w-0 flex-1 truncate", selected && "font-medium")}>{site.name}</span>
                  {selected ? <Check aria-hidden="true" className="text-primary" /> : null}
                </button>
              </DropdownMenuItem>
            </Form>
          );
        })}
        {allSitesLink ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/admin/sites">
                <Store aria-hidden="true" />
                Tous les sites
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
