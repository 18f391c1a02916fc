/**
 * What a plan change means, in words (ADR 033), pure and browser-safe: the owner's
 * confirmation dialog and the change's e-mail say the same thing.
 */
import { SITE_PLANS, type SitePlan } from "~/db/enums";
import { PLAN_FEATURE_NAMES, PLAN_FEATURES, PLAN_HIGHLIGHTS, PLAN_MEDIA_QUOTA_BYTES, planIncludes } from "~/features/plans/plans";
import { BILLING_TEXTS } from "~/features/billing/billing-schema";

/** A plan's place in price order: Essentiel 0, Pro 1, Expert 2. */
export function planRank(plan: SitePlan): number {
  return SITE_PLANS.indexOf(plan);
}

export type ChangeDirection = "upgrade" | "downgrade" | "same";

export function changeDirection(from: SitePlan, to: SitePlan): ChangeDirection {
  const difference = planRank(to) - planRank(from);
  return difference > 0 ? "upgrade" : difference < 0 ? "downgrade" : "same";
}

const MB = 1024 * 1024;
/** '200 Mo', '1 Go', '3 Go'. */
function storageText(bytes: number): string {
  return bytes >= 1024 * MB ? `${Math.round(bytes / (1024 * MB))}\u00a0Go` : `${Math.round(bytes / MB)}\u00a0Mo`;
}

export type Disappearing = {
  /** What stops showing, one item per feature, lower-case for a list ('la page «\u00a0Qui sommes-nous\u00a0» …'). */
  items: string[];
  /** The room for photos when it shrinks ('L'espace pour vos photos passe de 1 Go à 200 Mo.'), else null. */
  storage: string | null;
  /** That nothing is deleted (ADR 028). */
  kept: string;
};

/**
 * What a change from `fromPlan` to `toPlan` hides on the site and in the back-office (nothing for an
 * upgrade), from what each plan includes (plans.ts), with the sentence that the content is kept.
 */
export function whatDisappears(fromPlan: SitePlan, toPlan: SitePlan): Disappearing {
  const items = PLAN_FEATURES.filter((feature) => planIncludes(fromPlan, feature) && !planIncludes(toPlan, feature)).map(
    (feature) => PLAN_FEATURE_NAMES[feature],
  );
  const [before, after] = [PLAN_MEDIA_QUOTA_BYTES[fromPlan], PLAN_MEDIA_QUOTA_BYTES[toPlan]];
  const storage =
    after < before
      ? `L'espace pour vos photos passe de ${storageText(before)} à ${storageText(after)}\u00a0: les photos déjà envoyées restent, mais vous ne pourrez en ajouter qu'une fois sous cette limite.`
      : null;
  return { items, storage, kept: BILLING_TEXTS.contentKept };
}

/** Everything a plan includes, the plans below it included ('Page d'accueil personnalisée', …, 'SEO avancé'). */
export function planContents(plan: SitePlan): string[] {
  return SITE_PLANS.slice(0, planRank(plan) + 1).flatMap((p) => [...PLAN_HIGHLIGHTS[p].items]);
}
