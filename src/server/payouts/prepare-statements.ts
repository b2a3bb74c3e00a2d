import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { PAY_MESSAGES } from "../../shared/translator-pay/messages";
import { monthBounds, monthHasEnded, statementTotals } from "../../shared/translator-pay/statements";
import type { Database } from "../db/client";
import { jobFees, payoutStatements } from "../db/schema/translator-pay";
import { badRequest, english } from "../http/app-error";

/**
 * One statement per translator for a month that has ended (POST /api/admin/payouts/statements and the hourly
 * "payouts.statements" job): every fee they earned before the month's end and no statement holds yet, so a fee a
 * late completion left out of last month's statement is on this one. Idempotent: a translator's statement for the
 * month is made once (unique translator + month); fees earned later wait for the next month's. Each statement in its
 * own transaction; its total is the sum of the fees it took. Returns the ids it made.
 */
export async function prepareStatements({
  db,
  month,
  now = new Date(),
}: {
  db: Database;
  month: string;
  now?: Date;
}): Promise<number[]> {
  if (!monthHasEnded(month, now)) throw badRequest(english(PAY_MESSAGES.monthNotOver));
  const { end } = monthBounds(month);
  const unpaid = and(isNull(jobFees.statementId), lt(jobFees.earnedAt, end));
  const translatorRows = await db.selectDistinct({ translatorId: jobFees.translatorId }).from(jobFees).where(unpaid);
  const created: number[] = [];
  for (const { translatorId } of translatorRows) {
    const id = await db.transaction(async (tx) => {
      const [statement] = await tx
        .insert(payoutStatements)
        .values({ translatorId, month, totalCents: 0, jobCount: 0 })
        .onConflictDoNothing({ target: [payoutStatements.translatorId, payoutStatements.month] })
        .returning({ id: payoutStatements.id });
      if (!statement) return null;
      const taken = await tx
        .update(jobFees)
        .set({ statementId: statement.id, updatedAt: sql`now()` })
        .where(and(eq(jobFees.translatorId, translatorId), unpaid))
        .returning({ feeCents: jobFees.feeCents });
      const totals = statementTotals(taken);
      await tx.update(payoutStatements).set(totals).where(eq(payoutStatements.id, statement.id));
      return statement.id;
    });
    if (id !== null) created.push(id);
  }
  return created;
}
