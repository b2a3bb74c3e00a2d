import { eq } from "drizzle-orm";
import { revocationRefusal } from "../../shared/certificate-verification";
import type { Database } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { badRequest, notFound, english } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";

type Options = { db: Database; certificateId: number; reason: string; adminId: number; now?: Date };

/**
 * An admin revokes a certificate (issued in error, translation withdrawn): the public verify page then says it
 * was revoked and on which date. Final: a corrected translation gets a new certificate. Recorded in the order's
 * history without the reason (the reason stays on the certificate, for admins).
 */
export async function revokeCertificate({ db, certificateId, reason, adminId, now = new Date() }: Options) {
  return db.transaction(async (tx) => {
    const [certificate] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificateId))
      .for("update")
      .limit(1);
    if (!certificate) throw notFound("CERTIFICATE_NOT_FOUND");
    const refusal = revocationRefusal(certificate);
    if (refusal) throw badRequest(english(refusal));
    await tx
      .update(certificates)
      .set({ revokedAt: now, revocationReason: reason, revokedBy: adminId })
      .where(eq(certificates.id, certificateId));
    await recordOrderNote(tx, {
      orderId: certificate.orderId,
      note: `Certificate ${certificate.certificateNumber ?? `#${certificate.id}`} revoked`,
      changedBy: adminId,
    });
    return { orderId: certificate.orderId };
  });
}
