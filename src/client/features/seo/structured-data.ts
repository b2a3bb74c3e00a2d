import type { PriceCatalog } from "@shared/catalog";
import type { SiteInfo } from "@shared/schemas/marketing";
import type { RatingsSummary } from "@shared/schemas/ratings";
import { centsToDecimal } from "@shared/money";

// Schema.org JSON-LD for search engines. The prices come from the same catalog GET /api/pricing and
// POST /api/quote read, so the structured data never advertises a price the server would not charge.

type JsonLd = Record<string, unknown>;

/** "350 Fifth Avenue, Suite 4200, New York, NY 10118" → a PostalAddress; anything else stays one street line. */
export function postalAddress(address: string): JsonLd {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!match) return { "@type": "PostalAddress", streetAddress: address, addressCountry: "US" };
  const [, street, locality, region, postalCode] = match;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: "US",
  };
}

/**
 * The agency; with `ratings` that hold at least one rating, its AggregateRating (the real average and count of the
 * customers' ratings, docs/ratings.md). No rating yet: no number at all.
 */
export function organizationJsonLd(origin: string, site: SiteInfo, ratings?: RatingsSummary): JsonLd {
  const aggregate =
    ratings && ratings.count > 0 && ratings.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: ratings.average,
            ratingCount: ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.companyName,
    url: `${origin}/`,
    email: site.companyEmail,
    telephone: site.companyPhone,
    address: postalAddress(site.companyAddress),
    foundingDate: "2010",
    ...aggregate,
  };
}

export type ServiceTexts = {
  name: string;
  description: string;
  /** Offer names per plan, e.g. { certified: "Certified translation" }. */
  planNames: Record<string, string>;
  perWord: string;
  documentNames: Record<string, string>;
};

/** The translation service with every plan's per-word price and every flat-rate document price, in USD. */
export function serviceJsonLd(origin: string, catalog: PriceCatalog, texts: ServiceTexts, pageUrl: string): JsonLd {
  const planOffers = catalog.plans.map((plan) => ({
    "@type": "Offer",
    name: texts.planNames[plan.serviceType] ?? plan.serviceType,
    url: pageUrl,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: centsToDecimal(plan.pricePerWordCents),
      priceCurrency: "USD",
      unitText: texts.perWord,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: texts.perWord },
    },
  }));
  const documentOffers = catalog.documentTypes
    .filter((type) => type.pricing === "flat" && type.priceCents !== null)
    .map((type) => ({
      "@type": "Offer",
      name: texts.documentNames[type.id] ?? type.name,
      url: pageUrl,
      price: centsToDecimal(type.priceCents!),
      priceCurrency: "USD",
    }));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: texts.name,
    description: texts.description,
    serviceType: "Certified translation",
    provider: { "@id": `${origin}/#organization` },
    areaServed: { "@type": "Country", name: "United States" },
    availableLanguage: ["en", "tr"],
    offers: [...planOffers, ...documentOffers],
  };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
