// The translated files and certificates of a completed order (decision 014).
const downloads = {
  title: "Download Files",
  orderDetails: "Order details",
  order: "Order #{{id}}",
  loading: "Loading your files...",
  notFound: "Order not found",
  loadError: "Error loading files",
  noFilesTitle: "No files yet",
  notReadyTitle: "Your translation is not ready yet",
  noFilesText: "The translated files of this order will appear here shortly. Contact us if they do not.",
  notReadyText: "Translated files appear here once the translation is delivered and the order is completed.",
  certificateFor: "Certificate of Translation Accuracy for",
  translationOf: "Translation of",
  delivered: " · delivered {{date}}",
  download: "Download",
  downloadName: "Download {{name}}",
  certifiedPdf_one:
    "Certified translation: translation, certificate and copy of the original in one PDF ({{count}} page)",
  certifiedPdf_other:
    "Certified translation: translation, certificate and copy of the original in one PDF ({{count}} pages)",
  wholeOrder: "The whole order",
  downloadZip: "All files (ZIP)",
  downloadMerged: "One PDF for USCIS",
};

export default downloads;
