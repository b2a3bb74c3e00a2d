import type { Database } from "../db/client";
import type { users } from "../db/schema/users";
import { filesSection } from "./sections/files-section";
import { messagesSection } from "./sections/messages-section";
import { ordersSection } from "./sections/orders-section";
import { paymentsSection } from "./sections/payments-section";
import { profileSection } from "./sections/profile-section";

/** Whose data, read by every section. */
export type ExportContext = { db: Database; user: typeof users.$inferSelect; now: Date };

/** A stored file to copy into the ZIP, read through the storage adapter one at a time when the ZIP is written. */
export type ExportFile = {
  /** Path inside the ZIP ("files/order-12/documents/..."). */
  path: string;
  storageKey: string;
  orderId: number;
  kind: "document" | "translation" | "certificate" | "notarized_scan" | "message_attachment";
  /** Changes the stored bytes before they are written (a revoked certificate comes stamped, as its download does). */
  transform?: (bytes: Buffer) => Promise<Buffer>;
};

/** What one section adds: `<name>.json` when `json` is set, and files. */
export type ExportSectionContent = { json?: unknown; files?: ExportFile[] };

/** The README.txt paragraphs a section can name (src/shared/i18n/catalogs/en/email.ts, dataExport.readme). */
export type ReadmeLine = "profile" | "orders" | "payments" | "messages" | "files";

/** One domain's part of "Download my data": a collector, run by the data-export.prepare job (prepare-data-exports.ts). */
export type ExportSection = {
  name: string;
  readme: ReadmeLine;
  collect(context: ExportContext): Promise<ExportSectionContent>;
};

/**
 * Every section of a data export, in the order written (docs/security.md, "Your data"). A domain that starts holding
 * the customer's data adds its collector here (with its README line in email.ts dataExport.readme).
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  profileSection,
  ordersSection,
  paymentsSection,
  messagesSection,
  filesSection,
];
