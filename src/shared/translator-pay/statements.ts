import { sumCents } from "../money";
import { PAY_MESSAGES } from "./messages";

// Earnings and monthly statements (docs/translators.md, "Statements and payouts"): an earned fee's status, a
// statement's totals and the UTC months statements are made for. Pure rules; the server and the screens call them.

export const EARNING_STATUSES = ["earned", "in_statement", "paid"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];
export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  earned: "Earned",
  in_statement: "In a statement",
  paid: "Paid",
};

/** An earned fee is "earned" until a statement holds it, then "in a statement" until that statement is paid. */
export function earningStatus(earning: {
  statementId: number | null;
  statementPaidAt: Date | string | null;
}): EarningStatus {
  if (earning.statementId === null) return "earned";
  return earning.statementPaidAt ? "paid" : "in_statement";
}

/** Why the admin cannot change this job's fee now, or null: a fee on a statement is settled. */
export function feeChangeRefusal(
  fee: { feeCents: number; statementId: number | null },
  newCents: number,
): string | null {
  if (fee.statementId !== null) return PAY_MESSAGES.feeOnStatement(fee.statementId);
  if (fee.feeCents === newCents) return PAY_MESSAGES.feeUnchanged;
  return null;
}

/** A statement's figures: the sum of its jobs' fees and how many there are. */
export function statementTotals(fees: readonly { feeCents: number }[]): { totalCents: number; jobCount: number } {
  return { totalCents: sumCents(fees.map((fee) => fee.feeCents)), jobCount: fees.length };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-05" for any instant in May 2026 (UTC: statements and the dashboard count months in UTC). */
export function monthOf(at: Date | string): string {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The month's first instant and the next month's first instant (UTC). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(PAY_MESSAGES.month);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** True once every instant of the month is in the past. */
export function monthHasEnded(month: string, now: Date): boolean {
  return monthBounds(month).end.getTime() <= now.getTime();
}

/**
 * Fees earned and on no statement yet, by month: "in_progress" while the month runs (owed so far, not payable yet:
 * its statement is made once it is over), "to_prepare" once it has ended and its statement is not made yet (the
 * hourly job makes it, or the admin with Prepare Statements).
 */
export const OPEN_MONTH_STATES = ["in_progress", "to_prepare"] as const;
export type OpenMonthState = (typeof OPEN_MONTH_STATES)[number];

export function openMonthState(month: string, now: Date): OpenMonthState {
  return monthHasEnded(month, now) ? "to_prepare" : "in_progress";
}

/** How the payouts and earnings screens label an open month. */
export function openMonthNote(month: string, state: OpenMonthState): string {
  if (state === "in_progress")
    return `In progress: owed so far, not payable yet. The statement is made once ${monthLabel(month)} is over.`;
  return `${monthLabel(month)} is over: its statement is prepared within the hour, then it can be paid.`;
}

/** The month before the one `now` falls in. */
export function previousMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "May 2026". */
export function monthLabel(month: string): string {
  return monthNames.format(monthBounds(month).start);
}
