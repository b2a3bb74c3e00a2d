import { z } from "zod";
import { errorText } from "./error-codes";

// The customer's review of a delivered draft (docs/delivery.md, "Customer review").
// none → awaiting_review (translator delivers) → revision_requested (customer) → awaiting_review (new delivery) …
// → approved (customer, or automatically 5 days after delivery). Pure: the server enforces it, the client explains.

export const REVIEW_STATUSES = ["awaiting_review", "revision_requested", "approved"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** null: no draft delivered yet. */
export type ReviewState = ReviewStatus | null;

export type ReviewEvent = "deliver" | "request_revision" | "approve" | "auto_approve";

export const REVIEW_MESSAGES = {
  notAwaitingReview: errorText("NOT_AWAITING_REVIEW"),
  alreadyApproved: errorText("ALREADY_APPROVED"),
  notApproved: "The customer has not approved the draft yet",
  revisionRequired: errorText("REVISION_REQUIRED"),
  commentRequired: errorText("COMMENT_REQUIRED"),
  commentTooLong: errorText("COMMENT_TOO_LONG"),
  unknownDocument: errorText("DOCUMENT_NOT_FOUND"),
} as const;

export const AUTO_APPROVAL_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The state after the event, or the refusal message. */
export function nextReviewState(state: ReviewState, event: ReviewEvent): { state: ReviewStatus } | { refusal: string } {
  switch (event) {
    case "deliver":
      // Always a new draft to review: the first delivery, one after a revision, or one by a translator the admin
      // reassigned the order to (even after an approval: reworked files need the customer's approval again).
      return { state: "awaiting_review" };
    case "request_revision":
    case "approve":
    case "auto_approve":
      if (state === "awaiting_review")
        return { state: event === "request_revision" ? "revision_requested" : "approved" };
      return { refusal: state === "approved" ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.notAwaitingReview };
  }
}

/** True once AUTO_APPROVAL_DAYS have passed since the draft was delivered. */
export function isDraftOverdue(draftDeliveredAt: Date | string | null, now: Date): boolean {
  if (!draftDeliveredAt) return false;
  return now.getTime() - new Date(draftDeliveredAt).getTime() >= AUTO_APPROVAL_DAYS * DAY_MS;
}

/** When an awaiting draft will be approved automatically. */
export function autoApprovalDate(draftDeliveredAt: Date | string): Date {
  return new Date(new Date(draftDeliveredAt).getTime() + AUTO_APPROVAL_DAYS * DAY_MS);
}

/** The admin may complete an order with documents only once its draft is approved. */
export function reviewCompletionRefusal(options: { documentCount: number; reviewStatus: ReviewState }): string | null {
  if (options.documentCount === 0 || options.reviewStatus === "approved") return null;
  return REVIEW_MESSAGES.notApproved;
}

/** The customer's status label: "Ready for your review" while a draft waits for them. */
export function customerStatusLabel(status: string, reviewStatus: ReviewState): string {
  if (status === "processing" && reviewStatus === "awaiting_review") return "Ready for your review";
  if (status === "processing" && reviewStatus === "revision_requested") return "Revision requested";
  return status;
}

/** POST /api/orders/:id/review/revisions */
export const revisionRequestSchema = z.object({
  revisions: z
    .array(
      z.object({
        documentId: z.coerce
          .number({ error: REVIEW_MESSAGES.unknownDocument })
          .int()
          .positive(REVIEW_MESSAGES.unknownDocument),
        comment: z
          .string({ error: REVIEW_MESSAGES.commentRequired })
          .trim()
          .min(1, REVIEW_MESSAGES.commentRequired)
          .max(2000, REVIEW_MESSAGES.commentTooLong),
      }),
      { error: REVIEW_MESSAGES.revisionRequired },
    )
    .min(1, REVIEW_MESSAGES.revisionRequired),
});
export type RevisionRequestInput = z.input<typeof revisionRequestSchema>;

export const revisionRequestDtoSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  jobId: z.number().int().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type RevisionRequestDto = z.infer<typeof revisionRequestDtoSchema>;
