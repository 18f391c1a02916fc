/**
 * "One account can fill the disk": the limits every upload meets, checked in the one
 * upload path (upload.server.ts), before the body is read and again, exactly, before anything is
 * stored:
 *
 * - a rate per account and per client address (`takeLimit`, counted before the work): a merchant
 *   filling a gallery sends a few dozen images, 60 in a few minutes is not a merchant;
 * - an account whose address is not confirmed keeps at most UNCONFIRMED_UPLOAD_MAX images (the
 *   getting-started checklist's logo, home photo and first product photo);
 * - the site's images stay within its plan's quota (PLAN_MEDIA_QUOTA_BYTES, counted from
 *   `media_files`, media-usage.server.ts);
 * - the media volume keeps MEDIA_DISK_RESERVE_MB free (statfs; not with S3), so a database on the
 *   same volume always has room and a full disk only ever stops uploads.
 */
import { sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { SITE_PLANS, type SitePlan } from "~/db/enums";
import { mediaFiles } from "~/db/schema";
import { PLAN_LABELS, PLAN_MEDIA_QUOTA_BYTES } from "~/features/plans/plans";
import { refundLimit, retryAfterText, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { UNCONFIRMED_UPLOAD_MAX, UPLOAD_LIMIT_TEXTS, type MediaUsage } from "~/features/media/media-rules";
import { readUploadFacts } from "~/features/media/media-usage.server";

export const UPLOAD_RATE_LIMITS = {
  perAccount: { max: 40, windowSeconds: 10 * 60 },
  perAddress: { max: 80, windowSeconds: 10 * 60 },
} as const;

/** Who uploads to which site, from where. */
export type Uploader = {
  userId: string;
  siteId: string;
  plan: SitePlan;
  clientAddress: string;
};

/** A refused upload: its status and French message (Retry-After for a rate). */
export type UploadRefusal = {
  status: number;
  message: string;
  retryAfterSeconds?: number;
};

type Services = Pick<AppServices, "db" | "media" | "config">;

export function uploadLimits(uploader: Pick<Uploader, "userId" | "clientAddress">): { account: Limit; address: Limit } {
  return {
    account: {
      key: `upload:account:${uploader.userId}`,
      ...UPLOAD_RATE_LIMITS.perAccount,
    },
    address: {
      key: `upload:ip:${addressKey(uploader.clientAddress)}`,
      ...UPLOAD_RATE_LIMITS.perAddress,
    },
  };
}

/** The plan after `plan` with more room, for the quota message; null for the largest. */
function roomierPlan(plan: SitePlan): string | null {
  const next = SITE_PLANS.find((other) => PLAN_MEDIA_QUOTA_BYTES[other] > PLAN_MEDIA_QUOTA_BYTES[plan]);
  return next ? PLAN_LABELS[next] : null;
}

/**
 * Bytes this process is writing for uploads that passed the disk check: the next check counts
 * them as taken, so concurrent uploads cannot each see the same free space. Other processes on a
 * shared folder are not counted: the reserve absorbs their in-flight uploads (a few MB each).
 */
let pendingDiskBytes = 0;

/** A claim on free space, given back once the files are written (statfs sees them) or failed. */
export type DiskClaim = { release(): void };

const NO_CLAIM: DiskClaim = { release() {} };

async function claimDisk(services: Services, bytes: number): Promise<DiskClaim | UploadRefusal> {
  const reserve = services.config.mediaDiskReserveBytes;
  if (reserve <= 0) return NO_CLAIM;
  const free = await services.media.freeBytes();
  if (free === null) return NO_CLAIM;
  if (free - pendingDiskBytes - bytes < reserve) return { status: 507, message: UPLOAD_LIMIT_TEXTS.diskReserve };
  // Synchronous with the comparison: no other upload of this process runs in between.
  pendingDiskBytes += bytes;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      pendingDiskBytes -= bytes;
    },
  };
}

