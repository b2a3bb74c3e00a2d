import type { OrderStatus } from "./enums";
import type { FulfilmentStep } from "./fulfilment";
import { ORDER_TRANSITIONS } from "./order-transitions";
import { errorText } from "./error-codes";

// "Delete my account" (docs/security.md, "Deleting an account"): refused while an order is in progress, because
// the work, the money or the parcel still needs the customer's details. This file decides what "in progress" means;
// the server refuses with it (src/server/account-deletion/find-orders-in-progress.ts) and Account Settings explains it.

/** Why an order holds the account, each with what the customer can do about it. */
export const IN_PROGRESS_REASONS = [
  "awaiting_payment",
  "in_work",
  "being_delivered",
  "cancellation_requested",
  "refund_pending",
] as const;
export type InProgressReason = (typeof IN_PROGRESS_REASONS)[number];

/** What the rule reads of one order; the server loads it under the order's row lock. */
export type OrderProgressFacts = {
  status: OrderStatus;
  /** The fulfilment steps the order has (shared/fulfilment.ts fulfilmentSteps) and those recorded so far. */
  fulfilmentSteps: readonly FulfilmentStep[];
  recordedSteps: readonly FulfilmentStep[];
  /** A cancellation request the agency has not answered yet. */
  openCancellationRequest: boolean;
  /** A refund the card processor has not settled yet. */
  pendingRefund: boolean;
};

/**
 * Statuses the order can still move on from other than by being cancelled: the transition table's forward moves
 * (today pending → processing and processing → completed). A status that can only end in a cancellation (completed,
 * by a refund after delivery) or nowhere (cancelled) is settled.
 */
export const MOVING_STATUSES: ReadonlySet<OrderStatus> = new Set(
  ORDER_TRANSITIONS.filter((row) => row.to !== "cancelled").map((row) => row.from),
);

/** Why the order keeps its customer's account open, or null when it is settled. */
export function orderInProgressReason(facts: OrderProgressFacts): InProgressReason | null {
  if (facts.openCancellationRequest) return "cancellation_requested";
  if (facts.pendingRefund) return "refund_pending";
  if (MOVING_STATUSES.has(facts.status)) return facts.status === "pending" ? "awaiting_payment" : "in_work";
  // A completed order whose printed copy is still on its way needs the shipping address until it arrives.
  if (facts.status === "completed" && facts.fulfilmentSteps.some((step) => !facts.recordedSteps.includes(step)))
    return "being_delivered";
  return null;
}

export const ACCOUNT_DELETION_MESSAGES = {
  deleted: "Your account has been deleted",
  ordersInProgress: errorText("ORDERS_IN_PROGRESS"),
  customersOnly: errorText("ACCOUNT_CUSTOMERS_ONLY"),
  alreadyDeleted: errorText("ACCOUNT_ALREADY_DELETED"),
  passwordRequired: errorText("DELETE_PASSWORD_REQUIRED"),
} as const;

/** The stable code of the 409 refusal; its `orders` list the blocking orders. */
export const ORDERS_IN_PROGRESS_CODE = "ORDERS_IN_PROGRESS";

// What is left of a deleted customer: the row stays (orders, payments and refunds point at it, and the accounts
// keep them), with these in place of the username and e-mail. ':' is refused in both by the sign-up and Edit User
// rules, so no living account can ever hold them and block a deletion.
const DELETED_USERNAME = /^deleted:(\d+)$/;

export function deletedAccountUsername(userId: number): string {
  return `deleted:${userId}`;
}

export function deletedAccountEmail(userId: number): string {
  return `deleted:${userId}@deleted.invalid`;
}

/** The user id of a deleted account's username, or null for a living account. */
export function deletedAccountId(username: string): number | null {
  const match = DELETED_USERNAME.exec(username);
  return match ? Number(match[1]) : null;
}

/** How receipts and the admin screens name a deleted customer (admin screens are English). */
export function deletedCustomerLabel(userId: number): string {
  return `Deleted customer #${userId}`;
}

/** What a screen, an export or a receipt shows of an account. */
export type ShownAccount = {
  /** "Ayşe Yılmaz", the username when no name is stored, or "Deleted customer #4". */
  name: string;
  /** null for a deleted account: its placeholder username and address are nobody's and never shown. */
  username: string | null;
  email: string | null;
  deleted: boolean;
};

/**
 * The one way every admin screen, CSV export, receipt and e-mail names an account: a deleted customer is "Deleted
 * customer #4" (as their goodbye e-mail promised), never "deleted:4" or "deleted:4@deleted.invalid".
 */
export function shownAccount(account: {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email?: string;
}): ShownAccount {
  const deletedId = deletedAccountId(account.username);
  if (deletedId !== null) return { name: deletedCustomerLabel(deletedId), username: null, email: null, deleted: true };
  const name = [account.firstName, account.lastName].filter((part) => part?.trim()).join(" ");
  return { name: name || account.username, username: account.username, email: account.email ?? null, deleted: false };
}
