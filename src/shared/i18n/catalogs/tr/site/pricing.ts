// The plans and flat rates in Turkish: exactly the English keys (../../en/site/pricing.ts).
import type en from "../../en/site/pricing";

const pricing: typeof en = {
  eyebrow: "Sürpriz yok",
  title: "Şeffaf Fiyatlandırma",
  intro:
    "Kelime başına ödeyin, toplam tutarı sipariş vermeden önce görün. Acil teslimat tercüme ücretine %{{rush}}, basılı teslimat {{delivery}} ekler; bunların dışında hiçbir ücret eklenmez. Premium acil teslimatı ve noter onayını içerir: her Premium siparişinde ikisi de fiyata dahildir, bu yüzden aynı sipariş için üst paket hiçbir zaman alttakinden ucuz olmaz. Her sipariş en az {{minimum}} tutarındadır: daha küçük bir sipariş asgari tutardan ücretlendirilir.",
  mostPopular: "En Popüler",
  included: "Dahil: ",
  includesNote:
    "Her sipariş acil (tercüme ücretine +%{{percent}}) ve noter onaylı (belge başına {{notarization}}), fiyata dahil",
  notIncluded: "Dahil değil: ",
  calculatorLabel: "Anında Fiyat Hesaplayıcı",
  plans: {
    standard: {
      title: "Standart",
      unit: "kelime başına",
      timeframe: "3-5 iş günü",
      description: "Onay gerektirmeyen kişisel, iş ve akademik belgeler için.",
      features: {
        human: "Profesyonel insan tercümesi",
        proofread: "İkinci bir dilbilimci tarafından kontrol",
        pdf: "Güvenli PDF teslimatı",
        uscis: "USCIS onayı",
        notarization: "Noter onayı",
      },
      cta: "Standart'ı Seçin",
    },
    certified: {
      title: "Onaylı",
      unit: "kelime başına",
      timeframe: "2-3 iş günü",
      description: "USCIS, mahkemeler ve üniversiteler için: en çok tercih edilen hizmetimiz.",
      features: {
        uscis: "USCIS'e uygun onay",
        accuracy: "Doğruluk beyanı",
        priority: "Öncelikli işlem",
        proofread: "İkinci bir dilbilimci tarafından kontrol",
        notarization: "Noter onayı",
      },
      cta: "Onaylı'yı Seçin",
    },
    premium: {
      title: "Premium",
      unit: "kelime başına",
      timeframe: "Hafta sonları dahil 24 saat içinde",
      description: "Onaylı, noter onaylı ve hızlı; dosyanızı tanıyan bir yetkiliyle.",
      features: {
        everything: "Onaylı paketteki her şey",
        notarization: "Her belgeye noter onayı",
        rush: "Her siparişte acil teslimat",
        physical: "Basılı teslimat seçeneği ({{fee}} gönderim)",
        manager: "Size özel müşteri temsilcisi",
        support: "7/24 destek",
      },
      cta: "Premium'u Seçin",
    },
  },
  flatRates: {
    title: "Belgeye Özel Sabit Ücretler",
    intro: "Sık istenen belgelerin sabit bir fiyatı vardır; böylece maliyeti yüklemeden önce bilirsiniz.",
    documentColumn: "Belge ya da hizmet",
    priceColumn: "Fiyat",
    groups: {
      vital: { title: "Kişisel Belgeler ve Nüfus Kayıtları", description: "Onaylı, her biri tek sayfa" },
      legal: { title: "Hukuki ve Ticari Belgeler", description: "Onaylı, mahkemeler ve kurumlar için" },
      addOns: { title: "Ek Hizmetler", description: "Her siparişe eklenebilir" },
    },
    specNames: {
      court_document: "Mahkeme belgeleri",
      contract: "Sözleşmeler",
      affidavit: "Yeminli beyanlar",
    },
    addOns: {
      notarization: "Noter onayı",
      rush: "Acil hizmet",
      physicalDelivery: "Basılı teslimat",
      extraCopies: "Ek kopyalar",
      minimum: "Asgari sipariş tutarı",
    },
    perWord: "Kelime başına {{price}}",
    perDocument: "Belge başına {{price}}",
    each: "Tanesi {{price}}",
    rushPrice: "+%{{percent}}",
    minimumPrice: "Sipariş başına {{price}}",
  },
};

export default pricing;
