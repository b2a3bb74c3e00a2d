import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./enums";
import { isClosedStatus } from "./file-retention";
import { ORDER_TRANSITIONS, PAYMENT_STATES, type OrderFacts, preconditionHolds } from "./order-transitions";
import {
  ORDER_ACTIONS,
  ORDER_CAPABILITIES,
  ORDER_CAPABILITY_MESSAGES as M,
  type OrderAction,
  allowedUntil,
  isPaidState,
  orderAllows,
  orderRefusal,
  orderStateOf,
  statusAllows,
} from "./order-capabilities";

// The expected table, written out by hand: where each action is allowed, and whether a recorded payment refuses it.
const EXPECTED: Record<OrderAction, { statuses: OrderStatus[]; unpaidOnly: boolean }> = {
  add_document: { statuses: ["pending"], unpaidOnly: true },
  remove_document: { statuses: ["pending"], unpaidOnly: true },
  pay: { statuses: ["pending"], unpaidOnly: true },
  set_manual_price: { statuses: ["pending"], unpaidOnly: true },
  cancel: { statuses: ["pending"], unpaidOnly: false },
  request_cancellation: { statuses: ["processing"], unpaidOnly: false },
  assign_translator: { statuses: ["processing"], unpaidOnly: false },
  record_fulfilment: { statuses: ["processing", "completed"], unpaidOnly: false },
  delete_files: { statuses: ["completed", "cancelled"], unpaidOnly: false },
  edit_name_spellings: { statuses: ["pending", "processing"], unpaidOnly: false },
  post_message: { statuses: ["pending", "processing", "completed", "cancelled"], unpaidOnly: false },
  download_deliverable: { statuses: ["completed"], unpaidOnly: false },
  reprice: { statuses: ["pending"], unpaidOnly: true },
};

// The exact answers the routes gave before the table (tests/api keeps asserting them).
const REFUSED_STATUS: Record<OrderAction, (status: OrderStatus) => [string, number]> = {
  add_document: () => [M.addDocumentNotPending, 400],
  remove_document: () => [M.removeDocumentNotPending, 400],
  pay: () => ["Only pending orders can be paid", 400],
  set_manual_price: () => ["Only pending (unpaid) orders can be changed", 400],
  cancel: () => ["Only pending orders can be cancelled", 400],
  request_cancellation: (status) =>
    status === "pending"
      ? ["This order is not paid yet: you can cancel it directly", 400]
      : status === "completed"
        ? ["Completed orders cannot be cancelled", 400]
        : ["This order is already cancelled", 400],
  assign_translator: () => ["Only orders in processing can be assigned to a translator", 400],
  record_fulfilment: () => ["Fulfilment steps can only be recorded on paid orders in processing or completed", 400],
  delete_files: () => ["You can delete this order's files once it is completed or cancelled", 400],
  edit_name_spellings: () => ["The names can no longer be changed: the order is completed or cancelled", 400],
  post_message: () => ["unreachable: every status may post while the thread is open", 400],
  download_deliverable: () => ["File not found", 404],
  reprice: () => ["Only pending (unpaid) orders can be changed", 400],
};

const REFUSED_PAID: Partial<Record<OrderAction, [string, number]>> = {
  add_document: [M.documentsFrozen, 409],
  remove_document: [M.documentsFrozen, 409],
  pay: ["This order has already been paid", 400],
  set_manual_price: ["This order has already been paid", 400],
  reprice: ["This order has already been paid", 400],
};

// The time-bound rows also read when the order closed: here, just now (inside every window).
const justClosed = { closedAt: new Date(), now: new Date() };
const refusal = (action: OrderAction, status: OrderStatus, paid: boolean) => {
  const answer = orderRefusal({ status, paid, ...justClosed }, action);
  return answer && [answer.message, answer.httpStatus];
};

