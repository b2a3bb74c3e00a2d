import { DEFAULT_DOCUMENT_TYPES, DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_PRICING, type DocumentTypeId } from "./catalog";
import { SERVICE_TYPES, type ServiceType } from "./enums";
import { formatCents, isCents, roundHalfUp, sumCents } from "./money";

// What a translator earns (docs/translators.md, "Pay"): rates, the fee of a job, offers' reply deadlines, earnings,
// monthly statements and the agency's margin. Pure rules in integer cents; the server and the screens both call them.

/** The document types priced per document (any length): translators are paid a flat fee for each. */
export const FLAT_DOCUMENT_TYPES = DOCUMENT_TYPE_IDS.filter((id) => DOCUMENT_TYPE_PRICING[id] === "flat") as FlatDocumentTypeId[];
export type FlatDocumentTypeId = "birth_certificate" | "marriage_certificate" | "diploma" | "drivers_license" | "power_of_attorney" | "affidavit";

/**
 * A translator's rates: cents per word by service type (per-word documents and "other"), cents per flat-priced
 * document, and a rush bonus in whole percent of the fee.
 */
export type TranslatorRates = {
  perWordCents: Record<ServiceType, number>;
  flatCents: Record<FlatDocumentTypeId, number>;
  rushBonusPercent: number;
};

/** The seeded defaults (settings translator_rate_*); about half of what the customer pays. */
export const DEFAULT_TRANSLATOR_RATES: TranslatorRates = {
  perWordCents: { standard: 6, certified: 8, premium: 10 },
  flatCents: { birth_certificate: 3000, marriage_certificate: 3500, diploma: 4000, drivers_license: 2000, power_of_attorney: 6000, affidavit: 4500 },
  rushBonusPercent: 25,
};

export const RATE_LIMITS = { perWordCentsMax: 10_000, flatCentsMax: 1_000_000, rushBonusPercentMax: 200 } as const;

export const PAY_MESSAGES = {
  perWord: `Per-word rates must be whole cents from 0 to ${RATE_LIMITS.perWordCentsMax}`,
  flat: `Flat rates must be whole cents from 0 to ${RATE_LIMITS.flatCentsMax}`,
  rushBonus: `The rush bonus must be a whole percentage from 0 to ${RATE_LIMITS.rushBonusPercentMax}`,
  replyHours: "The reply deadline must be a number of hours from 0.001 to 168 (at most 3 decimals)",
  feeCents: "The fee must be whole cents from 0 to $100,000.00",
  feeReason: "Please give a reason for changing the fee",
  reasonLength: "The reason must be at most 500 characters",
  declineReason: "Please say why you are declining the offer",
  reference: "Please enter the payment reference",
  referenceLength: "The reference must be at most 200 characters",
  month: "The month must be written as YYYY-MM",
  monthNotOver: "Statements are prepared once the month is over",
  feeOnStatement: (statementId: number) => `This fee is already on statement #${statementId} and can no longer be changed`,
  feeUnchanged: "The fee is already that amount",
  offerLapsed: "This offer has lapsed: its reply deadline has passed",
  offerAnswered: (status: OfferStatus) => `This offer has already been ${OFFER_STATUS_PAST[status]}`,
  payoutAccountMissing: "This translator has no Stripe account for payouts: add it on their rates, or mark the statement paid outside Stripe",
  payoutAccount: "A Stripe account id looks like acct_ followed by letters and digits",
} as const;

/** The largest fee an admin may set on one job ($100,000.00). */
export const FEE_CENTS_MAX = 10_000_000;

// ---------------------------------------------------------------------------------------------------------------
// The fee of a job

export type FeeItem = { documentType: DocumentTypeId; wordCount: number | null; name?: string };
export type FeeOrder = { serviceType: ServiceType; isRush: boolean; items: readonly FeeItem[] };
export type FeeLine = { kind: "words" | "flat" | "rush"; label: string; amountCents: number };
export type JobFee = { lines: FeeLine[]; totalCents: number };

const typeName = (id: DocumentTypeId) => DEFAULT_DOCUMENT_TYPES.find((type) => type.id === id)?.name ?? id;

/**
 * The translator's fee for an order at their rates: each flat-priced document at its flat rate, every other
 * document at the service type's per-word rate for its words, plus the rush bonus (a percentage of that
 * subtotal, half a cent rounded up) on rush orders. Whole cents throughout.
 */
