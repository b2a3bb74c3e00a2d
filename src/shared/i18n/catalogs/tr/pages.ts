import type en from "../en/pages";

const pages: typeof en = {
  home: {
    title: "Bosphorus Translate | USCIS Onaylı Türkçe-İngilizce Tercüme Hizmetleri",
    description:
      "USCIS için onaylı tercüme, noter onaylı tercüme ve genel tercüme hizmetleriyle profesyonel Türkçe-İngilizce çeviri. Yeminli tercümanlar, hızlı teslimat ve Amerika Birleşik Devletleri'ndeki müşteriler için güvenli çevrimiçi sipariş.",
    heading: "USCIS Onaylı Tercüme Hizmetleri",
  },
  pricing: {
    title: "Fiyatlar | Bosphorus Translate",
    description:
      "Standart, Onaylı ve Premium Türkçe-İngilizce tercüme için kelime başı fiyatlar, sık istenen belgeler için sabit ücretler ve anında fiyat hesaplayıcı.",
    eyebrow: "Fiyatlar",
    heading: "Tercüme fiyatları",
    intro:
      "Kelime başına ya da belge başına sabit ücret ödeyin, toplam tutarı sipariş vermeden önce görün. Fiyatlar ABD doları cinsindendir.",
  },
  faq: {
    title: "Sıkça Sorulan Sorular | Bosphorus Translate",
    description:
      "USCIS için onaylı tercüme, teslim süreleri, noter onayı, kabul edilen dosya biçimleri ve memnuniyet garantimiz hakkında yanıtlar.",
    eyebrow: "SSS",
    heading: "Sıkça sorulan sorular",
    intro: "Müşterilerimizin onaylı Türkçe-İngilizce tercüme hakkında en çok sorduğu sorular.",
  },
  about: {
    title: "Hakkımızda | Bosphorus Translate",
    description:
      "Bosphorus Translate 2010'dan beri New York'ta Türkçe ve İngilizce belgeleri tercüme ediyor: onaylı dilbilimciler, ofiste bir noter ve tam iade garantisi.",
    eyebrow: "Hakkımızda",
    heading: "Bosphorus Translate hakkında",
    intro: "2010'dan beri New York'tan, 2018'den beri çevrimiçi Türkçe-İngilizce tercüme.",
  },
  careers: {
    title: "Kariyer | Bosphorus Translate",
    description:
      "Bosphorus Translate ekibine katılın: ABD genelinde serbest Türkçe-İngilizce tercüman pozisyonları ve New York'ta kadrolu pozisyonlar.",
    heading: "İnsanların köprüyü geçmesine yardım edin",
  },
  blog: {
    title: "Blog | Bosphorus Translate",
    description:
      "Onaylı tercüme, USCIS gereklilikleri, noter onayı ve Türk belgelerinin Amerika Birleşik Devletleri'nde kullanımı üzerine rehberler.",
    heading: "Tercüme rehberleri ve haberler",
  },
  contact: {
    title: "İletişim | Bosphorus Translate",
    description:
      "Bir tercüme, bir teslim tarihi ya da bir belge hakkında sorunuz mu var? New York ofisimizi arayın, e-posta gönderin ya da yazın.",
    heading: "Size yardımcı olmak için buradayız",
  },
  terms: {
    title: "Hizmet Şartları | Bosphorus Translate",
    description: "Bosphorus Translate'ten Türkçe-İngilizce tercüme siparişi verdiğinizde geçerli olan şartlar.",
    heading: "Hizmet Şartları",
  },
  privacy: {
    title: "Gizlilik Politikası | Bosphorus Translate",
    description:
      "Bosphorus Translate'in kişisel bilgilerinizi ve belgelerinizi nasıl topladığı, kullandığı ve koruduğu.",
    heading: "Gizlilik Politikası",
  },
};

export default pages;
