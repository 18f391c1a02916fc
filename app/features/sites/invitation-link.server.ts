import type { DatabaseOrTransaction } from "~/db/connect.server";
import { deleteLinkTokens } from "~/features/auth/link-token.server";

/**
 * Where a site's pending owner invitation is kept: the single-use link's row
 * (auth/link-token.server.ts) named `site-invitation:<site id>`. Apart from the invitations
 * themselves so that the sites' own functions can drop it without importing them.
 */
export const INVITATION_PREFIX = "site-invitation:";
export const invitationIdentifier = (siteId: string) => `${INVITATION_PREFIX}${siteId}`;

/** Drops the site's pending invitation: its owner was changed meanwhile, or the site is being deleted. */
export async function cancelInvitation(tx: DatabaseOrTransaction, siteId: string): Promise<void> {
  await deleteLinkTokens(tx, invitationIdentifier(siteId));
}
