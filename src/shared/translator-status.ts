import type { TranslatorStatus } from "./enums";

// The spec's translator rules: an application moves Pending → Email Verified → ID Verified (or ID Verification Failed),
// then an admin approves or rejects it. Pure rules, used by the admin screen and enforced by the server.

export const TRANSLATOR_DECISIONS = ["Approved", "Rejected"] as const;
export type TranslatorDecision = (typeof TRANSLATOR_DECISIONS)[number];

export const TRANSLATOR_TABS = {
  pending: ["Pending", "Email Verified", "ID Verified"],
  approved: ["Approved"],
  rejected: ["Rejected", "ID Verification Failed"],
} as const satisfies Record<string, readonly TranslatorStatus[]>;
export type TranslatorTab = keyof typeof TRANSLATOR_TABS;

export const DECISION_MESSAGES = {
  alreadyApproved: "This application has already been approved",
  alreadyRejected: "This application has already been rejected",
  approveNeedsIdentity: "Only applications whose identity has been verified can be approved",
} as const;

/** The admin tab an application is listed under. */
export function translatorTab(status: TranslatorStatus): TranslatorTab {
  if ((TRANSLATOR_TABS.approved as readonly string[]).includes(status)) return "approved";
  if ((TRANSLATOR_TABS.rejected as readonly string[]).includes(status)) return "rejected";
  return "pending";
}

/** Approve is enabled only when the applicant's identity has been verified. */
export const canApprove = (status: TranslatorStatus) => status === "ID Verified";

/** Reject is possible for anything not yet decided (ID Verification Failed included). */
export const canReject = (status: TranslatorStatus) => status !== "Approved" && status !== "Rejected";

/** null when the admin may make this decision, otherwise the reason it is refused. */
export function decisionRefusal(status: TranslatorStatus, decision: TranslatorDecision): string | null {
  if (status === "Approved") return DECISION_MESSAGES.alreadyApproved;
  if (status === "Rejected") return DECISION_MESSAGES.alreadyRejected;
  if (decision === "Approved" && !canApprove(status)) return DECISION_MESSAGES.approveNeedsIdentity;
  return null;
}

/** Identity verification can start only once the e-mail is verified, and only once. */
export const canStartIdentityVerification = (status: TranslatorStatus) => status === "Email Verified";

/** The status an identity check's outcome leads to. */
export const identityOutcomeStatus = (outcome: "verified" | "failed"): TranslatorStatus =>
  outcome === "verified" ? "ID Verified" : "ID Verification Failed";
