// The public pages' titles, descriptions and headings (the prerendered <title>, meta description,
// Open Graph tags and h1). English texts unchanged from the pages.
const pages = {
  home: {
    title: "Bosphorus Translate | USCIS Certified Turkish-English Translation Services",
    description:
      "Professional Turkish-English translation services with USCIS certification, notarization and general translation. Certified translators, fast turnaround and secure online ordering for customers across the United States.",
    heading: "USCIS Certified Translation Services",
  },
  pricing: {
    title: "Pricing | Bosphorus Translate",
    description:
      "Per-word prices for Standard, Certified and Premium Turkish-English translation, flat rates for common documents, and an instant quote calculator.",
    eyebrow: "Pricing",
    heading: "Translation prices",
    intro: "Pay per word or a flat rate per document, and see your total before you order. Prices are in US dollars.",
  },
  faq: {
    title: "FAQ | Bosphorus Translate",
    description:
      "Answers about certified translation for USCIS, turnaround times, notarization, accepted file formats and our satisfaction guarantee.",
    eyebrow: "FAQ",
    heading: "Frequently asked questions",
    intro: "What customers ask us most about certified Turkish-English translation.",
  },
  about: {
    title: "About Us | Bosphorus Translate",
    description:
      "Bosphorus Translate has translated Turkish and English documents in New York since 2010: certified linguists, a notary in the office and a full-refund guarantee.",
    eyebrow: "About us",
    heading: "About Bosphorus Translate",
    intro: "Turkish-English translation from New York since 2010, online since 2018.",
  },
  careers: {
    title: "Careers | Bosphorus Translate",
    description:
      "Join Bosphorus Translate: freelance Turkish-English translator roles across the U.S. and staff positions in New York.",
    heading: "Help people cross the bridge",
  },
  blog: {
    title: "Blog | Bosphorus Translate",
    description:
      "Guides to certified translation, USCIS requirements, notarization and using Turkish documents in the United States.",
    heading: "Translation guides and news",
  },
  contact: {
    title: "Contact Us | Bosphorus Translate",
    description:
      "Questions about a translation, a deadline or a document? Call, e-mail or write to our New York office.",
    heading: "We're here to help",
  },
  terms: {
    title: "Terms of Service | Bosphorus Translate",
    description: "The terms that apply when you order a Turkish-English translation from Bosphorus Translate.",
    heading: "Terms of Service",
  },
  privacy: {
    title: "Privacy Policy | Bosphorus Translate",
    description: "How Bosphorus Translate collects, uses and protects your personal information and documents.",
    heading: "Privacy Policy",
  },
};

export default pages;
