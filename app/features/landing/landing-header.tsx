import type { ComponentProps } from "react";
import { ArrowRight, LogIn, Menu } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { PopoverCloseButton } from "~/components/ui/popover-close-button";
import { backOfficeHref, navLinks } from "~/features/landing/landing-content";
import { VitrineLogo } from "~/features/landing/vitrine-logo";

const MENU_ID = "menu-landing";

/** The page's sections, as the bar's links (wide screens) and the drawer's (phones). */
function NavLinks({ label, className, listClassName, linkClassName }: { label: string; className: string; listClassName: string; linkClassName: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {navLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClassName}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type ButtonLook = Pick<ComponentProps<typeof Button>, "variant" | "size">;

function BackOfficeLink({ variant, size }: ButtonLook) {
  return (
    <Button variant={variant} size={size} asChild>
      <a href={backOfficeHref}>
        <LogIn />
        Espace commerçant
      </a>
    </Button>
  );
}

function PricingLink({ size }: Pick<ButtonLook, "size">) {
  return (
    <Button size={size} asChild>
      <a href="#pricing">
        Voir les formules
        <ArrowRight />
      </a>
    </Button>
  );
}

/**
 * A link inside the drawer leads to a section of this same page, which does not close a popover:
 * this one line does (the page has no other script). Without JavaScript the drawer still opens,
 * closes with its button, Escape or a tap outside, and its links still lead to their sections.
 */
/** Inline, and allowed by its hash in the page's CSP (app/entry.server.tsx): public pages carry no nonce. */
export const CLOSE_ON_LINK = `document.getElementById("${MENU_ID}").addEventListener("click",function(e){if(e.target.closest("a"))this.hidePopover()})`;

/**
 * The landing page's header. On phones the menu is a drawer made with the HTML popover attribute:
 * it works before and without any script, the browser exposes its button as expanded or
 * collapsed, and gives focus back to the button when it closes.
 */
export function LandingHeader() {
  return (
    <header className="group/header sticky top-0 z-40 border-b border-gray-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="rounded-lg" aria-label="Vitrine, accueil">
          <VitrineLogo />
        </a>

        <NavLinks
          label="Navigation principale"
          className="hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-md px-3 py-2 text-sm font-medium text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-950"
        />

        <div className="hidden items-center gap-2 md:flex">
          <BackOfficeLink variant="ghost" size="sm" />
          <PricingLink size="sm" />
        </div>

        <Button variant="ghost" size="icon" className="-mr-2 md:hidden" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
          <Menu className="size-6" />
          <span className="sr-only">Ouvrir le menu</span>
        </Button>
      </div>

      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-titre`}
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-sm flex-col border-0 border-l border-border bg-white p-0 text-gray-950 shadow-2xl backdrop:bg-gray-950/50 backdrop:backdrop-blur-[2px] open:animate-slide-in-right max-md:open:flex md:hidden"
      >
        <div className="flex flex-col gap-1.5 border-b p-5 pr-14">
          <p id={`${MENU_ID}-titre`} className="font-sans text-base font-semibold">
            <VitrineLogo />
            <span className="sr-only">Menu de navigation</span>
          </p>
        </div>
        <NavLinks
          label="Navigation mobile"
          className="px-3 py-4"
          listClassName="flex flex-col gap-1"
          linkClassName="flex items-center rounded-lg px-3 py-3 text-base font-medium text-gray-800 transition-colors hover:bg-gray-100"
        />
        <div className="mt-auto flex flex-col gap-2 border-t p-5">
          <PricingLink size="lg" />
          <BackOfficeLink variant="outline" size="lg" />
        </div>
        <PopoverCloseButton popoverId={MENU_ID} />
      </div>
      <script dangerouslySetInnerHTML={{ __html: CLOSE_ON_LINK }} />
    </header>
  );
}
