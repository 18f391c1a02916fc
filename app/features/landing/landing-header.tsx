import { useRef, useState } from "react";
import { ArrowRight, LogIn, Menu } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "~/components/ui/sheet";
import { backOfficeHref, navLinks } from "~/features/landing/landing-content";
import { VitrineLogo } from "~/features/landing/vitrine-logo";

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Set when the menu closes because a link was followed: focus then stays where the link led
  // instead of going back to the menu button at the top of the page.
  const followedLink = useRef(false);

  function closeAfterLink() {
    followedLink.current = true;
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="rounded-lg" aria-label="Vitrine, accueil">
          <VitrineLogo />
        </a>

        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-950"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Button variant="ghost" size="sm" asChild>
            <a href={backOfficeHref}>
              <LogIn aria-hidden="true" />
              Espace commerçant
            </a>
          </Button>
          <Button size="sm" asChild>
            <a href="#pricing">
              Voir les formules
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="-mr-2 md:hidden">
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">Ouvrir le menu</span>
            </Button>
          </SheetTrigger>
          <SheetContent
            side="right"
            className="gap-0"
            onCloseAutoFocus={(event) => {
              if (followedLink.current) {
                event.preventDefault();
                followedLink.current = false;
              }
            }}
          >
            <SheetHeader className="border-b">
              <SheetTitle>
                <VitrineLogo />
              </SheetTitle>
              <SheetDescription className="sr-only">Menu de navigation</SheetDescription>
            </SheetHeader>
            <nav aria-label="Navigation mobile" className="px-3 py-4">
              <ul className="flex flex-col gap-1">
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      onClick={closeAfterLink}
                      className="flex items-center rounded-lg px-3 py-3 text-base font-medium text-gray-800 transition-colors hover:bg-gray-100"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <SheetFooter className="border-t">
              <Button size="lg" asChild>
                <a href="#pricing" onClick={closeAfterLink}>
                  Voir les formules
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button variant="outline" size="lg" asChild>
                <a href={backOfficeHref} onClick={closeAfterLink}>
                  <LogIn aria-hidden="true" />
                  Espace commerçant
                </a>
              </Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
