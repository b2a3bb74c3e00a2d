// Reviewing the delivered draft: approve or request a revision (decision 014).
const review = {
  region: "Translation review",
  readyTitle: "Ready for your review",
  readyText: "Download the translation and check it. Approve it to receive the certified files, or request a revision.",
  autoApproval: " If we do not hear from you, it is approved automatically on {{date}}.",
  autoApprovalPending:
    " The {{days}} days for your answer ended on {{date}}: it is being approved automatically in the next few minutes.",
  revisionNotice:
    "You requested a revision. Your translator is working on a new version; we will e-mail you when it is ready.",
  approvedText: "You approved the translation",
  approvedAuto: " (approved automatically after 5 days)",
  approvedOn: " on {{date}}",
  versionsOf: "Versions of {{name}}",
  version: "Version {{version}} · {{date}}",
  current: "current",
  download: "Download",
  downloadVersion: "Download version {{version}} of {{name}}",
  approve: {
    button: "Approve translation",
    title: "Approve the translation?",
    text: "Once approved, the translation is final: we issue the certificates and complete your order. To ask for changes, request a revision instead.",
    notYet: "Not yet",
    confirm: "Approve",
    confirming: "Approving...",
    doneTitle: "Translation approved",
    doneText: "We will certify it and complete your order.",
    failedTitle: "Approval failed",
  },
  revision: {
    button: "Request revision",
    title: "Request a revision",
    text: "Describe what should change in each document. Your translator will upload a new version for your review.",
    changesTo: "Changes to {{name}}",
    cancel: "Cancel",
    send: "Send revision request",
    sending: "Sending...",
    doneTitle: "Revision requested",
    doneText: "Your translator will upload a new version.",
    failedTitle: "Request failed",
  },
  tryAgain: "Please try again.",
};

export default review;
