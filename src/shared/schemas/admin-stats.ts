import { z } from "zod";
import { ORDER_STATUSES } from "../enums";
import { STATS_PERIODS } from "../stats-periods";

/** GET /api/admin/stats/series?period=day|week|month (docs/admin-ui.md, "Charts"). */
export const statsSeriesQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { error: "period must be day, week or month" }).default("day"),
});
export type StatsSeriesQuery = z.infer<typeof statsSeriesQuerySchema>;

export const statsBucketSchema = z.object({
  /** The bucket's first UTC day, "YYYY-MM-DD". */
  start: z.string(),
  /** Charges taken, refunds given back and their difference, integer cents. */
  grossCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  ordersPlaced: z.number().int(),
  /** Orders whose first charge was taken in the bucket. */
  ordersPaid: z.number().int(),
  rushOrders: z.number().int(),
  /** Rush orders of the orders placed, whole percent. */
  rushShare: z.number(),
  /** Orders first completed in the bucket, and the median hours from payment to completion among them. */
  ordersCompleted: z.number().int(),
  medianTurnaroundHours: z.number().nullable(),
});
export type StatsBucket = z.infer<typeof statsBucketSchema>;

export const statsSeriesSchema = z.object({
  period: z.enum(STATS_PERIODS),
  /** First and last day covered (UTC), inclusive. */
  from: z.string(),
  to: z.string(),
  buckets: z.array(statsBucketSchema),
  /** Orders placed in the covered days, by their status now. */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  /** Over the covered days: the median turnaround and the rush share. */
  medianTurnaroundHours: z.number().nullable(),
  rushShare: z.number(),
  /** Translators with open jobs (assigned or in progress), most first. */
  translators: z.array(z.object({ translatorId: z.number().int(), name: z.string(), openJobs: z.number().int() })),
});
export type StatsSeries = z.infer<typeof statsSeriesSchema>;
