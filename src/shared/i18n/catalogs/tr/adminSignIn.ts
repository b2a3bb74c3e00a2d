import type en from "../en/adminSignIn";

const adminSignIn: typeof en = {
  title: "Yönetici Girişi",
  intro: "Güvenli yönetim paneline giriş yapın.",
  loading: "Güvenli yönetim paneli yükleniyor...",
  verify: {
    title: "Siz olduğunuzu doğrulayın",
    intro: "E-posta adresinize gönderdiğimiz 6 haneli doğrulama kodunu girin.",
    code: "Doğrulama kodu",
    invalid: "Lütfen 6 haneli geçerli bir doğrulama kodu girin.",
    attemptsLeft: "{{count}} deneme hakkınız kaldı.",
    submit: "Doğrula",
    submitting: "Doğrulanıyor...",
    noCode: "Kod gelmedi mi?",
    resend: "Kodu yeniden gönder",
    resendIn: "{{seconds}} sn sonra yeniden gönderebilirsiniz",
    cancel: "Vazgeç ve giriş sayfasına dön",
  },
  outage: {
    title: "E-posta gönderiminde şu anda sorun var",
    text: "Doğrulama kodu size ulaşmayabilir. Sunucuyu yöneten kişi bir kod üretebilir:",
  },
};

export default adminSignIn;
