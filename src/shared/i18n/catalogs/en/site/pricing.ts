// The plans and flat rates (src/client/features/landing/PricingSection.tsx and pricing-content.ts). Prices are
// not here: they come from the catalog (GET /api/pricing) and are formatted in code.
const pricing = {
  eyebrow: "No surprises",
  title: "Transparent Pricing",
  intro:
    "Pay per word, see the total before you order. Rush delivery adds {{rush}}% and physical delivery adds {{delivery}}; nothing else is ever added. Every order costs at least {{minimum}}: a smaller one is billed at the minimum.",
  mostPopular: "Most Popular",
  included: "Included: ",
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
      timeframe: "1-2 business days",
      description: "Certified, notarized and fast, with a person who knows your file.",
      features: {
        everything: "Everything in Certified",
        notarization: "Notarization",
        rush: "Rush processing",
        physical: "Physical delivery option",
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
