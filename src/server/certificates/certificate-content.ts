import { directionLanguages, languagePairLabel } from "../../shared/assignment";
import type { TranslationDirection } from "../../shared/enums";
import { formatUsLongDate } from "../../shared/format";

/** Everything printed on a Certificate of Translation Accuracy. */
export type CertificateData = {
  company: { name: string; address: string; phone: string; email: string };
  certificateNumber: string;
  verificationCode: string;
  verificationUrl: string;
  orderId: number;
  documentId: number;
  documentName: string;
  translationVersion: number;
  /** Hex SHA-256 of the translated file this certificate accompanies. */
  translationSha256: string;
  direction: TranslationDirection;
  translatorName: string;
  issuedAt: Date;
  /** Premium orders: a notary block for the notary public's jurat is printed (see isNotarizedOrder). */
  notarized: boolean;
};

export type CertificateContent = {
  letterhead: { name: string; contact: string };
  title: string;
  number: string;
  facts: [label: string, value: string][];
  /** 8 CFR 103.2(b)(3): the translator certifies competence AND that the translation is complete and accurate. */
  competenceStatement: string;
  accuracyStatement: string;
  signature: { caption: string; name: string; date: string };
  seal: { name: string; bottom: string; center: string };
  notary: { title: string; jurat: string; lines: string[]; sealBox: string } | null;
  verification: { heading: string; lines: string[]; url: string };
  footer: string;
};

export const CERTIFICATE_TITLE = "Certificate of Translation Accuracy";

/** The certificate's wording for one document (pure: the PDF renderer only lays it out). */
export function certificateContent(data: CertificateData): CertificateContent {
  const { source, target } = directionLanguages(data.direction);
  const pair = languagePairLabel(data.direction);
  const date = formatUsLongDate(data.issuedAt);
  return {
    letterhead: {
      name: data.company.name,
      contact: [data.company.address, data.company.phone, data.company.email].filter(Boolean).join("  |  "),
    },
    title: CERTIFICATE_TITLE,
    number: `Certificate No. ${data.certificateNumber}`,
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
    signature: {
      caption: "Signature of translator",
      name: `${data.translatorName}, Translator`,
      date: `Date: ${date}`,
    },
    seal: {
      name: data.company.name.toUpperCase(),
      bottom: "CERTIFIED TRANSLATION",
      center: String(data.issuedAt.getUTCFullYear()),
    },
    notary: data.notarized
      ? {
          title: "Notarial certificate (jurat)",
          jurat:
            `State of ____________________  County of ____________________. Subscribed and sworn to (or affirmed) before me on ` +
            `____________________ by ${data.translatorName}, proved to me on the basis of satisfactory evidence to be the person who appeared before me.`,
          lines: [
            "Signature of notary public",
            "Printed name of notary public",
            "Commission number and expiration date",
          ],
          sealBox: "Notary seal",
        }
      : null,
    verification: {
      heading: "Verify this certificate",
      lines: [
        `Scan the code or visit the address below. Verification code: ${data.verificationCode}`,
        `SHA-256 of the certified translation: ${data.translationSha256}`,
      ],
      url: data.verificationUrl,
    },
    footer: [
      `Issued by ${data.company.name} for use with the translated document named above.`,
      // USCIS asks for translations into English; the regulation is only cited where it applies.
      target === "English"
        ? "This certification is made in accordance with 8 CFR 103.2(b)(3) for submission to U.S. Citizenship and Immigration Services."
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  };
}
