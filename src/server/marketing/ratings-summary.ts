import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { RatingsSummary } from "../../shared/schemas/ratings";
import type { Executor } from "../db/client";
import { customerRatings } from "../db/schema/ratings";

/** The landing page shows at most this many published ratings (the strip's eight cards). */
export const PUBLISHED_SHOWN = 8;

/**
 * What the landing page says about ratings: the average and the count of every rating given (published or not, so
 * the figure is the real one), and the newest ratings the customer agreed to publish and the agency approved.
 */
export async function ratingsSummary(db: Executor): Promise<RatingsSummary> {
  const [[totals], published] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${customerRatings.rating}), 1)`,
      })
      .from(customerRatings)
      .where(isNotNull(customerRatings.submittedAt)),
    db
      .select()
      .from(customerRatings)
      .where(and(eq(customerRatings.status, "approved"), eq(customerRatings.publishConsent, true)))
      .orderBy(desc(customerRatings.submittedAt))
      .limit(PUBLISHED_SHOWN),
  ]);
  const count = Number(totals?.count ?? 0);
  return {
    count,
    average: count > 0 && totals?.average !== null && totals?.average !== undefined ? Number(totals.average) : null,
    published: published.map((row) => ({
      rating: row.rating!,
      comment: row.comment ?? "",
      authorName: row.authorName ?? "",
      submittedAt: row.submittedAt!.toISOString(),
    })),
  };
}
