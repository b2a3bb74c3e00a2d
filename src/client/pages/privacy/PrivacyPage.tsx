import { useTranslation } from "react-i18next";
import { LegalDocument } from "@/features/site/LegalDocument";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { FILE_RETENTION_DAYS_DEFAULT } from "@/features/site/file-retention";
import { useSiteInfo } from "@/features/site/use-site-info";
import { useLegalSections } from "@/pages/terms/legal-sections";

export function PrivacyPage() {
  const { t } = useTranslation("pages");
  const { t: ts } = useTranslation("site");
  useDocumentMeta(t("privacy.title"), t("privacy.description"));
  const site = useSiteInfo();
  const name = site.companyName;

  // The texts are the "site" catalog's privacy.sections (src/shared/i18n/catalogs/en/site/legal.ts).
  const sections = useLegalSections(
    "privacy",
    {
      name,
      email: site.companyEmail,
      address: site.companyAddress,
      retentionDays: String(FILE_RETENTION_DAYS_DEFAULT),
    },
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the catalog's text inside the link.
    { emailLink: <a className="text-primary underline" href={`mailto:${site.companyEmail}`} /> },
  );

  return (
    <LegalDocument title={t("privacy.heading")} intro={<p>{ts("privacy.intro", { name })}</p>} sections={sections} />
  );
}
