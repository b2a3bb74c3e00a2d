import { z } from "zod";

// The translator's workbench (issue 39; docs/workbench.md): a document's segments and the calls that edit them.
// Every helper of the workbench (segment editor, translation memory, termbase, checks, rendered PDF) reads these
// shapes; the routes are listed beside each schema.

/**
 * heading: a title line; line: a line of running text; sentence: one sentence of a long line (split by the
 * Turkish-aware splitter); label / value: the two halves of a "Baba Adı: MEHMET" row (same `row`, col 0 and 1);
 * cell: a table cell (`row`, `col`).
 */
export const SEGMENT_KINDS = ["heading", "line", "sentence", "label", "value", "cell"] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export const SEGMENT_STATUSES = ["draft", "confirmed"] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];

/** Who wrote the current target: the translator, a memory match (possibly edited since), or machine translation. */
export const SEGMENT_ORIGINS = ["manual", "memory", "mt"] as const;
export type SegmentOrigin = (typeof SEGMENT_ORIGINS)[number];

/** A segment's place on its page image, as fractions of the page's width and height (0–1); page from 1. */
export const segmentBoxSchema = z.object({
  page: z.number().int().min(1),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type SegmentBox = z.infer<typeof segmentBoxSchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  position: z.number().int(),
  kind: z.enum(SEGMENT_KINDS),
  row: z.number().int().nullable(),
  col: z.number().int().nullable(),
  source: z.string(),
  target: z.string(),
  status: z.enum(SEGMENT_STATUSES),
  origin: z.enum(SEGMENT_ORIGINS),
  matchScore: z.number().int().nullable(),
  box: segmentBoxSchema.nullable(),
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type SegmentDto = z.infer<typeof segmentSchema>;

export const SEGMENTATION_STATUSES = ["pending", "ready", "failed"] as const;

/**
 * GET /api/translator/jobs/:id/documents/:documentId/segments — every segment of one document (bounded by the
 * document's page and word limits, so one answer), with the progress the editor shows.
 */
export const documentSegmentsSchema = z.object({
  documentId: z.number().int(),
  status: z.enum(SEGMENTATION_STATUSES),
  /** Why the text could not be segmented (in the translator's words), when status is "failed". */
  error: z.string().nullable(),
  /** Pages with an image the editor can show (scans and photos); 0 for text documents. */
  pageImages: z.number().int(),
  segments: z.array(segmentSchema),
  progress: z.object({ total: z.number().int(), confirmed: z.number().int() }),
});
export type DocumentSegmentsDto = z.infer<typeof documentSegmentsSchema>;

/**
 * PUT /api/translator/jobs/:id/segments/:segmentId — a draft autosave (status "draft") or a confirmation
 * ("confirmed"). `revision` is the revision the edit started from: when the stored one is newer (another tab
 * saved) the answer is 409 with code SEGMENT_CONFLICT and nothing is written; the client shows both versions.
 * `origin`/`matchScore` say where the text came from when a memory match or MT text was inserted.
 */
export const saveSegmentSchema = z.object({
  target: z.string().max(10_000),
  status: z.enum(SEGMENT_STATUSES),
  revision: z.number().int().min(0),
  origin: z.enum(SEGMENT_ORIGINS).optional(),
  matchScore: z.number().int().min(0).max(100).nullable().optional(),
});
export type SaveSegmentInput = z.infer<typeof saveSegmentSchema>;

/** A memory match for one segment: score 0–100, the stored pair, and the target with this segment's placeables put in. */
export const memoryMatchSchema = z.object({
  unitId: z.number().int(),
  score: z.number().int(),
  source: z.string(),
  target: z.string(),
  /** The stored target with the numbers, dates and names of this segment substituted (what "insert match" puts in). */
  suggestion: z.string(),
  /** The stored source against this segment's source, for highlighting: equal / inserted / deleted runs. */
  diff: z.array(z.object({ op: z.enum(["equal", "insert", "delete"]), text: z.string() })),
  documentType: z.string().nullable(),
  translatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type MemoryMatchDto = z.infer<typeof memoryMatchSchema>;

/** GET /api/translator/jobs/:id/segments/:segmentId/matches — the best three, exact first, fuzzy from 70 %. */
export const segmentMatchesSchema = z.object({ segmentId: z.number().int(), matches: z.array(memoryMatchSchema) });
export type SegmentMatchesDto = z.infer<typeof segmentMatchesSchema>;

/** A termbase term found in a segment's source: where, and the approved translation to insert. */
export const termHitSchema = z.object({
  termId: z.number().int(),
  segmentId: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  source: z.string(),
  approved: z.string(),
  forbidden: z.array(z.string()),
  note: z.string().nullable(),
});
export type TermHitDto = z.infer<typeof termHitSchema>;

/** GET /api/translator/jobs/:id/documents/:documentId/terms — every term hit of the document's segments. */
export const documentTermsSchema = z.object({ documentId: z.number().int(), hits: z.array(termHitSchema) });
export type DocumentTermsDto = z.infer<typeof documentTermsSchema>;

/** One document's workbench figures for the admin: segments done, and how much came from memory and from MT. */
export const adminWorkbenchDocumentSchema = z.object({
  documentId: z.number().int(),
  /** What the document is, named by the server (docs/deliverable.md, "Names"): "Birth Certificate — Ayşe Yılmaz". */
  title: z.string(),
  /** The uploaded file's name (secondary text). */
  fileName: z.string(),
  /** null: never prepared (a document of an order assigned before the workbench). */
  status: z.enum(SEGMENTATION_STATUSES).nullable(),
  error: z.string().nullable(),
  total: z.number().int(),
  confirmed: z.number().int(),
  /** Segments whose target came from the translation memory (origin "memory"). */
  fromMemory: z.number().int(),
  /** Segments whose target came from machine translation (origin "mt"). */
  machine: z.number().int(),
  /** fromMemory as a whole percentage of total (0 when there are no segments). */
  leveragePercent: z.number().int(),
});
export type AdminWorkbenchDocumentDto = z.infer<typeof adminWorkbenchDocumentSchema>;

/** GET /api/admin/orders/:orderId/workbench — per document of the order (bounded by the order's document limit). */
export const adminWorkbenchSchema = z.object({
  orderId: z.number().int(),
  documents: z.array(adminWorkbenchDocumentSchema),
});
export type AdminWorkbenchDto = z.infer<typeof adminWorkbenchSchema>;
