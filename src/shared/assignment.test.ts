import { describe, expect, it } from "vitest";
import {
  ASSIGNMENT_MESSAGES,
  COMPLETION_MESSAGES,
  JOB_MESSAGES,
  assignmentRefusal,
  eligibleTranslators,
  jobCompletionRefusal,
  jobStatusAfterUpload,
  jobWorkRefusal,
  languagePairLabel,
  needsCertificate,
  orderCompletionRefusal,
  reassignmentRefusal,
  untranslatedDocuments,
  type AssignmentCandidate,
} from "./assignment";
import { ORDER_STATUSES, TRANSLATOR_STATUSES } from "./enums";

const order = { status: "processing", translationDirection: "tr-en" } as const;
const approved: AssignmentCandidate = { status: "Approved", languagePair: "tr-en", user: { disabled: false } };

describe("assignmentRefusal", () => {
  it("allows an approved translator with an active account and the order's language pair on a processing order", () => {
    expect(assignmentRefusal(order, approved)).toBeNull();
  });

  it("refuses every order status but processing", () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== "processing")) {
      expect(assignmentRefusal({ ...order, status }, approved)).toBe(ASSIGNMENT_MESSAGES.orderNotProcessing);
    }
  });

  it("refuses every translator status but Approved", () => {
    for (const status of TRANSLATOR_STATUSES.filter((s) => s !== "Approved")) {
      expect(assignmentRefusal(order, { ...approved, status })).toBe(ASSIGNMENT_MESSAGES.translatorNotApproved);
    }
  });

  it("refuses a translator without a user account or with a disabled one", () => {
    expect(assignmentRefusal(order, { ...approved, user: null })).toBe(ASSIGNMENT_MESSAGES.translatorWithoutAccount);
    expect(assignmentRefusal(order, { ...approved, user: { disabled: true } })).toBe(
      ASSIGNMENT_MESSAGES.translatorWithoutAccount,
    );
  });

  it("refuses a language pair other than the order's direction", () => {
    expect(assignmentRefusal(order, { ...approved, languagePair: "en-tr" })).toBe(
      ASSIGNMENT_MESSAGES.languagePairMismatch,
    );
    expect(
      assignmentRefusal({ ...order, translationDirection: "en-tr" }, { ...approved, languagePair: "en-tr" }),
    ).toBeNull();
  });
});

describe("eligibleTranslators", () => {
  it("keeps only the translators the order could be given to", () => {
    const candidates = [
      { id: 1, ...approved },
      { id: 2, ...approved, languagePair: "en-tr" as const },
      { id: 3, ...approved, status: "ID Verified" as const },
      { id: 4, ...approved, user: { disabled: true } },
    ];
    expect(eligibleTranslators(order, candidates).map((c) => c.id)).toEqual([1]);
  });
});

describe("reassignmentRefusal", () => {
  it("allows a first assignment and a different translator", () => {
    expect(reassignmentRefusal(null, 7)).toBeNull();
    expect(reassignmentRefusal({ translatorId: 3, status: "In Progress" }, 7)).toBeNull();
  });

  it("refuses the translator who holds the open job, but reopens a completed one", () => {
    expect(reassignmentRefusal({ translatorId: 7, status: "Assigned" }, 7)).toBe(ASSIGNMENT_MESSAGES.alreadyAssigned);
    expect(reassignmentRefusal({ translatorId: 7, status: "In Progress" }, 7)).toBe(
      ASSIGNMENT_MESSAGES.alreadyAssigned,
    );
    expect(reassignmentRefusal({ translatorId: 7, status: "Completed" }, 7)).toBeNull();
  });
});

describe("job rules", () => {
  const open = { status: "In Progress", ended: false, orderStatus: "processing" } as const;

  it("lets the translator work on an open job of a processing order only", () => {
    expect(jobWorkRefusal(open)).toBeNull();
    expect(jobWorkRefusal({ ...open, status: "Assigned" })).toBeNull();
    expect(jobWorkRefusal({ ...open, ended: true })).toBe(JOB_MESSAGES.jobEnded);
    expect(jobWorkRefusal({ ...open, status: "Completed" })).toBe(JOB_MESSAGES.jobCompleted);
    expect(jobWorkRefusal({ ...open, orderStatus: "cancelled" })).toBe(JOB_MESSAGES.orderNotProcessing);
  });

  it("completes a job only with a translation for every document", () => {
    expect(jobCompletionRefusal(open, [])).toBeNull();
    expect(jobCompletionRefusal(open, [12])).toBe(JOB_MESSAGES.missingTranslations);
    expect(jobCompletionRefusal({ ...open, status: "Completed" }, [])).toBe(JOB_MESSAGES.jobCompleted);
  });

  it("starts the job with the first upload", () => {
    expect(jobStatusAfterUpload("Assigned")).toBe("In Progress");
    expect(jobStatusAfterUpload("In Progress")).toBe("In Progress");
  });

  it("lists the documents still without a translation", () => {
    expect(untranslatedDocuments([1, 2, 3], [2, 2, 9])).toEqual([1, 3]);
    expect(untranslatedDocuments([1], new Set([1]))).toEqual([]);
  });
});

describe("orderCompletionRefusal", () => {
  it("requires a completed job and a translation for every document", () => {
    expect(
      orderCompletionRefusal({ documentCount: 2, missingDocumentIds: [], activeJobStatus: "Completed" }),
    ).toBeNull();
    expect(orderCompletionRefusal({ documentCount: 2, missingDocumentIds: [], activeJobStatus: null })).toBe(
      COMPLETION_MESSAGES.noCompletedJob,
    );
    expect(orderCompletionRefusal({ documentCount: 2, missingDocumentIds: [], activeJobStatus: "In Progress" })).toBe(
      COMPLETION_MESSAGES.noCompletedJob,
    );
    expect(orderCompletionRefusal({ documentCount: 2, missingDocumentIds: [5], activeJobStatus: "Completed" })).toBe(
      COMPLETION_MESSAGES.missingTranslations,
    );
  });

  it("does not apply to an order without documents (nothing to deliver)", () => {
    expect(orderCompletionRefusal({ documentCount: 0, missingDocumentIds: [], activeJobStatus: null })).toBeNull();
  });
});

describe("labels", () => {
  it("certifies certified and premium orders only", () => {
    expect([needsCertificate("standard"), needsCertificate("certified"), needsCertificate("premium")]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("names the language pair", () => {
    expect(languagePairLabel("tr-en")).toBe("Turkish into English");
    expect(languagePairLabel("en-tr")).toBe("English into Turkish");
  });
});
