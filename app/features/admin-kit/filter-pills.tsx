import { Link } from "react-router";
import { cn } from "~/lib/cn";

export type FilterPill = { key: string; label: string; count: number; href: string };

/**
 * A row of filter links shown as pills, with their counts (the quotes' filters, the messages'
 * folders). Links, so a filter is in the URL and works without JavaScript; the current one carries
 * `aria-current="page"`. `separateFrom` starts a second group (after a divider) at that key.
 */
export function FilterPills({ label, pills, current, separateFrom }: { label: string; pills: readonly FilterPill[]; current: string; separateFrom?: string }) {
  return (
    // Wrapped rather than scrolled sideways: on a phone every filter, the current one included, stays in view.
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1.5">
        {pills.map(({ key, label: text, count, href }) => {
          const active = key === current;
          return (
            <li key={key} className={cn(key === separateFrom && "ml-1.5 border-l pl-3")}>
              <Link
                to={href}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors hover:bg-accent",
                  active ? "border-gray-900 bg-gray-900 text-white hover:bg-gray-800" : "bg-background text-gray-700",
                )}
              >
                {text}
                <span className={cn("text-xs tabular-nums", active ? "text-gray-300" : "text-muted-foreground")}>{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
