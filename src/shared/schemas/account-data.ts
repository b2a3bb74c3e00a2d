import { z } from "zod";
import { IN_PROGRESS_REASONS } from "../account-deletion";
import { ORDER_STATUSES } from "../enums";
import { errorText } from "../error-codes";

// Account Settings' "Download my data" and "Delete my account" (docs/security.md): requests and answers, shared by
// the routes (src/server/account-deletion, src/server/data-export) and the screens (src/client/features/account-data).

/** POST /api/user/delete: the account's password, typed again. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: errorText("DELETE_PASSWORD_REQUIRED") })
    .min(1, errorText("DELETE_PASSWORD_REQUIRED"))
    .max(200, errorText("PASSWORD_TOO_LONG")),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** An order that holds the account open, and why (shared/account-deletion.ts). */
export const orderInProgressSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  reason: z.enum(IN_PROGRESS_REASONS),
});
export type OrderInProgressDto = z.infer<typeof orderInProgressSchema>;

/** GET /api/user/account-deletion: what stands in the way of deleting the account now (nothing when empty). */
export const accountDeletionCheckSchema = z.object({ ordersInProgress: z.array(orderInProgressSchema) });
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;

/** A data export's life: requested, prepared by a job, e-mailed, then downloaded once or expired (its file deleted either way). */
export const DATA_EXPORT_STATUSES = ["pending", "preparing", "ready", "downloaded", "expired", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long the e-mailed link works once the file is ready. */
export const DATA_EXPORT_LINK_HOURS = 48;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExportDto = z.infer<typeof dataExportSchema>;

/** GET /api/user/data-export, and the answer of POST /api/user/data-export (202, with `message`). */
export const dataExportStateSchema = z.object({ latest: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;
export const dataExportRequestedSchema = dataExportStateSchema.extend({ message: z.string() });
export type DataExportRequested = z.infer<typeof dataExportRequestedSchema>;

/** Exports one account may ask for in 24 hours: each reads every file of every order. */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_MESSAGES = {
  requested: "We are preparing your data. We will e-mail you a link to download it, usually within a few minutes.",
  alreadyPreparing: errorText("DATA_EXPORT_ALREADY_PREPARING"),
  invalidLink: errorText("DATA_EXPORT_INVALID_LINK"),
  linkRequired: errorText("DATA_EXPORT_LINK_REQUIRED"),
  dailyLimit: `You can ask for your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
} as const;

/** POST /api/user/data-export/link and /download: the token of the e-mailed link (a form post sends it too). */
export const dataExportTokenSchema = z.object({
  token: z
    .string({ error: DATA_EXPORT_MESSAGES.linkRequired })
    .trim()
    .min(1, DATA_EXPORT_MESSAGES.linkRequired)
    .max(200, DATA_EXPORT_MESSAGES.invalidLink),
});
export type DataExportTokenInput = z.infer<typeof dataExportTokenSchema>;

/** POST /api/user/data-export/link: the file the link downloads (nothing is spent by asking). */
export const dataExportLinkSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  expiresAt: z.string(),
});
export type DataExportLink = z.infer<typeof dataExportLinkSchema>;
