import type en from "../en/common";

const common: typeof en = {
  language: {
    label: "Dil",
    choose: "Dil seçin",
    en: "English",
    tr: "Türkçe",
  },
  nav: {
    home: "Ana Sayfa",
    services: "Hizmetler",
    pricing: "Fiyatlar",
    about: "Hakkımızda",
    contact: "İletişim",
    careers: "Kariyer",
    blog: "Blog",
    dashboard: "Panel",
    orders: "Siparişler",
    translatorPortal: "Tercüman Portalı",
    login: "Giriş Yap",
    signUp: "Kaydol",
  },
  account: {
    account: "Hesap",
    myAccount: "Hesabım",
    myAccountOf: "Hesabım ({{name}})",
    signedInAs: "{{username}} olarak giriş yapıldı",
    logout: "Çıkış Yap",
    applyAsTranslator: "Tercüman Olarak Başvur",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
  },
  // The title of every screen that sets none of its own (src/client/features/site/DefaultDocumentTitle.tsx).
  siteTitle: "Bosphorus Translate | USCIS Onaylı Türkçe-İngilizce Tercüme Hizmetleri",
  // The notification region (Radix toasts); "{hotkey}" is filled in by the component.
  toast: { close: "Bildirimi kapat", label: "Bildirim", viewport: "Bildirimler ({hotkey})" },
  footer: {
    // Day names in the business_hours setting ("Mon-Fri 9AM-6PM EST"), as the footer and contact page show them.
    days: { Mon: "Pzt", Tue: "Sal", Wed: "Çar", Thu: "Per", Fri: "Cum", Sat: "Cmt", Sun: "Paz" },
    title: "İletişim ve site bilgileri",
    about:
      "Göçmenlik, hukuki, akademik ve ticari belgeler için onaylı Türkçe-İngilizce tercüme. 2010'dan beri New York'tan tüm Amerika Birleşik Devletleri'ndeki müşterilerimize hizmet veriyoruz.",
    services: "Hizmetler",
    support: "Destek",
    contact: "İletişim",
    serviceNames: {
      uscis: "USCIS Onaylı Tercümeler",
      notarization: "Noter Onayı Hizmetleri",
      general: "Genel Tercümeler",
      business: "Ticari Belge Tercümesi",
      academic: "Akademik Tercüme",
    },
    links: {
      faqs: "Sıkça Sorulan Sorular",
      contactUs: "Bize Ulaşın",
      privacy: "Gizlilik Politikası",
      terms: "Hizmet Koşulları",
      blog: "Blog",
    },
    rights: "Tüm hakları saklıdır.",
    membership: "Amerikan Tercümanlar Derneği üyesi · Tercümelerimiz USCIS tarafından kabul edilir",
  },
  landmarks: { main: "Ana menü", mobile: "Mobil menü" },
  close: "Kapat",
  skipToContent: "İçeriğe geç",
  skipToCalculator: "Fiyat hesaplayıcıya geç",
  testMode: "Test modu: ödemeler ve kimlik doğrulamaları simüle edilir. Gerçek bir karttan ücret alınmaz.",
  restoreDrill: "Geri yükleme tatbikatı — e-posta gönderilmez",
  notFound: {
    title: "Sayfa bulunamadı | Bosphorus Translate",
    heading: "404 Sayfa Bulunamadı",
    description: "Aradığınız sayfa mevcut değil.",
    hint: "Aradığınız adres değişmiş ya da kaldırılmış olabilir.",
    home: "Ana sayfaya dön",
  },
};

export default common;
