import { useTranslation } from "react-i18next";
import { FaqSection } from "@/features/landing/FaqSection";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";

/** The FAQ on a page of its own (also the home page's #faq section). */
export function FaqPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("faq.title"), t("faq.description"));
  return (
    <>
      <PublicPageBanner eyebrow={t("faq.eyebrow")} title={t("faq.heading")} intro={<p>{t("faq.intro")}</p>} />
      <FaqSection />
    </>
  );
}
