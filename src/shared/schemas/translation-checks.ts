import { z } from "zod";
import { errorText } from "../error-codes";
import { FINDING_CODES, type FindingCode } from "../translation-checks/codes";

// The translation checks before delivery (issue 40, item 1; docs/translation-checks.md "Checks before delivery"):
// a report per document, kept with the translation version it was made against, and the translator's overrides.

/** What was checked: the editor's segments, or the text of the uploaded translation aligned to the source's. */
export const CHECK_SUBJECTS = ["segments", "upload"] as const;
export type CheckSubject = (typeof CHECK_SUBJECTS)[number];

/** An override's reason: long enough to tell the admin why the error is not one. */
export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MAX = 1000;

const findingCodeSchema = z.enum(Object.keys(FINDING_CODES) as [FindingCode, ...FindingCode[]]);

export const checkFindingSchema = z.object({
  /** Stable across runs (segment, code and params): what an override names. */
  id: z.string(),
  /** The segment's id (editor) or the source line's number (upload, "t3" for a translation line with no source); null: the whole document. */
  segmentId: z.string().nullable(),
  severity: z.enum(["error", "warning"]),
  code: findingCodeSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The segment's source and target as checked (for the panel), empty for the whole document. */
  source: z.string(),
  target: z.string(),
  override: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type CheckFindingDto = z.infer<typeof checkFindingSchema>;

export const checkReportSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  subject: z.enum(CHECK_SUBJECTS),
  /** The translation version the report is attached to (null until the document has one). */
  translationId: z.number().int().nullable(),
  translationVersion: z.number().int().nullable(),
  /** The segments or the upload changed since: re-run before delivery. */
  stale: z.boolean(),
  errors: z.number().int(),
  warnings: z.number().int(),
  /** Errors neither fixed nor overridden: they block delivery. */
  blocking: z.number().int(),
  findings: z.array(checkFindingSchema),
  createdAt: z.string(),
});
export type CheckReportDto = z.infer<typeof checkReportSchema>;

export const documentChecksSchema = z.object({
  documentId: z.number().int(),
  /** What the document is, in English ("Birth Certificate — Ayşe Yılmaz"; docs/deliverable.md, "Names"). */
  documentName: z.string(),
  /** Null: not checked yet (no translation, or the upload's check has not run). */
  report: checkReportSchema.nullable(),
});
export type DocumentChecksDto = z.infer<typeof documentChecksSchema>;

/** GET /api/translator/jobs/:id/checks and GET /api/admin/orders/:id/checks: a report per document. */
export const orderChecksSchema = z.object({ documents: z.array(documentChecksSchema) });
export type OrderChecksDto = z.infer<typeof orderChecksSchema>;

/** POST /api/translator/jobs/:id/documents/:documentId/checks/overrides */
export const overrideFindingSchema = z.object({
  findingId: z.string().min(1).max(2000),
  reason: z
    .string()
    .trim()
    .min(OVERRIDE_REASON_MIN, errorText("OVERRIDE_REASON_SHORT"))
    .max(OVERRIDE_REASON_MAX, errorText("OVERRIDE_REASON_LONG")),
});
export type OverrideFindingInput = z.infer<typeof overrideFindingSchema>;
