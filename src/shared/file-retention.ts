import { ORDER_CAPABILITY_MESSAGES } from "./order-capabilities";
import { errorText } from "./error-codes";

// Customer files are kept no longer than needed (issue 27, docs/decisions/029-customer-files.md). Pure rules:
// the daily files.retention job and the order pages read the same dates.

/**
 * What counts as a customer file: everything stored for an order. The certificate's stored PDF is one (it names
 * the customer's document); the certificate row (number, code, fingerprints) stays, so /verify/<code> keeps working.
 * A new kind of stored order file (message attachments, …) adds its name here and a source in
 * src/server/files/customer-files.ts.
 */
export const CUSTOMER_FILE_KINDS = [
  "document",
  "translation",
  "certificate",
  "notarized_scan",
  "message_attachment",
] as const;
export type CustomerFileKind = (typeof CUSTOMER_FILE_KINDS)[number];

export const FILE_PURGE_REASONS = ["retention", "customer"] as const;
export type FilePurgeReason = (typeof FILE_PURGE_REASONS)[number];

/** One file a purge deletes, listed when the purge starts. */
export type DeletedFile = { kind: CustomerFileKind; id: number; name: string; key: string };

/** The order history's note when a purge starts (the admin's history and the customer's, translated there). */
export const FILE_HISTORY_NOTES: Record<FilePurgeReason, string> = {
  retention: "Files deleted after the retention period",
  customer: "Files deleted at the customer's request",
};

export const DEFAULT_RETENTION_DAYS = 90;
export const MIN_RETENTION_DAYS = 7;
export const MAX_RETENTION_DAYS = 3650;
/** The customer is e-mailed this many days before the deletion, and never gets less notice than this. */
export const NOTICE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export { isClosedStatus } from "./enums";

export type RetentionInput = {
  /** When the order reached its current completed/cancelled status; null while it is open. */
  closedAt: Date | null;
  retentionDays: number;
  /** When the 7-day notice went out; null before. */
  noticeSentAt: Date | null;
  now: Date;
};

export type RetentionDates = {
  /** When the notice is due (null while the order is open). */
  noticeDueAt: Date | null;
  /**
   * When the files go: `retentionDays` after closing, but never sooner than 7 days after the notice, so lowering the
   * setting never deletes anyone's files without a week's warning. null while no notice has been sent.
   */
  purgeDueAt: Date | null;
  /** The date to tell the customer: purgeDueAt, or what it will be if the notice goes out on time. */
  plannedPurgeAt: Date | null;
};

export function retentionDates({ closedAt, retentionDays, noticeSentAt, now }: RetentionInput): RetentionDates {
  if (!closedAt) return { noticeDueAt: null, purgeDueAt: null, plannedPurgeAt: null };
  const endOfRetention = closedAt.getTime() + retentionDays * DAY_MS;
  const noticeDueAt = new Date(endOfRetention - NOTICE_DAYS * DAY_MS);
  const purgeDueAt = noticeSentAt
    ? new Date(Math.max(endOfRetention, noticeSentAt.getTime() + NOTICE_DAYS * DAY_MS))
    : null;
  const plannedPurgeAt = purgeDueAt ?? new Date(Math.max(endOfRetention, now.getTime() + NOTICE_DAYS * DAY_MS));
  return { noticeDueAt, purgeDueAt, plannedPurgeAt };
}

/** The earliest close time whose notice is due at `now` (orders closed at or before it get the notice). */
export function noticeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - (retentionDays - NOTICE_DAYS) * DAY_MS);
}

export const FILE_MESSAGES = {
  notClosed: ORDER_CAPABILITY_MESSAGES.filesNotClosed,
  alreadyDeleted: errorText("FILES_ALREADY_DELETED"),
  deleted: "The files of this order were deleted",
  damaged: errorText("FILE_DAMAGED"),
  retentionDays: `Value must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}`,
} as const;

/** "2 source documents, 1 translation, 1 certificate": what a purge deleted, in the customer's timeline. */
export function describeDeletedFiles(files: readonly Pick<DeletedFile, "kind">[]): string {
  const counts = new Map<CustomerFileKind, number>();
  for (const file of files) counts.set(file.kind, (counts.get(file.kind) ?? 0) + 1);
  const words: Record<CustomerFileKind, [string, string]> = {
    document: ["source document", "source documents"],
    translation: ["translation", "translations"],
    certificate: ["certificate copy", "certificate copies"],
    notarized_scan: ["notarized scan", "notarized scans"],
    message_attachment: ["message attachment", "message attachments"],
  };
  const parts = CUSTOMER_FILE_KINDS.filter((kind) => counts.has(kind)).map((kind) => {
    const count = counts.get(kind)!;
    return `${count} ${words[kind][count === 1 ? 0 : 1]}`;
  });
  return parts.length > 0 ? parts.join(", ") : "No stored files";
}
