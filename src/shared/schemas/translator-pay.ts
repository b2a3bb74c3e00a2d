import { z } from "zod";
import { ORDER_STATUSES, SERVICE_TYPES, TRANSLATION_DIRECTIONS, TRANSLATOR_CATEGORIES } from "../enums";
import { FLAT_DOCUMENT_TYPES, type FlatDocumentTypeId } from "../translator-pay/fee";
import { FEE_CENTS_MAX, PAY_MESSAGES, RATE_LIMITS } from "../translator-pay/messages";
import { OFFER_STATUSES, parseReplyHours } from "../translator-pay/offers";
import { EARNING_STATUSES, OPEN_MONTH_STATES, isMonth } from "../translator-pay/statements";
import { pageQuerySchema, pageSchema } from "./pagination";

// Translator pay (docs/translators.md, "Pay"): the requests and answers both sides import. Money in integer cents.

const cents = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);
const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(500, PAY_MESSAGES.reasonLength);

export const translatorRatesSchema = z.object({
  perWordCents: z.object(
    Object.fromEntries(
      SERVICE_TYPES.map((type) => [type, cents(RATE_LIMITS.perWordCentsMax, PAY_MESSAGES.perWord)]),
    ) as Record<(typeof SERVICE_TYPES)[number], z.ZodNumber>,
  ),
  flatCents: z.object(
    Object.fromEntries(
      FLAT_DOCUMENT_TYPES.map((type) => [type, cents(RATE_LIMITS.flatCentsMax, PAY_MESSAGES.flat)]),
    ) as Record<FlatDocumentTypeId, z.ZodNumber>,
  ),
  rushBonusPercent: cents(RATE_LIMITS.rushBonusPercentMax, PAY_MESSAGES.rushBonus),
});

