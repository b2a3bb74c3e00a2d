import { eq } from "drizzle-orm";
import { certificates } from "../../../src/server/db/schema/certificates";
import { translations, documents } from "../../../src/server/db/schema/documents";
import { listCustomerFiles } from "../../../src/server/files/customer-files";
import { PNG_BYTES, buildPdf, multipartBody } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";
import { deliverOrder, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { postWithFiles } from "../messages/fixtures";

// Customer files (docs/decisions/029-customer-files.md): a completed order holding every kind of stored file.

export type FilledOrder = {
  orderId: number;
  documentId: number;
  translationId: number;
  certificateId: number;
  verificationCode: string;
  jobId: number;
  /** The scan the customer sent in the order's conversation. */
  messageAttachmentId: number;
  /** The storage keys of every file of the order. */
  keys: string[];
};

/**
 * A Premium order paid, translated, approved by the customer (which completes it and issues its certificate) and
 * notarized: a source document, a translation, a certificate PDF, a notarized scan and a file the customer sent in
 * the order's conversation in storage.
 */
export async function completedOrderWithFiles(
  t: TestApp,
  admin: string,
  translator: SignedInTranslator,
  customerCookie: string,
): Promise<FilledOrder> {
  const order = await paidOrder(t, customerCookie, { serviceType: "premium" });
  const message = await postWithFiles(t, customerCookie, order.id, "The stamp, scanned", [
    { name: "stamp.png", bytes: PNG_BYTES, type: "image/png" },
  ]);
  if (message.statusCode !== 201) throw new Error(`message failed ${message.statusCode}: ${message.body}`);
  const messageAttachmentId = message.json<{ attachments: { id: number }[] }>().attachments[0]!.id;
  const { jobId, documentIds } = await deliverOrder(t, admin, translator, order.id);
  const scan = await multipartBody({}, [{ name: "notarized.pdf", bytes: await buildPdf([["Notarized copy"]]) }]);
  const notarized = await t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${order.id}/fulfilment/notarized`,
    headers: { ...scan.headers, cookie: admin },
    payload: scan.payload,
  });
  if (notarized.statusCode !== 201) throw new Error(`notarize failed ${notarized.statusCode}: ${notarized.body}`);
  const documentId = documentIds[0]!;
  const [translation] = await t.db.select().from(translations).where(eq(translations.documentId, documentId));
  const [certificate] = await t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
  if (!translation || !certificate) throw new Error("the order was not completed with a certificate");
  const keys = (await listCustomerFiles(t.db, order.id)).map((file) => file.key);
  return {
    orderId: order.id,
    documentId,
    translationId: translation.id,
    certificateId: certificate.id,
    verificationCode: certificate.verificationCode!,
    jobId,
    messageAttachmentId,
    keys,
  };
}

/** Every download route of the order's files, as [label, url, cookie]. */
export function downloadUrls(order: FilledOrder) {
  return {
    document: `/api/documents/${order.documentId}/download`,
    translation: `/api/deliverables/translations/${order.translationId}/download`,
    certificate: `/api/deliverables/certificates/${order.certificateId}/download`,
    notarized: `/api/orders/${order.orderId}/notarized-scan`,
    adminNotarized: `/api/admin/orders/${order.orderId}/notarized-scan`,
    translatorDocument: `/api/translator/jobs/${order.jobId}/documents/${order.documentId}/download`,
    messageAttachment: `/api/orders/${order.orderId}/messages/attachments/${order.messageAttachmentId}`,
  };
}

export async function documentName(t: TestApp, documentId: number): Promise<string> {
  const [row] = await t.db
    .select({ name: documents.originalFilename })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row!.name;
}
