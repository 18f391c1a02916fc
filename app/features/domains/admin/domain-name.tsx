import { ExternalLink } from "lucide-react";

/**
 * A domain, opened in a new tab, in full and never cut: a long name wraps (at any character, as
 * domains have no spaces) rather than hiding its end, which is what tells two names apart (issue
 * 13, at 375 px). The admins' table and the owner's cards.
 */
export function DomainName({ domain, href }: { domain: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="group inline-flex min-w-0 items-start gap-1.5 rounded py-0.5 font-mono text-[0.8125rem] font-medium text-foreground hover:underline"
    >
      <span className="min-w-0 wrap-anywhere">{domain}</span>
      <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground group-hover:text-foreground" />
      <span className="sr-only"> (ouvre un nouvel onglet)</span>
    </a>
  );
}
