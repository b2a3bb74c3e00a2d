import type { Executor } from "../db/client";
import { eraseAccount } from "../auth/erase-account";
import { eraseDataExports } from "../data-export/erase-data-exports";
import { eraseOrderFiles } from "../documents/erase-order-files";
import { eraseOutbox } from "../mail/erase-outbox";
import { eraseFileAccess } from "../files/erase-file-access";
import { eraseContactRecords } from "../marketing/erase-contact-records";
import { eraseOrderDetails } from "../orders/erase-order-details";
import { eraseOrderMessages } from "../messages/erase-order-messages";
import { eraseMemoryUnits } from "../translation-memory/erase-memory-units";
import { eraseRatings } from "./erase-ratings";
import { eraseCertificateTitles } from "./erase-certificate-titles";

/** Who is being erased, as the account was before any eraser ran. */
export type ErasureSubject = {
  userId: number;
  /** The address before anonymisation. */
  email: string;
  /** It and the addresses the account had before, lower case (mail/erase-outbox.ts addressesOf): the mail and contact records are found by them. */
  addresses: string[];
  /** With orders the row stays, anonymised (orders, payments and refunds point at it); without, it is deleted. */
  hasOrders: boolean;
  /**
   * The full names the person went by (the account's, the contact forms'): the mail eraser finds e-mails to others
   * that name them (the agency's copy of a contact message).
   */
  names: string[];
};

/**
 * One domain's part of deleting an account. Runs inside the deletion's transaction: deletes or anonymises the
 * domain's rows and returns the storage keys of the files they held. The files are deleted after the commit
 * (delete-account.ts, then the account-data.sweep job until every one is gone), so a rolled-back deletion loses no file.
 */
export type AccountEraser = { domain: string; erase(tx: Executor, subject: ErasureSubject): Promise<string[]> };

/**
 * Every domain that holds a customer's personal data, erased in this order (docs/security.md, "Deleting an account").
 * Payments, receipts, refunds and certificate rows are kept on purpose (tax records, public verification): their
 * erasers only remove what names the customer.
 *
 * A domain that starts holding personal data adds its eraser here, before "account".
 */
export const ACCOUNT_ERASERS: readonly AccountEraser[] = [
  { domain: "order files", erase: eraseOrderFiles },
  { domain: "file access log", erase: eraseFileAccess },
  // Before "order details": the units are found through the person's orders (docs/workbench.md).
  { domain: "translation memory", erase: eraseMemoryUnits },
  { domain: "messages", erase: eraseOrderMessages },
  { domain: "order details", erase: eraseOrderDetails },
  { domain: "data exports", erase: eraseDataExports },
  { domain: "mail", erase: eraseOutbox },
  { domain: "contact", erase: eraseContactRecords },
  { domain: "ratings", erase: eraseRatings },
  { domain: "certificate titles", erase: eraseCertificateTitles },
  // Last: the row the others' lookups go through.
  { domain: "account", erase: eraseAccount },
];
