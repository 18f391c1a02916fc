import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { account, homeContent, homeReassuranceItems, openingHours, productCategories, serviceFaqs, siteAppearance, sites, user as users } from "~/db/schema";
import { createLinkToken } from "~/features/auth/link-token.server";
import { spendFormToken } from "~/features/submissions/form-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { confirmAddressMessage, signupNoticeMessage } from "~/features/signup/signup-mail";
import { CONFIRM_ADDRESS_PATH, type SignupInput } from "~/features/signup/signup-schema";
import { starterContent, type StarterContent } from "~/features/signup/starter-content";
import { addPlatformAddress, freeSlugFor, NO_PLATFORM_ADDRESSES, slugAvailable, type SlugRules } from "~/features/sites/site-address.server";
import { uniqueViolationConstraint } from "~/db/pg-errors";
import { originOnHost } from "~/features/site-resolution/canonical-domain";
import { platformAddress } from "~/features/sites/site-slug";

/**
 * What a sign-up creates (ADR 028 « Sign-up »), in ONE transaction: the account (role
 * `user`, address not yet confirmed, a credential account like an accepted invitation's), its
 * site (the plan chosen, a draft: `published_at` null, the kind and the town), the starter
 * content of its kind, the address confirmation's link and mail, and a notice to every platform
 * admin. A failure anywhere leaves none of it.
 */
export const EMAIL_CONFIRM_PREFIX = "email-confirm:";
export const EMAIL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const identifierFor = (userId: string) => `${EMAIL_CONFIRM_PREFIX}${userId}`;

export type SignupOptions = {
  publicUrl: string;
  mailFrom: string;
  now?: Date;
  /** The form's verified token and its issue time: spent in the transaction, one sign-up per token. */
  formToken?: { token: string; issuedAt: number };
  /** SITES_DOMAIN and the reserved names: the new site's platform address is `<slug>.<sitesDomain>`. */
  slugRules?: SlugRules;
};

export type SignupResult = { ok: true; userId: string; siteId: string; email: string } | { ok: false; reason: "account-exists" | "token-spent" | "slug-taken" };

async function accountExists(tx: DatabaseOrTransaction, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return rows.length > 0;
}

/** Whether an account already uses this address (the sign-up's refusal, checked before the password is hashed). */
export async function signupEmailTaken(db: Database, email: string): Promise<boolean> {
  return accountExists(db, email.trim().toLowerCase());
}

/**
 * Creates everything a sign-up makes. `passwordHash`: computed before, outside the transaction.
 * `starter`: the content to write, by default the kind's (tests pass a broken one to prove that a
 * failure midway leaves nothing).
 */
export async function createSignup(
  db: Database,
  options: SignupOptions,
  input: SignupInput,
  passwordHash: string,
  starter: StarterContent = starterContent(input.businessKind, input.shopName, input.town),
): Promise<SignupResult> {
  const email = input.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      if (await accountExists(tx, email)) return { ok: false, reason: "account-exists" } as const;
      // Nothing is written before this: a refusal here commits nothing.
      if (options.formToken && !(await spendFormToken(tx, "signup", options.formToken.token, options.formToken.issuedAt))) {
        return { ok: false, reason: "token-spent" } as const;
      }
      const userId = randomUUID();
      await tx.insert(users).values({ id: userId, email, name: email.split("@")[0], emailVerified: false, role: "user", createdAt: now, updatedAt: now });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash, createdAt: now, updatedAt: now });
      const rules = options.slugRules ?? NO_PLATFORM_ADDRESSES;
      // A slug she chose is hers only if free (checked again here, under the unique index); else the name's.
      if (input.slug && !(await slugAvailable(tx, input.slug, rules.sitesDomain))) throw new SlugTaken();
      const slug = input.slug || (await freeSlugFor(tx, input.shopName.trim(), rules));
      const [site] = await tx
        .insert(sites)
        .values({
          name: input.shopName.trim(),
          slug,
          ownerId: userId,
          plan: input.plan,
          publishedAt: null,
          businessKind: input.businessKind,
          town: input.town.trim(),
        })
        .returning({ id: sites.id });
      const siteId = site.id;
      await addPlatformAddress(tx, siteId, slug, rules.sitesDomain);
      // The address the mails give (the site's main address: a new site has only this one).
      const address = rules.sitesDomain ? `${originOnHost(platformAddress(slug, rules.sitesDomain), options.publicUrl)}/` : null;
      await writeStarterContent(tx, siteId, starter);

      const token = await createLinkToken(tx, identifierFor(userId), email, new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS));
      await enqueueMail(tx, {
        siteId,
        kind: "email_confirm",
        from: options.mailFrom,
        to: [email],
        ...confirmAddressMessage({ shopName: input.shopName.trim(), link: confirmAddressLink(options.publicUrl, token), address }),
      });
      await notifyAdmins(tx, options, siteId, { ...input, email }, address);
      return { ok: true, userId, siteId, email } as const;
    });
  } catch (err) {
    if (err instanceof SlugTaken) return { ok: false, reason: "slug-taken" };
    // Two sign-ups at once with one slug (its site or its address), or with one address: the second meets the first's row.
    const constraint = uniqueViolationConstraint(err);
    if (constraint === "sites_slug_unique" || constraint === "domain_mappings_domain_unique") return { ok: false, reason: "slug-taken" };
    if (constraint !== null) return { ok: false, reason: "account-exists" };
    throw err;
  }
}

/** Thrown in the transaction, so that nothing it wrote (the spent token first) stays. */
class SlugTaken extends Error {}

async function writeStarterContent(tx: DatabaseOrTransaction, siteId: string, starter: StarterContent): Promise<void> {
  await tx.insert(siteAppearance).values({ siteId, ...starter.colors });
  await tx.insert(homeContent).values({ siteId, heroTitle: starter.hero.title, heroSubtitle: starter.hero.subtitle });
  await tx.insert(homeReassuranceItems).values(starter.reassurance.map((item, orderIndex) => ({ siteId, ...item, orderIndex })));
  await tx.insert(serviceFaqs).values(starter.faqs.map((faq, orderIndex) => ({ siteId, ...faq, orderIndex })));
  await tx.insert(productCategories).values({ siteId, ...starter.productCategory, orderIndex: 0 });
  await tx.insert(openingHours).values(starter.hours.map((day, dayOfWeek) => ({ siteId, dayOfWeek, ...day })));
}

/** Every platform admin gets one mail per sign-up, in the sign-up's transaction. */
async function notifyAdmins(tx: DatabaseOrTransaction, options: SignupOptions, siteId: string, input: SignupInput, address: string | null): Promise<void> {
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  const message = signupNoticeMessage({
    shopName: input.shopName.trim(),
    businessKind: input.businessKind,
    town: input.town.trim(),
    plan: input.plan,
    email: input.email,
    sitesUrl: `${options.publicUrl}/admin/sites`,
    address,
  });
  for (const admin of admins) {
    await enqueueMail(tx, { siteId, kind: "signup_notice", from: options.mailFrom, to: [admin.email], ...message });
  }
}

/** From configuration, never from the request's Host header. */
export function confirmAddressLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_ADDRESS_PATH}?token=${encodeURIComponent(token)}`;
}

export { identifierFor as emailConfirmIdentifier };
