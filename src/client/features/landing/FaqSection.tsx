import { MessageSquare } from "lucide-react";
import { findPlan, rushPercent, type PriceCatalog } from "@shared/catalog";
import { Button } from "@/components/ui/button";
import { useCatalog } from "@/features/pricing/use-catalog";
import { formatShortCents } from "./pricing-content";
import { type FaqItem, FaqAccordion } from "./FaqAccordion";
import { SectionHeading, sectionClass } from "./SectionHeading";

/** The answers; the prices in them come from the catalog (GET /api/pricing, the published prices until it answers). */
export function faqs(catalog: PriceCatalog): FaqItem[] {
  const rush = rushPercent(findPlan(catalog, "certified").rushMultiplier);
  const notarization = formatShortCents(catalog.addOns.notarizationCents);
  return [
  {
    question: "What makes a translation \"certified\"?",
    answer:
      "A certified translation is a complete, word-for-word translation accompanied by a signed statement from the translator confirming that it is accurate and that they are competent in both languages. This is exactly what USCIS requires under 8 CFR 103.2(b)(3). Our certificate of accuracy is on company letterhead, signed and dated, and includes the translator's contact details.",
  },
  {
    question: "How long does a translation take?",
    answer:
      `Standard translations take 3-5 business days, Certified 2-3 business days and Premium 1-2 business days. With Rush service (${rush}% surcharge) we deliver within 24 hours. Longer documents may need more time; the calculator shows your estimated delivery date before you order.`,
  },
  {
    question: "Do you offer notarization?",
    answer:
      `Yes. Notarization is included with Premium and costs ${notarization} per document with other plans. A New York notary public notarizes the translator's signed affidavit. USCIS does not require notarization, but many courts, banks, schools and foreign consulates do, so check with the office receiving your documents.`,
  },
  {
    question: "Which file formats do you accept?",
    answer:
      "You can upload PDF, JPG, PNG, DOCX, DOC and TXT files up to 10 MB each. A clear phone photo is fine as long as every stamp, seal and signature is readable. You will receive your translation as a PDF, plus a mailed hard copy if you choose physical delivery.",
  },
  {
    question: "What is your satisfaction guarantee?",
    answer:
      "If USCIS rejects one of our certified translations because of a translation error, we refund the order in full. If you find an inaccuracy in any translation, tell us and we will correct it free of charge, usually within one business day.",
  },
  ];
}

/** Section 10: five questions, one open at a time (clicking the open one closes it), and a link to contact details. */
export function FaqSection() {
  const catalog = useCatalog();
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently Asked Questions" />
        <FaqAccordion items={faqs(catalog)} />
        <div className="mt-10 text-center">
          <p className="text-muted-foreground">Still have a question? We answer every message within one business day.</p>
          <Button asChild variant="outline" size="lg" className="mt-4">
            <a href="#contact">
              <MessageSquare aria-hidden="true" />
              Contact Us
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
