// The public certificate check (/verify/:code, from the QR code on a certificate): Turkish under /tr
// (decision 014). Document types and names are shown as recorded.
const certificate = {
  title: "Certificate verification",
  intro: "Check a Certificate of Translation Accuracy against our records.",
  loading: "Looking up the certificate...",
  notChecked: "The certificate could not be checked",
  notFoundText:
    "No certificate has this verification code. Check the code printed under the QR code on the certificate, or contact us.",
  tryLater: "Please try again in a moment.",
  valid: "This certificate is valid",
  revoked: "This certificate has been revoked",
  validText: "It was issued on {{date}} and is recorded in our register.",
  revokedText: "It was revoked on {{date}} and must not be relied on.",
  facts: {
    number: "Certificate number",
    issued: "Issue date",
    languagePair: "Language pair",
    translator: "Translator",
    document: "Document",
    pages: "Pages",
    notarization: "Notarization",
    certificateSha: "SHA-256 of the certificate PDF",
    translationSha: "SHA-256 of the translation",
  },
  notRecorded: "Not recorded",
  pages_one: "{{count}} page",
  pages_other: "{{count}} pages",
  combined: "(the certified PDF)",
  translationOnly: "(translation)",
  notarized: "Notary block included",
  notNotarized: "Not notarized",
  check: {
    title: "Check your copy",
    drop: "Drop the certificate PDF or the translation here, or",
    choose: "Choose a file",
    checking: "Checking...",
    local: "The file is checked in your browser. It is not uploaded anywhere.",
    unreadable: "This file could not be read. Please try again.",
    matches: "Matches",
    certificateMatch: "This file is exactly the certified PDF (or certificate) issued under this number.",
    translationMatch: "This file is exactly the translation this certificate certifies.",
    noMatch: "Does not match",
    noMatchText:
      "This file is not the certificate or the translation recorded for this number: it may have been altered.",
  },
};

export default certificate;
