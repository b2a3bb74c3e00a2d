import { eq } from "drizzle-orm";
import { translations } from "../../../src/server/db/schema/documents";
import { orders } from "../../../src/server/db/schema/orders";
import { newStorageKey } from "../../../src/server/storage/storage-key";
import { PNG_BYTES, buildPdf, createOrderFor, uploadDocument } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";

// The translator workspace that creates translations comes later: these helpers write the rows and files directly.

/** A customer order with one uploaded document named `originalFilename` (a PNG for .png names, else a PDF). */
export async function orderWithDocument(t: TestApp, cookie: string, originalFilename = "Nüfus Kaydı.pdf") {
  const order = await createOrderFor(t, cookie);
  const bytes = originalFilename.endsWith(".png") ? PNG_BYTES : await buildPdf([["bir iki üç"]]);
  const response = await uploadDocument(t, cookie, order.id, { name: originalFilename, bytes });
  if (response.statusCode !== 201) throw new Error(`upload failed ${response.statusCode}: ${response.body}`);
  const document = response.json<{ document: { id: number } }>().document;
  return { orderId: order.id, documentId: document.id };
}

type TranslationExtras = { version?: number; fileName?: string; fileType?: string; completedAt?: Date };

/** Stores `bytes` as a translation (version 1 unless told) of a document, without a recorded type unless given. */
export async function deliverTranslation(
  t: TestApp,
  documentId: number,
  bytes: Buffer,
  extras: TranslationExtras = {},
) {
  const key = newStorageKey("translations");
  await t.storage.put(key, bytes, "application/octet-stream");
  const { completedAt = new Date("2026-03-02T15:30:00Z"), ...rest } = extras;
  const [row] = await t.db
    .insert(translations)
    .values({ documentId, status: "translated", translatedFileKey: key, completedAt, fileSize: bytes.length, ...rest })
    .returning();
  return row!;
}

export async function setOrderStatus(
  t: TestApp,
  orderId: number,
  status: "pending" | "processing" | "completed" | "cancelled",
) {
  await t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** A translation row still in progress: no file yet. */
export async function startTranslation(t: TestApp, documentId: number) {
  await t.db.insert(translations).values({ documentId, status: "processing" });
}
