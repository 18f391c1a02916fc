import { Link } from "react-router";
import { ArrowRight, Mail, Phone } from "lucide-react";
import { AdvisorPhoto } from "~/features/support/admin/advisor-photo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { AdvisorCardView } from "~/features/support/advisors.server";
import { ADVISOR_CARD_TEXTS as TEXTS, MERCHANT_HELP_PATH, telHref } from "~/features/support/advisor-card-texts";

/**
 * 'Votre conseiller' on an Expert site's dashboard: the advisor's photo and name, the direct line
 * (a tel: link, one tap on a phone), the e-mail, and the way to 'Aide' to write a request.
 */
export function AdvisorCard({ advisor }: { advisor: AdvisorCardView }) {
  return (
    <Card className="gap-4 p-4 sm:flex-row sm:items-center sm:p-5" role="region" aria-labelledby="dashboard-advisor">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <AdvisorPhoto url={advisor.photoUrl} size="md" />
        <div className="grid min-w-0 gap-0.5">
          <h2 id="dashboard-advisor" className="text-sm font-medium text-muted-foreground">
            {TEXTS.title}
          </h2>
          <p className="truncate text-lg font-semibold tracking-tight" data-testid="advisor-name">
            {advisor.name}
          </p>
          <p className="text-xs text-muted-foreground">{TEXTS.text}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {advisor.phone ? (
          <Button asChild size="sm">
            <a href={telHref(advisor.phone)} aria-label={`${TEXTS.call(advisor.name)} (${advisor.phone})`}>
              <Phone aria-hidden="true" />
              {advisor.phone}
            </a>
          </Button>
        ) : null}
        {advisor.email ? (
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${advisor.email}`} aria-label={`${TEXTS.mail(advisor.name)} (${advisor.email})`}>
              <Mail aria-hidden="true" />
              E-mail
            </a>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={MERCHANT_HELP_PATH} prefetch="intent">
            {TEXTS.help}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
