import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./enums";
import {
  JOB_TRANSITIONS,
  JOB_TRANSITION_MESSAGES,
  type JobActor,
  type JobState,
  type OrderActor,
  type OrderFacts,
  PRECONDITION_MESSAGES,
  TRANSITION_MESSAGES,
  jobStatesInto,
  jobTransitionRefusal,
  paymentState,
  statusMoveOptions,
  transitionRefusal,
} from "./order-transitions";

const ACTORS: OrderActor[] = ["admin", "customer", "system"];

/** Everything a move could ask for holds. */
const READY: OrderFacts = {
  paymentState: "paid",
  documentCount: 2,
  activeJobStatus: "Completed",
  untranslatedCount: 0,
  reviewStatus: "approved",
};

// The expected table, written out by hand: every (from, to) pair and who may make it when all preconditions hold.
const EXPECTED: Record<string, OrderActor[]> = {
  "pending>processing": ["admin", "system"],
  "pending>cancelled": ["admin", "customer"],
  "processing>completed": ["admin", "system"],
  "processing>cancelled": ["admin"],
  "completed>cancelled": ["admin"],
};

describe("order transition table: every (from, to, who)", () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      for (const who of ACTORS) {
        const allowed = EXPECTED[`${from}>${to}`]?.includes(who) ?? false;
        it(`${from} → ${to} by ${who}: ${allowed ? "allowed" : "refused"}`, () => {
          const refusal = transitionRefusal({ from, to, who, facts: READY });
          if (allowed) expect(refusal).toBeNull();
          else if (from === to) expect(refusal).toBe(TRANSITION_MESSAGES.sameStatus(to));
          else if (!EXPECTED[`${from}>${to}`]) expect(refusal).toBe(TRANSITION_MESSAGES.notAllowed(from, to));
          else expect(refusal).toBe(TRANSITION_MESSAGES.notYours(from, to, who));
        });
      }
    }
  }
});

describe("preconditions", () => {
  const move = (from: OrderStatus, to: OrderStatus, facts: Partial<OrderFacts>) =>
    transitionRefusal({ from, to, who: "admin", facts: { ...READY, ...facts } });

  it("an unpaid or fully refunded order cannot go to processing", () => {
    expect(move("pending", "processing", { paymentState: "unpaid" })).toBe(PRECONDITION_MESSAGES.paid);
    expect(move("pending", "processing", { paymentState: "refunded" })).toBe(PRECONDITION_MESSAGES.paid);
    expect(move("pending", "processing", { paymentState: "partly_refunded" })).toBeNull();
  });

  it("processing needs documents", () => {
    expect(move("pending", "processing", { documentCount: 0 })).toBe(PRECONDITION_MESSAGES.documents);
  });

  it("completion needs the job completed, every translation and the approved review, in that order", () => {
    expect(move("processing", "completed", { activeJobStatus: "In Progress" })).toBe(
      PRECONDITION_MESSAGES.job_completed,
    );
    expect(move("processing", "completed", { activeJobStatus: null })).toBe(PRECONDITION_MESSAGES.job_completed);
    expect(move("processing", "completed", { untranslatedCount: 1 })).toBe(PRECONDITION_MESSAGES.translations);
    expect(move("processing", "completed", { reviewStatus: "awaiting_review" })).toBe(
      PRECONDITION_MESSAGES.review_approved,
    );
    expect(move("processing", "completed", { paymentState: "refunded" })).toBe(PRECONDITION_MESSAGES.paid);
  });

  it("cancelling needs nothing", () => {
    expect(
      move("processing", "cancelled", { paymentState: "unpaid", activeJobStatus: "Assigned", reviewStatus: null }),
    ).toBeNull();
  });
});

