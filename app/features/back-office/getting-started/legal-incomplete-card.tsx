import { Link } from "react-router";
import { IconTile } from "~/features/admin-kit/section-card";
import { ArrowRight, Landmark } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LEGAL_NOTICE_TEXTS, LEGAL_SETTINGS_HREF, type MissingLegalField } from "~/features/legal/legal-notice";
import { GETTING_STARTED_TEXTS, legalHint } from "~/features/back-office/getting-started/getting-started";

/**
 * A published site's dashboard: 'Mentions légales incomplètes' while its legal pages
 * lack a required field, with the fields and a link to the settings section. A draft has the
 * same as a step of its checklist. Also while the host's part (HOST_LEGAL_*) lacks
 * something, saying it is the platform's to complete; without a field of hers, no link to her
 * settings.
 */
export function LegalIncompleteCard({ missing, hostMissing = [] }: { missing: MissingLegalField[]; hostMissing?: string[] }) {
  return (
    <Card
      role="region"
      aria-labelledby="legal-incomplete-title"
      className="gap-3 border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div className="flex min-w-0 items-start gap-3">
        <IconTile icon={<Landmark />} className="bg-amber-100 text-inherit" />
        <div className="min-w-0">
          <h2 id="legal-incomplete-title" className="font-sans text-base font-semibold">
            {LEGAL_NOTICE_TEXTS.missingTitle}
          </h2>
          <p className="text-sm">
            {legalHint(
              missing.map((field) => field.label),
              hostMissing,
            )}
          </p>
        </div>
      </div>
      {missing.length > 0 ? (
        <Button asChild size="sm" variant="outline" className="shrink-0 self-start sm:self-center">
          <Link to={LEGAL_SETTINGS_HREF}>
            {GETTING_STARTED_TEXTS.legalLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}
