import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { type LegalSection, LegalDocument } from "@/features/site/LegalDocument";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";

export function TermsPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("terms.title"), t("terms.description"));
  const site = useSiteInfo();
  const name = site.companyName;

  const sections: LegalSection[] = [
    {
      id: "our-services",
      title: "Our services",
      body: (
        <>
          <p>
            {name} provides Turkish-to-English and English-to-Turkish document translation, certified translation for
            U.S. Citizenship and Immigration Services (USCIS) and other agencies, notarization of translator affidavits,
            and related services ordered through this website.
          </p>
          <p>
            We are a translation company, not a law firm. We do not give legal or immigration advice, and we cannot
            tell you which documents your case requires. Please confirm requirements with the receiving office or your
            attorney.
          </p>
        </>
      ),
    },
    {
      id: "quotes",
      title: "Quotes and prices",
      body: (
        <>
          <p>
            Prices are in U.S. dollars and are calculated per word of the source document, or at the flat rate
            published for a document type. Rush service adds 50% to the translation price; physical delivery adds a
            $15 shipping fee; notarization and extra copies are charged as listed on our pricing section.
          </p>
          <p>
            The calculator estimates the word count from your file. If our review finds a count that differs by more
            than 10%, we will tell you the corrected price before we start, and you may cancel for a full refund.
          </p>
        </>
      ),
    },
    {
      id: "orders",
      title: "Orders and payment",
      body: (
        <>
          <p>
            An order is confirmed when payment is received. Payments are processed by our card processor; we never see
            or store your full card number. Work starts once the order is paid and all documents are uploaded.
          </p>
          <p>You may cancel an order for a full refund until a translator has started work on it.</p>
        </>
      ),
    },
    {
      id: "turnaround",
      title: "Turnaround times",
      body: (
        <p>
          Delivery times are counted from payment and are shown as estimates: Standard 3-5 business days, Certified 2-3
          business days, Premium 1-2 business days, Rush within 24 hours. Very long, handwritten or hard-to-read
          documents may take longer; we will tell you in advance if that is the case. If we miss a guaranteed rush
          deadline, we refund the rush surcharge.
        </p>
      ),
    },
    {
      id: "certification",
      title: "Certification and acceptance",
      body: (
        <p>
          Certified translations include a signed statement that the translation is complete and accurate and that the
          translator is competent to translate from the source language into English, as required by 8 CFR 103.2(b)(3).
          Acceptance by any other institution depends on that institution's own rules.
        </p>
      ),
    },
    {
      id: "guarantee",
      title: "Satisfaction guarantee, revisions and refunds",
      body: (
        <>
          <p>
            If USCIS rejects one of our certified translations because of an error in the translation, we refund the
            full price of that order. Send us the rejection notice within 90 days of delivery.
          </p>
          <p>
            If you find an inaccuracy in any translation, tell us within 30 days of delivery and we will correct it
            free of charge. Changes to the source document, or requests for a different style, are new work and are
            quoted separately.
          </p>
        </>
      ),
    },
    {
      id: "responsibilities",
      title: "Your responsibilities",
      body: (
        <ul>
          <li>Upload complete, legible copies of your documents, including every page, stamp and seal.</li>
          <li>Tell us how names should be spelled when they appear differently across documents.</li>
          <li>Only upload documents you have the right to have translated.</li>
          <li>Keep your account password private and tell us at once about any unauthorized use.</li>
        </ul>
      ),
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      body: (
        <p>
          Everyone who works on your documents has signed a confidentiality agreement. We use your documents only to
          provide the service you ordered. Our{" "}
          <Link href="/privacy" className="text-primary underline">
            Privacy Policy
          </Link>{" "}
          explains how we handle personal information.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          To the extent permitted by law, our total liability for any claim related to an order is limited to the
          amount you paid for that order. We are not liable for indirect losses, such as missed appointments or
          deadlines caused by circumstances outside our control.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of the State of New York. Any dispute will be heard in the state or
          federal courts located in New York County, New York, unless the law of your state requires otherwise.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and contact",
      body: (
        <p>
          We may update these terms; the version in force when you place an order applies to that order. Questions?
          Write to <a className="text-primary underline" href={`mailto:${site.companyEmail}`}>{site.companyEmail}</a>, call{" "}
          {site.companyPhone}, or write to {name}, {site.companyAddress}.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t("terms.heading")}
      updated="November 16, 2026"
      intro={<p>Plain-language terms for ordering translations from {name}. By placing an order you agree to them.</p>}
      sections={sections}
    />
  );
}
