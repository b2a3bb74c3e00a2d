import type { OfferStatus } from "./offers";

// The limits of translator pay figures and the texts of its refusals (docs/translators.md, "Pay"): fee.ts, offers.ts,
// statements.ts, the schemas and the screens all read them from here.

export const RATE_LIMITS = { perWordCentsMax: 10_000, flatCentsMax: 1_000_000, rushBonusPercentMax: 200 } as const;

/** The largest fee an admin may set on one job ($100,000.00). */
export const FEE_CENTS_MAX = 10_000_000;

const OFFER_STATUS_PAST: Record<OfferStatus, string> = {
  Offered: "sent",
  Accepted: "accepted",
  Declined: "declined",
  Lapsed: "lapsed",
  Withdrawn: "withdrawn",
};

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
  feeOnStatement: (statementId: number) =>
    `This fee is already on statement #${statementId} and can no longer be changed`,
  feeUnchanged: "The fee is already that amount",
  offerLapsed: "This offer has lapsed: its reply deadline has passed",
  offerAnswered: (status: OfferStatus) => `This offer has already been ${OFFER_STATUS_PAST[status]}`,
  payoutAccountMissing:
    "This translator has no Stripe account for payouts: add it on their rates, or mark the statement paid outside Stripe",
  payoutAccount: "A Stripe account id looks like acct_ followed by letters and digits",
} as const;
