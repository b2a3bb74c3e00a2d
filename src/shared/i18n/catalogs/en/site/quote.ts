// The Instant Quote Calculator of the home and pricing pages (src/client/features/quote). The texts it shares
// with the new-order form (documents editor, price lines, service and direction names) are in `ordering` and
// `orders`. Money stays in US dollars: {{price}} and {{fee}} arrive formatted by formatCents.
const quote = {
  title: "Instant Quote Calculator",
  subtitle: "Your price in seconds, no sign-up needed.",
  serviceType: "Service type",
  planOption: "{{plan}} - {{price}}/word, {{range}}",
  direction: "Translation direction",
  rush: "Rush delivery",
  rushHint: "{{percent}}% surcharge on translation, 24hr delivery, weekends included",
  rushIncluded: "Every {{plan}} order: {{percent}}% of translation, in the price, 24hr delivery",
  needBy: "Need it by (optional)",
  needByHint: "Pick a date to see which options deliver by then.",
  needByMeets: "Delivered by then",
  needByMisses: "Too late",
  needByOption: "{{plan}}",
  needByOptionRush: "{{plan}} + rush",
  needByNone: "No option delivers by this date: rush delivers on {{date}}.",
  physical: "Physical delivery",
  physicalHint: "{{fee}} shipping fee, hard copy by mail",
  getStarted: "Get Started Now",
  note: "Flat-rate documents cost the same at any length. We confirm per-word counts when you upload.",
  summary: {
    estimatedDelivery: "Estimated delivery",
    speed: "Delivery speed",
    rushSpeed: "24hr rush",
    speedPercent: "{{percent}}%",
    total: "Estimated total",
    incomplete: "Complete the documents above to see the price.",
    missing: "No price yet: {{problem}}",
    minimum: "Minimum order {{minimum}}: a smaller order is billed at the minimum.",
    minimumApplied:
      "This order is below the {{minimum}} minimum, so the minimum order charge above makes up the difference.",
  },
  file: {
    label: "Upload a document (optional)",
    counting: "counting words…",
    // Not pluralised: the calculator has always said "{{n}} words".
    words: "{{formatted}} words",
    estimatedWords: "about {{formatted}} words (estimated)",
    choose: "Choose a file or drag it here",
    types: "PDF, DOC, DOCX or TXT",
    hint: "We count the words on your device; your file is not uploaded. Scanned pages and .doc files are estimated.",
  },
};

export default quote;
