import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { Check, CircleAlert, Store } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input, fieldClasses } from "~/components/ui/input";
import { BUSINESS_KINDS, SITE_PLANS, type SitePlan } from "~/db/enums";
import { FormField } from "~/features/admin-kit/form-field";
import { RadioGroup } from "~/features/admin-kit/radio-group";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { SignedOutPage } from "~/features/auth/signed-out-page";
import { PLAN_HIGHLIGHTS, PLAN_LABELS, PLAN_PRICES } from "~/features/plans/plans";
import { FormGuardFields } from "~/features/submissions/form-guard";
import { cn } from "~/lib/cn";
import { answerErrors, type PublicClosed } from "~/features/submissions/public-answer";
import type { SignupAnswer } from "~/features/signup/signup-action.server";
import { BUSINESS_KIND_LABELS, LANDING_CONTACT_HREF, SIGNUP_TEXTS, type SignupErrors, type SignupValues } from "~/features/signup/signup-schema";
import { SLUG_MAX, slugFromName } from "~/features/sites/site-slug";

type Props = {
  open: boolean;
  /** The plan of the link followed (?formule=), Pro when none or unknown. */
  plan: SitePlan;
  /** The token the loader issued, for a first send. */
  token: string;
  fillLeftMs: number;
  /** What follows the slug in the site's address (`.localhost:3000`); null: no slug field. */
  addressSuffix?: string | null;
  answer: SignupAnswer | null;
};

const EMPTY: SignupValues = { email: "", password: "", shopName: "", slug: "", businessKind: "", town: "", plan: "" };

/**
 * /inscription?formule=pro: a merchant creates their account and their site alone. A
 * plain POST form (it works without JavaScript) guarded like the public forms: a signed token,
 * a honeypot, a minimum fill time (with JavaScript the send waits for it), limits. A refused
 * form comes back with what was typed, never the password.
 */
export function SignupPage({ open, plan, token, fillLeftMs, addressSuffix = null, answer }: Props) {
  if (!open || answer?.status === "closed") return <ClosedPage />;
  const sent = answer;
  const values = sent?.values ?? { ...EMPTY, plan };
  const errors: SignupErrors = answerErrors(sent);
  return (
    <SignedOutPage
      title={SIGNUP_TEXTS.title}
      description={SIGNUP_TEXTS.description}
      icon={<Store className="size-6 text-brand-700" />}
      width="lg"
      contentClassName="text-sm"
      after={
        <p className="text-center text-sm text-muted-foreground">
          {SIGNUP_TEXTS.haveAccount}{" "}
          <Link to="/admin/login" className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900">
            {SIGNUP_TEXTS.signIn}
          </Link>
        </p>
      }
    >
      {/* A new key per answer: the fields take the values sent back (uncontrolled inputs). */}
      <SignupForm
        key={sent ? `${sent.status}-${sent.status === "refused" ? (sent.reason ?? "") : ""}-${sent.token}-${JSON.stringify(errors)}` : "first"}
        values={values}
        errors={errors}
        answer={sent}
        token={sent?.token ?? token}
        fillLeftMs={sent?.fillLeftMs ?? fillLeftMs}
        addressSuffix={addressSuffix}
      />
    </SignedOutPage>
  );
}