describe("forced moves", () => {
  const force = { reason: "Customer asked on the phone" };

  it("let an admin make a move outside the table, keeping the payment precondition", () => {
    expect(transitionRefusal({ from: "cancelled", to: "processing", who: "admin", facts: READY, force })).toBeNull();
    expect(
      transitionRefusal({
        from: "processing",
        to: "completed",
        who: "admin",
        facts: { ...READY, reviewStatus: "awaiting_review" },
        force,
      }),
    ).toBeNull();
    expect(
      transitionRefusal({
        from: "cancelled",
        to: "processing",
        who: "admin",
        facts: { ...READY, paymentState: "refunded" },
        force,
      }),
    ).toBe(PRECONDITION_MESSAGES.paid);
    expect(
      transitionRefusal({
        from: "cancelled",
        to: "pending",
        who: "admin",
        facts: { ...READY, paymentState: "refunded" },
        force,
      }),
    ).toBeNull();
  });

  it("need an admin and a reason", () => {
    expect(transitionRefusal({ from: "cancelled", to: "processing", who: "customer", facts: READY, force })).toBe(
      TRANSITION_MESSAGES.forceNeedsAdmin,
    );
    expect(
      transitionRefusal({ from: "cancelled", to: "processing", who: "admin", facts: READY, force: { reason: "  " } }),
    ).toBe(TRANSITION_MESSAGES.forceNeedsReason);
  });
});

describe("statusMoveOptions", () => {
  it("offers the admin the table's moves with the reason a blocked one waits", () => {
    expect(statusMoveOptions("processing", "admin", { ...READY, reviewStatus: "awaiting_review" })).toEqual([
      { to: "completed", refusal: PRECONDITION_MESSAGES.review_approved },
      { to: "cancelled", refusal: null },
    ]);
    expect(statusMoveOptions("cancelled", "admin", READY)).toEqual([]);
    expect(statusMoveOptions("pending", "customer", READY)).toEqual([{ to: "cancelled", refusal: null }]);
  });
});

describe("paymentState", () => {
  it("names the four states", () => {
    expect(paymentState({ paidCents: 0, refundedCents: 0 })).toBe("unpaid");
    expect(paymentState({ paidCents: 5000, refundedCents: 0 })).toBe("paid");
    expect(paymentState({ paidCents: 5000, refundedCents: 1000 })).toBe("partly_refunded");
    expect(paymentState({ paidCents: 5000, refundedCents: 5000 })).toBe("refunded");
  });
});

describe("job table: every (from, to, who)", () => {
  const STATES: JobState[] = [
    "Offered",
    "Declined",
    "Lapsed",
    "Withdrawn",
    "Assigned",
    "In Progress",
    "Completed",
    "Cancelled",
  ];
  const WHO: JobActor[] = ["admin", "translator", "customer", "system"];
  const JOB_EXPECTED: Record<string, JobActor[]> = {
    "Offered>Assigned": ["admin", "translator"],
    "Offered>Declined": ["translator"],
    "Offered>Lapsed": ["system"],
    "Offered>Withdrawn": ["admin", "system"],
    "Assigned>In Progress": ["translator"],
    "In Progress>Completed": ["translator"],
    "Completed>In Progress": ["customer"],
    "Assigned>Cancelled": ["admin", "system"],
    "In Progress>Cancelled": ["admin", "system"],
  };
  for (const from of STATES) {
    for (const to of STATES) {
      for (const who of WHO) {
        const allowed = JOB_EXPECTED[`${from}>${to}`]?.includes(who) ?? false;
        it(`${from} → ${to} by ${who}: ${allowed ? "allowed" : "refused"}`, () => {
          const refusal = jobTransitionRefusal(from, to, who);
          if (allowed) expect(refusal).toBeNull();
          else if (!JOB_EXPECTED[`${from}>${to}`]) expect(refusal).toBe(JOB_TRANSITION_MESSAGES.notAllowed(from, to));
          else expect(refusal).toBe(JOB_TRANSITION_MESSAGES.notYours(from, to, who));
        });
      }
    }
  }

  it("closes open jobs only when an order is cancelled; an answered offer never moves again", () => {
    expect(jobStatesInto("Cancelled", "system")).toEqual(["Assigned", "In Progress"]);
    for (const outcome of ["Declined", "Lapsed", "Withdrawn"] as const)
      expect(JOB_TRANSITIONS.filter((row) => row.from === outcome)).toEqual([]);
  });
});
