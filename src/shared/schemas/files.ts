import { z } from "zod";
import { ORDER_STATUSES, USER_ROLES } from "../enums";
import { CUSTOMER_FILE_KINDS, FILE_PURGE_REASONS } from "../file-retention";
import { pageQuerySchema, pageSchema } from "./pagination";

// An order's files: how long they are kept, whether they were deleted, and who opened them
// (docs/decisions/029-customer-files.md). One schema per answer, read by the routes and the screens.

/** GET /api/orders/:id/files, GET /api/admin/orders/:orderId/files, DELETE /api/orders/:id/files. */
export const orderFilesSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  retentionDays: z.number().int(),
  /** When the order was completed or cancelled; null while open. */
  closedAt: z.string().nullable(),
  /** When the files will be deleted if nobody does it first; null while the order is open or once they are deleted. */
  plannedDeletionAt: z.string().nullable(),
  noticeSentAt: z.string().nullable(),
  /** When they were deleted (the purge's start: from then on every download answers 410). */
  deletedAt: z.string().nullable(),
  deletionReason: z.enum(FILE_PURGE_REASONS).nullable(),
  /** What was deleted (empty while the files are kept). */
  deletedFiles: z.array(z.object({ kind: z.enum(CUSTOMER_FILE_KINDS), name: z.string() })),
  /** Files stored now. */
  fileCount: z.number().int(),
  /** The customer may delete them now (closed order, files still here). */
  canDelete: z.boolean(),
});
export type OrderFilesDto = z.infer<typeof orderFilesSchema>;

/** Who opened a file, as the customer is told: themselves, the translator (by name) or the agency's staff. */
export const CUSTOMER_ACCESS_WHO = ["you", "translator", "agency"] as const;

export const customerFileAccessSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  fileKind: z.enum(CUSTOMER_FILE_KINDS),
  fileName: z.string(),
  who: z.enum(CUSTOMER_ACCESS_WHO),
  /** The translator's name; null for the customer and staff. */
  name: z.string().nullable(),
  /** The address, on the customer's own rows only (staff addresses are not the customer's to see). */
  ipAddress: z.string().nullable(),
});
export type CustomerFileAccessDto = z.infer<typeof customerFileAccessSchema>;
export const customerFileAccessPageSchema = pageSchema(customerFileAccessSchema);
export type CustomerFileAccessPage = z.infer<typeof customerFileAccessPageSchema>;

export const adminFileAccessSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  fileKind: z.enum(CUSTOMER_FILE_KINDS),
  fileName: z.string(),
  role: z.enum(USER_ROLES),
  userId: z.number().int().nullable(),
  /** null once the account is deleted. */
  username: z.string().nullable(),
  name: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type AdminFileAccessDto = z.infer<typeof adminFileAccessSchema>;
export const adminFileAccessPageSchema = pageSchema(adminFileAccessSchema);
export type AdminFileAccessPage = z.infer<typeof adminFileAccessPageSchema>;

/** `?limit=&cursor=` of both access lists. */
export const fileAccessQuerySchema = pageQuerySchema;
