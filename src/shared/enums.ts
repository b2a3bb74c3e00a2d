// Enumerations of the spec's data model. The database enums and every zod schema derive from these lists.

export const USER_ROLES = ["user", "admin", "translator"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ORDER_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders in these statuses are over: files start their retention, the thread its last 30 days, names freeze. */
export const CLOSED_ORDER_STATUSES = ["completed", "cancelled"] as const satisfies readonly OrderStatus[];
export function isClosedStatus(status: OrderStatus): boolean {
  return (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export const DOCUMENT_STATUSES = ["uploaded", "processing", "translated", "certified"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const TRANSLATION_STATUSES = ["uploaded", "processing", "translated", "certified"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SERVICE_TYPES = ["standard", "certified", "premium"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const TRANSLATION_DIRECTIONS = ["en-tr", "tr-en"] as const;
export type TranslationDirection = (typeof TRANSLATION_DIRECTIONS)[number];

export const TRANSLATOR_STATUSES = [
  "Pending",
  "Email Verified",
  "ID Verified",
  "ID Verification Failed",
  "Approved",
  "Rejected",
] as const;
export type TranslatorStatus = (typeof TRANSLATOR_STATUSES)[number];

export const TRANSLATOR_CATEGORIES = [
  "Legal",
  "Medical",
  "Financial",
  "Educational",
  "Technical",
  "Immigration/USCIS",
  "Business/Marketing",
] as const;
export type TranslatorCategory = (typeof TRANSLATOR_CATEGORIES)[number];

// "Cancelled": the order was cancelled or fully refunded while the job was open (docs/delivery.md, "Order lifecycle").
export const TRANSLATOR_JOB_STATUSES = ["Assigned", "In Progress", "Completed", "Cancelled"] as const;
export type TranslatorJobStatus = (typeof TRANSLATOR_JOB_STATUSES)[number];

export const SETTING_CATEGORIES = ["general", "email", "notification", "security", "payment"] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

/**
 * Where a document's word count comes from: its text, OCR of its scanned pages, the 250-words-a-page estimate, or
 * an agent who counted it (docs/ordering.md, "Word count review").
 */
export const WORD_COUNT_SOURCES = ["text", "scan", "estimated", "agent"] as const;
export type WordCountSource = (typeof WORD_COUNT_SOURCES)[number];

/** An estimated count waits for an agent ("needed") until one sets it ("confirmed"); null when it needs no review. */
export const WORD_COUNT_REVIEWS = ["needed", "confirmed"] as const;
export type WordCountReview = (typeof WORD_COUNT_REVIEWS)[number];

/**
 * Reading a document (counting its words, OCR of scans) runs after the file is stored (decision 021):
 * "pending" until read, "done" once counted, "failed" when the file could not be read.
 */
export const DOCUMENT_ANALYSIS_STATUSES = ["pending", "done", "failed"] as const;
export type DocumentAnalysisStatus = (typeof DOCUMENT_ANALYSIS_STATUSES)[number];
