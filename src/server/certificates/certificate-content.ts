import { directionLanguages, languagePairLabel } from "../../shared/assignment";
import type { TranslationDirection } from "../../shared/enums";
import { formatUsLongDate } from "../../shared/format";

/** Everything printed on a Certificate of Translation Accuracy. */
export type CertificateData = {
  company: { name: string; address: string; phone: string; email: string };
  orderId: number;
  documentId: number;
  documentName: string;
  translationVersion: number;
  direction: TranslationDirection;
  translatorName: string;
  issuedAt: Date;
};

export type CertificateContent = {
  letterhead: { name: string; contact: string };
  title: string;
  facts: [label: string, value: string][];
  /** 8 CFR 103.2(b)(3): the translator certifies competence AND that the translation is complete and accurate. */
  competenceStatement: string;
  accuracyStatement: string;
  signature: { line: string; name: string; date: string };
  footer: string;
};

export const CERTIFICATE_TITLE = "Certificate of Translation Accuracy";

/** The certificate's wording for one document (pure: the PDF renderer only lays it out). */
export function certificateContent(data: CertificateData): CertificateContent {
  const { source, target } = directionLanguages(data.direction);
  const pair = languagePairLabel(data.direction);
  const date = formatUsLongDate(data.issuedAt);
  return {
    letterhead: { name: data.company.name, contact: [data.company.address, data.company.phone, data.company.email].filter(Boolean).join("  |  ") },
    title: CERTIFICATE_TITLE,
    facts: [
      ["Order", `#${data.orderId}`],
      ["Document", `#${data.documentId} - ${data.documentName}`],
      ["Translation", `Version ${data.translationVersion}`],
      ["Language pair", pair],
      ["Translator", data.translatorName],
      ["Date", date],
    ],
    competenceStatement:
      `Statement of competence: I, ${data.translatorName}, certify that I am competent to translate from ${source} into ${target}, ` +
      `being fluent in both languages.`,
    accuracyStatement:
      `Statement of accuracy: I further certify that the attached ${target} translation of the document "${data.documentName}" ` +
      `(document #${data.documentId}, order #${data.orderId}) is complete and accurate to the best of my knowledge and ability.`,
    signature: { line: "Signature: ______________________________", name: `${data.translatorName}, Translator`, date: `Date: ${date}` },
    footer: [
      `Issued by ${data.company.name} for use with the translated document named above.`,
      // USCIS asks for translations into English; the regulation is only cited where it applies.
      target === "English" ? "This certification is made in accordance with 8 CFR 103.2(b)(3) for submission to U.S. Citizenship and Immigration Services." : "",
    ].filter(Boolean).join(" "),
  };
}
