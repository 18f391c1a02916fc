import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { CircleExclamationPoint } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { VitrineLogo } from "~/features/landing/vitrine-logo";

type Props = {
  title: string;
  /** A round badge above the title (the token pages' state). */
  icon?: ReactNode;
  description?: ReactNode;
  /** The card's width: 'sm' for the sign-in form, 'md' for the pages that explain more, 'lg' for the sign-up's form and plans. */
  width?: "sm" | "md" | "lg";
  contentClassName?: string;
  children: ReactNode;
  /** Below the card: the demo hint, a way back. */
  after?: ReactNode;
};

/**
 * The frame of the pages a person reaches without a session: sign-in, an invitation, an e-mail
 * confirmation. The logo, one card with the page's title, and the brand's light at the top.
 */
export function SignedOutPage({ title, icon, description, width = "md", contentClassName, children, after }: Props) {
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 py-10 font-sans sm:py-16">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_70%)]" />
      <div className={cn("flex w-full flex-col gap-6", width === "sm" ? "max-w-sm" : width === "lg" ? "max-w-2xl" : "max-w-md")}>
        <Link to="/" className="self-center rounded-xl" aria-label="Vitrine, accueil">
          <VitrineLogo />
        </Link>
        <Card className="gap-5 shadow-md">
          <CardHeader className="items-center text-center">
            {icon ? (
              <span aria-hidden="true" className="mb-1 grid size-12 place-items-center rounded-full bg-muted">
                {icon}
              </span>
            ) : null}
            <h1 className="font-sans text-xl font-semibold tracking-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent className={cn("flex flex-col gap-5", contentClassName)}>{children}</CardContent>
        </Card>
        {after}
      </div>
    </main>
  );
}

/** A refusal on a signed-out page's form (a wrong password, too many tries, a failed send): red, announced. */
export function SignedOutAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
      <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div className="grid gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}

/** The account's e-mail on the sign-in and forgotten-password forms: the browser offers the address it saved as the username. */
export function AccountEmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} required placeholder="vous@exemple.fr" {...props} />
  );
}
