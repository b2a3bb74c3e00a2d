import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { documents } from "../../../src/server/db/schema/documents";
import type { LayoutReader } from "../../../src/server/documents/analysis-pool";
import { readLayout } from "../../../src/server/documents/read-layout";
import { segmentDocument } from "../../../src/server/workbench/segment-document";
import { createOrderFor, payOrder, uploadDocument, type UploadFile } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";

const require = createRequire(import.meta.url);
const FONT = fs.readFileSync(
  path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts", "LiberationSans-Regular.ttf"),
);

/**
 * A PDF with a text layer laid out as a civil-registry extract: runs drawn at x positions, so "label      value"
 * columns have real gaps, in a font with the Turkish letters.
 */
export async function buildLayoutPdf(lines: { x: number; text: string }[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(FONT, { subset: true });
  const page = pdf.addPage([612, 792]);
  lines.forEach((runs, index) => {
    for (const run of runs) page.drawText(run.text, { x: run.x, y: 740 - index * 16, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/** The reader the job uses, in this thread (the pool's threads are covered by their own test). */
export const inThreadReader: LayoutReader = { readLayout };

/** A paid order holding exactly `file`. */
export async function paidOrderWith(t: TestApp, cookie: string, file: UploadFile) {
  const order = await createOrderFor(t, cookie);
  const upload = await uploadDocument(t, cookie, order.id, file);
  if (upload.statusCode !== 201) throw new Error(`upload failed ${upload.statusCode}: ${upload.body}`);
  const { confirm } = await payOrder(t, cookie, order.id);
  if (confirm.statusCode !== 200) throw new Error(`payment failed ${confirm.statusCode}: ${confirm.body}`);
  const [document] = await t.db.select().from(documents).where(eq(documents.orderId, order.id));
  return { orderId: order.id, documentId: document!.id };
}

export const segment = (t: TestApp, documentId: number, reader: LayoutReader = inThreadReader) =>
  segmentDocument({ db: t.db, storage: t.storage, reader, documentId });
