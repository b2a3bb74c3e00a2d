import { z } from "zod";
import { errorText } from "../error-codes";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";

// Customers' ratings of a completed order (issue 42 item 2; docs/ratings.md): asked once, a day after completion,
// by e-mail and on the order page; published on the landing page only with the customer's consent and the agency's
// approval. The average and the count are of every rating given; no number is shown before the first one.

export const RATING_COMMENT_MAX = 1_000;

/** submitted: waiting for the agency; approved / rejected: the agency's decision on publishing it. */
export const RATING_STATUSES = ["submitted", "approved", "rejected"] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** POST /api/orders/:id/rating */
export const submitRatingSchema = z.object({
  rating: z.coerce
    .number({ error: errorText("RATING_STARS") })
    .int(errorText("RATING_STARS"))
    .min(1, errorText("RATING_STARS"))
    .max(5, errorText("RATING_STARS")),
  comment: z.string().trim().max(RATING_COMMENT_MAX, errorText("RATING_COMMENT_TOO_LONG")).default(""),
  /** May the agency show the comment, with the first name and the last name's initial, on the website? */
  publishConsent: z.boolean().default(false),
});
export type SubmitRatingInput = z.input<typeof submitRatingSchema>;

/** GET /api/orders/:id/rating — whether the customer may rate the order, and what they gave. */
export const orderRatingSchema = z.object({
  /** True for a completed order not rated yet. */
  canRate: z.boolean(),
  rating: z
    .object({
      rating: z.number().int(),
      comment: z.string(),
      publishConsent: z.boolean(),
      status: z.enum(RATING_STATUSES),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type OrderRatingDto = z.infer<typeof orderRatingSchema>;

/** A published rating on the landing page: the text, the stars, "Ayşe Y." and the month. */
export const publishedRatingSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  authorName: z.string(),
  submittedAt: z.string(),
});
export type PublishedRating = z.infer<typeof publishedRatingSchema>;

/** What the landing page shows: every rating's average and count, and the newest published ones (at most 8). */
export const ratingsSummarySchema = z.object({
  count: z.number().int(),
  /** One decimal (4.7); null while there is no rating. */
  average: z.number().nullable(),
  published: z.array(publishedRatingSchema),
});
export type RatingsSummary = z.infer<typeof ratingsSummarySchema>;

/** A row of GET /api/admin/ratings. */
export const adminRatingSchema = z.object({
  orderId: z.number().int(),
  customerId: z.number().int().nullable(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  publishConsent: z.boolean(),
  status: z.enum(RATING_STATUSES),
  submittedAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type AdminRating = z.infer<typeof adminRatingSchema>;

export const adminRatingsQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.enum(RATING_STATUSES), z.literal("all"), z.literal("")], {
      error: "status must be all, submitted, approved or rejected",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type AdminRatingsQuery = z.infer<typeof adminRatingsQuerySchema>;

export const adminRatingsPageSchema = pageSchema(adminRatingSchema).extend(pageTotalShape);
export type AdminRatingsPage = z.infer<typeof adminRatingsPageSchema>;

/** PATCH /api/admin/ratings/:orderId */
export const moderateRatingSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "status must be approved or rejected" }),
});
