import type en from "../en/account";

const account: typeof en = {
  title: "Hesap Ayarları",
  profileTitle: "Profil",
  profileText: "Adınız ve sipariş bildirimlerini ve makbuzları gönderdiğimiz e-posta adresiniz.",
  passwordTitle: "Şifre değiştir",
  passwordText: "Şifrenizi değiştirdiğinizde hesabınıza giriş yapılmış diğer cihazlardan çıkış yapılır.",
  username: "Kullanıcı adı",
  memberSince: "Üyelik tarihi",
  language: "Dil",
  profile: {
    firstName: "Ad",
    lastName: "Soyad",
    email: "E-posta",
    currentPassword: "Mevcut şifre",
    currentPasswordHint: "E-posta adresinizi değiştirmek için gereklidir.",
    save: "Değişiklikleri Kaydet",
    saving: "Kaydediliyor...",
    doneTitle: "Profil güncellendi",
    doneText: "Hesap bilgileriniz kaydedildi.",
    doneVerify: "Kaydedildi. Lütfen yeni e-posta adresinizi, ona gönderdiğimiz bağlantı veya kodla doğrulayın.",
    failedTitle: "Güncelleme başarısız",
    failedText: "Profiliniz güncellenemedi. Lütfen tekrar deneyin.",
  },
  password: {
    current: "Mevcut şifre",
    new: "Yeni şifre",
    hint: "En az 6 karakter.",
    confirm: "Yeni şifre (tekrar)",
    submit: "Şifreyi Değiştir",
    submitting: "Değiştiriliyor...",
    doneTitle: "Şifre değiştirildi",
    failedTitle: "Şifre değiştirilemedi",
    failedText: "Şifre değiştirilirken bir hata oluştu: {{message}}",
    tryAgain: "Lütfen tekrar deneyin.",
  },
};

export default account;
