import { describe, expect, it } from "vitest";
import { TRANSLATOR_STATUSES, type TranslatorStatus } from "./enums";
import {
  DECISION_MESSAGES,
  canApprove,
  canReject,
  canStartIdentityVerification,
  decisionRefusal,
  identityOutcomeStatus,
  translatorTab,
} from "./translator-status";

// Every status × every admin action, as the spec's translator rules state them.
const EXPECTED: Record<TranslatorStatus, { tab: string; approve: string | null; reject: string | null }> = {
  Pending: { tab: "pending", approve: DECISION_MESSAGES.approveNeedsIdentity, reject: null },
  "Email Verified": { tab: "pending", approve: DECISION_MESSAGES.approveNeedsIdentity, reject: null },
  "ID Verified": { tab: "pending", approve: null, reject: null },
  "ID Verification Failed": { tab: "rejected", approve: DECISION_MESSAGES.approveNeedsIdentity, reject: null },
  Approved: { tab: "approved", approve: DECISION_MESSAGES.alreadyApproved, reject: DECISION_MESSAGES.alreadyApproved },
  Rejected: { tab: "rejected", approve: DECISION_MESSAGES.alreadyRejected, reject: DECISION_MESSAGES.alreadyRejected },
};

describe("translator application transitions", () => {
  it.each(TRANSLATOR_STATUSES.map((status) => [status]))("%s: tab, approve and reject", (status) => {
    const expected = EXPECTED[status];
    expect(translatorTab(status)).toBe(expected.tab);
    expect(decisionRefusal(status, "Approved")).toBe(expected.approve);
    expect(decisionRefusal(status, "Rejected")).toBe(expected.reject);
    expect(canApprove(status)).toBe(expected.approve === null);
    expect(canReject(status)).toBe(expected.reject === null);
  });

  it("starts identity verification only from Email Verified", () => {
    expect(TRANSLATOR_STATUSES.filter(canStartIdentityVerification)).toEqual(["Email Verified"]);
  });

  it("maps identity outcomes to statuses", () => {
    expect(identityOutcomeStatus("verified")).toBe("ID Verified");
    expect(identityOutcomeStatus("failed")).toBe("ID Verification Failed");
  });
});