describe("order capability table: every (action, status, paid)", () => {
  it("has a row for each action and no other", () => {
    expect(ORDER_ACTIONS.toSorted()).toEqual(Object.keys(EXPECTED).toSorted());
  });

  for (const action of ORDER_ACTIONS) {
    for (const status of ORDER_STATUSES) {
      for (const paid of [false, true]) {
        const { statuses, unpaidOnly } = EXPECTED[action];
        const statusOk = statuses.includes(status);
        const allowed = statusOk && !(paid && unpaidOnly);
        it(`${action} on a ${paid ? "paid" : "unpaid"} ${status} order: ${allowed ? "allowed" : "refused"}`, () => {
          expect(orderAllows({ status, paid, ...justClosed }, action)).toBe(allowed);
          if (allowed) return expect(refusal(action, status, paid)).toBeNull();
          // Both refuse: the payment is told first for pay only.
          const paidFirst = paid && unpaidOnly && (!statusOk ? action === "pay" : true);
          expect(refusal(action, status, paid)).toEqual(
            paidFirst ? REFUSED_PAID[action] : REFUSED_STATUS[action](status),
          );
        });
      }
    }
  }

  it("asks for the payment only where a row looks at it", () => {
    for (const action of ORDER_ACTIONS)
      expect(ORDER_CAPABILITIES[action].whenPaid !== null).toBe(EXPECTED[action].unpaidOnly);
    // The others are judged by the status alone (the type does not even ask for `paid`).
    expect(orderAllows({ status: "processing" }, "request_cancellation")).toBe(true);
    // @ts-expect-error: paying depends on the payment, so the caller must say whether the order is paid.
    orderAllows({ status: "pending" }, "pay");
  });

  it("reads the status column alone for lists without payments", () => {
    for (const action of ORDER_ACTIONS)
      for (const status of ORDER_STATUSES)
        expect(statusAllows(status, action)).toBe(EXPECTED[action].statuses.includes(status));
  });
});

describe("where the capability table meets the transition table", () => {
  const intoCancelled = (who: "customer" | "admin") =>
    ORDER_TRANSITIONS.filter((row) => row.to === "cancelled" && row.who.includes(who)).map((row) => row.from);

  it("lets the customer cancel exactly where the transition table lets them move the order to cancelled", () => {
    expect(ORDER_CAPABILITIES.cancel.statuses).toEqual(intoCancelled("customer"));
  });

  it("asks for a cancellation request exactly where only the admin may cancel an order still in work", () => {
    const onlyAdmin = intoCancelled("admin").filter(
      (from) => !intoCancelled("customer").includes(from) && from !== "completed",
    );
    expect(ORDER_CAPABILITIES.request_cancellation.statuses).toEqual(onlyAdmin);
  });

  it("takes payment only where payment moves the order on (pending → processing needs paid)", () => {
    const paidMoves = ORDER_TRANSITIONS.filter((row) => row.to === "processing" && row.requires.includes("paid")).map(
      (row) => row.from,
    );
    expect(ORDER_CAPABILITIES.pay.statuses).toEqual(paidMoves);
  });

  it("counts an order as paid exactly as the transition table's paid precondition does", () => {
    const facts: OrderFacts = {
      paymentState: "unpaid",
      documentCount: 1,
      activeJobStatus: null,
      untranslatedCount: 0,
      reviewStatus: null,
    };
    for (const state of PAYMENT_STATES)
      expect(isPaidState(state)).toBe(preconditionHolds("paid", { ...facts, paymentState: state }));
  });

  it("deletes files only of orders the retention rules call closed, and freezes the names exactly there", () => {
    for (const status of ORDER_STATUSES) {
      expect(statusAllows(status, "delete_files")).toBe(isClosedStatus(status));
      expect(statusAllows(status, "edit_name_spellings")).toBe(!isClosedStatus(status));
    }
  });
});

describe("rows allowed for a while after the order closed (post_message)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const closedAt = new Date("2026-10-01T12:00:00Z");
  const after = (days: number) => new Date(closedAt.getTime() + days * DAY);

  it("takes messages on an open order whenever, and on a closed one until 30 days after it closed", () => {
    for (const status of ["pending", "processing"] as const)
      expect(orderAllows({ status, closedAt: null, now: after(400) }, "post_message")).toBe(true);
    for (const status of ["completed", "cancelled"] as const) {
      expect(orderAllows({ status, closedAt, now: after(29.9) }, "post_message")).toBe(true);
      expect(orderRefusal({ status, closedAt, now: after(30) }, "post_message")).toEqual({
        message:
          "This conversation is read-only: messages can be sent until 30 days after the order is completed or cancelled",
        httpStatus: 400,
      });
    }
    expect(allowedUntil({ status: "completed", closedAt }, "post_message")).toEqual(after(30));
    expect(allowedUntil({ status: "processing", closedAt: null }, "post_message")).toBeNull();
  });
});

describe("orderStateOf", () => {
  it("counts a payment recorded as paid; pending, failed and fully refunded ones do not count", () => {
    expect(orderStateOf({ status: "pending", payments: [] })).toEqual({ status: "pending", paid: false });
    expect(
      orderStateOf({
        status: "pending",
        payments: [{ status: "failed" }, { status: "pending" }, { status: "refunded" }],
      }).paid,
    ).toBe(false);
    expect(orderStateOf({ status: "pending", payments: [{ status: "failed" }, { status: "paid" }] }).paid).toBe(true);
  });
});
