import type { FastifyRequest } from "fastify";

/** Who asks for an order's files: its owner, or an admin who has passed the e-mailed code step. */
export type DeliverableViewer = { userId: number; isAdmin: boolean };

export function deliverableViewerOf(request: FastifyRequest): DeliverableViewer {
  const session = request.session!;
  return { userId: session.user.id, isAdmin: session.user.role === "admin" && !session.verificationRequired };
}
