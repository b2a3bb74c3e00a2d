import type { OrderStatus } from "../../shared/enums";

/** The moves of the normal order flow (spec 2.7: Start Processing, Mark Completed, and cancelling an open order). */
const NORMAL_MOVES: ReadonlySet<string> = new Set([
  "pending>processing",
  "processing>completed",
  "pending>cancelled",
  "processing>cancelled",
]);

export function isNormalMove(from: OrderStatus, to: OrderStatus): boolean {
  return NORMAL_MOVES.has(`${from}>${to}`);
}

/**
 * The history note for an admin's move. Any move is allowed, but one outside the normal flow (reopening a
 * completed or cancelled order, skipping processing, moving a paid order back to pending) is labelled
 * "Admin override" so whoever reads the history later sees it was deliberate.
 */
export function overrideNote(options: { from: OrderStatus; to: OrderStatus; paid: boolean; note?: string }): string | undefined {
  const { from, to, paid, note } = options;
  if (isNormalMove(from, to)) return note;
  const paidWarning = paid && to === "pending" ? " although the order is paid" : "";
  const label = `Admin override: ${from} to ${to}${paidWarning}`;
  return note ? `${label}. ${note}` : label;
}

/** The completion's note names the certificates issued with it (certified and premium orders). */
export function deliveryNote(note: string | undefined, certificateCount: number): string | undefined {
  if (certificateCount === 0) return note;
  const issued = `${certificateCount} certificate${certificateCount === 1 ? "" : "s"} of translation accuracy issued`;
  return note ? `${note}. ${issued}` : issued;
}
