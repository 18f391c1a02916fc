/**
 * Single-use links sent by e-mail (ADR 011, ADR 024): an e-mail change's confirmation, a site
 * owner's invitation. A row in better-auth's `verification` table whose identifier says what it
 * is for (`email-change:<user id>`, `site-invitation:<site id>`) and whose value is the address
 * and a SHA-256 of the link's secret. The link carries `<row id>.<secret>`, so reading the table
 * gives no working link. One pending link per identifier: a new one replaces it.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { verification } from "~/db/schema";

export type LinkTokenRow = { id: string; identifier: string; value: string; expiresAt: Date };

type Stored = { email: string; hash: string };

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

function parseStored(value: string): Stored | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object" && "email" in parsed && "hash" in parsed) {
      const { email, hash: h } = parsed;
      if (typeof email === "string" && typeof h === "string") return { email, hash: h };
    }
  } catch {
    // Not one of ours.
  }
  return null;
}

/** The address a link's row was written for, or null when the value is not one of ours. */
export function linkTokenEmail(value: string): string | null {
  return parseStored(value)?.email ?? null;
}

/**
 * What a link's token looks like, `<row id>.<secret>` (a UUID, a dot, 43 base64url characters):
 * the request logger masks anything of this shape wherever it stands in a URL.
 */
export const LINK_TOKEN_SHAPE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{16,}/i;

/** The token's row id (a UUID), or null: what a rate limit on a link is keyed on. */
export function linkTokenId(token: string): string | null {
  const [id] = token.split(".", 1);
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/**
 * Writes a new link for `identifier` (replacing the pending one) and returns the token to put in
 * the link, `<row id>.<secret>`. Inside the transaction that enqueues the mail carrying it.
 */
export async function createLinkToken(tx: DatabaseOrTransaction, identifier: string, email: string, expiresAt: Date): Promise<string> {
  await deleteLinkTokens(tx, identifier);
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const value: Stored = { email, hash: hash(secret) };
  await tx.insert(verification).values({ id, identifier, value: JSON.stringify(value), expiresAt });
  return `${id}.${secret}`;
}

/**
 * Drops every pending link of an account (`<purpose>:<user id>`: an e-mail change, an address
 * confirmation), when the account itself goes.
 */
export async function deleteAccountLinks(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.delete(verification).where(sql`right(${verification.identifier}, ${userId.length + 1}) = ${`:${userId}`}`);
}

/** Drops the pending link of `identifier`, if any. */
export async function deleteLinkTokens(tx: DatabaseOrTransaction, identifier: string): Promise<void> {
  await tx.delete(verification).where(eq(verification.identifier, identifier));
}

/**
 * The row of a link whose identifier starts with `prefix` and whose secret matches (compared in
 * constant time), expired or not; null for anything else. `lock`: FOR UPDATE, to use it once.
 */
export async function findLinkToken(tx: DatabaseOrTransaction, token: string, prefix: string, lock: boolean): Promise<LinkTokenRow | null> {
  const id = linkTokenId(token);
  const secret = token.slice((id?.length ?? 0) + 1);
  if (!id || !secret) return null;
  const query = tx.select().from(verification).where(eq(verification.id, id)).limit(1);
  const rows = lock ? await query.for("update") : await query;
  const row = rows[0];
  if (!row || !row.identifier.startsWith(prefix)) return null;
  const stored = parseStored(row.value);
  if (!stored) return null;
  const expected = Buffer.from(stored.hash, "hex");
  const given = Buffer.from(hash(secret), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

/** Deletes a used (or expired) link's row. */
export async function deleteLinkToken(tx: DatabaseOrTransaction, row: LinkTokenRow): Promise<void> {
  await tx.delete(verification).where(eq(verification.id, row.id));
}
