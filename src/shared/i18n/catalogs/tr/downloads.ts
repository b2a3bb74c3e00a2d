import type en from "../en/downloads";

const downloads: typeof en = {
  title: "Dosyaları İndir",
  orderDetails: "Sipariş ayrıntıları",
  order: "Sipariş #{{id}}",
  loading: "Dosyalarınız yükleniyor...",
  notFound: "Sipariş bulunamadı",
  loadError: "Dosyalar yüklenemedi",
  noFilesTitle: "Henüz dosya yok",
  notReadyTitle: "Tercümeniz henüz hazır değil",
  noFilesText:
    "Bu siparişin tercüme edilmiş dosyaları kısa süre içinde burada görünecek. Görünmezse bizimle iletişime geçin.",
  notReadyText: "Tercüme edilmiş dosyalar, tercüme teslim edilip sipariş tamamlandığında burada görünür.",
  certificateFor: "Tercüme Doğruluk Belgesi:",
  translationOf: "Tercümesi:",
  delivered: " · teslim tarihi: {{date}}",
  download: "İndir",
  downloadName: "İndir: {{name}}",
  certifiedPdf_one: "Onaylı tercüme: tercüme, belge ve orijinalin kopyası tek PDF'te ({{count}} sayfa)",
  certifiedPdf_other: "Onaylı tercüme: tercüme, belge ve orijinalin kopyası tek PDF'te ({{count}} sayfa)",
  wholeOrder: "Siparişin tamamı",
  downloadZip: "Tüm dosyalar (ZIP)",
  downloadMerged: "USCIS için tek PDF",
};

export default downloads;
