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
  startFailed: "We could not save your quote. Please try again.",
  note: "Flat-rate documents cost the same at any length. We confirm per-word counts when you upload.",
  summary: {
    estimatedDelivery: "Estimated delivery",
    speed: "Delivery speed",
    rushSpeed: "24hr rush",
    speedPercent: "{{percent}}%",
    total: "Estimated total",
    incomplete: "Complete the documents above to see the price.",
    reading: "No price yet: we are counting the words of your file…",
    missing: "No price yet: {{problem}}",
    minimum: "Minimum order {{minimum}}: a smaller order is billed at the minimum.",
    minimumApplied:
      "This order is below the {{minimum}} minimum, so the minimum order charge above makes up the difference.",
  },
  file: {
    label: "Upload a document (optional)",
    uploading: "uploading {{percent}}%",
    uploadingName: "Uploading {{name}}",
    reading: "reading…",
    // Not pluralised: the calculator has always said "{{n}} words".
    words: "{{formatted}} words",
    scanWords: "{{formatted}} words (read from the image)",
    choose: "Choose a file or drag it here",
    types: "PDF, DOC, DOCX, TXT, JPG or PNG",
    hint: "We read your file and count its words; it is kept for your order, so you never choose it twice. Unused files are deleted after 24 hours.",
    remove: "Remove {{name}}",
    failed: "The file could not be uploaded. Please try again.",
  },
};

export default quote;
