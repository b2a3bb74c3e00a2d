import type { OrderStatus, TranslatorJobStatus } from "./enums";
import type { ReviewState } from "./draft-review";

// The one table of order-status moves (docs/decisions/006-order-transition-table.md). The server refuses every move the table
// does not allow (src/server/orders/change-order-status.ts); the admin screens offer only the moves it allows.
// docs/delivery.md ("Order lifecycle") explains each row.

export type OrderActor = "admin" | "customer" | "system";

/** How an order's payments stand: the same words on every admin screen. */
export const PAYMENT_STATES = ["unpaid", "paid", "partly_refunded", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
};

/** Cents charged and cents given back → the payment state. */
export function paymentState(money: { paidCents: number; refundedCents: number }): PaymentState {
  if (money.paidCents <= 0) return "unpaid";
  if (money.refundedCents <= 0) return "paid";
  return money.refundedCents >= money.paidCents ? "refunded" : "partly_refunded";
}

/** What the preconditions look at; the server loads it under the order's row lock. */
export type OrderFacts = {
  paymentState: PaymentState;
  documentCount: number;
  /** The active (not reassigned) translator job's status; null when nobody is assigned. */
  activeJobStatus: TranslatorJobStatus | null;
  /** Documents without a translation yet. */
  untranslatedCount: number;
  reviewStatus: ReviewState;
};

export type Precondition = "paid" | "documents" | "job_completed" | "translations" | "review_approved";

export const PRECONDITION_MESSAGES: Record<Precondition, string> = {
  paid: "The order has not been paid (or its payment was refunded)",
  documents: "The order has no documents",
  job_completed: "The order can only be completed once its translator has completed the job",
  translations: "Every document needs a translation before the order can be completed",
  review_approved: "The customer has not approved the draft yet",
};

/** Money cannot be overridden: a forced move still needs a paid order where the row asks for one. */
const FORCE_KEEPS: ReadonlySet<Precondition> = new Set(["paid"]);

export function preconditionHolds(precondition: Precondition, facts: OrderFacts): boolean {
  switch (precondition) {
    case "paid":
      return facts.paymentState === "paid" || facts.paymentState === "partly_refunded";
    case "documents":
      return facts.documentCount > 0;
    case "job_completed":
      return facts.activeJobStatus === "Completed";
    case "translations":
      return facts.untranslatedCount === 0;
    case "review_approved":
      return facts.reviewStatus === "approved";
  }
}

export type OrderTransition = {
  from: OrderStatus;
  to: OrderStatus;
  who: readonly OrderActor[];
  requires: readonly Precondition[];
  why: string;
};

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    from: "pending",
    to: "processing",
    who: ["system", "admin"],
    requires: ["paid", "documents"],
    why: "Payment received",
  },
  { from: "pending", to: "cancelled", who: ["customer", "admin"], requires: [], why: "Withdrawn before payment" },
  {
    from: "processing",
    to: "completed",
    who: ["system", "admin"],
    requires: ["paid", "documents", "job_completed", "translations", "review_approved"],
    why: "The customer approved the translation (or 5 days passed)",
  },
  { from: "processing", to: "cancelled", who: ["admin"], requires: [], why: "Cancellation approved or order refunded" },
  { from: "completed", to: "cancelled", who: ["admin"], requires: [], why: "Refund after delivery" },
];

export const TRANSITION_MESSAGES = {
  notAllowed: (from: OrderStatus, to: OrderStatus) => `An order cannot move from ${from} to ${to}`,
  notYours: (from: OrderStatus, to: OrderStatus, who: OrderActor) =>
    `The ${who} cannot move an order from ${from} to ${to}`,
  forceNeedsAdmin: "Only an administrator can force a status change",
  forceNeedsReason: "A forced status change needs a reason",
  sameStatus: (status: OrderStatus) => `The order is already ${status}`,
} as const;

export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((row) => row.from === from && row.to === to);
}

/**
 * Why `who` may not move the order from `from` to `to` now, or null. A forced move (admin only, with a reason)
 * skips the table's from/to and its work preconditions, never the payment one: an unpaid or refunded order
 * cannot be forced into processing or completed.
 */
