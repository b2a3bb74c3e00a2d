import { z } from "zod";
import { revisionRequestDtoSchema } from "../draft-review";
import {
  ORDER_STATUSES,
  SERVICE_TYPES,
  TRANSLATION_DIRECTIONS,
  TRANSLATOR_CATEGORIES,
  TRANSLATOR_JOB_STATUSES,
  type TranslatorJobStatus,
} from "../enums";
import { pageQuerySchema, pageSchema } from "./pagination";

// Translator jobs, translated files and certificates (docs/delivery.md).

export const CHOOSE_TRANSLATOR_MESSAGE = "Please choose a translator";

/** POST /api/admin/orders/:orderId/assignment */
export const assignTranslatorSchema = z.object({
  translatorId: z.coerce
    .number({ error: CHOOSE_TRANSLATOR_MESSAGE })
    .int(CHOOSE_TRANSLATOR_MESSAGE)
    .positive(CHOOSE_TRANSLATOR_MESSAGE),
});
export type AssignTranslatorInput = z.infer<typeof assignTranslatorSchema>;

/** Translated files: the same types customers may upload (.pdf .jpg .jpeg .png .doc .docx, 10 MB). */
export const TRANSLATION_UPLOAD_HINT = "PDF, JPG, PNG, DOC or DOCX, up to 10 MB";

/** One uploaded version of a document's translation. */
export const translationVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type TranslationVersionDto = z.infer<typeof translationVersionSchema>;

/** A source document with its translations, newest version first (`current` is the newest). */
export const jobDocumentSchema = z.object({
  id: z.number().int(),
  /** What the document is, named by the server (docs/deliverable.md, "Names"): "Birth Certificate — Ayşe Yılmaz". */
  title: z.string(),
  /** The uploaded file's name: secondary text only ("uploaded as …"). */
  originalFilename: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  wordCount: z.number().int(),
  current: translationVersionSchema.nullable(),
  versions: z.array(translationVersionSchema),
});
export type JobDocumentDto = z.infer<typeof jobDocumentSchema>;

/** A row of the translator's job list (GET /api/translator/jobs). */
export const translatorJobSummarySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(TRANSLATOR_JOB_STATUSES),
  orderStatus: z.enum(ORDER_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS),
  wordCount: z.number().int(),
  isRush: z.boolean(),
  documentCount: z.number().int(),
  translatedCount: z.number().int(),
  /** The order's estimated delivery date. */
  dueDate: z.string().nullable(),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TranslatorJobSummaryDto = z.infer<typeof translatorJobSummarySchema>;

/** The translator portal's groups and the job statuses in each (isOpenJob: Assigned and In Progress). */
export const TRANSLATOR_JOB_GROUPS = {
  open: ["Assigned", "In Progress"],
  completed: ["Completed"],
  cancelled: ["Cancelled"],
} as const satisfies Record<string, readonly TranslatorJobStatus[]>;
export type TranslatorJobTab = keyof typeof TRANSLATOR_JOB_GROUPS;
export const TRANSLATOR_JOB_TABS = Object.keys(TRANSLATOR_JOB_GROUPS) as TranslatorJobTab[];
export const translatorJobTab = (status: TranslatorJobStatus): TranslatorJobTab =>
  status === "Completed" ? "completed" : status === "Cancelled" ? "cancelled" : "open";

/** GET /api/translator/jobs?tab=&limit=&cursor= : the translator's current jobs, newest first; tab 'all' or empty: every group. */
export const translatorJobsQuerySchema = pageQuerySchema.extend({
  tab: z
    .union([z.enum(["open", "completed", "cancelled"]), z.literal("all"), z.literal("")], {
      error: "tab must be all, open, completed or cancelled",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type TranslatorJobsQuery = z.infer<typeof translatorJobsQuerySchema>;

/** One page of jobs, with how many jobs each group holds (the tab labels). */
export const translatorJobListSchema = pageSchema(translatorJobSummarySchema).extend({
  tabCounts: z.object({ open: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
});
export type TranslatorJobList = z.infer<typeof translatorJobListSchema>;

/** GET /api/translator/jobs/:id: the job with its documents; `workRefusal` says why nothing can be changed. */
export const translatorJobDetailSchema = translatorJobSummarySchema.extend({
  documents: z.array(jobDocumentSchema),
  /** The customer's revision comments on the order, oldest first. */
  revisionRequests: z.array(revisionRequestDtoSchema),
  workRefusal: z.string().nullable(),
  completionRefusal: z.string().nullable(),
  /** When the customer's files were deleted (docs/customer-files.md): no source download is offered; null while kept. */
  filesDeletedAt: z.string().nullable(),
});
export type TranslatorJobDetailDto = z.infer<typeof translatorJobDetailSchema>;

export const adminJobSchema = z.object({
  id: z.number().int(),
  translatorId: z.number().int(),
  translatorName: z.string(),
  translatorEmail: z.string(),
  status: z.enum(TRANSLATOR_JOB_STATUSES),
  assignedAt: z.string(),
  assignedByUsername: z.string().nullable(),
  completedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type AdminJobDto = z.infer<typeof adminJobSchema>;

export const assignableTranslatorSchema = z.object({
  translatorId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  languagePair: z.enum(TRANSLATION_DIRECTIONS),
  category: z.enum(TRANSLATOR_CATEGORIES),
  experienceYears: z.number().int(),
});
export type AssignableTranslatorDto = z.infer<typeof assignableTranslatorSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  translationId: z.number().int(),
  createdAt: z.string(),
  /** For online verification (docs/decisions/009-verifiable-certificates.md); null on certificates issued before it. */
  certificateNumber: z.string().nullable(),
  verificationCode: z.string().nullable(),
  notarized: z.boolean(),
  revokedAt: z.string().nullable(),
  revocationReason: z.string().nullable(),
  /**
   * Why the translation is a file beside the certified PDF rather than inside it (a DOCX on a server without
   * LibreOffice, docs/deliverable.md); null when the PDF holds it.
   */
  separateReason: z.string().nullable(),
});
export type CertificateDto = z.infer<typeof certificateSchema>;

/**
 * GET /api/admin/orders/:orderId/delivery: the production side of one order. Also the answer of POST
 * /api/admin/orders/:orderId/assignment and POST /api/admin/certificates/:id/revoke.
 */
export const adminOrderDeliverySchema = z.object({
  orderId: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  needsCertificate: z.boolean(),
  activeJob: adminJobSchema.nullable(),
  /** Jobs ended by a reassignment, newest first. */
  pastJobs: z.array(adminJobSchema),
  /** Approved, active translators with the order's language pair. */
  translators: z.array(assignableTranslatorSchema),
  /** Why no translator can be assigned now (e.g. the order is not in processing), or null. */
  assignmentRefusal: z.string().nullable(),
  documents: z.array(jobDocumentSchema),
  certificates: z.array(certificateSchema),
  /** Why the order cannot be marked completed yet, or null. */
  completionRefusal: z.string().nullable(),
});
export type AdminOrderDeliveryDto = z.infer<typeof adminOrderDeliverySchema>;
