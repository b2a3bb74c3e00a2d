import { z } from "zod";
import { revisionRequestDtoSchema } from "../draft-review";
import {
  ORDER_STATUSES,
  SERVICE_TYPES,
  TRANSLATION_DIRECTIONS,
  TRANSLATOR_JOB_STATUSES,
  type OrderStatus,
  type TranslationDirection,
  type TranslatorCategory,
  type TranslatorJobStatus,
} from "../enums";
import { pageQuerySchema, pageSchema } from "./pagination";

// Translator jobs, translated files and certificates (docs/delivery.md).

export const CHOOSE_TRANSLATOR_MESSAGE = "Please choose a translator";

/** POST /api/admin/orders/:orderId/assignment */
export const assignTranslatorSchema = z.object({
  translatorId: z.coerce.number({ error: CHOOSE_TRANSLATOR_MESSAGE }).int(CHOOSE_TRANSLATOR_MESSAGE).positive(CHOOSE_TRANSLATOR_MESSAGE),
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
export const translatorJobTab = (status: TranslatorJobStatus): TranslatorJobTab => (status === "Completed" ? "completed" : status === "Cancelled" ? "cancelled" : "open");

/** GET /api/translator/jobs?tab=&limit=&cursor= : the translator's current jobs, newest first; tab 'all' or empty: every group. */
export const translatorJobsQuerySchema = pageQuerySchema.extend({
  tab: z
    .union([z.enum(["open", "completed", "cancelled"]), z.literal("all"), z.literal("")], { error: "tab must be all, open, completed or cancelled" })
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
});
export type TranslatorJobDetailDto = z.infer<typeof translatorJobDetailSchema>;

export type AdminJobDto = {
  id: number;
  translatorId: number;
  translatorName: string;
  translatorEmail: string;
  status: TranslatorJobStatus;
  assignedAt: string;
  assignedByUsername: string | null;
  completedAt: string | null;
  endedAt: string | null;
};

export type AssignableTranslatorDto = {
  translatorId: number;
  fullName: string;
  email: string;
  languagePair: TranslationDirection;
  category: TranslatorCategory;
  experienceYears: number;
};

export type CertificateDto = {
  id: number;
  documentId: number;
  translationId: number;
  createdAt: string;
  /** For online verification (docs/decisions/009-verifiable-certificates.md); null on certificates issued before it. */
  certificateNumber: string | null;
  verificationCode: string | null;
  notarized: boolean;
  revokedAt: string | null;
  revocationReason: string | null;
};

/** GET /api/admin/orders/:orderId/delivery: the production side of one order. */
export type AdminOrderDeliveryDto = {
  orderId: number;
  orderStatus: OrderStatus;
  needsCertificate: boolean;
  activeJob: AdminJobDto | null;
  /** Jobs ended by a reassignment, newest first. */
  pastJobs: AdminJobDto[];
  /** Approved, active translators with the order's language pair. */
  translators: AssignableTranslatorDto[];
  /** Why no translator can be assigned now (e.g. the order is not in processing), or null. */
  assignmentRefusal: string | null;
  documents: JobDocumentDto[];
  certificates: CertificateDto[];
  /** Why the order cannot be marked completed yet, or null. */
  completionRefusal: string | null;
};