export function jobFee(rates: TranslatorRates, order: FeeOrder): JobFee {
  const lines: FeeLine[] = order.items.map((item) => {
    const name = item.name ?? typeName(item.documentType);
    if (DOCUMENT_TYPE_PRICING[item.documentType] === "flat") {
      return { kind: "flat", label: `${name} (flat)`, amountCents: rates.flatCents[item.documentType as FlatDocumentTypeId] };
    }
    const words = Math.max(0, item.wordCount ?? 0);
    const rate = rates.perWordCents[order.serviceType];
    return { kind: "words", label: `${name}: ${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"} × ${formatCents(rate)}`, amountCents: words * rate };
  });
  const subtotal = sumCents(lines.map((line) => line.amountCents));
  if (order.isRush && rates.rushBonusPercent > 0) {
    lines.push({ kind: "rush", label: `Rush bonus (+${rates.rushBonusPercent}%)`, amountCents: roundHalfUp((subtotal * rates.rushBonusPercent) / 100) });
  }
  return { lines, totalCents: sumCents(lines.map((line) => line.amountCents)) };
}

/** Why these rates cannot be stored, or null. The zod schema checks the same limits; this guards stored JSON. */
export function ratesRefusal(rates: TranslatorRates): string | null {
  if (SERVICE_TYPES.some((type) => !isCents(rates.perWordCents?.[type]) || rates.perWordCents[type] > RATE_LIMITS.perWordCentsMax)) return PAY_MESSAGES.perWord;
  if (FLAT_DOCUMENT_TYPES.some((type) => !isCents(rates.flatCents?.[type]) || rates.flatCents[type] > RATE_LIMITS.flatCentsMax)) return PAY_MESSAGES.flat;
  if (!isCents(rates.rushBonusPercent) || rates.rushBonusPercent > RATE_LIMITS.rushBonusPercentMax) return PAY_MESSAGES.rushBonus;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Offers

export const OFFER_STATUSES = ["Offered", "Accepted", "Declined", "Lapsed", "Withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const OFFER_STATUS_PAST: Record<OfferStatus, string> = { Offered: "sent", Accepted: "accepted", Declined: "declined", Lapsed: "lapsed", Withdrawn: "withdrawn" };

export const DEFAULT_REPLY_HOURS = 4;

/** "4", "0.5", "1.25": hours, up to 3 decimals, from 0.001 (3.6 seconds, for tests) to a week. Null when not one. */
export function parseReplyHours(value: string): number | null {
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(value.trim())) return null;
  const hours = Number(value);
  return hours >= 0.001 && hours <= 168 ? hours : null;
}

/** When an offer sent at `sentAt` lapses, to the whole second. */
export function offerDeadline(sentAt: Date, replyHours: number): Date {
  return new Date(Math.ceil((sentAt.getTime() + replyHours * 3_600_000) / 1000) * 1000);
}

/**
 * How an offer stands now: an offer still "Offered" past its deadline is already lapsed for everyone (the
 * scheduled job records it and tells the admin; until it runs, nobody can accept it).
 */
export function offerState(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): OfferStatus {
  return offer.status === "Offered" && new Date(offer.expiresAt).getTime() <= now.getTime() ? "Lapsed" : offer.status;
}

/** Why the translator cannot answer this offer now, or null. */
export function offerReplyRefusal(offer: { status: OfferStatus; expiresAt: Date | string }, now: Date): string | null {
  const state = offerState(offer, now);
  if (state === "Offered") return null;
  return state === "Lapsed" ? PAY_MESSAGES.offerLapsed : PAY_MESSAGES.offerAnswered(state);
}

// ---------------------------------------------------------------------------------------------------------------
// Earnings and statements

export const EARNING_STATUSES = ["earned", "in_statement", "paid"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];
export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = { earned: "Earned", in_statement: "In a statement", paid: "Paid" };

/** An earned fee is "earned" until a statement holds it, then "in a statement" until that statement is paid. */
export function earningStatus(earning: { statementId: number | null; statementPaidAt: Date | string | null }): EarningStatus {
  if (earning.statementId === null) return "earned";
  return earning.statementPaidAt ? "paid" : "in_statement";
}

/** Why the admin cannot change this job's fee now, or null: a fee on a statement is settled. */
export function feeChangeRefusal(fee: { feeCents: number; statementId: number | null }, newCents: number): string | null {
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

/** The month before the one `now` falls in. */
export function previousMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "May 2026". */
export function monthLabel(month: string): string {
  return monthNames.format(monthBounds(month).start);
}

// ---------------------------------------------------------------------------------------------------------------
// Margin

export type Margin = { revenueCents: number; costCents: number; marginCents: number; marginPercent: number | null };

/**
 * What the agency kept: revenue (paid minus refunded) less the translators' fees. The percentage is of the
 * revenue, whole, and null when there is no revenue to divide by.
 */
export function margin(revenueCents: number, costCents: number): Margin {
  const marginCents = revenueCents - costCents;
  return { revenueCents, costCents, marginCents, marginPercent: revenueCents > 0 ? Math.round((marginCents / revenueCents) * 100) : null };
}
