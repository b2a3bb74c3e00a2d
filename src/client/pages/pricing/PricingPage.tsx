import { useTranslation } from "react-i18next";
import { PricingSection } from "@/features/landing/PricingSection";
import { QuoteCalculator } from "@/features/quote/QuoteCalculator";
import { useQuoteCalculator } from "@/features/quote/use-quote-calculator";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";

/** The plans, flat rates and the quote calculator on a page of their own (the home page keeps #pricing). */
export function PricingPage() {
  const { t } = useTranslation("pages");
  const { t: ts } = useTranslation("site");
  useDocumentMeta(t("pricing.title"), t("pricing.description"));
  const quote = useQuoteCalculator();
  return (
    <>
      <PublicPageBanner
        eyebrow={t("pricing.eyebrow")}
        title={t("pricing.heading")}
        intro={<p>{t("pricing.intro")}</p>}
      />
      <PricingSection catalog={quote.catalog} onChoosePlan={quote.setServiceType} />
      <section aria-label={ts("pricing.calculatorLabel")} className="bg-muted px-4 py-16 sm:px-6 lg:px-8">
        <div id="order" tabIndex={-1} className="mx-auto max-w-xl scroll-mt-24 focus:outline-none">
          <QuoteCalculator quote={quote} />
        </div>
      </section>
    </>
  );
}
