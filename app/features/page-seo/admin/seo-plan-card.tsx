import { Search, Share2, Sparkles } from "lucide-react";
import { Card } from "~/components/ui/card";
import { planAvailabilityText } from "~/features/plans/plans";

/**
 * LOCAL PLAN CARD of the 'Référencement' screen, for a site outside Expert (issue 14). Helper A
 * builds the shared plan card in parallel; this one is to be replaced by it at the merge. It says
 * what the plan would add, calmly, instead of the editor.
 */
export function SeoLocalPlanCard() {
  return (
    <Card data-testid="plan-card" className="max-w-2xl gap-4 px-6 py-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary [&_svg]:size-5">
          <Sparkles />
        </span>
        <div>
          <h2 className="font-sans text-lg font-semibold">{planAvailabilityText("seo")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Choisissez vous-même comment chaque page de votre site apparaît dans Google et quand on la partage.
          </p>
        </div>
      </div>
      <ul className="grid gap-3 text-sm sm:grid-cols-2">
        <li className="flex gap-2.5 rounded-lg bg-muted/60 p-3">
          <Search aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>Un titre et une description par page, avec l'aperçu du résultat de recherche.</span>
        </li>
        <li className="flex gap-2.5 rounded-lg bg-muted/60 p-3">
          <Share2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>Des boutons «{"\u00a0"}Partager{"\u00a0"}» et une belle image aux couleurs de votre commerce sur les réseaux sociaux.</span>
        </li>
      </ul>
    </Card>
  );
}
