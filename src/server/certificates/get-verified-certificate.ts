import { eq } from "drizzle-orm";
import { languagePairLabel } from "../../shared/assignment";
import { normalizeVerificationCode } from "../../shared/certificate-verification";
import { verifiedCertificateSchema, type VerifiedCertificateDto } from "../../shared/schemas/certificates";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { translators } from "../db/schema/translators";
import { notFound } from "../http/app-error";

/**
 * GET /api/verify/:code, public: the certificate's number, date, language pair, translator, document title and
 * fingerprints, and whether it was revoked. Nothing about the customer or the order; the revocation reason is
 * for the agency's records only. Any code that is not a certificate's answers 404 "Certificate not found".
 */
export async function getVerifiedCertificate({ db, code }: { db: Executor; code: string }): Promise<VerifiedCertificateDto> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) throw notFound("Certificate");
  const [row] = await db
    .select({ certificate: certificates, documentTitle: documents.originalFilename, translatorName: translators.fullName, direction: orders.translationDirection })
    .from(certificates)
    .innerJoin(documents, eq(documents.id, certificates.documentId))
    .innerJoin(translators, eq(translators.translatorId, certificates.translatorId))
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(eq(certificates.verificationCode, normalized))
    .limit(1);
  if (!row?.certificate.certificateNumber || !row.certificate.pdfSha256) throw notFound("Certificate");
  const { certificate } = row;
  return verifiedCertificateSchema.parse({
    certificateNumber: certificate.certificateNumber,
    issuedAt: certificate.createdAt.toISOString(),
    languagePair: languagePairLabel(row.direction),
    translatorName: row.translatorName,
    documentTitle: row.documentTitle,
    notarized: certificate.notarized,
    certificateSha256: certificate.pdfSha256,
    translationSha256: certificate.translationSha256,
    status: certificate.revokedAt ? "revoked" : "valid",
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
  });
}
