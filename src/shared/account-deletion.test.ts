import { describe, expect, it } from "vitest";
import {
  deletedAccountEmail,
  deletedAccountId,
  deletedAccountUsername,
  deletedCustomerLabel,
  shownAccount,
  MOVING_STATUSES,
  orderInProgressReason,
  type OrderProgressFacts,
} from "./account-deletion";
import { ORDER_STATUSES } from "./enums";
import { registerSchema } from "./schemas/auth";

const SETTLED: Omit<OrderProgressFacts, "status"> = {
  fulfilmentSteps: [],
  recordedSteps: [],
  openCancellationRequest: false,
  pendingRefund: false,
};

describe("orderInProgressReason", () => {
  it("reads the forward moves of the transition table: pending and processing still move on", () => {
    expect([...MOVING_STATUSES].sort()).toEqual(["pending", "processing"]);
  });

  it("holds the account for each status as the table leaves it", () => {
    const byStatus = Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, orderInProgressReason({ ...SETTLED, status })]),
    );
    expect(byStatus).toEqual({ pending: "awaiting_payment", processing: "in_work", completed: null, cancelled: null });
  });

  it("holds a completed order until every fulfilment step it has is recorded", () => {
    const shipped = {
      ...SETTLED,
      status: "completed" as const,
      fulfilmentSteps: ["notarized", "shipped", "delivered"] as const,
    };
    expect(orderInProgressReason({ ...shipped, recordedSteps: ["notarized"] })).toBe("being_delivered");
    expect(orderInProgressReason({ ...shipped, recordedSteps: ["notarized", "shipped"] })).toBe("being_delivered");
    expect(orderInProgressReason({ ...shipped, recordedSteps: ["notarized", "shipped", "delivered"] })).toBeNull();
    // A cancelled order ships nothing.
    expect(orderInProgressReason({ ...shipped, status: "cancelled", recordedSteps: [] })).toBeNull();
  });

  it("holds any order with an unanswered cancellation request or an unsettled refund", () => {
    expect(orderInProgressReason({ ...SETTLED, status: "processing", openCancellationRequest: true })).toBe(
      "cancellation_requested",
    );
    expect(orderInProgressReason({ ...SETTLED, status: "completed", openCancellationRequest: true })).toBe(
      "cancellation_requested",
    );
    expect(orderInProgressReason({ ...SETTLED, status: "cancelled", pendingRefund: true })).toBe("refund_pending");
  });
});

describe("a deleted account's username and e-mail", () => {
  it("name the account and are read back", () => {
    expect(deletedAccountUsername(123)).toBe("deleted:123");
    expect(deletedAccountEmail(123)).toBe("deleted:123@deleted.invalid");
    expect(deletedAccountId("deleted:123")).toBe(123);
    expect(deletedAccountId("deleted-123")).toBeNull();
    expect(deletedAccountId("ayse")).toBeNull();
    expect(deletedCustomerLabel(123)).toBe("Deleted customer #123");
  });

  it("are never shown: every screen and export names the account through shownAccount", () => {
    const deleted = {
      firstName: null,
      lastName: null,
      username: deletedAccountUsername(4),
      email: deletedAccountEmail(4),
    };
    expect(shownAccount(deleted)).toEqual({ name: "Deleted customer #4", username: null, email: null, deleted: true });
    expect(shownAccount({ firstName: "Ayşe", lastName: " ", username: "ayse", email: "a@example.com" })).toEqual({
      name: "Ayşe",
      username: "ayse",
      email: "a@example.com",
      deleted: false,
    });
    expect(shownAccount({ firstName: null, lastName: null, username: "ayse" }).name).toBe("ayse");
  });

  it("can never be chosen at sign-up (or in Edit User, which has the same rules)", () => {
    const fields = { password: "secret-pass-1", firstName: "A", lastName: "B", acceptTerms: true };
    expect(
      registerSchema.safeParse({ ...fields, username: deletedAccountUsername(7), email: "a@example.com" }).success,
    ).toBe(false);
    expect(registerSchema.safeParse({ ...fields, username: "someone", email: deletedAccountEmail(7) }).success).toBe(
      false,
    );
    expect(registerSchema.safeParse({ ...fields, username: "someone", email: "a@example.com" }).success).toBe(true);
  });
});
