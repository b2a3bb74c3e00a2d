import type { FulfilmentDto } from "../fulfilment";
import { z } from "zod";
import type { OrderStatus, ServiceType, TranslationDirection } from "../enums";
import type { ReviewStatus, RevisionRequestDto } from "../draft-review";
import type { TimelineEventDto } from "../timeline";
import type { DocumentDto } from "./documents";
import type { TranslationVersionDto } from "./jobs";
import type { PaymentDto } from "./payments";
import type { CancellationRequestDto, RefundDto } from "./refunds";
import type { DocumentTypeId } from "../catalog";
import type { PricedLine } from "../price-order";
import { checkQuoteItems, quoteItemsSchema, quoteSchema } from "./quote";

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

export const SHIPPING_ADDRESS_REQUIRED_MESSAGE = "Shipping address is required for physical delivery";

const line = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `${message} (at most ${max} characters)`);

export const shippingAddressSchema = z.object(
  {
    fullName: line("Please enter the recipient's full name", 100),
    line1: line("Please enter the street address", 200),
    line2: z
      .string()
      .trim()
      .max(200, "Address line 2 must be at most 200 characters")
      .optional()
      .transform((value) => value || undefined),
    city: line("Please enter the city", 100),
    state: z
      .string({ error: "Please select a US state" })
      .trim()
      .toUpperCase()
      .refine((value) => (US_STATE_CODES as readonly string[]).includes(value), "Please select a US state"),
    postalCode: z
      .string({ error: "Please enter a valid US ZIP code" })
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, "Please enter a valid US ZIP code"),
  },
  { error: SHIPPING_ADDRESS_REQUIRED_MESSAGE },
);
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
/** As stored and answered: the state upper-cased, an empty line2 left out. */
export type ShippingAddressDto = { fullName: string; line1: string; line2?: string; city: string; state: string; postalCode: string };

/** POST /api/orders: the quote's options and items (one per document) plus the shipping address. The order form uses it. */
export const createOrderSchema = quoteSchema
  .omit({ wordCount: true })
  .extend({ items: quoteItemsSchema, shippingAddress: shippingAddressSchema.nullish() })
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
};
export type CreateOrderData = z.output<typeof createOrderSchema>;

export const CANCEL_ONLY_PENDING_MESSAGE = "Only pending orders can be cancelled";

/** An order as every orders endpoint answers it: numbers as numbers, dates as ISO strings. */
export type OrderDto = {
  id: number;
  status: OrderStatus;
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  /** Dollars, derived from totalCents (kept for older readers). */
  totalPrice: number;
  /** The stored total, the sum of lines. */
  totalCents: number;
  /** The priced lines the order is sold with (stored; never recomputed from today's rates). */
  lines: PricedLine[];
  /** Set when an admin priced the order by hand (item 7): the "manual" line replaces translation and rush. */
  manualPrice: { amountCents: number; reason: string } | null;
  estimatedDeliveryDate: string | null;
  shippingAddress: ShippingAddressDto | null;
  createdAt: string;
  updatedAt: string;
};

/** One ordered document. wordCount is what is billed: the attached document's count, else the estimate. */
export type OrderItemDto = {
  id: number;
  position: number;
  documentType: DocumentTypeId;
  wordCount: number | null;
  estimatedWordCount: number | null;
  notarization: boolean;
  extraCopies: number;
  /** The uploaded file attached to this item, if any. */
  documentId: number | null;
};

export const ORDER_ONLY_PENDING_CHANGE_MESSAGE = "Only pending (unpaid) orders can be changed";

/** Draft review (docs/delivery.md, "Customer review"), on the customer's orders: null until a draft is delivered; autoApprovalAt while one awaits them. */
export type OrderReviewDto = {
  reviewStatus: ReviewStatus | null;
  draftDeliveredAt: string | null;
  reviewApprovedAt: string | null;
  reviewApprovedAutomatically: boolean;
  autoApprovalAt: string | null;
};

export type OrderHistoryEntryDto = {
  id: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  createdAt: string;
};

/** GET /api/orders/:id */
export type CustomerOrderDto = OrderDto & OrderReviewDto;

/** POST /api/orders, GET /api/orders/:id and document changes: the order with its items. */
export type OrderWithItemsDto = CustomerOrderDto & {
  /** The documents ordered, by position; each line's itemIndex is an index into this list. */
  items: OrderItemDto[];
};

/** GET /api/orders/:id */
export type OrderDetailDto = OrderWithItemsDto & {
  documents: DocumentDto[];
  payments: PaymentDto[];
  history: OrderHistoryEntryDto[];
  /** Refunds of the order's payments (oldest first), and the newest cancellation request, if any. */
  refunds: RefundDto[];
  cancellationRequest: CancellationRequestDto | null;
  /** Every step with its date, oldest first. */
  timeline: TimelineEventDto[];
  /** Each document's delivered draft versions, newest first (empty before the first delivery). */
  drafts: OrderDraftDto[];
  revisionRequests: RevisionRequestDto[];
  /** Notarized / Shipped / Delivered steps (the notarized scan downloads from /api/orders/:id/notarized-scan). */
  fulfilment: FulfilmentDto;
};

/** A document's translated versions the customer has received for review (GET /api/deliverables/translations/:id/download). */
export type OrderDraftDto = { documentId: number; originalFilename: string; versions: TranslationVersionDto[] };
