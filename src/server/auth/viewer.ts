import type { FastifyRequest } from "fastify";
import type { UserRole } from "../../shared/enums";
import { unauthorized } from "../http/app-error";
import type { SessionUser } from "./sessions";

/**
 * Who is asking, read once per handler from the session the session plugin resolved. An admin counts as one
 * (isVerifiedAdmin) only after the e-mailed code step, as in requireAdmin.
 */
export type Viewer = {
  userId: number;
  role: UserRole;
  isVerifiedAdmin: boolean;
  /** The session's user row, for use cases that need more than the id (e-mail, language, profile). */
  user: SessionUser;
  /** True for an admin session still waiting for its e-mailed code. */
  verificationRequired: boolean;
  sessionId: string;
};

/** The viewer of a request behind a guard; without a session (a route that forgot its guard) errorText("UNAUTHORIZED"). */
export function viewerOf(request: FastifyRequest): Viewer {
  const session = request.session;
  if (!session) throw unauthorized();
  const { user, verificationRequired } = session;
  return {
    userId: user.id,
    role: user.role,
    isVerifiedAdmin: user.role === "admin" && !verificationRequired,
    user,
    verificationRequired,
    sessionId: session.id,
  };
}
