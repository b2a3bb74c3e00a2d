import type { PublicUser } from "../../shared/schemas/auth";
import type { SessionUser } from "./sessions";

/** What the browser may see of a user: everything but the password hash and provider references. */
export function toPublicUser(user: SessionUser, extra: { verificationRequired?: boolean } = {}): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    ...(extra.verificationRequired ? { verificationRequired: true } : {}),
  };
}
