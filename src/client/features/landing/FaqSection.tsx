import { useTranslation } from "react-i18next";
import { MessageSquare } from "lucide-react";
import type enSite from "@shared/i18n/catalogs/en/site";
import { findPlan, rushPercent, type PriceCatalog } from "@shared/catalog";
import { Button } from "@/components/ui/button";
import { useCatalog } from "@/features/pricing/use-catalog";
import { formatShortCents } from "./pricing-content";
import { type FaqItem, FaqAccordion } from "./FaqAccordion";
import { SectionHeading, sectionClass } from "./SectionHeading";

export type FaqTexts = (typeof enSite)["faq"]["items"];

/**
 * The questions and answers in the language of `texts` (the "site" catalog's faq.items); the prices in
 * the answers come from the catalog (GET /api/pricing, the published prices until it answers). The prerenderer
 * reads them for the FAQ page's JSON-LD too (src/client/entry-server.tsx).
 */
export function faqs(catalog: PriceCatalog, texts: FaqTexts): FaqItem[] {
  const values: Record<string, string> = {
    rush: String(rushPercent(findPlan(catalog, "certified").rushMultiplier)),
    notarization: formatShortCents(catalog.addOns.notarizationCents),
    // The minimum order charge of the pricing rules (settings: minimum_order_cents), disclosed before it applies.
    minimum: formatShortCents(catalog.addOns.minimumOrderCents),
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return Object.values(texts).map(({ question, answer }) => ({ question, answer: fill(answer) }));
}

/** Section 10: six questions (the spec's five and the minimum charge, issue 28), one open at a time (clicking the open one closes it), and a link to contact details. */
export function FaqSection() {
  const { t } = useTranslation("site");
  const catalog = useCatalog();
  const texts = t("faq.items", { returnObjects: true }) as FaqTexts | string;
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={t("faq.eyebrow")} title={t("faq.title")} />
        <FaqAccordion items={typeof texts === "string" ? [] : faqs(catalog, texts)} />
        <div className="mt-10 text-center">
          <p className="text-muted-foreground">{t("faq.stillQuestion")}</p>
          <Button asChild variant="outline" size="lg" className="mt-4">
            <a href="#contact">
              <MessageSquare aria-hidden="true" />
              {t("faq.contactUs")}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
