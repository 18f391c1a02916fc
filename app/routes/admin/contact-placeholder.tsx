import { Link } from "react-router";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Construction, Settings } from "lucide-react";
import type { Route } from "./+types/contact-placeholder";
import { Button } from "~/components/ui/button";
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
      <EmptyState
        role="status"
        icon={<Construction />}
        title="Fonctionnalité bientôt disponible"
        actions={
          <Button asChild>
            <Link to="/admin/settings">
              <Settings aria-hidden="true" />
              Paramètres du site
            </Link>
          </Button>
        }
      >
        L'édition de la page contact arrive prochainement. En attendant, ses coordonnées, son plan et les accès se règlent dans les paramètres du site, et ses
        horaires dans la page Horaires.
      </EmptyState>
    </div>
  );
}
