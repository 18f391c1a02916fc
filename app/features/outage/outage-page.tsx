import { CircleAlert, CircleCheck, Clock, RotateCcw, Send } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { OUTAGE_TEXTS } from "~/features/outage/outage-texts";

export type OutageArea = "public" | "admin";

/** A public form kept on the outage page (read by storefront/kept-submission.ts). */
export type KeptField = { name: string; label: string; value: string; multiline: boolean };

export type KeptSubmission = {
  /** "sent": the form went through just before the outage, only the page around it failed. */
  kind: "failed" | "sent";
  title: string;
  text: string;
  /** The typed values, in the form's order (empty for 'Je viendrai 👍'). */
  fields: KeptField[];
  /** The form token to send again with them (ADR 009), when the form had one. */
  token: string | null;
  /** Where 'Je viendrai 👍' leads back to. */
  back: string | null;
};

export type OutagePageProps = {
  area: OutageArea;
  /** The address to try again (the page asked for, or the form's page). */
  retryHref: string;
  /** A public form sent without JavaScript: its message and typed values. */
  submission?: KeptSubmission | null;
  /** Where a kept submission is sent again (its form's action). */
  submissionAction?: string;
  /** The request was a back-office change (a POST): say it was not saved. */
  unsavedChange?: boolean;
};

/**
 * The 503 page (ADR 019), in the look of the not-found page: a public visitor gets the public
 * sites' look, a merchant the back-office's; both say it is temporary and offer to try again.
 * Plain HTML: it works without any script (it is also rendered outside React Router).
 */
export function OutagePage({ area, retryHref, submission, submissionAction, unsavedChange }: OutagePageProps) {
  const admin = area === "admin";
  const title = admin ? OUTAGE_TEXTS.adminTitle : OUTAGE_TEXTS.publicTitle;
  const text = admin ? OUTAGE_TEXTS.adminText : OUTAGE_TEXTS.publicText;
  return (
    <main
      className={cn(
        "relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-5 py-14 sm:px-6 sm:py-16",
        admin ? "bg-gray-50" : "bg-white",
      )}
    >
      {admin ? null : (
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_0%,var(--color-brand-50),transparent_70%)]" />
      )}
      <div className={submission?.fields.length ? "w-full max-w-xl" : admin ? "w-full max-w-lg" : "w-full max-w-md"}>
        <div className="text-center">
          <span
            aria-hidden="true"
            className={cn(
              "mx-auto grid place-items-center ring-1",
              admin ? "size-12 rounded-xl bg-white text-gray-700 ring-gray-200" : "size-16 rounded-2xl bg-brand-50 text-brand-700 ring-brand-100",
            )}
          >
            <Clock className={admin ? "size-6" : "size-8"} strokeWidth={1.75} />
          </span>
          <h1 className={cn("mt-6 font-semibold tracking-tight text-gray-950", admin ? "text-2xl" : "font-display text-3xl sm:text-4xl")}>{title}</h1>
          <p className="mt-3 text-base leading-relaxed text-gray-600">{text}</p>
          {unsavedChange ? <p className="mt-3 text-base leading-relaxed font-medium text-gray-800">{OUTAGE_TEXTS.adminUnsaved}</p> : null}
        </div>

        {submission ? <KeptSubmissionBlock submission={submission} action={submissionAction ?? retryHref} /> : null}

        {submission?.fields.length ? null : (
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg">
              <a href={submission?.back ?? retryHref}>
                <RotateCcw aria-hidden="true" />
                {OUTAGE_TEXTS.retry}
              </a>
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}

/** How the page says what became of a kept message: sent (a status), or failed again (an alert). */
const KEPT_NOTICES = {
  sent: {
    role: "status",
    icon: CircleCheck,
    background: "bg-emerald-50",
    textColour: "text-emerald-950",
    ringColour: "ring-emerald-200",
    iconColour: "text-emerald-700",
  },
  failed: { role: "alert", icon: CircleAlert, background: "bg-red-50", textColour: "text-red-950", ringColour: "ring-red-200", iconColour: "text-red-700" },
} as const;

function KeptNotice({ submission, className }: { submission: KeptSubmission; className?: string }) {
  const { role, icon: Icon, background, textColour, ringColour, iconColour } = KEPT_NOTICES[submission.kind];
  return (
    <div role={role} className={cn(className, "flex gap-3 rounded-2xl", background, "p-4 text-left", textColour, "ring-1 ring-inset", ringColour)}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconColour)} />
      <div>
        <p className="font-semibold">{submission.title}</p>
        <p className="text-sm">{submission.text}</p>
      </div>
    </div>
  );
}

function KeptSubmissionBlock({ submission, action }: { submission: KeptSubmission; action: string }) {
  if (submission.kind === "sent") return <KeptNotice submission={submission} className="mt-8" />;
  return (
    <div className="mt-8">
      <KeptNotice submission={submission} />
      {submission.fields.length > 0 ? (
        <form
          method="post"
          action={action}
          className="mt-6 rounded-3xl bg-white p-5 text-left shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_28px_rgb(0_0_0/0.07)] ring-1 ring-black/5 sm:p-7"
        >
          <p className="text-sm leading-relaxed text-gray-700">{OUTAGE_TEXTS.keptIntro}</p>
          {submission.token ? <input type="hidden" name={TOKEN_FIELD} value={submission.token} /> : null}
          <input type="hidden" name={HONEYPOT_FIELD} value="" />
          <div className="mt-5 grid gap-4">
            {submission.fields.map((field) => (
              <div key={field.name} className="grid gap-2">
                <Label htmlFor={`kept-${field.name}`}>{field.label}</Label>
                {field.multiline ? (
                  <Textarea id={`kept-${field.name}`} name={field.name} defaultValue={field.value} rows={5} />
                ) : (
                  <Input
                    id={`kept-${field.name}`}
                    name={field.name}
                    defaultValue={field.value}
                    type={field.name === "email" ? "email" : "text"}
                    className="h-11"
                  />
                )}
              </div>
            ))}
          </div>
          <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
            <Send aria-hidden="true" />
            {OUTAGE_TEXTS.resend}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
