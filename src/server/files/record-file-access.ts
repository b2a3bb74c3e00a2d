import type { FastifyReply, FastifyRequest } from "fastify";
import type { CustomerFileKind } from "../../shared/file-retention";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";
import { fileAccessLog } from "../db/schema/files";
import { sendAttachment, type Attachment } from "../http/send-attachment";

/** The customer's file a route is about to serve: its order, kind, row id and shown name. */
export type ServedFile = { orderId: number; kind: CustomerFileKind; fileId: number; fileName: string };

/**
 * THE record of who opened a customer's file (issue 27, "Who opened my documents"): every route that serves one
 * calls it (through serveCustomerFile) once the viewer was allowed the file and before the bytes go. Who (the
 * account), as what (its role), when, which file and from which address (request.ip: X-Forwarded-For only with
 * TRUST_PROXY). A write in a GET on purpose: the audit trail of a read is part of the read.
 */
export async function recordFileAccess(
  db: Executor,
  request: FastifyRequest,
  viewer: Pick<Viewer, "userId" | "role">,
  file: ServedFile,
): Promise<void> {
  await db.insert(fileAccessLog).values({
    orderId: file.orderId,
    userId: viewer.userId,
    role: viewer.role,
    fileKind: file.kind,
    fileId: file.fileId,
    fileName: file.fileName,
    ipAddress: request.ip,
  });
}

/** Records the access, then sends the file (sendAttachment: never cached, never sniffed). */
export async function serveCustomerFile(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Pick<Viewer, "userId" | "role">,
  served: ServedFile,
  file: Attachment,
): Promise<FastifyReply> {
  await recordFileAccess(db, request, viewer, served);
  // Past the part checked before answering (encrypted-storage.ts, verifiedStart), a damaged segment can only cut the
  // download short: the browser reports a failed download and the log says why.
  if ("stream" in file) {
    file.stream.on("error", (error) =>
      request.log.error({ err: error, orderId: served.orderId, file: served }, "stored file failed while being sent"),
    );
  }
  return sendAttachment(reply, file);
}