function checkFacts(uploader: Uploader, facts: { confirmed: boolean; storedByAccount: number; usedBytes: number }, bytes: number): UploadRefusal | null {
  if (!facts.confirmed && facts.storedByAccount >= UNCONFIRMED_UPLOAD_MAX) return { status: 403, message: UPLOAD_LIMIT_TEXTS.unconfirmed };
  const usage: MediaUsage = {
    usedBytes: facts.usedBytes,
    quotaBytes: PLAN_MEDIA_QUOTA_BYTES[uploader.plan],
  };
  // Before the body is read (bytes 0): a site already at its quota; after: one this image would pass.
  const over = bytes === 0 ? usage.usedBytes >= usage.quotaBytes : usage.usedBytes + bytes > usage.quotaBytes;
  if (over)
    return {
      status: 413,
      message: UPLOAD_LIMIT_TEXTS.quotaFull(usage, roomierPlan(uploader.plan)),
    };
  return null;
}

function isRefusal(value: DiskClaim | UploadRefusal): value is UploadRefusal {
  return "status" in value;
}

/**
 * Before the body is read: counts the upload against both rates, then refuses at once what
 * cannot succeed (an unconfirmed account past its few images, a full quota, a disk at its
 * reserve). Null: read the file.
 */
export async function admitUpload(services: Services, uploader: Uploader): Promise<UploadRefusal | null> {
  const limits = uploadLimits(uploader);
  const byAccount = await takeLimit(services.db, limits.account);
  if (!byAccount.allowed) return tooMany(byAccount.retryAfterSeconds);
  const byAddress = await takeLimit(services.db, limits.address);
  if (!byAddress.allowed) {
    // Refused by the address before any work: this attempt does not count against the account.
    await refundLimit(services.db, limits.account);
    return tooMany(byAddress.retryAfterSeconds);
  }
  const refusal = checkFacts(uploader, await readUploadFacts(services.db, uploader.userId, uploader.siteId), 0);
  if (refusal) return refusal;
  const disk = await claimDisk(services, 0);
  if (isRefusal(disk)) return disk;
  disk.release();
  return null;
}

function tooMany(retryAfterSeconds: number): UploadRefusal {
  return {
    status: 429,
    message: UPLOAD_LIMIT_TEXTS.tooMany(retryAfterText(retryAfterSeconds)),
    retryAfterSeconds,
  };
}

export type Reserved = { ok: true; usage: MediaUsage; disk: DiskClaim } | { ok: false; refusal: UploadRefusal };

/**
 * With the processed image's size known and before any file is written: checks again, under a
 * lock on the site and one on the account (two uploads at once cannot both take the last room),
 * and writes the image's `media_files` row. The caller writes the files, then releases `disk`;
 * if writing fails, it deletes the row (forgetMediaFiles) and releases `disk`.
 *
 * `bytes`: what the files hold (the quota); `diskBytes`: what they take on disk (whole blocks).
 */
export async function reserveUpload(services: Services, uploader: Uploader, key: string, bytes: number, diskBytes: number): Promise<Reserved> {
  // Given back if the commit fails after the claim (the row is then not written either).
  const held: { claim?: DiskClaim } = {};
  try {
    return await services.db.transaction(async (tx) => {
      // Always the site first, then the account: no two uploads wait for each other in a circle.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`media-quota:site:${uploader.siteId}`}))`);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`media-quota:account:${uploader.userId}`}))`);
      const facts = await readUploadFacts(tx, uploader.userId, uploader.siteId);
      const refusal = checkFacts(uploader, facts, bytes);
      if (refusal) return { ok: false, refusal } as const;
      const disk = await claimDisk(services, diskBytes);
      if (isRefusal(disk)) return { ok: false, refusal: disk } as const;
      held.claim = disk;
      await tx.insert(mediaFiles).values({
        siteId: uploader.siteId,
        key,
        bytes,
        uploadedBy: uploader.userId,
      });
      return {
        ok: true,
        usage: {
          usedBytes: facts.usedBytes + bytes,
          quotaBytes: PLAN_MEDIA_QUOTA_BYTES[uploader.plan],
        },
        disk,
      } as const;
    });
  } catch (err) {
    held.claim?.release();
    throw err;
  }
}
