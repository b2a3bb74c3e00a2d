import { describe, expect, it } from "vitest";
import {
  REVIEW_MESSAGES,
  customerStatusLabel,
  isDraftOverdue,
  nextReviewState,
  reviewCompletionRefusal,
  revisionRequestSchema,
  type ReviewEvent,
  type ReviewState,
} from "./draft-review";

const STATES: ReviewState[] = [null, "awaiting_review", "revision_requested", "approved"];
const EVENTS: ReviewEvent[] = ["deliver", "request_revision", "approve", "auto_approve"];

const ALLOWED: Record<string, string> = {
  "null>deliver": "awaiting_review",
  "revision_requested>deliver": "awaiting_review",
  "awaiting_review>deliver": "awaiting_review",
  "approved>deliver": "awaiting_review",
  "awaiting_review>request_revision": "revision_requested",
  "awaiting_review>approve": "approved",
  "awaiting_review>auto_approve": "approved",
};

describe("nextReviewState", () => {
  for (const state of STATES) {
    for (const event of EVENTS) {
      const key = `${state}>${event}`;
      const expected = ALLOWED[key];
      it(`${expected ? "allows" : "refuses"} ${event} from ${state}`, () => {
        const result = nextReviewState(state, event);
        if (expected) expect(result).toEqual({ state: expected });
        else expect(result).toHaveProperty("refusal");
      });
    }
  }

  it("names the reason of a refusal", () => {
    expect(nextReviewState("approved", "approve")).toEqual({ refusal: REVIEW_MESSAGES.alreadyApproved });
    expect(nextReviewState(null, "approve")).toEqual({ refusal: REVIEW_MESSAGES.notAwaitingReview });
    expect(nextReviewState("revision_requested", "request_revision")).toEqual({
      refusal: REVIEW_MESSAGES.notAwaitingReview,
    });
    expect(nextReviewState("approved", "auto_approve")).toEqual({ refusal: REVIEW_MESSAGES.alreadyApproved });
  });
});

describe("isDraftOverdue", () => {
  const delivered = new Date("2026-03-02T15:30:00Z");
  it("is false before 5 days and true from exactly 5 days", () => {
    expect(isDraftOverdue(delivered, new Date("2026-03-07T15:29:59Z"))).toBe(false);
    expect(isDraftOverdue(delivered, new Date("2026-03-07T15:30:00Z"))).toBe(true);
    expect(isDraftOverdue(null, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("reviewCompletionRefusal and labels", () => {
  it("needs an approved draft for an order with documents only", () => {
    expect(reviewCompletionRefusal({ documentCount: 0, reviewStatus: null })).toBeNull();
    expect(reviewCompletionRefusal({ documentCount: 1, reviewStatus: "approved" })).toBeNull();
    expect(reviewCompletionRefusal({ documentCount: 1, reviewStatus: "awaiting_review" })).toBe(
      REVIEW_MESSAGES.notApproved,
    );
    expect(reviewCompletionRefusal({ documentCount: 2, reviewStatus: null })).toBe(REVIEW_MESSAGES.notApproved);
  });

  it("labels a processing order waiting for the customer", () => {
    expect(customerStatusLabel("processing", "awaiting_review")).toBe("Ready for your review");
    expect(customerStatusLabel("processing", null)).toBe("processing");
    expect(customerStatusLabel("completed", "approved")).toBe("completed");
  });
});

describe("revisionRequestSchema", () => {
  it("needs at least one revision with a comment of at most 2000 characters", () => {
    expect(revisionRequestSchema.safeParse({ revisions: [] }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.revisionRequired,
    );
    expect(
      revisionRequestSchema.safeParse({ revisions: [{ documentId: 1, comment: "  " }] }).error?.issues[0]?.message,
    ).toBe(REVIEW_MESSAGES.commentRequired);
    expect(
      revisionRequestSchema.safeParse({ revisions: [{ documentId: 1, comment: "x".repeat(2001) }] }).error?.issues[0]
        ?.message,
    ).toBe(REVIEW_MESSAGES.commentTooLong);
    expect(revisionRequestSchema.parse({ revisions: [{ documentId: "3", comment: " Fix the date " }] })).toEqual({
      revisions: [{ documentId: 3, comment: "Fix the date" }],
    });
  });
});
