import { z } from "zod";
import { formatCents } from "./money";
import { describeDeletedFiles, type CustomerFileKind, type FilePurgeReason } from "./file-retention";

// Every step of an order, oldest first, for the customer's order page (docs/delivery.md, "Customer review"). Pure: the server passes the rows.

export const TIMELINE_KINDS = [
  "created",
  "names",
  "paid",
  "assigned",
  "draft_delivered",
  "revision_requested",
  "approved",
  "certified",
  "completed",
  "notarized",
  "shipped",
  "delivered",
  "refunded",
  "cancelled",
  "files_deleted",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const timelineEventSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  label: z.string(),
  detail: z.string().optional(),
});
export type TimelineEventDto = z.infer<typeof timelineEventSchema>;

/** History notes written by the review use cases; the timeline recognises them. */
export const REVIEW_NOTES = {
  delivered: "Draft delivered for review",
  approved: "Draft approved by the customer",
  autoApproved: "Draft approved automatically after 5 days",
} as const;

type When = Date | string;

export type TimelineInput = {
  order: { createdAt: When };
  history: { fromStatus: string | null; toStatus: string; note: string | null; createdAt: When }[];
  /** Payments that succeeded (also those refunded later), with the time they were paid. */
  payments: { amountCents: number; paidAt: When }[];
  /** Every job, also those ended by a reassignment. */
  jobs: { assignedAt: When }[];
  revisionRequests: { documentName: string; comment: string; createdAt: When }[];
  certificates: { createdAt: When }[];
  refunds: { amountCents: number; status: string; createdAt: When }[];
  /** The fulfilment steps recorded (Notarized, Shipped with carrier and tracking, Delivered). */
  fulfilment?: {
    step: "notarized" | "shipped" | "delivered";
    carrier: string | null;
    trackingNumber: string | null;
    createdAt: When;
  }[];
  /** Each version of the names as in the passport, oldest first (docs/order-messages.md). */
  nameSpellings?: { nameSpellings: { inDocument: string; inPassport: string }[]; createdAt: When }[];
  /** The deletion of the order's files (docs/decisions/029-customer-files.md): when, why, and what. */
  filePurge?: { startedAt: When; reason: FilePurgeReason; files: { kind: CustomerFileKind }[] } | null;
};

/** The timeline's words for a deletion of the order's files, by reason. */
export const FILES_DELETED_LABELS: Record<FilePurgeReason, string> = {
  customer: "Files deleted at your request",
  retention: "Files deleted after the retention period",
};

const iso = (value: When) => new Date(value).toISOString();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Rows made in the same moment (one request) become one event. */
function groupByTime<T extends { createdAt: When }>(rows: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = iso(row.createdAt);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

export function buildOrderTimeline(input: TimelineInput): TimelineEventDto[] {
  const events: TimelineEventDto[] = [{ kind: "created", at: iso(input.order.createdAt), label: "Order placed" }];
  for (const payment of input.payments)
    events.push({
      kind: "paid",
      at: iso(payment.paidAt),
      label: "Payment received",
      detail: formatCents(payment.amountCents),
    });
  input.jobs.forEach((job, index) =>
    events.push({
      kind: "assigned",
      at: iso(job.assignedAt),
      label: index === 0 ? "Assigned to a translator" : "Reassigned to another translator",
    }),
  );
  for (const entry of input.history) {
    const at = iso(entry.createdAt);
    if (entry.note === REVIEW_NOTES.delivered)
      events.push({ kind: "draft_delivered", at, label: "Draft delivered for your review" });
    else if (entry.note === REVIEW_NOTES.approved) events.push({ kind: "approved", at, label: "Draft approved" });
    else if (entry.note === REVIEW_NOTES.autoApproved)
      events.push({ kind: "approved", at, label: "Draft approved automatically", detail: "No answer within 5 days" });
    else if (entry.toStatus === "completed" && entry.fromStatus !== "completed")
      events.push({ kind: "completed", at, label: "Order completed" });
    else if (entry.toStatus === "cancelled" && entry.fromStatus !== "cancelled")
      events.push({ kind: "cancelled", at, label: "Order cancelled" });
  }
  for (const group of groupByTime(input.revisionRequests)) {
    events.push({
      kind: "revision_requested",
      at: iso(group[0]!.createdAt),
      label: "Revision requested",
      detail: group.map((row) => `${row.documentName}: ${row.comment}`).join("\n"),
    });
  }
  // Certificates are issued in the completion's transaction, stamped a moment after its history line: shown at
  // the completion's time (within a minute), so the ordering below puts them just before it.
  const completions = events.filter((event) => event.kind === "completed").map((event) => new Date(event.at).getTime());
  const certifiedAt = (value: When) => {
    const time = new Date(value).getTime();
    const completion = completions.find((at) => time >= at && time - at < 60_000);
    return new Date(completion ?? time).toISOString();
  };
  for (const group of groupByTime(input.certificates)) {
    events.push({
      kind: "certified",
      at: certifiedAt(group[0]!.createdAt),
      label: "Certified",
      detail: `${plural(group.length, "certificate")} of translation accuracy issued`,
    });
  }
  for (const refund of input.refunds.filter((row) => row.status === "succeeded")) {
    events.push({
      kind: "refunded",
      at: iso(refund.createdAt),
      label: "Refund issued",
      detail: formatCents(refund.amountCents),
    });
  }
  for (const event of input.fulfilment ?? []) {
    const at = iso(event.createdAt);
    if (event.step === "notarized")
      events.push({ kind: "notarized", at, label: "Notarized", detail: "Notarized copy ready to download" });
    else if (event.step === "shipped")
      events.push({
        kind: "shipped",
        at,
        label: "Shipped",
        detail: `${event.carrier ?? ""} ${event.trackingNumber ?? ""}`.trim(),
      });
    else events.push({ kind: "delivered", at, label: "Delivered", detail: "Delivered to your shipping address" });
  }
  (input.nameSpellings ?? []).forEach((version, index) => {
    const at = iso(version.createdAt);
    const names = version.nameSpellings;
    if (names.length === 0) events.push({ kind: "names", at, label: "Names as in the passport removed" });
    else {
      const label = index === 0 ? "Names as in the passport added" : "Names as in the passport updated";
      events.push({
        kind: "names",
        at,
        label,
        detail: names.map((name) => `${name.inDocument} → ${name.inPassport}`).join("\n"),
      });
    }
  });
  if (input.filePurge && input.filePurge.files.length > 0) {
    events.push({
      kind: "files_deleted",
      at: iso(input.filePurge.startedAt),
      label: FILES_DELETED_LABELS[input.filePurge.reason],
      detail: describeDeletedFiles(input.filePurge.files),
    });
  }
  // Stable: events at the same moment keep the order of the steps (certified before completed).
  const rank = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) => a.event.at.localeCompare(b.event.at) || rank(a.event.kind) - rank(b.event.kind) || a.index - b.index,
    )
    .map(({ event }) => event);
}
