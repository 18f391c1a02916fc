/**
 * What a backup archive holds (ADR 020): a gzip-compressed tar of
 *
 *   postgres/             the embedded cluster's data directory, copied during a base backup
 *                         (pg_backup_start / pg_backup_stop), with its backup_label and the WAL
 *                         segments from the start to the stop of the copy in postgres/pg_wal
 *   postgres.password     the superuser password the cluster was made with
 *   auth-secret           the generated AUTH_SECRET, when there is one (sessions, form tokens)
 *   media/                the uploaded images (DATA_DIR/media)
 *   vitrine-backup.json   this manifest, last: an archive without it is incomplete
 */
export const MANIFEST_NAME = "vitrine-backup.json";
export const FORMAT = "vitrine-backup";
export const FORMAT_VERSION = 1;

/** Top-level names an archive may hold; anything else is refused at restore. */
export const ARCHIVE_ROOTS = ["postgres", "postgres.password", "auth-secret", "media", MANIFEST_NAME] as const;

export type BackupManifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  finishedAt: string;
  postgres: {
    /** `server_version` of the cluster: the archive restores with the same major version. */
    version: string;
    systemIdentifier: string;
    startLsn: string;
    stopLsn: string;
    walSegments: string[];
    /** Files and bytes of postgres/ in the archive, WAL included. */
    files: number;
    bytes: number;
  };
  /** Applied Drizzle migrations at the time of the backup. */
  migrations: number;
  media: { files: number; bytes: number };
  authSecret: boolean;
};

/** `vitrine-backup-20261124-033000.tar.gz` (UTC), sorted by name = sorted by date. */
export const ARCHIVE_PATTERN = /^vitrine-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

export function archiveName(date: Date, suffix = 0): string {
  const iso = date.toISOString(); // 2026-11-24T03:30:00.000Z
  const stamp = `${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}`;
  return `vitrine-backup-${stamp}${suffix > 0 ? `-${suffix}` : ""}.tar.gz`;
}
