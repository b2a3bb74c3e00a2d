import { useTranslation } from "react-i18next";
import { type LegalSection, LegalDocument } from "@/features/site/LegalDocument";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";

export function PrivacyPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("privacy.title"), t("privacy.description"));
  const site = useSiteInfo();
  const name = site.companyName;

  const sections: LegalSection[] = [
    {
      id: "collect",
      title: "Information we collect",
      body: (
        <ul>
          <li>Account details: your name, username, e-mail address and password (stored only as a secure hash).</li>
          <li>Order details: the service, language direction, word count, delivery options and shipping address.</li>
          <li>Your documents and their translations, which often contain sensitive personal information.</li>
          <li>Messages you send us through the contact form, by e-mail or by phone.</li>
          <li>Basic technical data such as your IP address and browser type, used for security and to keep you signed in.</li>
        </ul>
      ),
    },
    {
      id: "use",
      title: "How we use it",
      body: (
        <p>
          We use your information only to create and deliver your translations, process payments, send order updates,
          answer your questions, prevent fraud and meet our legal obligations. We do not use your documents to train
          machine translation systems, and we do not sell or rent personal information.
        </p>
      ),
    },
    {
      id: "documents",
      title: "Your documents",
      body: (
        <p>
          Documents are uploaded and downloaded over encrypted connections and stored in encrypted storage. Only the
          translators, reviewers and notary assigned to your order can open them, and all of them have signed
          confidentiality agreements.
        </p>
      ),
    },
    {
      id: "payments",
      title: "Payments",
      body: (
        <p>
          Card payments are handled by our PCI-compliant payment processor, Stripe. We receive a confirmation and the
          last four digits of your card, never the full card number.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <p>
          We share information only with service providers that help us run the service (hosting, e-mail delivery,
          payment processing, shipping carriers for physical delivery), under contracts that require them to protect it,
          and with authorities when the law requires us to.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <p>
          We keep your documents and translations for 12 months after delivery so you can download them again, then
          delete them. You can ask us to delete them sooner at any time. We keep invoices and payment records for seven
          years, as tax law requires.
        </p>
      ),
    },
    {
      id: "rights",
      title: "Your choices and rights",
      body: (
        <>
          <p>
            You can see and update your account details in your dashboard, and ask us for a copy of your personal
            information, to correct it or to delete it. Residents of California and other states with privacy laws
            have these rights under those laws; we honor the same requests from every customer.
          </p>
          <p>We will not treat you differently for exercising your privacy rights.</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <p>
          We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          Our service is for adults. Parents and guardians may order translations of their children's documents; we do
          not knowingly collect information directly from children under 13.
        </p>
      ),
    },
    {
      id: "privacy-contact",
      title: "Contact us",
      body: (
        <p>
          For privacy questions or requests, write to{" "}
          <a className="text-primary underline" href={`mailto:${site.companyEmail}`}>
            {site.companyEmail}
          </a>{" "}
          or to {name}, {site.companyAddress}. We answer within 30 days, usually much sooner.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t("privacy.heading")}
      updated="November 16, 2026"
      intro={<p>Your documents carry the most personal details of your life. This is how {name} protects them.</p>}
      sections={sections}
    />
  );
}
