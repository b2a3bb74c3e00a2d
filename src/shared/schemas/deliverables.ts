import { z } from "zod";
import { ORDER_STATUSES } from "../enums";

// GET /api/orders/:id/deliverables: the answer's shape, for the server that builds it and the client that reads it.

export const deliverableFileSchema = z.object({
  id: z.number().int(),
  /** translation: GET /api/deliverables/translations/:id/download; certificate: /api/deliverables/certificates/:id/download */
  kind: z.enum(["translation", "certificate"]),
  documentId: z.number().int(),
  originalFilename: z.string(),
  /** What the document is, in the customer's language: "Doğum Belgesi — Ayşe Yılmaz" (docs/deliverable.md). */
  title: z.string(),
  /** A certificate that is the document's whole certified PDF (translation, certificate, source copy). */
  combined: z.boolean(),
  /** Pages of the certified PDF (as its footers number them); null when not known. */
  pageCount: z.number().int().nullable(),
  fileName: z.string(),
  /** ISO date-time. */
  completedAt: z.string().nullable(),
});
export type DeliverableFileDto = z.infer<typeof deliverableFileSchema>;

export const orderDeliverablesSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  files: z.array(deliverableFileSchema),
  /** GET /api/orders/:id/deliverables/zip and …/merged.pdf answer (a completed order with certified PDFs). */
  wholeOrder: z.boolean(),
});
export type OrderDeliverablesDto = z.infer<typeof orderDeliverablesSchema>;
