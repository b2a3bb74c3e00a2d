// The Instant Quote Calculator in Turkish: exactly the English keys (../../en/site/quote.ts).
import type en from "../../en/site/quote";

const quote: typeof en = {
  title: "Anında Fiyat Hesaplayıcı",
  subtitle: "Fiyatınız saniyeler içinde, üye olmanıza gerek yok.",
  serviceType: "Hizmet türü",
  planOption: "{{plan}} - kelime başına {{price}}, {{range}}",
  direction: "Tercüme yönü",
  rush: "Acil teslimat",
  rushHint: "Tercüme ücretine %{{percent}} ek ücret, hafta sonları dahil 24 saatte teslim",
  rushIncluded: "Her {{plan}} siparişinde: tercüme ücretinin %{{percent}} kadarı fiyata dahil, 24 saatte teslim",
  needBy: "Şu tarihe kadar lazım (isteğe bağlı)",
  needByHint: "Hangi seçeneklerin o tarihe kadar teslim ettiğini görmek için bir tarih seçin.",
  needByMeets: "Zamanında teslim",
  needByMisses: "Geç kalır",
  needByOption: "{{plan}}",
  needByOptionRush: "{{plan}} + acil",
  needByNone: "Bu tarihe kadar teslim eden bir seçenek yok: acil teslimat {{date}} tarihinde.",
  physical: "Basılı teslimat",
  physicalHint: "{{fee}} gönderim ücreti, basılı kopya posta ile gönderilir",
  getStarted: "Hemen Başlayın",
  startFailed: "Teklifinizi kaydedemedik. Lütfen yeniden deneyin.",
  note: "Sabit ücretli belgelerin fiyatı uzunluktan bağımsızdır. Kelime başına ücretlendirilen belgelerin kelime sayısını, dosyalarınızı yüklediğinizde kesinleştiririz.",
  summary: {
    estimatedDelivery: "Tahmini teslim",
    speed: "Teslimat hızı",
    rushSpeed: "24 saatte acil",
    speedPercent: "%{{percent}}",
    total: "Tahmini toplam",
    incomplete: "Fiyatı görmek için yukarıdaki belgeleri tamamlayın.",
    reading: "Henüz fiyat yok: dosyanızın kelimelerini sayıyoruz…",
    missing: "Henüz fiyat yok: {{problem}}",
    minimum: "Asgari sipariş tutarı {{minimum}}: daha küçük bir sipariş asgari tutardan ücretlendirilir.",
    minimumApplied:
      "Bu sipariş {{minimum}} asgari tutarın altında; yukarıdaki asgari sipariş ücreti aradaki farkı kapatır.",
  },
  file: {
    label: "Belge yükleyin (isteğe bağlı)",
    uploading: "yükleniyor %{{percent}}",
    uploadingName: "{{name}} yükleniyor",
    reading: "okunuyor…",
    words: "{{formatted}} kelime",
    scanWords: "{{formatted}} kelime (görüntüden okundu)",
    choose: "Bir dosya seçin veya buraya sürükleyin",
    types: "PDF, DOC, DOCX, TXT, JPG veya PNG",
    hint: "Dosyanızı okur ve kelimelerini sayarız; dosya siparişiniz için saklanır, bir daha seçmeniz gerekmez. Kullanılmayan dosyalar 24 saat sonra silinir.",
    remove: "{{name}} dosyasını kaldır",
    failed: "Dosya yüklenemedi. Lütfen yeniden deneyin.",
  },
};

export default quote;
