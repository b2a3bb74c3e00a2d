import { and, eq, gte, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import type { Database } from "../db/client";
import { payoutStatements } from "../db/schema/translator-pay";
import type { Mailer } from "../mail/mailer";
import { PAYING_STALE_MS, recordPaid } from "./mark-statement-paid";
import type { HeldTransfer, PayoutProvider } from "./payout-provider";

/** Paid statements are checked against the provider for this long after their payment. */
export const PAYOUT_RECONCILE_WINDOW_MS = 45 * 24 * 60 * 60 * 1000;
/** Statements checked per run; the rest wait for the next run. */
export const PAYOUT_RECONCILE_MAX = 500;

export type PayoutReconcileResult = { checked: number; mismatched: number[]; recorded: number[]; released: number[] };

/** What is wrong between a statement and the provider's transfers for it, in the admin's words; null when they agree. */
export function payoutMismatch(
  statement: { payoutProvider: string | null; transferId: string | null; totalCents: number },
  held: HeldTransfer[],
): string | null {
  const list = held.map((transfer) => `${transfer.id} (${formatCents(transfer.amountCents)})`).join(", ");
  if (held.length > 1) return `The provider holds ${held.length} transfers for this statement: ${list}`;
  const [transfer] = held;
  if (statement.payoutProvider === "manual") {
    return transfer
      ? `Recorded as paid outside the provider, but the provider also holds transfer ${list}: the translator may have been paid twice`
      : null;
  }
  if (!transfer)
    return `Recorded as paid by transfer ${statement.transferId ?? "(none)"}, but the provider holds no transfer for this statement`;
  if (transfer.id !== statement.transferId)
    return `Recorded with transfer ${statement.transferId ?? "(none)"}, but the provider holds ${list}`;
  if (transfer.amountCents !== statement.totalCents)
    return `The provider's transfer ${list} differs from the statement's ${formatCents(statement.totalCents)}`;
  return null;
}

/**
 * Compares the provider's transfers with the statements (issue 37): each mismatch is written on the statement and shown
 * on the admin's payouts screen. A provider payment left under way by a dead process is settled: recorded when the
 * provider holds its transfer, released (payable again, either way) when it holds none. Hourly through the queue
 * (payouts.reconcile); running it again changes nothing.
 */
export async function reconcilePayouts(deps: {
  db: Database;
  mailer: Mailer;
  payouts: PayoutProvider;
  now?: Date;
}): Promise<PayoutReconcileResult> {
  const { db, payouts, mailer } = deps;
  const now = deps.now ?? new Date();
  const result: PayoutReconcileResult = { checked: 0, mismatched: [], recorded: [], released: [] };
  const candidates = await db
    .select()
    .from(payoutStatements)
    .where(
      or(
        and(isNull(payoutStatements.paidAt), isNotNull(payoutStatements.payingMode)),
        and(
          gte(payoutStatements.paidAt, new Date(now.getTime() - PAYOUT_RECONCILE_WINDOW_MS)),
          // Only what this provider could have sent: statements paid through another one are not its to judge.
          inArray(payoutStatements.payoutProvider, ["manual", payouts.kind]),
        ),
      ),
    )
    .orderBy(payoutStatements.id)
    .limit(PAYOUT_RECONCILE_MAX);
  for (const statement of candidates) {
    if (!statement.paidAt) {
      if (statement.payingAt && now.getTime() - statement.payingAt.getTime() < PAYING_STALE_MS) continue; // still under way
      const [transfer, ...more] = await payouts.transfersOf(statement.id);
      const mail: number[] = [];
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(payoutStatements)
          .where(eq(payoutStatements.id, statement.id))
          .for("update")
          .limit(1);
        // Taken over or finished meanwhile: the next run looks again.
        if (
          !locked ||
          locked.paidAt ||
          locked.payingMode !== statement.payingMode ||
          locked.payingAt?.getTime() !== statement.payingAt?.getTime()
        )
          return;
        if (transfer) {
          mail.push(
            ...(await recordPaid(tx, {
              mailer,
              id: statement.id,
              adminId: null,
              reference: locked.reference,
              provider: payouts.kind,
              transferId: transfer.id,
              at: now,
            })),
          );
          result.recorded.push(statement.id);
          const mismatch = payoutMismatch(
            { payoutProvider: payouts.kind, transferId: transfer.id, totalCents: locked.totalCents },
            [transfer, ...more],
          );
          await tx
            .update(payoutStatements)
            .set({ payoutMismatch: mismatch, reconciledAt: now })
            .where(eq(payoutStatements.id, statement.id));
          if (mismatch) result.mismatched.push(statement.id);
        } else {
          await tx
            .update(payoutStatements)
            .set({ payingAt: null, payingMode: null, reconciledAt: now, updatedAt: now })
            .where(eq(payoutStatements.id, statement.id));
          result.released.push(statement.id);
        }
      });
      await mailer.dispatch(mail);
      result.checked += 1;
      continue;
    }
    const mismatch = payoutMismatch(statement, await payouts.transfersOf(statement.id));
    await db
      .update(payoutStatements)
      .set({ payoutMismatch: mismatch, reconciledAt: now })
      .where(eq(payoutStatements.id, statement.id));
    if (mismatch) result.mismatched.push(statement.id);
    result.checked += 1;
  }
  return result;
}