export function transitionRefusal(options: {
  from: OrderStatus;
  to: OrderStatus;
  who: OrderActor;
  facts: OrderFacts;
  force?: { reason: string };
}): string | null {
  const { from, to, who, facts, force } = options;
  if (from === to) return TRANSITION_MESSAGES.sameStatus(to);
  if (force) {
    if (who !== "admin") return TRANSITION_MESSAGES.forceNeedsAdmin;
    if (!force.reason.trim()) return TRANSITION_MESSAGES.forceNeedsReason;
    const failing = forcedRequirements(to).find((precondition) => !preconditionHolds(precondition, facts));
    return failing ? PRECONDITION_MESSAGES[failing] : null;
  }
  const row = findTransition(from, to);
  if (!row) return TRANSITION_MESSAGES.notAllowed(from, to);
  if (!row.who.includes(who)) return TRANSITION_MESSAGES.notYours(from, to, who);
  const failing = row.requires.find((precondition) => !preconditionHolds(precondition, facts));
  return failing ? PRECONDITION_MESSAGES[failing] : null;
}

/** The preconditions a forced move into `to` keeps: those of any normal move into it that money decides. */
function forcedRequirements(to: OrderStatus): Precondition[] {
  const kept = new Set<Precondition>();
  for (const row of ORDER_TRANSITIONS)
    if (row.to === to) for (const p of row.requires) if (FORCE_KEEPS.has(p)) kept.add(p);
  return [...kept];
}

export type StatusMoveOption = { to: OrderStatus; refusal: string | null };

/** The moves the table offers `who` from `from`, each with why it is blocked now (null: allowed). */
export function statusMoveOptions(from: OrderStatus, who: OrderActor, facts: OrderFacts): StatusMoveOption[] {
  return ORDER_TRANSITIONS.filter((row) => row.from === from && row.who.includes(who)).map((row) => ({
    to: row.to,
    refusal: transitionRefusal({ from, to: row.to, who, facts }),
  }));
}

/** True when the job still expects work from the translator (so closing it must tell them). */
export function isOpenJob(status: TranslatorJobStatus | null): boolean {
  return status === "Assigned" || status === "In Progress";
}

// ---------------------------------------------------------------------------------------------------------------
// The job's states, in the same table form (docs/translators.md, "Offers"). An assignment starts as an offer the
// translator answers; accepting it (or the admin assigning directly, recorded as accepted on the translator's behalf)
// makes the job "Assigned". The offer's outcomes live on job_offers, the job's work on translator_jobs.

export const OFFER_OUTCOMES = ["Declined", "Lapsed", "Withdrawn"] as const;
export type JobState = "Offered" | (typeof OFFER_OUTCOMES)[number] | TranslatorJobStatus;
export type JobActor = "admin" | "translator" | "customer" | "system";
export type JobTransition = { from: JobState; to: JobState; who: readonly JobActor[]; why: string };

export const JOB_TRANSITIONS: readonly JobTransition[] = [
  {
    from: "Offered",
    to: "Assigned",
    who: ["translator", "admin"],
    why: "The translator accepted the offer (the admin's direct assignment accepts it on their behalf)",
  },
  { from: "Offered", to: "Declined", who: ["translator"], why: "The translator declined, with a reason" },
  { from: "Offered", to: "Lapsed", who: ["system"], why: "No answer by the reply deadline" },
  {
    from: "Offered",
    to: "Withdrawn",
    who: ["admin", "system"],
    why: "The order was offered or assigned to someone else, or left processing",
  },
  { from: "Assigned", to: "In Progress", who: ["translator"], why: "The first translation was uploaded" },
  { from: "In Progress", to: "Completed", who: ["translator"], why: "The draft was delivered" },
  { from: "Completed", to: "In Progress", who: ["customer"], why: "The customer asked for a revision" },
  { from: "Assigned", to: "Cancelled", who: ["admin", "system"], why: "The order was cancelled or refunded" },
  { from: "In Progress", to: "Cancelled", who: ["admin", "system"], why: "The order was cancelled or refunded" },
];

export const JOB_TRANSITION_MESSAGES = {
  notAllowed: (from: JobState, to: JobState) => `A job cannot move from ${from} to ${to}`,
  notYours: (from: JobState, to: JobState, who: JobActor) => `The ${who} cannot move a job from ${from} to ${to}`,
} as const;

/** Why `who` may not move a job (or offer) from `from` to `to`, or null. */
export function jobTransitionRefusal(from: JobState, to: JobState, who: JobActor): string | null {
  const row = JOB_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);
  if (!row) return JOB_TRANSITION_MESSAGES.notAllowed(from, to);
  return row.who.includes(who) ? null : JOB_TRANSITION_MESSAGES.notYours(from, to, who);
}

/** The states a job may leave for `to` by `who`: e.g. which jobs cancelling an order closes. */
export function jobStatesInto(to: JobState, who: JobActor): JobState[] {
  return JOB_TRANSITIONS.filter((row) => row.to === to && row.who.includes(who)).map((row) => row.from);
}
