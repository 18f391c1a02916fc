import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { SignedOutPage } from "~/features/auth/signed-out-page";

/** Where a confirmation link stands: the address it confirms, or why it is refused. */
export type LinkState<R extends string> = { ok: true; email: string } | { ok: false; reason: R };

export type ConfirmLinkTexts<R extends string> = {
  title: string;
  /** The title once confirmed; by default, `title`. */
  confirmedTitle?: string;
  /** Before the button: what confirming will do for this address, written before it (and after it, `introEnd`). */
  intro: string;
  introEnd?: string;
  button: string;
  busy: string;
  confirmed: (email: string) => string;
  /** Where to go next ('Aller à mon compte'), and its path. */
  next: { label: string; to: string };
} & Record<R, string>;

/**
 * The page an e-mailed single-use link opens (auth/link-token.server.ts): the address and one
 * button; the POST confirms. A GET changes nothing, so mail scanners that open links cannot use
 * it up. The e-mail change's confirmation and the sign-up's address confirmation are this page.
 */
export function ConfirmLinkPage<R extends string>({
  token,
  check,
  confirmed,
  texts,
}: {
  token: string;
  /** What the link stands for when opened (the loader). */
  check: LinkState<R>;
  /** The answer of the confirmation POST, when there is one. */
  confirmed: LinkState<R> | null;
  texts: ConfirmLinkTexts<R>;
}) {
  const submitting = useSubmitting();
  const state = confirmed ?? check;
  const done = confirmed !== null && state.ok;
  return (
    <SignedOutPage
      title={done ? (texts.confirmedTitle ?? texts.title) : texts.title}
      icon={
        !state.ok ? (
          <CircleAlert className="size-6 text-red-700" />
        ) : done ? (
          <CircleCheck className="size-6 text-green-700" />
        ) : (
          <MailCheck className="size-6 text-brand-700" />
        )
      }
      contentClassName="text-center text-sm"
    >
      {!state.ok ? (
        <p role="alert">{texts[state.reason]}</p>
      ) : done ? (
        <p role="status">{texts.confirmed(state.email)}</p>
      ) : (
        <>
          <p>
            {texts.intro} <span className="font-medium break-all">{state.email}</span>
            {texts.introEnd}
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton submitting={submitting} busyLabel={texts.busy} size="lg" className="w-full text-sm">
              {texts.button}
            </SubmitButton>
          </Form>
        </>
      )}
      {done ? (
        <Button asChild className="self-center">
          <Link to={texts.next.to}>{texts.next.label}</Link>
        </Button>
      ) : (
        <Link to={texts.next.to} className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          {texts.next.label}
        </Link>
      )}
    </SignedOutPage>
  );
}
