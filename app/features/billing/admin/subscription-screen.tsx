import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Check, CreditCard, FileText, Landmark, Receipt, Sparkles } from "lucide-react";
import { SITE_PLANS, type SitePlan } from "~/db/enums";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SectionCard } from "~/features/admin-kit/section-card";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { PLAN_LABELS } from "~/features/plans/plans";
import { formatEuros, monthlyHt, amountsOf } from "~/features/billing/billing-amounts";
import { frenchBillingDate, frenchPeriod } from "~/features/billing/billing-calendar";
import type { BillingOverview, InvoiceListItem } from "~/features/billing/billing-overview.server";
import { BILLING_TEXTS, PLAN_CHANGE_INTENT, type InvoiceStatus } from "~/features/billing/billing-schema";
import type { PaymentInstructions } from "~/features/billing/payment-method";
import { changeDirection, planContents, whatDisappears } from "~/features/billing/plan-change";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

type Props = {
  overview: BillingOverview | null;
  /** A plan asked for by a plan card's button: its confirmation opens at once. */
  asked: SitePlan | null;
  /** The screen to reopen once the change is made (the plan card's). */
  back: string | null;
  /** How to pay the oldest unpaid invoice (a transfer), or null. */
  payment: PaymentInstructions | null;
  isAdmin: boolean;
  loadError: boolean;
  actionResult: ActionResult | null;
};

const STATUS_VARIANT: Record<InvoiceStatus, NonNullable<BadgeProps["variant"]>> = {
  due: "warning",
  overdue: "destructive",
  paid: "success",
  cancelled: "secondary",
};

const DOCUMENT_PATH = "/admin/facturation/document";

/** /admin/abonnement 'Formule et facturation' (ADR 033). */
export function SubscriptionPage({ overview, asked, back, payment, isAdmin, loadError, actionResult }: Props) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SitePlan | null>(asked);
  const answer = fetcher.data ?? actionResult;
  useResultToast(answer);
  // A change made: the dialog closes, and a plan card's screen opens again, now included.
  useEffect(() => {
    if (!fetcher.data?.ok) return;
    setChoice(null);
    if (back) navigate(back);
  }, [fetcher.data, back, navigate]);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Formule et facturation"
        description={
          overview ? (
            <>
              La formule de <span className="font-medium text-foreground">{overview.siteName}</span>, ce qu'elle comprend, vos factures.
              {isAdmin ? " Vous la voyez en tant qu'administrateur." : null}
            </>
          ) : null
        }
      />
      {loadError || !overview ? (
        <LoadErrorAlert>Impossible de charger votre formule et vos factures.</LoadErrorAlert>
      ) : (
        <>
          <CurrentPlan overview={overview} onCancelDowngrade={() => setChoice(overview.plan)} />
          <NextInvoiceCard overview={overview} />
          <PlanChoices overview={overview} onChoose={setChoice} />
          <InvoicesCard invoices={overview.invoices} payment={payment} />
          <PlanChangeDialog overview={overview} plan={choice} fetcher={fetcher} onCancel={() => setChoice(null)} />
        </>
      )}
    </div>
  );
}

