import type en from "../en/lists";

// Müşterinin sayfalı listeleri: Belgelerim ve Ödeme Geçmişi.
const lists: typeof en = {
  pager: {
    previous: "Önceki",
    next: "Sonraki",
    pages: "Sayfalar",
    documentsPerPage: "Sayfa başına belge",
    paymentsPerPage: "Sayfa başına ödeme",
  },
  documents: {
    count_one: "{{total}} belge",
    count_other: "{{total}} belge",
    aboutCount: "Yaklaşık {{total}} belge",
    backToFirst: "İlk sayfaya dön",
  },
  payments: {
    count_one: "{{total}} ödeme",
    count_other: "{{total}} ödeme",
    aboutCount: "Yaklaşık {{total}} ödeme",
    backToFirst: "İlk sayfaya dön",
  },
};

export default lists;
