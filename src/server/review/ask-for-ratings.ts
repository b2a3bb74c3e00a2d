import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { customerRatings } from "../db/schema/ratings";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { ratingRequestEmail } from "./rating-request-email";

/** Customers are asked a day after completion (they have had time to read the files), and not for old orders. */
export const ASK_AFTER_MS = 24 * 60 * 60 * 1000;
export const ASK_WITHIN_MS = 30 * 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Lives with the draft review (the customer's say after delivery) so the ratings domain stays out of the queue's wiring.
 * The "ratings.ask" job (hourly): every order completed between 30 days and a day ago whose customer was neither
 * asked nor has rated gets one e-mail. The rating row is written with the e-mail in one transaction, so a retried or
 * repeated run never asks twice. Starts from the completions of those days (order_status_history_completed_at_idx),
 * not from every order.
 */
export async function askForRatings(options: { db: Database; mailer: Mailer; publicUrl: string; now?: Date }) {
  const { db, mailer, publicUrl } = options;
  const now = options.now ?? new Date();
  const due = await db
    .selectDistinct({
      orderId: orders.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(customerRatings, eq(customerRatings.orderId, orders.id))
    .where(
      and(
        eq(orderStatusHistory.toStatus, "completed"),
        gte(orderStatusHistory.createdAt, new Date(now.getTime() - ASK_WITHIN_MS)),
        lte(orderStatusHistory.createdAt, new Date(now.getTime() - ASK_AFTER_MS)),
        eq(orders.status, "completed"),
        isNull(customerRatings.orderId),
        isNull(users.deletedAt),
        eq(users.disabled, false),
      ),
    )
    .limit(BATCH);
  const asked: number[] = [];
  for (const row of due) {
    const mailId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(customerRatings)
        .values({ orderId: row.orderId, userId: row.userId, askedAt: now })
        .onConflictDoNothing()
        .returning({ orderId: customerRatings.orderId });
      if (!claimed) return null;
      return mailer.queue(
        tx,
        ratingRequestEmail({
          to: row.email,
          firstName: row.firstName,
          orderId: row.orderId,
          publicUrl,
          language: row.language,
        }),
      );
    });
    if (mailId !== null) {
      await mailer.dispatch([mailId]);
      asked.push(row.orderId);
    }
  }
  return asked;
}
