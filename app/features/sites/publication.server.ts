import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { sites, user } from "~/db/schema";
import { done, failed } from "~/features/admin-kit/action-result";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { PUBLICATION_INTENTS, PUBLICATION_TEXTS } from "~/features/sites/publication";
import { MEDIATOR_LABEL, consumerMediator, legalMissingText } from "~/features/legal/legal-notice";

/**
 * Whether the site names its consumer mediator (name and website), which a site selling to
 * consumers must show: without it, its owner cannot publish it. The other legal fields do not
 * wait (publish now, complete later); admin-created and demo sites are published at creation.
 */
export async function mediatorFilled(db: Database, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ consumerMediatorName: sites.consumerMediatorName, consumerMediatorUrl: sites.consumerMediatorUrl })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ? consumerMediator(row) !== null : false;
}

/**
 * Whether the site's owner has confirmed their address (an unconfirmed account edits but
 * does not publish). A site without an owner (its account deleted) only an admin reaches: allowed.
 */
export async function ownerAddressConfirmed(db: Database, siteId: string): Promise<boolean> {
  const rows = await db
    .select({ ownerId: sites.ownerId, verified: user.emailVerified })
    .from(sites)
    .leftJoin(user, eq(user.id, sites.ownerId))
    .where(eq(sites.id, siteId))
    .limit(1);
  const row = rows[0];
  return row ? row.ownerId === null || row.verified === true : false;
}

/**
 * Publishes or unpublishes the current site. `published_at` is a sites column, so the update
 * moves the site's content version (ADR 014): every process serves the new state at once.
 * Publishing a published site keeps its first date; unpublishing a draft changes nothing.
 *
 * (ADR 033): the first publication is kept in `first_published_at`, never cleared by an
 * unpublication; it starts the 30 free days (the trigger `sites_first_publication` derives
 * `billing_starts_on` from it, features/billing/). `now`: the moment of publication (a test's).
 */
export async function setPublished(db: Database, siteId: string, published: boolean, now?: Date): Promise<void> {
  const at = now ?? sql`now()`;
  await db
    .update(sites)
    .set(
      published
        ? { publishedAt: sql`coalesce(${sites.publishedAt}, ${at})`, firstPublishedAt: sql`coalesce(${sites.firstPublishedAt}, ${sites.publishedAt}, ${at})` }
        : { publishedAt: null },
    )
    .where(eq(sites.id, siteId));
}

/** The dashboard's action for `publish` and `unpublish` (made with siteAction: the session's site only). */
export async function handlePublicationAction(context: RequestContext, site: CurrentSite, intent: string) {
  try {
    if (intent === PUBLICATION_INTENTS.publish) {
      if (!(await ownerAddressConfirmed(context.db, site.id))) return failed(intent, PUBLICATION_TEXTS.unconfirmed, 403);
      if (!(await mediatorFilled(context.db, site.id))) return failed(intent, legalMissingText([MEDIATOR_LABEL]), 422);
      await setPublished(context.db, site.id, true);
      return done(intent, PUBLICATION_TEXTS.published);
    }
    if (intent === PUBLICATION_INTENTS.unpublish) {
      await setPublished(context.db, site.id, false);
      return done(intent, PUBLICATION_TEXTS.unpublished);
    }
    return failed(intent, PUBLICATION_TEXTS.failed, 400);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, intent }, "publication failed");
    return failed(intent, PUBLICATION_TEXTS.failed, 500);
  }
}
