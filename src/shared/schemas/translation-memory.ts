import { z } from "zod";
import { TRANSLATION_DIRECTIONS } from "../enums";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";

// The translation memory's admin calls (issue 39 item 3; docs/workbench.md "Translation memory"). The translator's
// matches call is in ./workbench.ts (memoryMatchSchema).

/** job: a confirmed segment of a delivered job; import: a TMX file; admin: written or edited by an admin. */
export const MEMORY_UNIT_ORIGINS = ["job", "import", "admin"] as const;
export type MemoryUnitOrigin = (typeof MEMORY_UNIT_ORIGINS)[number];

/** A unit's texts are segments: long enough for a paragraph, bounded like a segment's target. */
export const MEMORY_TEXT_MAX = 10_000;

export const memoryUnitSchema = z.object({
  id: z.number().int(),
  direction: z.enum(TRANSLATION_DIRECTIONS),
  source: z.string(),
  target: z.string(),
  documentType: z.string().nullable(),
  translatorName: z.string().nullable(),
  origin: z.enum(MEMORY_UNIT_ORIGINS),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryUnitDto = z.infer<typeof memoryUnitSchema>;

/** GET /api/admin/memory?search=&direction=&limit=&cursor= : most recently used first; search in source and target. */
export const memoryQuerySchema = pageQuerySchema.extend({
  search: z.string({ error: "Search must be text" }).trim().max(100, "Search is too long").optional(),
  direction: z
    .union([z.enum(TRANSLATION_DIRECTIONS), z.literal("all"), z.literal("")], {
      error: "direction must be all, tr-en or en-tr",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type MemoryQuery = z.infer<typeof memoryQuerySchema>;

export const memoryPageSchema = pageSchema(memoryUnitSchema).extend(pageTotalShape);
export type MemoryPage = z.infer<typeof memoryPageSchema>;

const unitText = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(MEMORY_TEXT_MAX, `${what} is too long`);

/** PUT /api/admin/memory/:id — an admin corrects a unit (the same pair twice is refused with 409). */
export const updateMemoryUnitSchema = z.object({ source: unitText("Source"), target: unitText("Target") });
export type UpdateMemoryUnitInput = z.infer<typeof updateMemoryUnitSchema>;

/** POST /api/admin/memory-files/import (multipart, one TMX 1.4b file): what the file added. */
export const memoryImportResultSchema = z.object({
  imported: z.number().int(),
  /** Pairs already in the memory (or twice in the file): their last-used date is refreshed, nothing else. */
  duplicates: z.number().int(),
  /** Translation units without a Turkish and an English variant, or with an empty or too long text. */
  skipped: z.number().int(),
});
export type MemoryImportResult = z.infer<typeof memoryImportResultSchema>;
