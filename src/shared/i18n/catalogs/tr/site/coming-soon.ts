// The /coming-soon page in Turkish: the English catalog's keys (../../en/site/coming-soon.ts).
import type enComingSoon from "../../en/site/coming-soon";

const comingSoon: typeof enComingSoon = {
  metaTitle: "Çok Yakında | Bosphorus Translate",
  metaDescription:
    "Yeni çevrimiçi tercüme platformumuz neredeyse hazır. E-posta adresinizi bırakın, yayına girdiğinde size haber verelim.",
  eyebrow: "Yapım aşamasında",
  title: "Yeni bir şey geliyor",
  intro:
    "Onaylı Türkçe-İngilizce tercüme siparişini daha da hızlı hale getirmek için çevrimiçi platformumuzu yeniden kuruyoruz.",
  timerLabel: "Yayına kalan süre",
  units: { days: "Gün", hours: "Saat", minutes: "Dakika", seconds: "Saniye" },
  done: "Bekleyiş sona erdi; yeni platform şimdi yayına giriyor.",
  notifyIntro: "E-posta adresinizi bırakın, yayına girdiğimiz anda size haber verelim.",
  servicesTitle: "Hizmetlerimiz",
  servicesText:
    "Amerika Birleşik Devletleri genelinde bireyler, hukuk büroları ve şirketler için Türkçe ile İngilizce arasında USCIS için onaylı tercüme, noter onayı ve genel tercüme. Biz platformu kurarken ekibimiz çalışmaya devam ediyor; bugün de sipariş verebilirsiniz.",
  questions: "Sorularınız mı var?",
  form: {
    label: "Yayın bildirimi",
    email: "E-posta adresi",
    submit: "Bana Haber Ver",
    saving: "Kaydediliyor...",
    savedTitle: "Listedesiniz",
    failedTitle: "Bir şeyler ters gitti",
    failedText: "Adresinizi kaydedemedik. Lütfen tekrar deneyin.",
  },
};

export default comingSoon;
