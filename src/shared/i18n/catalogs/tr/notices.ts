const notices = {
  passwordChanged: "Şifreniz başarıyla değiştirildi",
  emailVerified: "E-posta adresiniz doğrulandı",
  verificationSent: "Yeni bir doğrulama e-postası gönderdik. Lütfen gelen kutunuzu kontrol edin.",
  verificationBanner: "Lütfen e-posta adresinizi doğrulayın. Size bir bağlantı ve 6 haneli bir kod gönderdik.",
  setPasswordDone: "Şifreniz belirlendi. Artık giriş yapabilirsiniz.",
  resetRequested: "Eşleşen bir hesap varsa şifrenizi sıfırlamanız için bir bağlantı gönderdik.",
  resetDone: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.",
  accountDeleted: "Hesabınız silindi",
  dataExportRequested:
    "Verilerinizi hazırlıyoruz. İndirme bağlantısını genellikle birkaç dakika içinde e-postayla göndereceğiz.",
  contactSent: "Mesajınız için teşekkür ederiz. Bir iş günü içinde size dönüş yapacağız.",
  launchSubscribed: "Teşekkürler! Yayına girdiğimiz anda size e-posta göndereceğiz.",
  launchAlreadySubscribed: "Zaten listedesiniz. Yayına girdiğimiz anda size e-posta göndereceğiz.",
};

export default notices;
