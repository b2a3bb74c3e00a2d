import { z } from "zod";
import { ORDER_STATUSES } from "../enums";

// GET /api/orders/:id/deliverables: the answer's shape, for the server that builds it and the client that reads it.

export const deliverableFileSchema = z.object({
  id: z.number().int(),
  /** translation: GET /api/deliverables/translations/:id/download; certificate: /api/deliverables/certificates/:id/download */
  kind: z.enum(["translation", "certificate"]),
  documentId: z.number().int(),
  originalFilename: z.string(),
  fileName: z.string(),
  /** ISO date-time. */
  completedAt: z.string().nullable(),
});
export type DeliverableFileDto = z.infer<typeof deliverableFileSchema>;

export const orderDeliverablesSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  files: z.array(deliverableFileSchema),
});
export type OrderDeliverablesDto = z.infer<typeof orderDeliverablesSchema>;
