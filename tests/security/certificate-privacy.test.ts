import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedCertificateDto } from "../../src/shared/schemas/certificates";
import type { AdminOrderDeliveryDto } from "../../src/shared/schemas/jobs";
import { formatUsLongDate } from "../../src/shared/format";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { pdfText } from "../api/certificates/pdf-text";
import {
  approvedTranslator,
  approveDraftOf,
  assignOrThrow,
  completeJob,
  get,
  jobDetail,
  setOrderStatus,
  uploadTranslation,
  type SignedInTranslator,
} from "../api/jobs/fixtures";
import { buildPdf, createOrderFor, payOrder, uploadDocument } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// What the public verify page and a revoked certificate's download show (docs/security.md, "Public pages").

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer({ firstName: "Elif", lastName: "Demir" });
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
});
afterAll(async () => t?.close());

const SOURCE_NAME = "Elif Demir passport U12345678 DOB 1990-01-02.pdf";

/** A completed birth-certificate order whose source file is named after the customer; the translation has 2 pages. */
async function certifiedBirthCertificate() {
  const order = await createOrderFor(t, owner.cookie, { items: [{ documentType: "birth_certificate" }] });
  expect(
    (
      await uploadDocument(t, owner.cookie, order.id, {
        name: SOURCE_NAME,
        bytes: await buildPdf([["Dogum belgesi", "Elif Demir"]]),
      })
    ).statusCode,
  ).toBe(201);
  expect((await payOrder(t, owner.cookie, order.id)).confirm.statusCode).toBe(200);
  const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
  const [document] = (await jobDetail(t, translator.cookie, jobId)).documents;
  const translation = {
    name: "Elif Demir birth certificate EN.pdf",
    bytes: await buildPdf([["Birth certificate"], ["Page two"]]),
    type: "application/pdf",
  };
  expect((await uploadTranslation(t, translator.cookie, jobId, document!.id, translation)).statusCode).toBe(201);
  expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  await approveDraftOf(t, order.id);
  expect((await setOrderStatus(t, admin, order.id, "completed")).statusCode).toBe(200);
  return (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>().certificates[0]!;
}

describe("public certificate verification", () => {
  it("shows the kind of document and its pages, never the customer's file name or name", async () => {
    const certificate = await certifiedBirthCertificate();
    const response = await get(t, `/api/verify/${certificate.verificationCode}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<VerifiedCertificateDto>();
    // The certified PDF's pages: the translation (2), the certificate (1) and the copy of the source (1).
    expect(body).toMatchObject({
      documentType: "Birth certificate",
      pageCount: 4,
      translatorName: "Deniz Aydın",
      status: "valid",
    });
    for (const secret of ["Elif", "Demir", "U12345678", "1990-01-02", "passport", ".pdf"])
      expect(response.body).not.toContain(secret);
    expect(body).not.toHaveProperty("documentTitle");
  });
});

describe("revoked certificates", () => {
  it("download stamped 'REVOKED on <date>' on every page, for the customer and the admin; before revocation, no mark", async () => {
    const certificate = await certifiedBirthCertificate();
    const url = `/api/deliverables/certificates/${certificate.id}/download`;
    const before = await get(t, url, owner.cookie);
    expect(before.statusCode).toBe(200);
    expect(await pdfText(before.rawPayload)).not.toContain("REVOKED");

    const revoked = await t.app.inject({
      method: "POST",
      url: `/api/admin/certificates/${certificate.id}/revoke`,
      headers: { cookie: admin },
      payload: { reason: "Issued for the wrong version" },
    });
    expect(revoked.statusCode).toBe(200);
    const revokedAt = revoked
      .json<AdminOrderDeliveryDto>()
      .certificates.find((row) => row.id === certificate.id)!.revokedAt!;
    const mark = `REVOKED on ${formatUsLongDate(revokedAt)}`;

    for (const cookie of [owner.cookie, admin]) {
      const download = await get(t, url, cookie);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toContain("(revoked).pdf");
      const text = await pdfText(download.rawPayload);
      expect(text).toContain(`${mark}: this certificate is no longer valid`);
      // The banner and the diagonal mark: the words appear twice on each of the certified PDF's 4 pages.
      expect(text.split(mark)).toHaveLength(9);
      // The certificate's own text is still there under the mark.
      expect(text).toContain("Certificate of Translation Accuracy");
    }
    // The public page says revoked too, with the same date.
    const answer = (await get(t, `/api/verify/${certificate.verificationCode}`)).json<VerifiedCertificateDto>();
    expect(answer).toMatchObject({ status: "revoked", revokedAt });
  });
});
