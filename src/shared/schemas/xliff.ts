import { z } from "zod";

// XLIFF exchange of one document's segments (issue 39 item 6; docs/decisions/036-xliff-exchange.md).
// GET  /api/translator/jobs/:id/documents/:documentId/xliff?version=2.0|1.2 — the file (attachment)
// POST /api/translator/jobs/:id/documents/:documentId/xliff (multipart, one file) — the import's outcome

export const xliffQuerySchema = z.object({
  version: z.enum(["2.0", "1.2"], { message: "XLIFF version must be 2.0 or 1.2" }).default("2.0"),
});

export const xliffImportResultSchema = z.object({
  documentId: z.number().int(),
  version: z.enum(["2.0", "1.2"]),
  /** Segments whose target or status the file changed (each got a new revision). */
  updated: z.number().int(),
  /** Segments the file left as they were. */
  unchanged: z.number().int(),
  progress: z.object({ total: z.number().int(), confirmed: z.number().int() }),
});
export type XliffImportResultDto = z.infer<typeof xliffImportResultSchema>;
