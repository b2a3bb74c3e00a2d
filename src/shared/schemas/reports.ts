import { z } from "zod";

/** The accountant's CSV exports (docs/administration.md, "Reports"). */
export const REPORT_KINDS = ["orders", "payments", "refunds"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_DATE_MESSAGE = "Dates must be written YYYY-MM-DD";
export const REPORT_RANGE_MESSAGE = "The start date must not be after the end date";

const day = z
  .string({ error: REPORT_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, REPORT_DATE_MESSAGE);

/** GET /api/admin/reports/{orders,payments,refunds}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, UTC. */
export const reportQuerySchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { message: REPORT_RANGE_MESSAGE, path: ["to"] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
