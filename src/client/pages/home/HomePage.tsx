import { useTranslation } from "react-i18next";
import { ChallengesSection } from "@/features/landing/ChallengesSection";
import { FaqSection } from "@/features/landing/FaqSection";
import { GuaranteeSection } from "@/features/landing/GuaranteeSection";
import { HeroSection } from "@/features/landing/HeroSection";
import { HowItWorksSection } from "@/features/landing/HowItWorksSection";
import { PricingSection } from "@/features/landing/PricingSection";
import { ServicesSection } from "@/features/landing/ServicesSection";
import { StorySection } from "@/features/landing/StorySection";
import { TestimonialsSection } from "@/features/landing/TestimonialsSection";
import { WhyChooseSection } from "@/features/landing/WhyChooseSection";
import { useQuoteCalculator } from "@/features/quote/use-quote-calculator";
import { useDocumentMeta } from "@/features/site/use-document-meta";

/** The landing page: the spec's sections 1-10 in order; the footer (11, #contact) comes from the layout,
 * which also wraps the page in <main>; /#anchors are scrolled to by the shell's ScrollManager and AppLink. */
export function HomePage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("home.title"), t("home.description"));
  const quote = useQuoteCalculator();
  return (
    <>
      <HeroSection quote={quote} />
      <ChallengesSection />
      <ServicesSection />
      <StorySection />
      <HowItWorksSection />
      <PricingSection catalog={quote.catalog} onChoosePlan={quote.setServiceType} />
      <WhyChooseSection />
      <TestimonialsSection />
      <GuaranteeSection />
      <FaqSection />
    </>
  );
}
