import { z } from "zod";
import type { RevisionRequestDto } from "../draft-review";
import type { OrderStatus, ServiceType, TranslationDirection, TranslatorCategory, TranslatorJobStatus } from "../enums";

// Issue 7: translator jobs, translated files and certificates (docs/delivery.md).

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
export type JobDocumentDto = {
  id: number;
  originalFilename: string;
  fileType: string;
  fileSize: number;
  wordCount: number;
  current: TranslationVersionDto | null;
  versions: TranslationVersionDto[];
};

/** A row of the translator's job list. */
export type TranslatorJobSummaryDto = {
  id: number;
  orderId: number;
  status: TranslatorJobStatus;
  orderStatus: OrderStatus;
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  wordCount: number;
  isRush: boolean;
  documentCount: number;
  translatedCount: number;
  /** The order's estimated delivery date. */
  dueDate: string | null;
  assignedAt: string;
  completedAt: string | null;
};

/** GET /api/translator/jobs/:id: the job with its documents; `workRefusal` says why nothing can be changed. */
export type TranslatorJobDetailDto = TranslatorJobSummaryDto & {
  documents: JobDocumentDto[];
  /** Issue 9: the customer's revision comments on the order, oldest first. */
  revisionRequests: RevisionRequestDto[];
  workRefusal: string | null;
  completionRefusal: string | null;
};

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
  /** Issue 17 (null on certificates issued before online verification). */
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
