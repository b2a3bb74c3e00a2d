import { z } from "zod";

// Every list that grows is read a page at a time with an opaque cursor (docs/decisions/026-keyset-pagination.md).
// The client and the server import the same limits and messages.

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export const PAGE_SIZE_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

/** `?limit=&cursor=`: limit 1–100 (25 when absent); cursor as given back by the previous answer. */
export const pageQuerySchema = z.object({
  limit: z
    .string({ error: PAGE_SIZE_MESSAGE })
    .regex(/^\d{1,3}$/, PAGE_SIZE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_SIZE_MESSAGE).max(PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE))
    .optional()
    .transform((value) => value ?? PAGE_SIZE_DEFAULT),
  cursor: z.string({ error: INVALID_CURSOR_MESSAGE }).max(512, INVALID_CURSOR_MESSAGE).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The answer of a paged list: the rows, and the cursors of the pages after and before (null when there is none). */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  });
}

export type Page<Item> = { items: Item[]; nextCursor: string | null; prevCursor: string | null };

/** Up to this many rows a list's total is counted exactly; past it, the answer gives the planner's estimate. */
export const EXACT_TOTAL_MAX = 10_000;

/** What a list beside its page says about the whole view: how many rows, and whether that number is an estimate. */
export const pageTotalShape = {
  total: z.number().int(),
  /** True past EXACT_TOTAL_MAX rows: `total` is then the database's estimate (at least EXACT_TOTAL_MAX + 1). */
  totalEstimated: z.boolean(),
};
export type PageTotal = { total: number; totalEstimated: boolean };
