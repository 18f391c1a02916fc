import { Store } from "~/components/icon/icons";
import { cn } from "~/lib/cn";

/** The platform's mark and name; `tone` follows the background it sits on. */
export function VitrineLogo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-9 place-items-center rounded-xl shadow-sm",
          tone === "dark" ? "bg-gradient-to-br from-brand-600 to-brand-800 text-white" : "bg-white text-brand-800",
        )}
      >
        <Store className="size-5" strokeWidth={2.25} />
      </span>
      <span className={cn("font-display text-[1.35rem] leading-none font-semibold tracking-tight", tone === "dark" ? "text-gray-950" : "text-white")}>
        Vitrine
      </span>
    </span>
  );
}
