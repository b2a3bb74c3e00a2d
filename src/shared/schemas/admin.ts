import { z } from "zod";
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  TRANSLATOR_JOB_STATUSES,
  WORD_COUNT_REVIEWS,
  WORD_COUNT_SOURCES,
} from "../enums";
import { newAccountSchema, publicUserSchema } from "./auth";
import { orderHistoryEntrySchema, orderItemSchema, orderSchema } from "./orders";
import { PAYMENT_STATES, type OrderFacts } from "../order-transitions";
import { REVIEW_STATUSES, revisionRequestDtoSchema } from "../draft-review";
import { fulfilmentSchema } from "../fulfilment";
import { pageQuerySchema, pageSchema } from "./pagination";

// Requests and answers of the /api/admin/* calls (docs/administration.md). The admin pages and the
// server routes import these same schemas, so every message exists once.

export const ADMIN_CODE_MESSAGE = "Please enter a valid 6-digit verification code.";

/** POST /api/admin/verify: exactly six digits (the form strips anything else and truncates to 6). */
export const adminVerifyCodeSchema = z.object({
  code: z
    .string({ error: ADMIN_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, ADMIN_CODE_MESSAGE),
});
export type AdminVerifyCodeInput = z.infer<typeof adminVerifyCodeSchema>;

/**
 * GET /api/auth/admin-sign-in-status (public): whether e-mail delivery is failing now, so the admin sign-in pages can
 * point to the break-glass (`npm run admin:code`). A boolean only: nothing else about the outbox is public.
 */
export const adminSignInStatusSchema = z.object({ mailDeliveryFailing: z.boolean() });
export type AdminSignInStatus = z.infer<typeof adminSignInStatusSchema>;

/** POST /api/admin/resend-verification: a new code was e-mailed; `retryAfter` seconds until the next may be asked for. */
export const adminCodeResentSchema = z.object({ message: z.string(), retryAfter: z.number().int() });
export type AdminCodeResent = z.infer<typeof adminCodeResentSchema>;

/**
 * POST /api/admin/register: a new account's fields (a username, no consent: the new admin is not a customer signing up);
 * isAdmin may be sent (the spec's payload) but only `true` makes sense here.
 */
export const adminRegisterSchema = newAccountSchema.extend({
  isAdmin: z.literal(true, { error: "This form only creates administrators" }).optional(),
});
export type AdminRegisterInput = z.infer<typeof adminRegisterSchema>;

export const INVALID_ORDER_STATUS = "Invalid order status";

export const FORCE_REASON_REQUIRED = "A forced status change needs a reason";

/**
 * PUT /api/admin/orders/:orderId/status. The note is optional and ends up in the order's history. `force: true`
 * is the admin's explicit override of the transition table (shared/order-transitions.ts) and needs a reason.
 */
export const updateOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: INVALID_ORDER_STATUS }),
    note: z.string({ error: "Note must be text" }).trim().max(500, "Note must be at most 500 characters").optional(),
    force: z.boolean({ error: "force must be true or false" }).optional(),
    reason: z
      .string({ error: "Reason must be text" })
      .trim()
      .max(500, "Reason must be at most 500 characters")
      .optional(),
  })
  .refine((input) => !input.force || Boolean(input.reason), { message: FORCE_REASON_REQUIRED, path: ["reason"] });
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;

export const ADMIN_ORDER_SORTS = ["newest", "due"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * GET /api/admin/orders?status=&search=&sort=&limit=&cursor= ; status 'all' or empty means no filter; sort newest
 * (default) or due (soonest estimated delivery first, orders without one last).
 */
export const adminOrdersQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.enum(ORDER_STATUSES), z.literal("all"), z.literal("")], { error: INVALID_ORDER_STATUS })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
  search: z.string({ error: "Search must be text" }).trim().max(100, "Search is too long").optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: "sort must be newest or due" }).optional().default("newest"),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** PATCH /api/admin/users/:id: the Edit User dialog. Omitted fields stay as they are. */
