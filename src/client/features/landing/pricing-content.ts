import type { ServiceType } from "@shared/enums";

// Spec section 9: the plans and flat rates shown on the landing page.

export type PlanFeature = { text: string; included: boolean };
export type PricingPlan = {
  serviceType: ServiceType;
  title: string;
  unit: string;
  timeframe: string;
  isPopular: boolean;
  description: string;
  features: PlanFeature[];
  ctaText: string;
  ctaLink: string;
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    serviceType: "standard",
    title: "Standard",
    unit: "per word",
    timeframe: "3-5 business days",
    isPopular: false,
    description: "For personal, business and academic documents that do not need certification.",
    features: [
      { text: "Professional human translation", included: true },
      { text: "Proofread by a second linguist", included: true },
      { text: "Secure PDF delivery", included: true },
      { text: "USCIS certification", included: false },
      { text: "Notarization", included: false },
    ],
    ctaText: "Choose Standard",
    ctaLink: "#order",
  },
  {
    serviceType: "certified",
    title: "Certified",
    unit: "per word",
    timeframe: "2-3 business days",
    isPopular: true,
    description: "For USCIS, courts and universities: our most requested service.",
    features: [
      { text: "USCIS-compliant certification", included: true },
      { text: "Certificate of accuracy", included: true },
      { text: "Priority processing", included: true },
      { text: "Proofread by a second linguist", included: true },
      { text: "Notarization", included: false },
    ],
    ctaText: "Choose Certified",
    ctaLink: "#order",
  },
  {
    serviceType: "premium",
    title: "Premium",
    unit: "per word",
    timeframe: "1-2 business days",
    isPopular: false,
    description: "Certified, notarized and fast, with a person who knows your file.",
    features: [
      { text: "Everything in Certified", included: true },
      { text: "Notarization", included: true },
      { text: "Rush processing", included: true },
      { text: "Physical delivery option", included: true },
      { text: "Dedicated account manager", included: true },
      { text: "24/7 support", included: true },
    ],
    ctaText: "Choose Premium",
    ctaLink: "#order",
  },
];

export type FlatRateGroup = { title: string; description: string; items: { name: string; price: string }[] };

export const FLAT_RATE_GROUPS: FlatRateGroup[] = [
  {
    title: "Personal & Vital Records",
    description: "Certified, one page each",
    items: [
      { name: "Birth certificate", price: "$60" },
      { name: "Marriage certificate", price: "$70" },
      { name: "Diploma", price: "$80" },
      { name: "Driver's license", price: "$45" },
    ],
  },
  {
    title: "Legal & Business Documents",
    description: "Certified, for courts and agencies",
    items: [
      { name: "Power of attorney", price: "$120" },
      { name: "Court documents", price: "$0.18 per word" },
      { name: "Contracts", price: "$0.16 per word" },
      { name: "Affidavits", price: "$90" },
    ],
  },
  {
    title: "Add-On Services",
    description: "Added to any order",
    items: [
      { name: "Notarization", price: "$25 per document" },
      { name: "Rush service", price: "+50%" },
      { name: "Physical delivery", price: "$15" },
      { name: "Extra copies", price: "$10 each" },
    ],
  },
];
