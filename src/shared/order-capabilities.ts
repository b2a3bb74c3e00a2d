import { CLOSED_ORDER_STATUSES, ORDER_STATUSES, isClosedStatus, type OrderStatus, type PaymentStatus } from "./enums";
import { ORDER_TRANSITIONS, type OrderActor, type PaymentState } from "./order-transitions";
import { errorText } from "./error-codes";

// "May this order still …?": the second table beside the transitions (docs/delivery.md, "What an order still allows").
// Routes refuse with assertOrderAllows (src/server/orders/assert-order-allows.ts), with the row's message and status;
// screens show a button only when orderAllows says yes. Nothing else decides.

/** The refusal texts, here once; the schema modules' named constants (PAY_ONLY_PENDING_MESSAGE, …) point at them. */
export const ORDER_CAPABILITY_MESSAGES = {
  addDocumentNotPending: errorText("DOCUMENTS_ADD_NOT_PENDING"),
  removeDocumentNotPending: errorText("DOCUMENTS_REMOVE_NOT_PENDING"),
  documentsFrozen: errorText("ORDER_PAID_FROZEN"),
  payNotPending: errorText("ORDER_NOT_PENDING"),
  alreadyPaid: errorText("ORDER_ALREADY_PAID"),
  priceNotPending: errorText("ORDER_PRICE_NOT_PENDING"),
  cancelNotPending: errorText("ORDER_CANCEL_NOT_PENDING"),
  cancellationNotPaidYet: errorText("CANCELLATION_PENDING"),
  cancellationCompleted: errorText("CANCELLATION_COMPLETED"),
  cancellationCancelled: errorText("CANCELLATION_CANCELLED"),
  assignNotProcessing: "Only orders in processing can be assigned to a translator",
  fulfilmentNotActive: "Fulfilment steps can only be recorded on paid orders in processing or completed",
  filesNotClosed: errorText("FILES_NOT_CLOSED"),
  namesOrderClosed: errorText("NAMES_ORDER_CLOSED"),
  threadReadOnly: errorText("THREAD_READ_ONLY"),
  deliverableNotReady: errorText("FILE_NOT_FOUND"),
} as const;

export type CapabilityRefusal = { message: string; httpStatus: 400 | 404 | 409 };

export type OrderCapability = {
  /** The statuses the action is allowed in. */
  statuses: readonly OrderStatus[];
  /** The refusal in any other status… */
  wrongStatus: CapabilityRefusal;
  /** …unless the status has its own. */
  byStatus?: Partial<Record<OrderStatus, CapabilityRefusal>>;
  /**
   * The refusal once a payment of the order is recorded as paid, even when an admin moved it back to pending: what
   * was sold no longer changes (docs/ordering.md, "Stale checkout"). Null: the payment does not matter.
   */
  whenPaid: CapabilityRefusal | null;
  /** When both refuse, the payment's refusal is told (else the status's). */
  paidFirst?: boolean;
  /**
   * Allowed in a closed status (completed, cancelled) only this many days after the order got there, then refused
   * with `refusal`: the callers say when it closed and what time it is.
   */
  closedFor?: { days: number; refusal: CapabilityRefusal };
};

const M = ORDER_CAPABILITY_MESSAGES;
const bad = (message: string): CapabilityRefusal => ({ message, httpStatus: 400 });
const conflicting = (message: string): CapabilityRefusal => ({ message, httpStatus: 409 });
const missing = (message: string): CapabilityRefusal => ({ message, httpStatus: 404 });
const OPEN_STATUSES = ORDER_STATUSES.filter((status) => !isClosedStatus(status));
/** A completed or cancelled order's thread takes new messages for this long, then is read-only. */
export const THREAD_OPEN_DAYS_AFTER_CLOSE = 30;

/** The statuses `who` may cancel an order from: the transition table's rows, so the two tables cannot disagree. */
function cancellableBy(who: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((row) => row.to === "cancelled" && row.who.includes(who)).map((row) => row.from);
}

