import type en from "../en/accountData";

const accountData: typeof en = {
  export: {
    title: "Verilerimi indir",
    text: "Hakkınızda tuttuğumuz her şeyin bir kopyası: profiliniz, fiyatlandırılmış kalemleri, durumları ve zaman çizelgesiyle siparişleriniz, ödemeleriniz, makbuzlarınız ve iadeleriniz, siparişlerinizle ilgili mesajlar ve dosyalarınız (belgeler, çeviriler, sertifikalar, mesajlarda gönderilen dosyalar).",
    how: "Bir ZIP dosyası hazırlayıp bağlantısını genellikle birkaç dakika içinde e-postayla göndeririz. Bağlantı yalnızca sizin için, bir kez ve 48 saat çalışır; bu süre dolunca ya da dosya indirilince dosyayı sileriz.",
    request: "Verilerimi iste",
    requesting: "İsteniyor...",
    requestedTitle: "Verileriniz istendi",
    failedTitle: "İstek başarısız",
    status: {
      pending:
        "Verilerinizi hazırlıyoruz ({{date}} tarihinde istendi). Hazır olduğunda bağlantıyı e-postayla göndereceğiz.",
      preparing:
        "Verilerinizi hazırlıyoruz ({{date}} tarihinde istendi). Hazır olduğunda bağlantıyı e-postayla göndereceğiz.",
      ready: "Verileriniz hazır: bağlantıyı e-postayla gönderdik. {{date}} tarihine kadar çalışır.",
      downloaded: "Verilerinizi {{date}} tarihinde indirdiniz.",
      expired: "Verilerinizin bağlantısının süresi {{date}} tarihinde doldu. Hâlâ gerekiyorsa yeni bir kopya isteyin.",
      failed: "Verilerinizi hazırlayamadık. Lütfen tekrar deneyin ya da bizimle iletişime geçin.",
    },
  },
  delete: {
    title: "Hesabımı sil",
    text: "Hesabınızın silinmesi geri alınamaz.",
    checking: "Siparişleriniz kontrol ediliyor...",
    checkFailed: "Siparişlerinizi kontrol edemedik. Lütfen sayfayı yenileyin.",
    blocked: "Devam eden bir siparişiniz varken hesabınızı silemezsiniz:",
    reason: {
      awaiting_payment:
        "#{{id}} numaralı siparişin ödemesi yapılmadı. Siparişi kendi sayfasından iptal edin, sonra buraya dönün.",
      in_work:
        "#{{id}} numaralı sipariş üzerinde çalışılıyor. Tamamlanmasını bekleyin ya da sayfasından iptal talebinde bulunun.",
      being_delivered: "#{{id}} numaralı siparişin basılı kopyası yolda. Teslim edilmesini bekleyin.",
      cancellation_requested:
        "#{{id}} numaralı siparişin henüz yanıtlamadığımız bir iptal talebi var. Yanıtımızı bekleyin.",
      refund_pending: "#{{id}} numaralı sipariş için bir iade yolda. Tamamlanmasını bekleyin.",
    },
    viewOrder: "#{{id}} numaralı siparişi görüntüle",
    contact: "Sorularınız mı var? Bize <emailLink>{{email}}</emailLink> adresinden ulaşın.",
    goesTitle: "Sildiklerimiz",
    goes: [
      "Adınız, e-posta adresiniz, kullanıcı adınız ve şifreniz",
      "Teslimat adresleri ile iptal taleplerine ve düzeltme yorumlarına yazdıklarınız",
      "Siparişlerinizin tüm dosyaları: belgeleriniz, çevirileri, sertifika PDF'leri ve noter onaylı taramalar",
      "Sipariş yazışmalarınız ve iletişim mesajlarınız, size gönderdiğimiz e-postalar ve sizi aktaran e-postalarımız, dosyalarınıza kimin eriştiğinin kaydındaki dosya adlarınız ve adresleriniz",
      "Tüm cihazlardaki oturumlarınız ve henüz indirilmemiş veri kopyalarınız",
    ],
    staysTitle: "Sakladıklarımız",
    stays: [
      "Vergi mevzuatı gereği ödemeler, makbuzlar ve iadeler; adınız ve e-posta adresiniz olmadan, “Silinmiş müşteri #{{id}}” olarak",
      "Bunlar için düzenlenen faturalar ve iade faturaları, düzenlendikleri haliyle: alıcı olarak adınız ve e-posta adresinizle (vergi mevzuatı bunların değiştirilmemesini ister)",
      "Bu kayıtların dayandığı siparişlerin fiyatları, durumları ve tarihleri",
      "Düzenlediğimiz her sertifikanın herkese açık doğrulaması (numara, tarih, çevirmen, parmak izi), adınız olmadan",
    ],
    exportFirst:
      "Önce bir kopya mı istiyorsunuz? Hesabınızı silmeden önce yukarıdaki “Verilerimi indir” bölümünü kullanın.",
    open: "Hesabımı sil...",
    dialogTitle: "Hesabınız silinsin mi?",
    dialogText:
      "Bu işlem geri alınamaz. Oturumunuzu kapatacağız ve onay için {{email}} adresine son bir e-posta göndereceğiz.",
    password: "Şifreniz",
    passwordHint: "Siz olduğunuzu doğrulamak için şifrenizi girin.",
    cancel: "Vazgeç",
    confirm: "Hesabımı sil",
    deleting: "Siliniyor...",
    doneTitle: "Hesap silindi",
    doneText: "Hesabınızı sildik. Bosphorus Translate'i tercih ettiğiniz için teşekkür ederiz.",
    failedTitle: "Hesabınız silinemedi",
    tryAgain: "Lütfen tekrar deneyin.",
  },
  page: {
    title: "Verilerinizi indirin | Bosphorus Translate",
    description: "İstediğiniz Bosphorus Translate veri kopyanızı indirin.",
    heading: "Verilerinizi indirin",
    signIn: "Verilerinizi indirmek için giriş yapın: bağlantı yalnızca verileri isteyen hesapla çalışır.",
    checking: "Bağlantınız kontrol ediliyor...",
    readyTitle: "Verileriniz hazır",
    file: "{{fileName}} ({{size}})",
    expires: "Bağlantı bir kez ve {{date}} tarihine kadar çalışır. Dosyayı indirdiğinizde kendi kopyamızı sileriz.",
    keepSafe: "Dosya belgelerinizi ve kişisel bilgilerinizi içerir: güvenli bir yerde saklayın.",
    download: "ZIP dosyasını indir",
    started: "İndirmeniz başladı.",
    invalidTitle: "Bağlantının Süresi Doldu",
    settings: "Hesap Ayarları'na git",
    customersOnly: "Bu bağlantı bir müşteri hesabı içindir. Çıkış yapın ve verileri isteyen hesapla giriş yapın.",
  },
};

export default accountData;