function SignupForm({
  values,
  errors,
  answer,
  token,
  fillLeftMs,
  addressSuffix,
}: {
  values: SignupValues;
  errors: SignupErrors;
  answer: Exclude<SignupAnswer, PublicClosed> | null;
  token: string;
  fillLeftMs: number;
  addressSuffix: string | null;
}) {
  const submitting = useSubmitting();
  const formId = useId();
  const message = answer && answer.status !== "invalid" ? answer.message : null;
  const refusal = answer?.status === "refused" ? answer.reason : undefined;
  // The minimum fill time (ADR 009): a send before it waits, then goes by itself.
  const [ready, setReady] = useState(fillLeftMs <= 0);
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Set once the page's script runs: from then on a send waits for the fill time here rather than being refused.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // The slug follows the shop's name until she types her own.
  // A form sent back keeps a slug she typed; a proposed one is proposed again from the name.
  const [slug, setSlug] = useState(values.slug || slugFromName(values.shopName));
  const [slugTyped, setSlugTyped] = useState(values.slug !== "");
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => setReady(true), fillLeftMs);
    return () => window.clearTimeout(timer);
  }, [ready, fillLeftMs]);
  useEffect(() => {
    if (ready && waiting) {
      setWaiting(false);
      formRef.current?.requestSubmit();
    }
  }, [ready, waiting]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!ready) {
      event.preventDefault();
      setWaiting(true);
    }
  };

  return (
    <>
      {message ? (
        <p role="alert" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {message}
            {refusal === "held" ? (
              <>
                {" "}
                <a href={LANDING_CONTACT_HREF} className="font-medium underline underline-offset-4">
                  {SIGNUP_TEXTS.closedLink}
                </a>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {refusal === "exists" ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>{SIGNUP_TEXTS.accountExists}</span>
          <Button asChild variant="outline" size="sm" className="shrink-0 self-start sm:self-auto">
            <Link to="/admin/login">{SIGNUP_TEXTS.signIn}</Link>
          </Button>
        </div>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        data-enhanced={enhanced ? "" : undefined}
        className="relative grid gap-5"
        aria-describedby={`${formId}-note`}
      >
        <FormGuardFields token={token} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField formId={formId} name="email" label="E-mail" error={refusal === "exists" ? "" : errors.email}>
            {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" spellCheck={false} required defaultValue={values.email} />}
          </FormField>
          <FormField formId={formId} name="password" label="Mot de passe" error={errors.password} hint={SIGNUP_TEXTS.passwordHint}>
            {(props) => <Input {...props} type="password" autoComplete="new-password" required minLength={6} />}
          </FormField>
          <div className="grid sm:col-span-2">
            <FormField formId={formId} name="shopName" label="Nom de la boutique" error={errors.shopName} hint={SIGNUP_TEXTS.shopNameHint}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="organization"
                  required
                  minLength={3}
                  maxLength={120}
                  defaultValue={values.shopName}
                  onChange={(event) => {
                    if (!slugTyped) setSlug(slugFromName(event.target.value));
                  }}
                />
              )}
            </FormField>
          </div>
          {addressSuffix ? (
            <div className="grid sm:col-span-2">
              <FormField formId={formId} name="slug" label={SIGNUP_TEXTS.slugLabel} error={errors.slug} hint={SIGNUP_TEXTS.slugHint}>
                {(props) => (
                  <div className="flex min-w-0 items-stretch">
                    <Input
                      {...props}
                      className="min-w-0 rounded-r-none"
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      maxLength={SLUG_MAX}
                      placeholder="ma-boutique"
                      value={slug}
                      onChange={(event) => {
                        setSlugTyped(event.target.value !== "");
                        setSlug(event.target.value.toLowerCase());
                      }}
                    />
                    <span
                      aria-hidden="true"
                      className="flex max-w-[55%] items-center truncate rounded-r-md border border-l-0 bg-muted px-3 text-muted-foreground"
                    >
                      {addressSuffix}
                    </span>
                  </div>
                )}
              </FormField>
              {/* The address the page proposed, not one she chose: the server proposes again from the name (and never refuses it). */}
              {enhanced && !slugTyped ? <input type="hidden" name="slugProposed" value="1" /> : null}
              <p className="mt-2 text-xs text-muted-foreground" aria-live="polite" data-testid="signup-address">
                {SIGNUP_TEXTS.slugPreview}
                {"\u00a0: "}
                <span className="font-medium break-all text-foreground">
                  {slug || "ma-boutique"}
                  {addressSuffix}
                </span>
              </p>
            </div>
          ) : null}
          <FormField formId={formId} name="businessKind" label="Type de commerce" error={errors.businessKind}>
            {(props) => (
              <select {...props} required defaultValue={values.businessKind} className={cn(fieldClasses, "h-10 py-2")}>
                <option value="" disabled>
                  Choisissez…
                </option>
                {BUSINESS_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {BUSINESS_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField formId={formId} name="town" label="Ville" error={errors.town}>
            {(props) => <Input {...props} autoComplete="address-level2" required maxLength={80} defaultValue={values.town} />}
          </FormField>
        </div>
        <PlanChoice formId={formId} selected={values.plan} error={errors.plan} />
        <p id={`${formId}-note`} className="text-xs text-muted-foreground">
          <strong className="font-semibold text-foreground">{SIGNUP_TEXTS.freeStart}</strong> {SIGNUP_TEXTS.draftNote}
        </p>
        <SubmitButton submitting={submitting || waiting} busyLabel={SIGNUP_TEXTS.submitting} size="lg" className="w-full text-sm">
          {SIGNUP_TEXTS.submit}
        </SubmitButton>
      </Form>
    </>
  );
}

/**
 * The three plans as pricing cards (the kit's RadioGroup drawn in the sign-up page's own look):
 * name, price, what it includes (plans.ts).
 */
function PlanChoice({ formId, selected, error }: { formId: string; selected: string; error?: string }) {
  return (
    <RadioGroup
      idPrefix={formId}
      name="plan"
      legend="Formule"
      options={SITE_PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan], ariaLabel: `${PLAN_LABELS[plan]}, ${PLAN_PRICES[plan]}\u00a0€ par mois` }))}
      defaultValue={SITE_PLANS.find((plan) => plan === selected)}
      error={error}
      optionsClassName="gap-3 sm:grid-cols-3"
      custom={{
        className: () =>
          "group relative flex cursor-pointer flex-col gap-2 rounded-xl border border-input bg-background p-4 shadow-xs transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-2 has-checked:ring-brand-600/20 has-focus-visible:ring-3 has-focus-visible:ring-ring/40",
        option: (option) => <PlanCard plan={option.value} />,
      }}
    />
  );
}

function PlanCard({ plan }: { plan: SitePlan }) {
  const highlights = PLAN_HIGHLIGHTS[plan];
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold text-foreground">{PLAN_LABELS[plan]}</span>
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full border border-input bg-background group-has-checked:border-brand-600 group-has-checked:bg-brand-600"
        >
          <Check className="size-3 text-white opacity-0 group-has-checked:opacity-100" strokeWidth={3} />
        </span>
      </span>
      <span className="flex items-baseline gap-1">
        <span className="text-2xl font-semibold tracking-tight text-foreground">
          {PLAN_PRICES[plan]}
          {"\u00a0"}€
        </span>
        <span className="text-xs text-muted-foreground">HT /mois</span>
      </span>
      <span className="grid gap-1 text-xs text-muted-foreground">
        {highlights.includesPrevious ? <span className="font-medium text-foreground">{highlights.includesPrevious}</span> : null}
        {highlights.items.map((item) => (
          <span key={item} className="flex gap-1.5">
            <Check aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-brand-700" strokeWidth={3} />
            {item}
          </span>
        ))}
      </span>
    </>
  );
}

/** SIGNUP=closed: the page says so and leads to the landing's contact block. */
function ClosedPage() {
  return (
    <SignedOutPage title={SIGNUP_TEXTS.closedTitle} icon={<Store className="size-6 text-muted-foreground" />} contentClassName="text-center text-sm">
      <p>{SIGNUP_TEXTS.closedText}</p>
      <Button asChild className="self-center">
        <a href={LANDING_CONTACT_HREF}>{SIGNUP_TEXTS.closedLink}</a>
      </Button>
    </SignedOutPage>
  );
}
