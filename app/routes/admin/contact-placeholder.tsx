import { Link } from "react-router";
import { Construction, Settings } from "lucide-react";
import type { Route } from "./+types/contact-placeholder";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireUser } from "~/features/auth/session.server";
import { PageHeader } from "~/features/admin-kit/page-header";

export function meta() {
  return [{ title: "Contact — Vitrine" }];
}

/** /admin/pages/contact: a placeholder, as the spec asks. Nothing site-specific is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function ContactPlaceholderRoute() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Page contact" />
      <Card role="status" className="items-center gap-3 px-6 py-12 text-center">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <Construction className="size-6" />
        </span>
        <h2 className="font-sans text-lg font-semibold">Fonctionnalité bientôt disponible</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          L'édition de la page contact arrive prochainement. En attendant, ses coordonnées, son plan et les accès se règlent dans les paramètres du site, et ses
          horaires dans la page Horaires.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/admin/settings">
              <Settings aria-hidden="true" />
              Paramètres du site
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