function CurrentPlan({ overview, onCancelDowngrade }: { overview: BillingOverview; onCancelDowngrade: () => void }) {
  const titleId = useId();
  const { trial } = overview;
  return (
    <SectionCard icon={<Sparkles />} titleId={titleId} title="Votre formule" description="Ce que votre site comprend aujourd'hui, et ce qu'il coûte.">
      <div className="flex flex-col gap-5 px-5 py-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="font-sans text-2xl font-semibold" data-testid="current-plan">
              {overview.planLabel}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{overview.monthly.htText}</span> HT par mois · {overview.monthly.ttcText} TTC
            </p>
          </div>
          <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
            {overview.includes.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="shrink-0">
          {trial.state === "draft" ? (
            <Badge variant="info">Brouillon · rien n'est facturé</Badge>
          ) : trial.state === "free" ? (
            <Badge variant="success">{trial.text}</Badge>
          ) : (
            <Badge variant="outline">Abonnement en cours</Badge>
          )}
        </div>
      </div>
      <p className="border-t px-5 py-3 text-sm text-muted-foreground sm:px-6">
        {trial.state === "draft"
          ? `${BILLING_TEXTS.freeStart} Rien n'est facturé tant que votre site est un brouillon.`
          : trial.state === "free"
            ? `Votre première facture sera émise le ${frenchBillingDate(trial.firstInvoiceOn)}, puis une par mois. Sans engagement.`
            : "Une facture par mois, payable par virement sous 30\u00a0jours. Sans engagement."}
      </p>
      {overview.pendingDowngrade ? (
        <div
          role="status"
          className="flex flex-col gap-3 border-t bg-amber-50 px-5 py-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-6"
        >
          <p>
            Votre site passera à la formule <strong>{overview.pendingDowngrade.planLabel}</strong> le {overview.pendingDowngrade.onText}.
          </p>
          <Button type="button" variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={onCancelDowngrade}>
            Garder la formule {overview.planLabel}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}

function NextInvoiceCard({ overview }: { overview: BillingOverview }) {
  const titleId = useId();
  const next = overview.nextInvoice;
  return (
    <SectionCard icon={<Receipt />} titleId={titleId} title="Prochaine facture" description={"Montants hors taxes, TVA à 20\u00a0% en plus."}>
      {next ? (
        <div className="flex flex-col gap-3 px-5 py-5 sm:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm">
              Émise le <span className="font-semibold">{frenchBillingDate(next.on)}</span>, pour la période {frenchPeriod(next.periodStart, next.periodEnd)}
            </p>
            <p className="font-sans text-xl font-semibold" data-testid="next-invoice-total">
              {formatEuros(next.ttc)} <span className="text-sm font-normal text-muted-foreground">TTC</span>
            </p>
          </div>
          <ul className="divide-y rounded-lg border text-sm">
            {next.lines.map((line) => (
              <li key={line.description} className="flex items-baseline justify-between gap-3 px-3 py-2">
                <span className="min-w-0">{line.description}</span>
                <span className="shrink-0 tabular-nums">{formatEuros(line.ht)} HT</span>
              </li>
            ))}
            <li className="flex items-baseline justify-between gap-3 px-3 py-2 text-muted-foreground">
              <span>TVA 20 %</span>
              <span className="tabular-nums">{formatEuros(next.vat)}</span>
            </li>
          </ul>
        </div>
      ) : (
        <p className="px-5 py-5 text-sm text-muted-foreground sm:px-6">Aucune facture n'est prévue tant que votre site n'est pas publié.</p>
      )}
    </SectionCard>
  );
}

function PlanChoices({ overview, onChoose }: { overview: BillingOverview; onChoose: (plan: SitePlan) => void }) {
  const titleId = useId();
  return (
    <SectionCard
      icon={<CreditCard />}
      titleId={titleId}
      title="Changer de formule"
      description={
        "Une formule supérieure s'applique tout de suite\u00a0; une formule inférieure à la fin du mois déjà facturé. Votre contenu est toujours conservé."
      }
    >
      <div className="grid gap-3 px-5 py-5 sm:px-6 md:grid-cols-3">
        {SITE_PLANS.map((plan) => {
          const current = plan === overview.plan;
          const price = amountsOf(monthlyHt(plan));
          return (
            <div key={plan} className={`flex flex-col gap-3 rounded-xl border p-4 ${current ? "border-primary bg-primary/5" : ""}`}>
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{PLAN_LABELS[plan]}</p>
                {current ? <Badge variant="outline">Votre formule</Badge> : null}
              </div>
              <p className="text-sm">
                <span className="font-sans text-xl font-semibold">{formatEuros(price.ht)}</span> HT / mois
              </p>
              <ul className="flex flex-1 flex-col gap-1 text-xs text-muted-foreground">
                {planContents(plan).map((item) => (
                  <li key={item} className="flex items-start gap-1.5">
                    <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    {item}
                  </li>
                ))}
              </ul>
              {current ? null : (
                <Button type="button" variant={changeDirection(overview.plan, plan) === "upgrade" ? "default" : "outline"} onClick={() => onChoose(plan)}>
                  Passer à la formule {PLAN_LABELS[plan]}
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </SectionCard>
  );
}

function InvoicesCard({ invoices, payment }: { invoices: InvoiceListItem[]; payment: PaymentInstructions | null }) {
  const titleId = useId();
  return (
    <SectionCard icon={<FileText />} titleId={titleId} title="Factures" description="Chaque facture en PDF, conservée dix ans.">
      {payment ? (
        <div className="flex gap-3 border-b bg-muted/40 px-5 py-4 text-sm sm:px-6">
          <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <p className="font-medium">{payment.title}</p>
            <dl className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-[auto_1fr]">
              {payment.details.map((detail) => (
                <div key={detail.label} className="contents">
                  <dt className="text-muted-foreground">{detail.label}</dt>
                  <dd className="font-mono wrap-anywhere">{detail.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      ) : null}
      {invoices.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted-foreground sm:px-6">Aucune facture pour le moment.</p>
      ) : (
        <ul className="divide-y">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <div className="min-w-0">
                <p className="font-mono text-sm font-medium">{invoice.number}</p>
                <p className="text-xs text-muted-foreground">
                  {frenchPeriod(invoice.periodStart, invoice.periodEnd)} · échéance le {frenchBillingDate(invoice.dueOn)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold tabular-nums">{formatEuros(invoice.totalTtc)}</span>
                <Badge variant={STATUS_VARIANT[invoice.status]}>{invoice.statusLabel}</Badge>
                <Button asChild variant="ghost" size="sm">
                  <a href={`${DOCUMENT_PATH}?facture=${invoice.id}`} target="_blank" rel="noopener noreferrer">
                    <FileText aria-hidden="true" />
                    PDF<span className="sr-only"> de la facture {invoice.number} (s'ouvre dans un nouvel onglet)</span>
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * The one confirmation of a change: what it costs (an upgrade), what disappears and that the
 * content is kept (a downgrade), or that a planned change is withdrawn.
 */
function PlanChangeDialog({
  overview,
  plan,
  fetcher,
  onCancel,
}: {
  overview: BillingOverview;
  plan: SitePlan | null;
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  onCancel: () => void;
}) {
  const busy = fetcher.state !== "idle";
  // The plan asked for stays in the texts while the dialog closes (they do not flip to the current one).
  const asked = useKeptWhileClosing(plan);
  const target = asked ?? overview.plan;
  const direction = changeDirection(overview.plan, target);
  const cancelling = asked !== null && direction === "same";
  const label = PLAN_LABELS[target];
  const disappears = whatDisappears(overview.plan, target);
  const title = cancelling ? `Garder la formule ${label}\u00a0?` : `Passer à la formule ${label}\u00a0?`;
  return (
    <ConfirmDialog
      open={plan !== null}
      onCancel={onCancel}
      busy={busy}
      title={title}
      description={
        cancelling ? (
          "Le changement de formule prévu est annulé\u00a0: rien ne change."
        ) : direction === "upgrade" ? (
          <>
            Les pages de la formule {label} s'ouvrent tout de suite. Elle coûte {formatEuros(monthlyHt(target))} HT par mois
            {overview.trial.state === "ended" ? "\u00a0; votre prochaine facture comprend la différence pour les jours restants du mois en cours." : "."}
          </>
        ) : (
          <>
            {overview.trial.state === "ended" ? "Le changement prendra effet à la fin du mois déjà facturé. " : "Le changement prend effet tout de suite. "}
            Ce qui ne sera plus affiché{"\u00a0"}:
          </>
        )
      }
    >
      {direction === "downgrade" && !cancelling ? (
        <div className="flex flex-col gap-2 text-sm">
          <ul className="list-disc pl-5">
            {disappears.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {disappears.storage ? <p>{disappears.storage}</p> : null}
          <p className="rounded-lg bg-muted px-3 py-2">{disappears.kept}</p>
        </div>
      ) : null}
      <fetcher.Form method="post">
        <SiteIdField />
        <input type="hidden" name="intent" value={PLAN_CHANGE_INTENT} />
        <input type="hidden" name="plan" value={target} />
        <ConfirmFooter busy={busy}>
          <SubmitButton submitting={busy} busyLabel="Changement en cours...">
            {cancelling ? "Garder ma formule" : "Confirmer le changement"}
          </SubmitButton>
        </ConfirmFooter>
      </fetcher.Form>
    </ConfirmDialog>
  );
}