export const ORDER_CAPABILITIES = {
  /** The customer uploads a document (or attaches one to an item). */
  add_document: {
    statuses: ["pending"],
    wrongStatus: bad(M.addDocumentNotPending),
    whenPaid: conflicting(M.documentsFrozen),
  },
  /** The customer removes a document. */
  remove_document: {
    statuses: ["pending"],
    wrongStatus: bad(M.removeDocumentNotPending),
    whenPaid: conflicting(M.documentsFrozen),
  },
  /**
   * The customer opens checkout. "Already paid" comes first: a charge recorded while checkout reopens (the process
   * died after the card was charged) has just moved the order on, and that is what the customer needs to hear.
   */
  pay: { statuses: ["pending"], wrongStatus: bad(M.payNotPending), whenPaid: bad(M.alreadyPaid), paidFirst: true },
  /** An admin prices the order's translation by hand. */
  set_manual_price: { statuses: ["pending"], wrongStatus: bad(M.priceNotPending), whenPaid: bad(M.alreadyPaid) },
  /** The customer withdraws the order (POST /api/orders/:id/cancel): the transition table's customer rows into cancelled. */
  cancel: { statuses: cancellableBy("customer"), wrongStatus: bad(M.cancelNotPending), whenPaid: null },
  /** The customer asks the agency to cancel a paid order; an admin answers (docs/refunds.md). */
  request_cancellation: {
    statuses: ["processing"],
    wrongStatus: bad(M.cancellationCancelled),
    byStatus: { pending: bad(M.cancellationNotPaidYet), completed: bad(M.cancellationCompleted) },
    whenPaid: null,
  },
  /** An admin offers or assigns the order to a translator. */
  assign_translator: { statuses: ["processing"], wrongStatus: bad(M.assignNotProcessing), whenPaid: null },
  /** An admin records notarized / shipped / delivered (docs/delivery.md, "Fulfilment"). */
  record_fulfilment: { statuses: ["processing", "completed"], wrongStatus: bad(M.fulfilmentNotActive), whenPaid: null },
  /** The customer deletes the order's files (docs/customer-files.md). */
  delete_files: { statuses: CLOSED_ORDER_STATUSES, wrongStatus: bad(M.filesNotClosed), whenPaid: null },
  /**
   * The customer changes the names as in the passport (until the translator starts: the job's status, checked by
   * nameSpellingsEditRefusal in shared/order-thread.ts after this row).
   */
  edit_name_spellings: { statuses: OPEN_STATUSES, wrongStatus: bad(M.namesOrderClosed), whenPaid: null },
  /** Anyone in the order's thread posts a message: always while open, for 30 days once closed (docs/order-messages.md). */
  post_message: {
    statuses: ORDER_STATUSES,
    wrongStatus: bad(M.threadReadOnly),
    whenPaid: null,
    closedFor: { days: THREAD_OPEN_DAYS_AFTER_CLOSE, refusal: bad(M.threadReadOnly) },
  },
  /** The customer downloads the certified deliverables (an admin sees files as soon as they exist). */
  download_deliverable: { statuses: ["completed"], wrongStatus: missing(M.deliverableNotReady), whenPaid: null },
  /**
   * The order's lines are priced again after its documents or items change; once paid, the stored lines are what
   * was sold and only an admin changes them (refunds, docs/refunds.md).
   */
  reprice: { statuses: ["pending"], wrongStatus: bad(M.priceNotPending), whenPaid: bad(M.alreadyPaid) },
} as const satisfies Record<string, OrderCapability>;

export type OrderAction = keyof typeof ORDER_CAPABILITIES;
export const ORDER_ACTIONS = Object.keys(ORDER_CAPABILITIES) as OrderAction[];

/** The actions whose row looks at the payment: their callers must say whether the order is paid. */
export type PaymentBoundAction = {
  [A in OrderAction]: (typeof ORDER_CAPABILITIES)[A]["whenPaid"] extends null ? never : A;
}[OrderAction];

/** The actions allowed only for a while after the order closed: their callers must say when it closed. */
export type TimeBoundAction = {
  [A in OrderAction]: (typeof ORDER_CAPABILITIES)[A] extends { closedFor: object } ? A : never;
}[OrderAction];

/** What the table looks at: the status, and for the payment-bound actions whether a payment is recorded as paid. */
export type OrderState = { status: OrderStatus; paid: boolean };
/** For the time-bound actions: when the order got to its closed status (null while open) and the time now. */
export type ClosedClock = { closedAt: Date | string | null; now: Date };
export type OrderStateFor<A extends OrderAction> = A extends PaymentBoundAction
  ? OrderState
  : A extends TimeBoundAction
    ? { status: OrderStatus } & ClosedClock
    : { status: OrderStatus };

/** Until when a time-bound action stays allowed: null while the order is open or its closing time is unknown. */
export function allowedUntil(order: { status: OrderStatus; closedAt: Date | string | null }, action: TimeBoundAction) {
  const closedFor = (ORDER_CAPABILITIES[action] as OrderCapability).closedFor;
  if (!closedFor || !isClosedStatus(order.status) || order.closedAt === null) return null;
  return new Date(new Date(order.closedAt).getTime() + closedFor.days * 24 * 60 * 60 * 1000);
}

/** Why the order does not allow the action now (message and HTTP status), or null. */
export function orderRefusal<A extends OrderAction>(order: OrderStateFor<A>, action: A): CapabilityRefusal | null {
  const row: OrderCapability = ORDER_CAPABILITIES[action];
  const statusRefusal = row.statuses.includes(order.status) ? null : (row.byStatus?.[order.status] ?? row.wrongStatus);
  const paidRefusal = row.whenPaid && (order as Partial<OrderState>).paid === true ? row.whenPaid : null;
  const firstRefusal = row.paidFirst ? (paidRefusal ?? statusRefusal) : (statusRefusal ?? paidRefusal);
  if (firstRefusal || !row.closedFor) return firstRefusal;
  const clock = order as unknown as { status: OrderStatus } & ClosedClock;
  const until = allowedUntil(clock, action as TimeBoundAction);
  return until !== null && clock.now.getTime() >= until.getTime() ? row.closedFor.refusal : null;
}

/** Whether the order allows the action now: the screens show its button only then. */
export function orderAllows<A extends OrderAction>(order: OrderStateFor<A>, action: A): boolean {
  return orderRefusal(order, action) === null;
}

/**
 * The status column alone, for a list that does not carry payments (the customer's order rows): it may offer a way
 * to the page where orderAllows decides, never the action itself.
 */
export function statusAllows(status: OrderStatus, action: OrderAction): boolean {
  return (ORDER_CAPABILITIES[action].statuses as readonly OrderStatus[]).includes(status);
}

/** `paid` from the order's payments as the customer's order page has them: one recorded as paid (fully refunded ones are "refunded"). */
export function orderStateOf(order: {
  status: OrderStatus;
  payments: readonly { status: PaymentStatus }[];
}): OrderState {
  return { status: order.status, paid: order.payments.some((payment) => payment.status === "paid") };
}

/** `paid` from the admin's payment state: paid or partly refunded (the transition table's "paid" precondition). */
export function isPaidState(state: PaymentState): boolean {
  return state === "paid" || state === "partly_refunded";
}
