// The plans and flat rates (src/client/features/landing/PricingSection.tsx and pricing-content.ts). Prices are
// not here: they come from the catalog (GET /api/pricing) and are formatted in code.
const pricing = {
  eyebrow: "No surprises",
  title: "Transparent Pricing",
  intro:
    "Pay per word, see the total before you order. Rush delivery adds {{rush}}% of the translation and physical delivery adds {{delivery}}; nothing else is ever added. Premium includes rush and notarization: every Premium order has both, in its price, so a higher plan never costs less than a lower one for the same order. Every order costs at least {{minimum}}: a smaller one is billed at the minimum.",
  mostPopular: "Most Popular",
  included: "Included: ",
  /** Under the price of a plan that includes rush and notarization (decision 035). */
  includesNote:
    "Every order with rush (+{{percent}}% of translation) and notarization ({{notarization}} per document), in the price",
  notIncluded: "Not included: ",
  calculatorLabel: "Instant Quote Calculator",
  plans: {
    standard: {
      title: "Standard",
      unit: "per word",
      timeframe: "3-5 business days",
      description: "For personal, business and academic documents that do not need certification.",
      features: {
        human: "Professional human translation",
        proofread: "Proofread by a second linguist",
        pdf: "Secure PDF delivery",
        uscis: "USCIS certification",
        notarization: "Notarization",
      },
      cta: "Choose Standard",
    },
    certified: {
      title: "Certified",
      unit: "per word",
      timeframe: "2-3 business days",
      description: "For USCIS, courts and universities: our most requested service.",
      features: {
        uscis: "USCIS-compliant certification",
        accuracy: "Certificate of accuracy",
        priority: "Priority processing",
        proofread: "Proofread by a second linguist",
        notarization: "Notarization",
      },
      cta: "Choose Certified",
    },
    premium: {
      title: "Premium",
      unit: "per word",
      timeframe: "Within 24 hours, weekends included",
      description: "Certified, notarized and fast, with a person who knows your file.",
      features: {
        everything: "Everything in Certified",
        notarization: "Notarization of every document",
        rush: "Rush delivery on every order",
        physical: "Physical delivery option ({{fee}} shipping)",
        manager: "Dedicated account manager",
        support: "24/7 support",
      },
      cta: "Choose Premium",
    },
  },
  flatRates: {
    title: "Document-Specific Flat Rates",
    intro: "Common documents have a fixed price, so you know the cost before you upload.",
    documentColumn: "Document or service",
    priceColumn: "Price",
    groups: {
      vital: { title: "Personal & Vital Records", description: "Certified, one page each" },
      legal: { title: "Legal & Business Documents", description: "Certified, for courts and agencies" },
      addOns: { title: "Add-On Services", description: "Added to any order" },
    },
    /** The spec's plural names of three built-in document types, while an admin has not renamed them. */
    specNames: {
      court_document: "Court documents",
      contract: "Contracts",
      affidavit: "Affidavits",
    },
    addOns: {
      notarization: "Notarization",
      rush: "Rush service",
      physicalDelivery: "Physical delivery",
      extraCopies: "Extra copies",
      minimum: "Minimum order",
    },
    perWord: "{{price}} per word",
    perDocument: "{{price}} per document",
    each: "{{price}} each",
    rushPrice: "+{{percent}}%",
    minimumPrice: "{{price}} per order",
  },
};

export default pricing;
