import type { OrderStatus, ServiceType, TranslationDirection, TranslatorJobStatus, TranslatorStatus } from "./enums";
import { jobTransitionRefusal } from "./order-transitions";
import { ORDER_CAPABILITY_MESSAGES, orderRefusal } from "./order-capabilities";
import englishOrders from "./i18n/catalogs/en/orders";

// Who may translate an order, and when a job and an order count as finished.
// Pure rules: the admin screen uses them to explain, the server enforces them (docs/delivery.md).

export const ASSIGNMENT_MESSAGES = {
  orderNotProcessing: ORDER_CAPABILITY_MESSAGES.assignNotProcessing,
  translatorNotApproved: "Only approved translators can be assigned",
  translatorWithoutAccount: "This translator has no active account",
  languagePairMismatch: "The translator's language pair does not match the order's translation direction",
  alreadyAssigned: "This translator is already assigned to the order",
} as const;

export const JOB_MESSAGES = {
  jobEnded: "This job has been reassigned",
  jobCompleted: "This job is already completed",
  jobCancelled: "This order has been cancelled; no further work is needed",
  orderNotProcessing: "This order is no longer in processing",
  missingTranslations: "Upload a translation for every document before completing the job",
} as const;

export const COMPLETION_MESSAGES = {
  noCompletedJob: "The order can only be completed once its translator has completed the job",
  missingTranslations: "Every document needs a translation before the order can be completed",
} as const;

export type AssignmentOrder = { status: OrderStatus; translationDirection: TranslationDirection };

export type AssignmentCandidate = {
  status: TranslatorStatus;
  languagePair: TranslationDirection;
  /** The translator's user account: null when none is linked. */
  user: { disabled: boolean } | null;
};

/** Why this translator cannot be given this order, or null when the assignment is allowed. */
export function assignmentRefusal(order: AssignmentOrder, translator: AssignmentCandidate): string | null {
  const notNow = orderRefusal(order, "assign_translator");
  if (notNow) return notNow.message;
  if (translator.status !== "Approved") return ASSIGNMENT_MESSAGES.translatorNotApproved;
  if (!translator.user || translator.user.disabled) return ASSIGNMENT_MESSAGES.translatorWithoutAccount;
  if (translator.languagePair !== order.translationDirection) return ASSIGNMENT_MESSAGES.languagePairMismatch;
  return null;
}

/**
 * Assigning again while a job is active ends that job (reassignment). Giving the same translator a job they
 * still hold open is refused (a double click must not restart their work); once they completed it, assigning
 * them again reopens the work as a new job.
 */
export function reassignmentRefusal(
  activeJob: { translatorId: number; status: TranslatorJobStatus } | null,
  translatorId: number,
): string | null {
  if (activeJob && activeJob.translatorId === translatorId && activeJob.status !== "Completed")
    return ASSIGNMENT_MESSAGES.alreadyAssigned;
  return null;
}

/** The translators the admin can choose from for the order. */
export function eligibleTranslators<T extends AssignmentCandidate>(order: AssignmentOrder, candidates: T[]): T[] {
  return candidates.filter((candidate) => assignmentRefusal({ ...order, status: "processing" }, candidate) === null);
}

/** Documents of the order that have no translation yet (empty when each has one). */
export function untranslatedDocuments(documentIds: number[], translatedDocumentIds: Iterable<number>): number[] {
  const translated = new Set(translatedDocumentIds);
  return documentIds.filter((id) => !translated.has(id));
}

export type JobState = { status: TranslatorJobStatus; ended: boolean; orderStatus: OrderStatus };

/** Why the translator cannot change this job now (upload or complete), or null. */
export function jobWorkRefusal(job: JobState): string | null {
  if (job.ended) return JOB_MESSAGES.jobEnded;
  if (job.status === "Cancelled") return JOB_MESSAGES.jobCancelled;
  if (job.status === "Completed") return JOB_MESSAGES.jobCompleted;
  if (job.orderStatus !== "processing") return JOB_MESSAGES.orderNotProcessing;
  return null;
}

/** The translator's "mark job completed": the job is open and every document has a translation. */
export function jobCompletionRefusal(job: JobState, missingDocumentIds: number[]): string | null {
  return jobWorkRefusal(job) ?? (missingDocumentIds.length > 0 ? JOB_MESSAGES.missingTranslations : null);
}

/** A translator's first upload starts the job (the job table's Assigned → In Progress, shared/order-transitions.ts). */
export function jobStatusAfterUpload(status: TranslatorJobStatus): TranslatorJobStatus {
  return jobTransitionRefusal(status, "In Progress", "translator") === null ? "In Progress" : status;
}

/**
 * The admin's move to completed. An order with documents needs its active job Completed and a translation
 * for every document; an order without documents has nothing to deliver, so the rule does not apply
 * (every paid order has at least one document: paying requires it).
 */
export function orderCompletionRefusal(options: {
  documentCount: number;
  missingDocumentIds: number[];
  activeJobStatus: TranslatorJobStatus | null;
}): string | null {
  if (options.documentCount === 0) return null;
  if (options.activeJobStatus !== "Completed") return COMPLETION_MESSAGES.noCompletedJob;
  if (options.missingDocumentIds.length > 0) return COMPLETION_MESSAGES.missingTranslations;
  return null;
}

/** Certified and premium orders are delivered with a Certificate of Translation Accuracy per document. */
export function needsCertificate(serviceType: ServiceType): boolean {
  return serviceType === "certified" || serviceType === "premium";
}

const LANGUAGE_NAMES = { en: "English", tr: "Turkish" } as const;

/** The source and target language names of a direction: tr-en is Turkish → English. */
export function directionLanguages(direction: TranslationDirection): { source: string; target: string } {
  const [from, to] = direction.split("-") as [keyof typeof LANGUAGE_NAMES, keyof typeof LANGUAGE_NAMES];
  return { source: LANGUAGE_NAMES[from], target: LANGUAGE_NAMES[to] };
}

/** The plan's name as the site shows it ("Certified"), for the translators' e-mails; never the enum value. */
export function serviceLabel(type: string): string {
  return (englishOrders.service as Record<string, string>)[type] ?? type;
}

/** "Turkish into English" for tr-en. */
export function languagePairLabel(direction: TranslationDirection): string {
  const { source, target } = directionLanguages(direction);
  return `${source} into ${target}`;
}
