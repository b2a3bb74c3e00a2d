import { and, eq, isNotNull } from "drizzle-orm";
import type { OrderRatingDto, SubmitRatingInput } from "../../shared/schemas/ratings";
import { submitRatingSchema } from "../../shared/schemas/ratings";
import type { Database, Executor } from "../db/client";
import { customerRatings } from "../db/schema/ratings";
import { users } from "../db/schema/users";
import { conflict } from "../http/app-error";
import { parseInput } from "../http/parse";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { ratingAuthorName } from "./rating-author";

/** GET /api/orders/:id/rating: the customer's own order only (404 otherwise); may they rate it, and what they gave. */
export async function getOrderRating(db: Executor, userId: number, orderId: number): Promise<OrderRatingDto> {
  const order = await getOrderOrThrow({ db, orderId, userId });
  const [row] = await db
    .select()
    .from(customerRatings)
    .where(and(eq(customerRatings.orderId, orderId), isNotNull(customerRatings.submittedAt)));
  return {
    canRate: order.status === "completed" && !row,
    rating: row
      ? {
          rating: row.rating!,
          comment: row.comment ?? "",
          publishConsent: row.publishConsent,
          status: row.status!,
          submittedAt: row.submittedAt!.toISOString(),
        }
      : null,
  };
}

/**
 * POST /api/orders/:id/rating: once per completed order, by its customer. A row made when they were asked is
 * filled; a second rating (or two at once: the row is locked) is RATING_ALREADY_GIVEN.
 */
export async function submitRating(options: {
  db: Database;
  userId: number;
  orderId: number;
  input: SubmitRatingInput;
}): Promise<OrderRatingDto> {
  const { db, userId, orderId } = options;
  const input = parseInput(submitRatingSchema, options.input);
  await db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
    if (order.status !== "completed") throw conflict("RATING_NOT_ALLOWED");
    const [existing] = await tx
      .select()
      .from(customerRatings)
      .where(eq(customerRatings.orderId, orderId))
      .for("update");
    if (existing?.submittedAt) throw conflict("RATING_ALREADY_GIVEN");
    const [customer] = await tx.select().from(users).where(eq(users.id, userId));
    const values = {
      userId,
      rating: input.rating,
      comment: input.comment,
      publishConsent: input.publishConsent,
      authorName: ratingAuthorName(customer?.firstName ?? null, customer?.lastName ?? null),
      status: "submitted" as const,
      submittedAt: new Date(),
    };
    if (existing) await tx.update(customerRatings).set(values).where(eq(customerRatings.orderId, orderId));
    else await tx.insert(customerRatings).values({ orderId, ...values });
  });
  return getOrderRating(db, userId, orderId);
}