export const updateUserSchema = newAccountSchema
  .pick({ username: true, email: true, firstName: true, lastName: true })
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PATCH /api/admin/users/:id/disable: true disables (ends the user's sessions), false re-enables. */
export const setUserDisabledSchema = z.object({
  disabled: z.boolean({ error: "disabled must be true or false" }),
});
export type SetUserDisabledInput = z.infer<typeof setUserDisabledSchema>;

// ---- Answers -------------------------------------------------------------------------------------

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  processingOrders: z.number().int(),
  completedOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  /** total and averageOrderValue are dollars derived from the cents (older readers); the average is rounded once, in cents. */
  revenue: z.object({
    total: z.number(),
    averageOrderValue: z.number(),
    totalCents: z.number().int(),
    averageOrderValueCents: z.number().int(),
    completedCount: z.number().int(),
    completionRate: z.number(),
  }),
  customers: z.object({
    total: z.number().int(),
    newThisMonth: z.number().int(),
    returning: z.number().int(),
    returningRate: z.number(),
  }),
  pendingApplications: z.number().int(),
  /** Gross, refunds and net in integer cents per period (this month, last 30 days, all time). */
  money: z.array(
    z.object({
      key: z.enum(["this_month", "last_30_days", "all_time"]),
      label: z.string(),
      grossCents: z.number().int(),
      refundsCents: z.number().int(),
      netCents: z.number().int(),
      paidOrders: z.number().int(),
      /** Translators' fees earned in the period (by the day the order completed), and how many jobs they were for. */
      costCents: z.number().int(),
      feeJobs: z.number().int(),
      /** Net minus cost; the percent of net (null when there was no revenue). */
      marginCents: z.number().int(),
      marginPercent: z.number().int().nullable(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminOrderCustomerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomerSchema>;

/** shared/order-transitions.ts OrderFacts, as answered. */
export const orderFactsSchema = z.object({
  paymentState: z.enum(PAYMENT_STATES),
  documentCount: z.number().int(),
  activeJobStatus: z.enum(TRANSLATOR_JOB_STATUSES).nullable(),
  untranslatedCount: z.number().int(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
}) satisfies z.ZodType<OrderFacts>;

/** A row of Manage Orders: the order exactly as the customer's endpoints give it, plus who placed it. */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  ...orderSchema.omit({ id: true }).shape,
  customer: adminOrderCustomerSchema,
  documentCount: z.number().int(),
  /** Unpaid, paid, partly refunded or refunded. */
  paymentState: z.enum(PAYMENT_STATES),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  /** What the transition table looks at: the screens offer only the moves it allows (statusMoveOptions). */
  statusFacts: orderFactsSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderDocumentSchema = z.object({
  id: z.number().int(),
  /** What the document is, named by the server (docs/deliverable.md, "Names"): "Birth Certificate — Ayşe Yılmaz". */
  title: z.string(),
  /** The uploaded file's name: secondary text only, never a document's visible name. */
  originalFilename: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  wordCount: z.number().int(),
  wordCountSource: z.enum(WORD_COUNT_SOURCES),
  wordCountEstimated: z.boolean(),
  /** "needed": the count is an estimate an agent is to confirm (docs/ordering.md, "Word count review"). */
  wordCountReview: z.enum(WORD_COUNT_REVIEWS).nullable(),
  /** The least confident OCR reading of its pages (0–100), when OCR read any. */
  ocrConfidence: z.number().int().nullable(),
  /** Still being read ("pending"), read ("done") or unreadable ("failed"). */
  analysisStatus: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminOrderDocument = z.infer<typeof adminOrderDocumentSchema>;

export const adminOrderPaymentSchema = z.object({
  id: z.number().int(),
  /** Dollars derived from amountCents (older readers). */
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  provider: z.string(),
  stripePaymentId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

export const adminOrderHistoryEntrySchema = z.object({
  ...orderHistoryEntrySchema.omit({ note: true, createdAt: true }).shape,
  changedBy: z.number().int().nullable(),
  changedByUsername: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderHistoryEntry = z.infer<typeof adminOrderHistoryEntrySchema>;

export const adminOrderDetailSchema = adminOrderSchema.omit({ documentCount: true }).extend({
  /** The ordered documents (docs/ordering.md, "Orders, items and stored lines"); each stored line's itemIndex points into this list. */
  items: z.array(orderItemSchema),
  documents: z.array(adminOrderDocumentSchema),
  payments: z.array(adminOrderPaymentSchema),
  history: z.array(adminOrderHistoryEntrySchema),
  /** The customer's revision comments, oldest first. */
  revisionRequests: z.array(revisionRequestDtoSchema),
  /** Notarized / Shipped / Delivered steps this order has, and those recorded. */
  fulfilment: fulfilmentSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A row of the Customers screen (GET /api/admin/users), and PATCH /api/admin/users/:id(/disable). */
/** `deletedAt`: the customer deleted the account; what is left is anonymised ("Deleted customer #id") and cannot be edited. */
export const adminUserSchema = publicUserSchema.extend({
  orderCount: z.number().int(),
  deletedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USER_TABS = ["all", "admins", "users"] as const;
export type AdminUserTab = (typeof ADMIN_USER_TABS)[number];

/** GET /api/admin/users?tab=&search=&limit=&cursor= : All Users, Administrators or Regular Users, newest first. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  tab: z.enum(ADMIN_USER_TABS, { error: "tab must be all, admins or users" }).optional().default("all"),
  search: z.string({ error: "Search must be text" }).trim().max(100, "Search is too long").optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One page of accounts, with the header counts (every account, administrators, regular users) for the same search. */
export const adminUserListSchema = pageSchema(adminUserSchema).extend({
  counts: z.object({ all: z.number().int(), admins: z.number().int(), users: z.number().int() }),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
