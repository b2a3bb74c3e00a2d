// The contact page and its form in Turkish: exactly the English keys (../../en/site/contact.ts).
import type en from "../../en/site/contact";

const contact: typeof en = {
  eyebrow: "İletişim",
  intro:
    "Hangi hizmete ihtiyacınız olduğundan emin değil misiniz ya da bir son tarihe mi yetişmeye çalışıyorsunuz? Belgelerinizden bahsedin; New York ofisimizden gerçek bir kişi bir iş günü içinde yanıt versin.",
  detailsLabel: "İletişim bilgileri",
  callUs: "Bizi arayın",
  email: "E-posta",
  office: "Ofis",
  hours: "Çalışma saatleri",
  fasterTitle: "Daha hızlı yanıt almak için",
  fasterTips: [
    "Hangi belgelere sahip olduğunuzu ve kaç sayfa olduklarını belirtin.",
    "Belgeleri kimin teslim alacağını söyleyin (USCIS, bir mahkeme, bir okul).",
    "Varsa son tarihinizi belirtin.",
  ],
  priceNow: "Hemen bir fiyat mı istiyorsunuz?",
  useCalculator: "Anında fiyat hesaplayıcıyı kullanın",
  form: {
    title: "Bize mesaj gönderin",
    fullName: "Adınız soyadınız",
    email: "E-posta",
    phone: "Telefon (isteğe bağlı)",
    subject: "Konu",
    subjectPlaceholder: "ör. USCIS için doğum belgesi",
    message: "Mesaj",
    messagePlaceholder:
      "Hangi belgelere sahip olduğunuzu, ne için gerektiklerini ve ne zaman ihtiyacınız olduğunu yazın.",
    characters: "{{length}} / {{max}} karakter",
    send: "Mesaj Gönder",
    sending: "Gönderiliyor...",
    sentTitle: "Mesaj gönderildi",
    notSentTitle: "Mesaj gönderilemedi",
    notSentText: "Bir şeyler ters gitti. Lütfen tekrar deneyin ya da bize doğrudan e-posta gönderin.",
    thankYou: "Teşekkür ederiz!",
    confirmationSent: "Gelen kutunuza kısa bir onay e-postası gönderiliyor.",
    sendAnother: "Başka bir mesaj gönderin",
  },
};

export default contact;
