import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import type { VerifiedCertificateDto } from "../../../src/shared/schemas/certificates";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  assignOrThrow,
  completeJob,
  get,
  jobDetail,
  paidOrder,
  setOrderStatus,
  approveDraftOf,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
});
afterAll(async () => t.close());

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A completed certified order: its certificate (as the admin sees it), the downloaded PDF and the translation's bytes. */
async function certifiedDocument() {
  const order = await paidOrder(t, owner.cookie);
  const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
  const [document] = (await jobDetail(t, translator.cookie, jobId)).documents;
  // A whole translation of the source (the checks refuse one with lines left out).
  const translation = (await translatedPdf(`Certified translation of order ${order.id}`)).bytes;
  expect(
    (
      await uploadTranslation(t, translator.cookie, jobId, document!.id, {
        name: "birth-en.pdf",
        bytes: translation,
        type: "application/pdf",
      })
    ).statusCode,
  ).toBe(201);
  expect((await completeJob(t, translator.cookie, jobId)).statusCode).toBe(200);
  await approveDraftOf(t, order.id);
  expect((await setOrderStatus(t, admin, order.id, "completed")).statusCode).toBe(200);
  const certificate = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>()
    .certificates[0]!;
  const pdf = (await get(t, `/api/deliverables/certificates/${certificate.id}/download`, owner.cookie)).rawPayload;
  return { orderId: order.id, certificate, pdf, translation };
}

const revoke = (id: number, payload: unknown, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/certificates/${id}/revoke`,
    headers: { cookie },
    payload: payload as object,
  });

describe("GET /api/verify/:code (public)", () => {
  it("shows only the certificate's public facts and the fingerprints of the downloaded PDF and the translation", async () => {
    const { certificate, pdf, translation } = await certifiedDocument();
    const response = await get(t, `/api/verify/${certificate.verificationCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<VerifiedCertificateDto>();
    expect(body).toEqual({
      certificateNumber: certificate.certificateNumber,
      issuedAt: certificate.createdAt,
      languagePair: "Turkish into English",
      translatorName: "Deniz Aydın",
      documentType: "Other document",
      // The certified PDF's pages (translation, certificate, source copy), as its footers number them.
      pageCount: (await PDFDocument.load(pdf)).getPageCount(),
      combined: true,
      notarized: false,
      certificateSha256: sha256(pdf),
      translationSha256: sha256(translation),
      status: "valid",
      revokedAt: null,
    });
    // A different file (here the translation itself is not the certificate) does not match the certificate.
    expect(sha256(translation)).not.toBe(body.certificateSha256);
    // Typed from paper: lower case and Crockford's look-alikes still find it.
    const typed = certificate.verificationCode!.toLowerCase().replace(/0/g, "o").replace(/1/g, "l");
    expect((await get(t, `/api/verify/${typed}`)).json<VerifiedCertificateDto>().certificateNumber).toBe(
      certificate.certificateNumber,
    );
  });

  it("answers 404 for an unknown or malformed code", async () => {
    for (const code of ["ZZZZZZZZZZZZZZZZ", "short", "%2E%2E%2Fetc", "A".repeat(40)]) {
      const response = await get(t, `/api/verify/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Certificate not found", code: "CERTIFICATE_NOT_FOUND" });
    }
  });
});

describe("POST /api/admin/certificates/:id/revoke", () => {
  it("revokes with a reason once; the public answer then says revoked with the date but not the reason", async () => {
    const { orderId, certificate } = await certifiedDocument();
    expect((await revoke(certificate.id, {})).json().message).toBe("Please give a reason for revoking the certificate");
    expect((await revoke(certificate.id, { reason: "  " })).statusCode).toBe(400);
    expect((await revoke(certificate.id, { reason: "x".repeat(501) })).json().message).toBe(
      "The reason must be at most 500 characters",
    );
    expect((await revoke(certificate.id, { reason: "Issued for the wrong version" }, owner.cookie)).statusCode).toBe(
      403,
    );
    expect((await revoke(999999, { reason: "Issued for the wrong version" })).json().message).toBe(
      "Certificate not found",
    );

    const revoked = await revoke(certificate.id, { reason: "Issued for the wrong version" });
    expect(revoked.statusCode).toBe(200);
    const listed = revoked.json<AdminOrderDeliveryDto>().certificates.find((row) => row.id === certificate.id)!;
    expect(listed.revocationReason).toBe("Issued for the wrong version");
    expect(listed.revokedAt).not.toBeNull();

    const answer = (await get(t, `/api/verify/${certificate.verificationCode}`)).json<VerifiedCertificateDto>();
    expect(answer.status).toBe("revoked");
    expect(answer.revokedAt).toBe(listed.revokedAt);
    expect(JSON.stringify(answer)).not.toContain("wrong version");

    const again = await revoke(certificate.id, { reason: "Twice" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This certificate has already been revoked");
    const history = (await get(t, `/api/admin/orders/${orderId}`, admin)).body;
    expect(history).toContain(`Certificate ${certificate.certificateNumber} revoked`);
  });
});
