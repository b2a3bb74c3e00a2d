import { z } from "zod";
import {
  ORDER_STATUSES,
  SERVICE_TYPES,
  TRANSLATION_DIRECTIONS,
  type ServiceType,
  type TranslationDirection,
} from "../enums";
import { REVIEW_STATUSES } from "../draft-review";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../catalog";
import { checkQuoteItems, pricedLineSchema, quoteItemsSchema, quoteSchema } from "./quote";
import { pageQuerySchema, pageSchema } from "./pagination";
import { nameSpellingListSchema } from "./order-messages";
import { errorText } from "../error-codes";
import { personName } from "../person-name";

// Creating an order (docs/ordering.md, "Orders"). The order form and POST /api/orders share this schema; the quote's messages
// (the spec's validation wording) are reused as they are. Any price the client sends is dropped: the server prices orders.

/** The 50 states, DC, the territories and the military "states" (AA, AE, AP) the USPS delivers to. */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "DC",
  "PR",
  "GU",
  "VI",
  "AS",
  "MP",
  "AA",
  "AE",
  "AP",
] as const;

export const SHIPPING_ADDRESS_REQUIRED_MESSAGE = errorText("SHIPPING_REQUIRED");

const line = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message} (at most ${max} characters)`);

export const shippingAddressSchema = z.object(
  {
    fullName: personName(line(errorText("RECIPIENT_REQUIRED"), 100), errorText("RECIPIENT_REQUIRED")),
    line1: line(errorText("STREET_REQUIRED"), 200),
    line2: z
      .string()
      .trim()
      .max(200, "Address line 2 must be at most 200 characters")
      .optional()
      .transform((value) => value || undefined),
    city: line(errorText("CITY_REQUIRED"), 100),
    state: z
      .string({ error: errorText("STATE_REQUIRED") })
      .trim()
      .toUpperCase()
      .refine((value) => (US_STATE_CODES as readonly string[]).includes(value), errorText("STATE_REQUIRED")),
    postalCode: z
      .string({ error: errorText("ZIP_INVALID") })
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, errorText("ZIP_INVALID")),
  },
  { error: SHIPPING_ADDRESS_REQUIRED_MESSAGE },
);
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
/** As stored and answered: the state upper-cased, an empty line2 left out. */
export const shippingAddressDtoSchema = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type ShippingAddressDto = z.infer<typeof shippingAddressDtoSchema>;

/** POST /api/orders: the quote's options and items (one per document) plus the shipping address. The order form uses it. */
export const createOrderSchema = quoteSchema
  .omit({ wordCount: true })
  // nameSpellings: the names as in the passport (docs/order-messages.md), optional.
  .extend({
    items: quoteItemsSchema,
    shippingAddress: shippingAddressSchema.nullish(),
    nameSpellings: nameSpellingListSchema.optional(),
    /** A copy of the source closes each certified PDF; unset: the service's default (defaultIncludeSourceCopy). */
    includeSourceCopy: z.boolean().optional(),
  })
  .superRefine((order, context) => {
    checkQuoteItems(order, context);
    if (order.isPhysicalDelivery && !order.shippingAddress) {
      context.addIssue({ code: "custom", path: ["shippingAddress"], message: SHIPPING_ADDRESS_REQUIRED_MESSAGE });
    }
  })
  // An address sent without physical delivery is not kept: nothing will be mailed.
  .transform(({ shippingAddress, ...order }) => ({
    ...order,
    shippingAddress: order.isPhysicalDelivery ? (shippingAddress ?? null) : null,
  }));

/**
 * What the server parses: createOrderSchema, and also the older body with a single wordCount and no items,
 * which means one "other" document of that many words (scripts, the demo seed and older clients send it).
 */
export const createOrderRequestSchema = z.preprocess((body) => {
  if (body && typeof body === "object" && !Array.isArray(body) && !("items" in body) && "wordCount" in body) {
    const { wordCount, ...rest } = body as Record<string, unknown>;
    return { ...rest, items: [{ documentType: "other", wordCount }] };
  }
  return body;
}, createOrderSchema);

/** The body of POST /api/orders (items form; see createOrderSchema for the older single-count form). */
export type CreateOrderInput = {
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  isRush?: boolean;
  isPhysicalDelivery?: boolean;
  items: { documentType: DocumentTypeId; wordCount?: number | null; notarization?: boolean; extraCopies?: number }[];
  shippingAddress?: ShippingAddressInput | null;
  nameSpellings?: { inDocument: string; inPassport: string }[];
  includeSourceCopy?: boolean;
};
export type CreateOrderData = z.output<typeof createOrderSchema>;

/** An order as every orders endpoint answers it: numbers as numbers, dates as ISO strings. */
export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS),
  wordCount: z.number().int(),
  isRush: z.boolean(),
  isPhysicalDelivery: z.boolean(),
  /** Each certified PDF ends with a copy of the source document (docs/deliverable.md). */
  includeSourceCopy: z.boolean(),
  /** Dollars, derived from totalCents (kept for older readers). */
  totalPrice: z.number(),
  /** The stored total, the sum of lines. */
  totalCents: z.number().int(),
  /** The priced lines the order is sold with (stored; never recomputed from today's rates; quote.ts pricedLineSchema). */
  lines: z.array(pricedLineSchema),
  /** Set when an admin priced the order by hand (item 7): the "manual" line replaces translation and rush. */
  manualPrice: z.object({ amountCents: z.number().int(), reason: z.string() }).nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  shippingAddress: shippingAddressDtoSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** One ordered document. wordCount is what is billed: the attached document's count, else the estimate. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  documentType: z.enum(DOCUMENT_TYPE_IDS),
  wordCount: z.number().int().nullable(),
  estimatedWordCount: z.number().int().nullable(),
  notarization: z.boolean(),
  extraCopies: z.number().int(),
  /** The uploaded file attached to this item, if any. */
  documentId: z.number().int().nullable(),
});
export type OrderItemDto = z.infer<typeof orderItemSchema>;

/** Draft review (docs/delivery.md, "Customer review"), on the customer's orders: null until a draft is delivered; autoApprovalAt while one awaits them. */
export const orderReviewSchema = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  draftDeliveredAt: z.string().nullable(),
  reviewApprovedAt: z.string().nullable(),
  reviewApprovedAutomatically: z.boolean(),
  autoApprovalAt: z.string().nullable(),
});
export type OrderReviewDto = z.infer<typeof orderReviewSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderHistoryEntryDto = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/orders (each), POST /api/orders/:id/cancel: the order with its review state. */
export const customerOrderSchema = orderSchema.extend({
  ...orderReviewSchema.shape,
  /** When the order's files were deleted (docs/customer-files.md): no download is offered from then on; null while kept. */
  filesDeletedAt: z.string().nullable(),
});
export type CustomerOrderDto = z.infer<typeof customerOrderSchema>;

/** GET /api/orders?status=&limit=&cursor= : the customer's orders, newest first; status 'all' or empty means every order. */
export const customerOrdersQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.enum(ORDER_STATUSES), z.literal("all"), z.literal("")], { error: "Invalid order status" })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

/** A row of GET /api/orders: the order and how many documents it has (a pending order without any is paid after uploading). */
export const customerOrderListItemSchema = customerOrderSchema.extend({ documentCount: z.number().int() });
export type CustomerOrderListItem = z.infer<typeof customerOrderListItemSchema>;

/** One page of the customer's orders, with how many orders they have in each status (the tabs and counters). */
export const customerOrderListSchema = pageSchema(customerOrderListItemSchema).extend({
  statusCounts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type CustomerOrderList = z.infer<typeof customerOrderListSchema>;

/** POST /api/orders, GET /api/orders/:id and document changes: the order with its items. */
export const orderWithItemsSchema = customerOrderSchema.extend({
  /** The documents ordered, by position; each line's itemIndex is an index into this list. */
  items: z.array(orderItemSchema),
});
export type OrderWithItemsDto = z.infer<typeof orderWithItemsSchema>;

// GET /api/orders/:id's answer (OrderDetailDto) is in order-detail.ts: it reads documents.ts, which reads this file.
