import { useTranslation } from "react-i18next";
import { GuaranteeSection } from "@/features/landing/GuaranteeSection";
import { StorySection } from "@/features/landing/StorySection";
import { WhyChooseSection } from "@/features/landing/WhyChooseSection";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";

/** Our story, why customers choose us and the guarantee (also sections of the home page). */
export function AboutPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("about.title"), t("about.description"));
  return (
    <>
      <PublicPageBanner eyebrow={t("about.eyebrow")} title={t("about.heading")} intro={<p>{t("about.intro")}</p>} />
      <StorySection />
      <WhyChooseSection />
      <GuaranteeSection />
    </>
  );
}
