import type en from "../en/adminStats";

// Yönetici panosunun grafikleri ve raporları (docs/admin-ui.md).
const adminStats: typeof en = {
  trends: {
    title: "Eğilimler",
    description: "Günlük özetlerden, UTC günleriyle: {{from}} – {{to}}.",
    period: "Gruplama",
    periods: { day: "Gün", week: "Hafta", month: "Ay" },
    loading: "Grafikler yükleniyor...",
    error: "Grafikler yüklenemedi. Lütfen tekrar deneyin.",
    showTable: "Tablo olarak göster",
    showChart: "Grafik olarak göster",
    bucket: "Dönem",
    weekOf: "{{date}} haftası",
  },
  revenue: { title: "Gelir", gross: "Tahsil edilen", refunds: "İade edilen", net: "Net" },
  orders: { title: "Siparişler", placed: "Verilen", paid: "Ödenen" },
  status: {
    title: "Duruma göre siparişler",
    caption: "Dönemde verilen siparişler, şu anki durumlarına göre",
    status: "Durum",
    orders: "Sipariş",
    pending: "Beklemede",
    processing: "İşleniyor",
    completed: "Tamamlandı",
    cancelled: "İptal edildi",
  },
  turnaround: {
    title: "Ortanca teslim süresi",
    caption: "Ödemeden tamamlanmaya kadar geçen saat, tamamlanan siparişlerin ortancası",
    hours: "Saat",
    completed: "Tamamlanan",
    overall: "Dönem boyunca: {{value}}",
    none: "Dönemde tamamlanan sipariş yok",
    value_one: "{{count}} saat",
    value_other: "{{count}} saat",
  },
  rush: {
    title: "Acil sipariş payı",
    caption: "Verilen siparişler içinde acil olanlar",
    share: "Acil payı",
    rush: "Acil siparişler",
    overall: "Dönem boyunca: %{{value}}",
  },
  translators: {
    title: "Çevirmen başına açık işler",
    translator: "Çevirmen",
    openJobs: "Açık iş",
    none: "Açık işi olan çevirmen yok.",
  },
  reports: {
    title: "Raporlar",
    description:
      "Muhasebeci için CSV dosyaları, Excel'de Türkçe karakterlerle doğru açılır: tutarlar dolar, tarihler UTC, iki gün de dahil.",
    from: "Başlangıç",
    to: "Bitiş",
    orders: "Siparişler CSV",
    payments: "Ödemeler CSV",
    refunds: "İadeler CSV",
    rangeError: "Başlangıç tarihi bitiş tarihinden sonra olamaz.",
  },
};

export default adminStats;
