import { z } from "zod";
import { revisionRequestDtoSchema } from "../draft-review";
import { fulfilmentSchema } from "../fulfilment";
import { timelineEventSchema } from "../timeline";
import { documentSchema } from "./documents";
import { translationVersionSchema } from "./jobs";
import { orderHistoryEntrySchema, orderWithItemsSchema } from "./orders";
import { paymentSchema } from "./payments";
import { cancellationRequestDtoSchema, refundSchema } from "./refunds";
import { wordCountConfirmationSchema } from "./word-count-review";

/** A document's translated versions the customer has received for review (GET /api/deliverables/translations/:id/download). */
export const orderDraftSchema = z.object({
  documentId: z.number().int(),
  /** In the customer's language: "Doğum Belgesi — Ayşe Yılmaz" (docs/deliverable.md, "Names"). */
  title: z.string(),
  originalFilename: z.string(),
  versions: z.array(translationVersionSchema),
});
export type OrderDraftDto = z.infer<typeof orderDraftSchema>;

/** GET /api/orders/:id: the order with its items and everything the order page shows, in the order the server builds it. */
export const orderDetailSchema = orderWithItemsSchema.extend({
  documents: z.array(documentSchema),
  payments: z.array(paymentSchema),
  history: z.array(orderHistoryEntrySchema),
  /** Refunds of the order's payments (oldest first), and the newest cancellation request, if any. */
  refunds: z.array(refundSchema),
  cancellationRequest: cancellationRequestDtoSchema.nullable(),
  /** Every step with its date, oldest first. */
  timeline: z.array(timelineEventSchema),
  /** Each document's delivered draft versions, newest first (empty before the first delivery). */
  drafts: z.array(orderDraftSchema),
  /** Notarized / Shipped / Delivered steps (the notarized scan downloads from /api/orders/:id/notarized-scan). */
  fulfilment: fulfilmentSchema,
  revisionRequests: z.array(revisionRequestDtoSchema),
  /** Word counts our agents set, oldest first (docs/ordering.md, "Word count review"). */
  wordCountConfirmations: z.array(wordCountConfirmationSchema),
});
export type OrderDetailDto = z.infer<typeof orderDetailSchema>;
