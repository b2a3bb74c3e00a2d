import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "../../../src/server/db/schema/certificates";
import { settings } from "../../../src/server/db/schema/settings";
import { formatUsLongDate } from "../../../src/shared/format";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import { buildPdf, createOrderFor, payOrder, uploadDocument } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  deliverOrder,
  get,
  reopenOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { pdfText } from "./pdf-text";

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let stranger: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer();
  stranger = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  await t.db.update(settings).set({ value: "Bosphorus Translate LLC" }).where(eq(settings.key, "company_name"));
});
afterAll(async () => t.close());

const SOURCE_LINE = { "tr-en": "Nufus kaydi ornegi bir iki", "en-tr": "Civil registry record one two" };

/** A paid certified order holding one document with this name, delivered, then completed by the admin. */
async function completedOrder(
  documentName: string,
  direction: "tr-en" | "en-tr" = "tr-en",
  who = translator,
  serviceType = "certified",
) {
  const order = await createOrderFor(t, owner.cookie, { translationDirection: direction, serviceType });
  const uploaded = await uploadDocument(t, owner.cookie, order.id, {
    name: documentName,
    bytes: await buildPdf([Array.from({ length: 10 }, () => SOURCE_LINE[direction])]),
  });
  const documentId = uploaded.json<{ document: { id: number } }>().document.id;
  await payOrder(t, owner.cookie, order.id);
  await deliverOrder(t, admin, who, order.id);
  const completed = await setOrderStatus(t, admin, order.id, "completed");
  if (completed.statusCode !== 200) throw new Error(completed.body);
  const delivery = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>();
  return { orderId: order.id, documentId, certificateId: delivery.certificates[0]!.id };
}

const downloadUrl = (id: number) => `/api/deliverables/certificates/${id}/download`;

describe("Certificate of Translation Accuracy", () => {
  it("is the document's certified PDF: the translation, then the certificate (letterhead, identifiers, language pair, translator, both statements, date, signature line), then the source copy, every page numbered", async () => {
    const { orderId, documentId, certificateId } = await completedOrder("Nüfus Kaydı.pdf");
    const response = await get(t, downloadUrl(certificateId), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    // Named for what the document is (its type; no passport names on this order), never the uploaded file.
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="Other Document.pdf"`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getTitle()).toBe("Other Document");

    const text = await pdfText(response.rawPayload);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, certificateId));
    const translationAt = text.indexOf("civil registry record one two");
    const certificateAt = text.indexOf("Certificate of Translation Accuracy");
    const sourceAt = text.indexOf("Nufus kaydi ornegi bir iki");
    expect(translationAt).toBeGreaterThanOrEqual(0);
    expect(certificateAt).toBeGreaterThan(translationAt);
    expect(sourceAt).toBeGreaterThan(certificateAt);
    for (const page of [1, 2, 3])
      expect(text).toContain(`Certified translation ${row!.certificateNumber} · page ${page} of 3`);
    expect(text).not.toContain("Nüfus Kaydı.pdf");

    expect(text).toContain("Bosphorus Translate LLC");
    expect(text).toContain("350 Fifth Avenue, Suite 4200, New York, NY 10118");
    expect(text).toContain(`Order: #${orderId}`);
    expect(text).toContain(`Document: #${documentId} - Other Document`);
    expect(text).toContain("Language pair: Turkish into English");
    expect(text).toContain("Translator: Zeynep Arslan");
    expect(text).toContain(
      "Statement of competence: I, Zeynep Arslan, certify that I am competent to translate from Turkish into English, being fluent in both languages.",
    );
    expect(text).toContain(
      `Statement of accuracy: I further certify that the attached English translation of the document "Other Document" (document #${documentId}, order #${orderId}) is complete and accurate to the best of my knowledge and ability.`,
    );
    const date = formatUsLongDate(new Date());
    expect(text).toContain(`Date: ${date}`);
    expect(text).toContain("Signature of translator Zeynep Arslan, Translator");
    expect(text).toContain("8 CFR 103.2(b)(3)");

    // Decision 009 (verifiable certificates): numbered, sealed with the agency's name, and verifiable online at the printed address.
    expect(row!.certificateNumber).toBe(`BT-${new Date().getUTCFullYear()}-${String(certificateId).padStart(6, "0")}`);
    expect(row!.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(text).toContain(`Certificate No. ${row!.certificateNumber}`);
    expect(text).toContain(`Verify this certificate http://localhost:0/verify/${row!.verificationCode}`);
    expect(text).toContain(`Verification code: ${row!.verificationCode}`);
    expect(text).toContain(`SHA-256 of the certified translation: ${row!.translationSha256}`);
    expect(text).toContain("B O S P H O R U S T R A N S L A T E L L C"); // the seal, letter by letter along its arc
    expect(text).not.toContain("Notarial certificate");
    // The stored PDF is what every download serves: its recorded hash is the downloaded file's.
    expect(createHash("sha256").update(response.rawPayload).digest("hex")).toBe(row!.pdfSha256);
    expect((await get(t, downloadUrl(certificateId), owner.cookie)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("prints a notary block on a Premium order's certificate", async () => {
    const { orderId, certificateId } = await completedOrder("deed.pdf", "tr-en", translator, "premium");
    const delivery = (await get(t, `/api/admin/orders/${orderId}/delivery`, admin)).json<AdminOrderDeliveryDto>();
    expect(delivery.certificates[0]!.notarized).toBe(true);
    const response = await get(t, downloadUrl(certificateId), admin);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(3); // translation, certificate, source
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Notarial certificate (jurat)");
    expect(text).toContain("by Zeynep Arslan, proved to me on the basis of satisfactory evidence");
    expect(text).toContain("Signature of notary public");
    expect(text).toContain("Commission number and expiration date");
    expect(text).toContain("Notary seal");
  });

  it("names the other direction and prints every Turkish letter of the translator's name", async () => {
    const ayse = await approvedTranslator(t, admin, { fullName: "Ayşe Yılmaz Öztürk", languagePair: "en-tr" });
    const { certificateId } = await completedOrder("birth-certificate.pdf", "en-tr", ayse);
    const text = await pdfText((await get(t, downloadUrl(certificateId), admin)).rawPayload);
    expect(text).toContain("Language pair: English into Turkish");
    expect(text).toContain("competent to translate from English into Turkish");
    expect(text).toContain("Translator: Ayşe Yılmaz Öztürk");
  });

  it("is downloadable only by the order's owner and verified admins", async () => {
    const { orderId, certificateId } = await completedOrder("diploma.pdf");
    expect((await get(t, downloadUrl(certificateId))).statusCode).toBe(401);
    for (const cookie of [stranger.cookie, translator.cookie]) {
      const response = await get(t, downloadUrl(certificateId), cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("File not found");
    }
    expect((await get(t, downloadUrl(certificateId), admin)).statusCode).toBe(200);
    expect((await get(t, downloadUrl(999999), owner.cookie)).statusCode).toBe(404);
    expect((await get(t, "/api/deliverables/certificates/abc/download", owner.cookie)).json().message).toBe(
      "Invalid file id",
    );

    // Reopened: the customer waits for the order to be completed again.
    await reopenOrder(t, admin, orderId);
    expect((await get(t, downloadUrl(certificateId), owner.cookie)).statusCode).toBe(404);
  });
});