/** PUT /api/admin/translators/:id/pay: their own rates (null: the defaults) and their Stripe account. */
export const setTranslatorPaySchema = z.object({
  rates: translatorRatesSchema.nullable(),
  payoutAccountId: z
    .string({ error: PAY_MESSAGES.payoutAccount })
    .trim()
    .refine((value) => value === "" || /^acct_[A-Za-z0-9]{1,64}$/.test(value), PAY_MESSAGES.payoutAccount)
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type SetTranslatorPayInput = z.infer<typeof setTranslatorPaySchema>;

/** PUT /api/admin/translator-pay/defaults: the default rates and the offers' reply deadline in hours. */
export const payDefaultsSchema = z.object({
  rates: translatorRatesSchema,
  replyHours: z
    .number({ error: PAY_MESSAGES.replyHours })
    .refine((hours) => parseReplyHours(String(hours)) !== null, PAY_MESSAGES.replyHours),
});
export type PayDefaults = z.infer<typeof payDefaultsSchema>;

/** POST /api/translator/offers/:id/decline */
export const declineOfferSchema = z.object({ reason: reason(PAY_MESSAGES.declineReason) });

/** PUT /api/admin/jobs/:jobId/fee */
export const changeFeeSchema = z.object({
  feeCents: cents(FEE_CENTS_MAX, PAY_MESSAGES.feeCents),
  reason: reason(PAY_MESSAGES.feeReason),
});
export type ChangeFeeInput = z.infer<typeof changeFeeSchema>;

/** POST /api/admin/payouts/statements */
export const prepareStatementsSchema = z.object({
  month: z.string({ error: PAY_MESSAGES.month }).refine(isMonth, PAY_MESSAGES.month),
});

/** POST /api/admin/payouts/statements/:id/pay: `outsideProvider` records a payment made by bank wire or check. */
export const markPaidSchema = z.object({
  reference: z
    .string({ error: PAY_MESSAGES.reference })
    .trim()
    .min(1, PAY_MESSAGES.reference)
    .max(200, PAY_MESSAGES.referenceLength),
  outsideProvider: z.boolean().optional().default(false),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const feeLineSchema = z.object({
  kind: z.enum(["words", "flat", "rush"]),
  label: z.string(),
  amountCents: z.number().int(),
});

export const translatorPaySchema = z.object({
  translatorId: z.number().int(),
  fullName: z.string(),
  rates: translatorRatesSchema,
  usesDefaults: z.boolean(),
  payoutAccountId: z.string().nullable(),
});
export type TranslatorPayDto = z.infer<typeof translatorPaySchema>;

/** GET /api/translator/profile: who they are, their rates and whether payouts can reach them. */
export const translatorProfileSchema = translatorPaySchema.extend({
  email: z.string(),
  languagePair: z.enum(TRANSLATION_DIRECTIONS),
  category: z.enum(TRANSLATOR_CATEGORIES),
  experienceYears: z.number().int(),
  replyHours: z.number(),
});
export type TranslatorProfileDto = z.infer<typeof translatorProfileSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  translatorId: z.number().int(),
  translatorName: z.string(),
  /** As it stands now: an unanswered offer past its deadline is "Lapsed" even before the lapse job records it. */
  status: z.enum(OFFER_STATUSES),
  feeCents: z.number().int(),
  feeLines: z.array(feeLineSchema),
  expiresAt: z.string(),
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  onBehalf: z.boolean(),
  jobId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OfferDto = z.infer<typeof offerSchema>;

export const candidateSchema = z.object({
  translatorId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  category: z.enum(TRANSLATOR_CATEGORIES),
  experienceYears: z.number().int(),
  rank: z.number().int(),
  score: z.number(),
  categoryMatch: z.boolean(),
  openJobs: z.number().int(),
  deliveredJobs: z.number().int(),
  onTimePercent: z.number().int().nullable(),
  revisionRequests: z.number().int(),
  declined: z.boolean(),
  declinedReason: z.string().nullable(),
  reasons: z.array(z.string()),
  feeCents: z.number().int(),
  feeLines: z.array(feeLineSchema),
  usesDefaultRates: z.boolean(),
  /** They hold the order's open job already: neither an offer nor a direct assignment can go to them. */
  holdsOpenJob: z.boolean(),
});
export type CandidateDto = z.infer<typeof candidateSchema>;

/** GET /api/admin/orders/:orderId/offers: the assignment screen. */
export const adminOffersSchema = z.object({
  orderId: z.number().int(),
  replyHours: z.number(),
  assignmentRefusal: z.string().nullable(),
  openOffer: offerSchema.nullable(),
  /** Every offer of the order, newest first. */
  offers: z.array(offerSchema),
  candidates: z.array(candidateSchema),
});
export type AdminOffersDto = z.infer<typeof adminOffersSchema>;

/** An offer as its translator sees it, with what they need to decide. */
export const translatorOfferSchema = offerSchema.extend({
  order: z.object({
    serviceType: z.enum(SERVICE_TYPES),
    translationDirection: z.enum(TRANSLATION_DIRECTIONS),
    wordCount: z.number().int(),
    isRush: z.boolean(),
    documentCount: z.number().int(),
    dueDate: z.string().nullable(),
  }),
  /** Why it cannot be answered now (lapsed, already answered), or null. */
  replyRefusal: z.string().nullable(),
});
export type TranslatorOfferDto = z.infer<typeof translatorOfferSchema>;
export const translatorOfferListSchema = z.array(translatorOfferSchema);

/** One translator's fees of one month that no statement holds yet (shared/translator-pay/statements.ts openMonthState). */
export const openMonthSchema = z.object({
  translatorId: z.number().int(),
  translatorName: z.string(),
  month: z.string(),
  state: z.enum(OPEN_MONTH_STATES),
  totalCents: z.number().int(),
  jobCount: z.number().int(),
});
export type OpenMonthDto = z.infer<typeof openMonthSchema>;

/** GET /api/admin/payouts/open: what is owed and on no statement yet, newest month first, and its sum. */
export const openMonthListSchema = z.object({ items: z.array(openMonthSchema), totalCents: z.number().int() });
export type OpenMonthList = z.infer<typeof openMonthListSchema>;

export const earningSchema = z.object({
  jobId: z.number().int(),
  orderId: z.number().int(),
  feeCents: z.number().int(),
  earnedAt: z.string(),
  month: z.string(),
  status: z.enum(EARNING_STATUSES),
  statementId: z.number().int().nullable(),
});
export type EarningDto = z.infer<typeof earningSchema>;

export const monthTotalSchema = z.object({
  month: z.string(),
  totalCents: z.number().int(),
  jobCount: z.number().int(),
});

/** GET /api/translator/earnings: a page of earned jobs, newest first, the totals of the months on it, and overall sums. */
export const earningsPageSchema = pageSchema(earningSchema).extend({
  months: z.array(monthTotalSchema),
  /** Their fees on no statement yet, by month: the month in progress and any ended month not yet on a statement. */
  openMonths: z.array(openMonthSchema),
  summary: z.object({
    earnedCents: z.number().int(),
    inStatementCents: z.number().int(),
    paidCents: z.number().int(),
    /** Fees of accepted jobs whose orders have not completed yet. */
    agreedCents: z.number().int(),
    agreedJobs: z.number().int(),
  }),
});
export type EarningsPage = z.infer<typeof earningsPageSchema>;

export const statementSchema = z.object({
  id: z.number().int(),
  translatorId: z.number().int(),
  translatorName: z.string(),
  month: z.string(),
  totalCents: z.number().int(),
  jobCount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
  payoutProvider: z.string().nullable(),
  transferId: z.string().nullable(),
  /** A provider payment is under way (another "pay" gets 409 until it ends). */
  paying: z.boolean(),
  /** What the payouts reconciliation found wrong between the statement and the provider's transfers, or null. */
  payoutMismatch: z.string().nullable(),
});
export type StatementDto = z.infer<typeof statementSchema>;
export const statementPageSchema = pageSchema(statementSchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

export const statementDetailSchema = statementSchema.extend({
  jobs: z.array(
    z.object({
      jobId: z.number().int(),
      orderId: z.number().int(),
      earnedAt: z.string(),
      feeCents: z.number().int(),
      feeLines: z.array(feeLineSchema),
    }),
  ),
});
export type StatementDetailDto = z.infer<typeof statementDetailSchema>;

/** POST /api/admin/payouts/statements: what preparing a month made. */
export const preparedStatementsSchema = z.object({
  month: z.string(),
  created: z.number().int(),
  statements: z.array(statementSchema),
});

export const orderFeeSchema = z.object({
  jobId: z.number().int(),
  translatorName: z.string(),
  jobStatus: z.string(),
  feeCents: z.number().int(),
  feeLines: z.array(feeLineSchema),
  /** agreed: accepted, the order not completed yet; not_earned: the job ended without the order completing. */
  status: z.enum(["agreed", "not_earned", ...EARNING_STATUSES]),
  earnedAt: z.string().nullable(),
  statementId: z.number().int().nullable(),
  changes: z.array(
    z.object({
      fromCents: z.number().int(),
      toCents: z.number().int(),
      reason: z.string(),
      changedByUsername: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Why the fee cannot be changed now (on a statement), or null. */
  changeRefusal: z.string().nullable(),
});
export type OrderFeeDto = z.infer<typeof orderFeeSchema>;

/** GET /api/admin/orders/:orderId/pay: revenue, translator fees and margin of one order. */
export const orderPaySchema = z.object({
  orderId: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  revenueCents: z.number().int(),
  /** Earned fees, plus the active job's agreed fee while the order is open. */
  costCents: z.number().int(),
  marginCents: z.number().int(),
  marginPercent: z.number().int().nullable(),
  /** Money went back after the fee was earned: the fee stands unless the admin changes it. */
  refundedAfterCompletion: z.boolean(),
  fees: z.array(orderFeeSchema),
});
export type OrderPayDto = z.infer<typeof orderPaySchema>;

/** GET /api/admin/payouts/statements?month=&status=&translatorId= (each optional), paged. */
export const statementsQuerySchema = pageQuerySchema.extend({
  month: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isMonth(value), PAY_MESSAGES.month),
  status: z
    .union([z.enum(["paid", "unpaid"]), z.literal("all"), z.literal("")], { error: "Invalid statement status" })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
  translatorId: z
    .string()
    .regex(/^\d{1,9}$/, "Invalid translator id")
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});

/** GET /api/translator/jobs/:id/fee: the agreed fee of one of their jobs and how it stands. */
export const jobFeeSchema = z.object({
  jobId: z.number().int(),
  feeCents: z.number().int(),
  feeLines: z.array(feeLineSchema),
  status: orderFeeSchema.shape.status,
  /** The admin changed it: the amounts are on the Earnings page and in the order's history. */
  changed: z.boolean(),
});
export type JobFeeDto = z.infer<typeof jobFeeSchema>;
