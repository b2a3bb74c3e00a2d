import type { FulfilmentDto } from "../fulfilment";
import { z } from "zod";
import type { OrderStatus, ServiceType, TranslationDirection } from "../enums";
import type { ReviewStatus, RevisionRequestDto } from "../draft-review";
import type { TimelineEventDto } from "../timeline";
import type { DocumentDto } from "./documents";
import type { TranslationVersionDto } from "./jobs";
import type { PaymentDto } from "./payments";
import type { CancellationRequestDto, RefundDto } from "./refunds";
import { quoteSchema } from "./quote";

// Issue 4: creating an order. The order form and POST /api/orders share this schema; the quote's messages
// (spec section 5) are reused as they are. Any price the client sends is dropped: the server prices orders.

/** The 50 states, DC, the territories and the military "states" (AA, AE, AP) the USPS delivers to. */
export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
  "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA",
  "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "PR", "GU", "VI", "AS", "MP", "AA",
  "AE", "AP",
] as const;

export const SHIPPING_ADDRESS_REQUIRED_MESSAGE = "Shipping address is required for physical delivery";

const line = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message} (at most ${max} characters)`);

export const shippingAddressSchema = z.object({
  fullName: line("Please enter the recipient's full name", 100),
  line1: line("Please enter the street address", 200),
  line2: z.string().trim().max(200, "Address line 2 must be at most 200 characters").optional()
    .transform((value) => value || undefined),
  city: line("Please enter the city", 100),
  state: z.string({ error: "Please select a US state" }).trim().toUpperCase()
    .refine((value) => (US_STATE_CODES as readonly string[]).includes(value), "Please select a US state"),
  postalCode: z.string({ error: "Please enter a valid US ZIP code" }).trim()
    .regex(/^\d{5}(-?\d{4})?$/, "Please enter a valid US ZIP code"),
}, { error: SHIPPING_ADDRESS_REQUIRED_MESSAGE });
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
/** As stored and answered: the state upper-cased, an empty line2 left out. */
export type ShippingAddressDto = { fullName: string; line1: string; line2?: string; city: string; state: string; postalCode: string };

export const createOrderSchema = quoteSchema
  .extend({ shippingAddress: shippingAddressSchema.nullish() })
  .superRefine((order, context) => {
    if (order.isPhysicalDelivery && !order.shippingAddress) {
      context.addIssue({ code: "custom", path: ["shippingAddress"], message: SHIPPING_ADDRESS_REQUIRED_MESSAGE });
    }
  })
  // An address sent without physical delivery is not kept: nothing will be mailed.
  .transform(({ shippingAddress, ...order }) => ({
    ...order,
    shippingAddress: order.isPhysicalDelivery ? shippingAddress ?? null : null,
  }));
export type CreateOrderInput = z.input<typeof createOrderSchema>;
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
  totalPrice: number;
  estimatedDeliveryDate: string | null;
  shippingAddress: ShippingAddressDto | null;
  createdAt: string;
  updatedAt: string;
};

/** Issue 9 draft review, on the customer's orders: null until a draft is delivered; autoApprovalAt while one awaits them. */
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

/** GET /api/orders/:id */
export type OrderDetailDto = CustomerOrderDto & {
  documents: DocumentDto[];
  payments: PaymentDto[];
  history: OrderHistoryEntryDto[];
  /** Issue 9: refunds of the order's payments (oldest first), and the newest cancellation request, if any. */
  refunds: RefundDto[];
  cancellationRequest: CancellationRequestDto | null;
  /** Issue 9: every step with its date, oldest first. */
  timeline: TimelineEventDto[];
  /** Each document's delivered draft versions, newest first (empty before the first delivery). */
  drafts: OrderDraftDto[];
  revisionRequests: RevisionRequestDto[];
  /** Issue 14: Notarized / Shipped / Delivered steps (the notarized scan downloads from /api/orders/:id/notarized-scan). */
  fulfilment: FulfilmentDto;
};

/** A document's translated versions the customer has received for review (GET /api/deliverables/translations/:id/download). */
export type OrderDraftDto = { documentId: number; originalFilename: string; versions: TranslationVersionDto[] };
