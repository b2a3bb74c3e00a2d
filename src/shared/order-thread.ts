import { ERROR_TEXTS } from "./error-codes";
import type { OrderStatus, TranslatorJobStatus } from "./enums";
import { THREAD_OPEN_DAYS_AFTER_CLOSE, allowedUntil, orderRefusal } from "./order-capabilities";

// The conversation on an order (docs/order-messages.md): who takes part, when it may still be written to, and
// when its members are e-mailed. Pure rules: the server enforces them, the screens explain them.

/** The three sides of a thread. Every admin speaks for the agency; the translator is the one assigned now. */
export const THREAD_PARTIES = ["customer", "agency", "translator"] as const;
export type ThreadParty = (typeof THREAD_PARTIES)[number];

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_ATTACHMENTS_PER_MESSAGE = 3;
/** One e-mail per thread per person at most this often; later messages wait for the next digest. */
export const MESSAGE_EMAIL_INTERVAL_MS = 10 * 60 * 1000;
export { THREAD_OPEN_DAYS_AFTER_CLOSE };

export const THREAD_MESSAGES = {
  empty: ERROR_TEXTS.THREAD_EMPTY,
  tooLong: ERROR_TEXTS.THREAD_TOO_LONG,
  tooManyFiles: ERROR_TEXTS.THREAD_TOO_MANY_FILES,
  readOnly: ERROR_TEXTS.THREAD_READ_ONLY,
} as const;

/**
 * Whose side of the thread a member is on, as stored with each message and each member's read state:
 * "customer", "agency", or "translator:<user id>" (a reassigned order's translators are different members).
 */
export function memberKey(party: ThreadParty, userId: number): string {
  return party === "translator" ? `translator:${userId}` : party;
}

export type ThreadTimes = {
  orderStatus: OrderStatus;
  /** When the order became completed or cancelled (its latest move into the current status); null while open. */
  closedAt: Date | string | null;
};

/** Until when new messages are taken: null while the order is open (no limit). The capability table's post_message row. */
export function threadWritableUntil({ orderStatus, closedAt }: ThreadTimes): Date | null {
  return allowedUntil({ status: orderStatus, closedAt }, "post_message");
}

/** Why no message may be posted now, or null. */
export function threadPostingRefusal({ orderStatus, closedAt }: ThreadTimes, now: Date): string | null {
  return orderRefusal({ status: orderStatus, closedAt, now }, "post_message")?.message ?? null;
}

export type MemberNotice = { lastEmailedAt: Date | null; digestDueAt: Date | null };

/**
 * When a member hears of a new message: at once when their last e-mail about this thread is 10 minutes old (or
 * there was none), else in the digest due 10 minutes after that e-mail (one already due stays due).
 */
export function noticeTiming(member: MemberNotice, now: Date): { kind: "now" } | { kind: "digest"; at: Date } {
  if (member.digestDueAt) return { kind: "digest", at: member.digestDueAt };
  if (member.lastEmailedAt && now.getTime() - member.lastEmailedAt.getTime() < MESSAGE_EMAIL_INTERVAL_MS) {
    return { kind: "digest", at: new Date(member.lastEmailedAt.getTime() + MESSAGE_EMAIL_INTERVAL_MS) };
  }
  return { kind: "now" };
}

// ---- Names as in the passport -------------------------------------------------------------------------------

export const MAX_NAME_SPELLINGS = 20;
export const MAX_NAME_LENGTH = 200;

export const NAME_SPELLING_MESSAGES = {
  bothRequired: ERROR_TEXTS.NAMES_BOTH_REQUIRED,
  tooLong: ERROR_TEXTS.NAME_TOO_LONG,
  singleLine: ERROR_TEXTS.NAME_SINGLE_LINE,
  tooMany: ERROR_TEXTS.NAMES_TOO_MANY,
  translatorStarted: ERROR_TEXTS.NAMES_TRANSLATOR_STARTED,
  orderClosed: ERROR_TEXTS.NAMES_ORDER_CLOSED,
} as const;

/** Why the customer can no longer change the names, or null: they can until the translator starts work. */
export function nameSpellingsEditRefusal(state: {
  orderStatus: OrderStatus;
  activeJobStatus: TranslatorJobStatus | null;
}): string | null {
  const closed = orderRefusal({ status: state.orderStatus }, "edit_name_spellings");
  if (closed) return closed.message;
  if (state.activeJobStatus !== null && state.activeJobStatus !== "Assigned")
    return NAME_SPELLING_MESSAGES.translatorStarted;
  return null;
}
