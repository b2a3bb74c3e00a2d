// The careers page in Turkish: exactly the English keys (../../en/site/careers.ts).
import type en from "../../en/site/careers";

const careers: typeof en = {
  eyebrow: "Kariyer",
  intro:
    "Tercüme ettiğimiz her belgenin ardında yeni bir hayata, yeni bir eğitime ya da yeni bir işe başlayan biri var. Bunu ciddiye alan, özenli ve nazik profesyoneller arıyoruz.",
  applyAsTranslator: "Tercüman Olarak Başvurun",
  perksTitle: "Tercümanlar neden bizimle kalıyor?",
  perks: {
    pay: {
      title: "Adil ücret, hızlı ödeme",
      text: "Sektör ortalamasının üzerinde kelime başı ücretler, iki haftada bir ödenir.",
    },
    remote: {
      title: "ABD'nin her yerinden çalışın",
      text: "Çalışma saatlerinizi ve iş yükünüzü siz seçin; idari işleri platformumuz halleder.",
    },
    growing: {
      title: "Gelişmeye devam edin",
      text: "ATA sertifika sınavı ücretlerini karşılıyor ve sürekli güncellenen bir terimce paylaşıyoruz.",
    },
    review: { title: "İkinci bir göz", text: "Her tercüme kontrol edilir; zor bir dosyayla asla yalnız kalmazsınız." },
  },
  openingsTitle: "Açık pozisyonlar",
  openingsNote: "Yalnızca Amerika Birleşik Devletleri'nde yaşayan tercümanları kabul edebiliyoruz.",
  applyNow: "Hemen başvurun",
  emailResume: "Özgeçmişinizi e-postayla gönderin",
  openings: {
    certified: {
      title: "Onaylı Türkçe-İngilizce Tercüman",
      type: "Serbest",
      location: "Uzaktan, Amerika Birleşik Devletleri",
      description:
        "USCIS başvuruları için nüfus kayıtlarını, diplomaları ve kimlik belgelerini, çoğunlukla Türkçeden İngilizceye tercüme edip onaylayın.",
      requirements: [
        "Anadili düzeyinde Türkçe ve İngilizce",
        "Resmî belge tercümesinde 3 yıldan fazla deneyim",
        "ATA sertifikası ya da eşdeğeri artı puandır",
      ],
    },
    legal: {
      title: "Hukuki ve Adli Belge Tercümanı",
      type: "Serbest",
      location: "Uzaktan, Amerika Birleşik Devletleri",
      description:
        "Hukuk büroları ve bireyler için her iki yönde mahkeme kararları, vekâletnameler, sözleşmeler ve yeminli beyanlar.",
      requirements: [
        "Hukuk eğitimi ya da 5 yıldan fazla hukuki tercüme deneyimi",
        "Türk ve ABD hukuk terminolojisi bilgisi",
        "Sıkı başvuru sürelerinde rahat çalışabilme",
      ],
    },
    medical: {
      title: "Tıbbi Tercüman (İngilizceden Türkçeye)",
      type: "Serbest",
      location: "Uzaktan, Amerika Birleşik Devletleri",
      description: "Aileler ve klinikler için hasta kayıtları, taburcu özetleri ve onam formları.",
      requirements: [
        "Tıp alanında geçmiş ya da uzmanlık eğitimi",
        "Anadili Türkçe",
        "HIPAA kapsamındaki hassas belgelerle deneyim",
      ],
    },
    clientSuccess: {
      title: "Müşteri Başarısı Koordinatörü",
      type: "Tam zamanlı",
      location: "New York, NY (hibrit)",
      description:
        "Müşterilerin ilk duyduğu güler yüzlü ses olun: soruları yanıtlayın, gelen belgeleri kontrol edin ve siparişlerin zamanında ilerlemesini sağlayın.",
      requirements: [
        "Akıcı Türkçe ve İngilizce",
        "Müşteri hizmetleri ya da operasyonda 2 yıldan fazla deneyim",
        "Sakin, düzenli ve detaylara dikkat eden",
      ],
    },
    notary: {
      title: "Noter ve Belge Uzmanı",
      type: "Yarı zamanlı",
      location: "New York, NY (ofiste)",
      description:
        "Tercüman yeminli beyanlarını noter olarak onaylayın, onaylı belge dosyalarını hazırlayın ve basılı gönderimleri yapın.",
      requirements: [
        "Yetkili New York noteri (notary public)",
        "Resmî belgelerle çalışma deneyimi",
        "Haftada üç iş günü müsait olmak",
      ],
    },
  },
  processTitle: "Tercüman alımı nasıl işler?",
  process: [
    "Özgeçmişiniz ve örnek bir tercümenizle çevrimiçi başvuru formunu gönderin.",
    "Size gönderdiğimiz bağlantı ya da kodla e-posta adresinizi doğrulayın.",
    "Fotoğraflı resmî bir kimlik belgesiyle kimliğinizi doğrulayın (1-2 dakika sürer).",
    "Başvurunuzu 3-5 iş günü içinde değerlendiririz ve kısa, ücretli bir deneme çevirisi isteyebiliriz.",
  ],
  questions: "Bir pozisyon hakkında sorunuz mu var? Yazın:",
};

export default careers;
