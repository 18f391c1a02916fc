import { ShieldAlert } from "lucide-react";
import { SPAM_TEXTS, spamSignLabels } from "./spam-score";

/**
 * What a card in the spam folder shows about why it is there (ADR 017): the signs, in words.
 * Used by the messages and the quotes pages.
 */
export function SpamReasons({ reasons }: { reasons: readonly string[] }) {
  const labels = spamSignLabels(reasons);
  return (
    <div className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p className="min-w-0">
        <span className="font-medium">{SPAM_TEXTS.why}</span> {labels.length > 0 ? labels.join(" · ") : "signes non précisés"}
      </p>
    </div>
  );
}
