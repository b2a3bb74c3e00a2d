import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { customerRatings } from "../db/schema/ratings";

/**
 * Account deletion's eraser for ratings: the customer's ratings go (their words and "Ayşe Y."), published or not;
 * the average and the count drop them with the rest of the account.
 */
export async function eraseRatings(tx: Executor, subject: { userId: number }): Promise<string[]> {
  await tx.delete(customerRatings).where(eq(customerRatings.userId, subject.userId));
  return [];
}
