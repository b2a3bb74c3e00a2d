import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LegalDocument } from "@/features/site/LegalDocument";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { FILE_RETENTION_DAYS_DEFAULT } from "@/features/site/file-retention";
import { useSiteInfo } from "@/features/site/use-site-info";
import { useLegalSections } from "./legal-sections";

export function TermsPage() {
  const { t } = useTranslation("pages");
  const { t: ts } = useTranslation("site");
  useDocumentMeta(t("terms.title"), t("terms.description"));
  const site = useSiteInfo();
  const name = site.companyName;

  // The texts are the "site" catalog's terms.sections (src/shared/i18n/catalogs/en/site/legal.ts).
  const sections = useLegalSections(
    "terms",
    {
      name,
      email: site.companyEmail,
      phone: site.companyPhone,
      address: site.companyAddress,
      retentionDays: String(FILE_RETENTION_DAYS_DEFAULT),
    },
    {
      privacyLink: <Link href="/privacy" className="text-primary underline" />,
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the catalog's text inside the link.
      emailLink: <a className="text-primary underline" href={`mailto:${site.companyEmail}`} />,
    },
  );

  return <LegalDocument title={t("terms.heading")} intro={<p>{ts("terms.intro", { name })}</p>} sections={sections} />;
}
