import type { ExportSection } from "../export-sections";

/** profile.json: the account as the customer sees it in Account Settings (never the password hash or provider references). */
export const profileSection: ExportSection = {
  name: "profile",
  readme: "profile",
  async collect({ user }) {
    return {
      json: {
        id: user.id,
        username: user.username,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        /** The consent to the terms and privacy policy given at sign-up (docs/security.md); null before it was asked. */
        termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
        termsVersion: user.termsVersion,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
    };
  },
};
