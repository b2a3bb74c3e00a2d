import { eq } from "drizzle-orm";
import { languagePairLabel } from "../../shared/assignment";
import { DEFAULT_DOCUMENT_TYPES } from "../../shared/catalog";
import { normalizeVerificationCode } from "../../shared/certificate-verification";
import { verifiedCertificateSchema, type VerifiedCertificateDto } from "../../shared/schemas/certificates";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { orders } from "../db/schema/orders";
import { documentTypes, orderItems } from "../db/schema/pricing-catalog";
import { translators } from "../db/schema/translators";
import { notFound } from "../http/app-error";

const OTHER_DOCUMENT = DEFAULT_DOCUMENT_TYPES.find((type) => type.id === "other")!.name;

/**
 * GET /api/verify/:code, public: the certificate's number, date, language pair, translator, the kind of document
 * and its pages, the fingerprints, and whether it was revoked. Nothing about the customer or the order: not the
 * file name (customers name files after themselves), and not the revocation reason. Any code that is not a
 * certificate's answers 404 errorText("CERTIFICATE_NOT_FOUND").
 */
export async function getVerifiedCertificate({
  db,
  code,
}: {
  db: Executor;
  code: string;
}): Promise<VerifiedCertificateDto> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) throw notFound("CERTIFICATE_NOT_FOUND");
  const [row] = await db
    .select({
      certificate: certificates,
      documentType: documentTypes.name,
      translatorName: translators.fullName,
      direction: orders.translationDirection,
    })
    .from(certificates)
    .innerJoin(translators, eq(translators.translatorId, certificates.translatorId))
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .leftJoin(orderItems, eq(orderItems.documentId, certificates.documentId))
    .leftJoin(documentTypes, eq(documentTypes.id, orderItems.documentType))
    .where(eq(certificates.verificationCode, normalized))
    .limit(1);
  if (!row?.certificate.certificateNumber || !row.certificate.pdfSha256) throw notFound("CERTIFICATE_NOT_FOUND");
  const { certificate } = row;
  return verifiedCertificateSchema.parse({
    certificateNumber: certificate.certificateNumber,
    issuedAt: certificate.createdAt.toISOString(),
    languagePair: languagePairLabel(row.direction),
    translatorName: row.translatorName,
    documentType: row.documentType ?? OTHER_DOCUMENT,
    pageCount: certificate.pageCount,
    combined: certificate.combined,
    notarized: certificate.notarized,
    certificateSha256: certificate.pdfSha256,
    translationSha256: certificate.translationSha256,
    status: certificate.revokedAt ? "revoked" : "valid",
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
  });
}
