import type en from "../en/email";

const email: typeof en = {
  signature: { name: "Bosphorus Translate", tagline: "Onaylı Türkçe-İngilizce tercüme" },
  hello: "Merhaba {{name}},",
  helloThere: "Merhaba,",
  helloPlain: "Merhaba,",
  thanks: "Bosphorus Translate'i tercih ettiğiniz için teşekkür ederiz.",
  viewOrder: "Siparişinizi görüntüleyin: {{url}}",
  followOrder: "Giriş yapmadan siparişinizi takip edin (bu bağlantı 30 gün geçerlidir): {{url}}",
  yourOrder: "Siparişiniz: {{url}}",
  noteFromTeam: "Ekibimizden not: {{note}}",
  questions: "Sorularınız varsa bu e-postayı yanıtlamanız ya da bizimle iletişime geçmeniz yeterli.",
  verifyEmail: {
    subject: "E-posta adresinizi doğrulayın",
    openLink: "Lütfen bu bağlantıyı açarak bu e-posta adresinin size ait olduğunu onaylayın:",
    orCode: "Ya da hesabınıza giriş yapmışken şu kodu girin: {{code}}",
    expiry: "Bağlantı ve kod 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.",
    ignore:
      "Bir hesap oluşturmadıysanız ya da e-posta adresinizi değiştirmediyseniz bu e-postayı dikkate almayabilirsiniz.",
  },
  ratingRequest: {
    subject: "Çeviriniz nasıldı? Sipariş #{{orderId}}",
    ask: "#{{orderId}} numaralı siparişiniz dün tamamlandı. Nasıl bir iş çıkardığımızı bize söyler misiniz? Bir dakikanızı alır: 1 ile 5 arasında yıldız seçin ve dilerseniz birkaç kelime ekleyin.",
    link: "Siparişinizi değerlendirin: {{url}}",
    once: "Her sipariş için yalnızca bir kez soruyoruz. İzin verirseniz yorumunuzu, adınız ve soyadınızın baş harfiyle web sitemizde gösterebiliriz.",
  },
  contactAnswer: {
    subject: "Ynt: {{subject}}",
    about:
      "{{date}} tarihinde iletişim formumuzdan gönderdiğiniz mesaja yanıtımızdır. Bize yazmak için bu e-postayı yanıtlayın.",
  },
  contactReceived: {
    subject: "Mesajınızı aldık",
    received:
      "Bosphorus Translate ile iletişime geçtiğiniz için teşekkür ederiz. Mesajınızı aldık; ekibimizden biri bir iş günü içinde yanıt verecek.",
    notYou:
      "Bize siz yazmadıysanız, bu adresi iletişim formumuza başka biri girmiştir: bu e-postayı dikkate almayabilirsiniz. Bu onayı günde en fazla bir kez gönderiyoruz.",
    site: "Web sitemiz: {{url}}",
  },
  signUpAttempt: {
    subject: "Birisi e-posta adresinizle kaydolmayı denedi",
    attempt:
      "Birisi az önce bu e-posta adresiyle yeni bir Bosphorus Translate hesabı oluşturmayı denedi. Yeni bir hesap oluşturulmadı.",
    verifiedOwner:
      "Bu siz idiyseniz: zaten {{username}} kullanıcı adıyla bir hesabınız var. Buradan giriş yapın: {{url}}",
    unverifiedOwner:
      "Bu adresle {{username}} kullanıcı adlı bir hesap oluşturuldu, ancak adres hiç onaylanmadı. Hesap sizinse buradan giriş yapıp gönderdiğimiz kodu girin: {{url}}. Değilse, onaylanmamış hesaplar kayıttan 7 gün sonra silinir ve adres yeniden kullanılabilir.",
    forgotPassword: "Şifrenizi unuttuysanız buradan yeni bir şifre belirleyin: {{url}}",
    ignore: "Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz: hesabınızda hiçbir şey değişmedi.",
  },
  emailChanged: {
    subject: "Bosphorus Translate e-posta adresiniz değiştirildi",
    changed: "{{username}} hesabınızın e-posta adresi {{email}} olarak değiştirildi.",
    warning: "Bu değişikliği siz yapmadıysanız lütfen hemen destek ekibimizle iletişime geçin ve şifrenizi değiştirin.",
  },
  failedSignIns: {
    subject: "Birisi Bosphorus Translate hesabınıza giriş yapmaya çalışıyor",
    tried: "{{username}} hesabınız için arka arkaya {{failures}} kez yanlış şifre girildi.",
    slowed:
      "Bu hesaba daha önce giriş yapılmamış tarayıcılardan yapılan girişler artık yavaşlatılıyor; daha önce giriş yaptığınız tarayıcılar bundan etkilenmez.",
    ifYou: "Bu sizseniz bu e-postayı dikkate almayabilirsiniz.",
    ifNotYou:
      "Siz değilseniz birisi şifrenizi tahmin etmeye çalışıyor olabilir: giriş yapın ve hesap ayarlarınızdan şifrenizi, başka hiçbir yerde kullanmadığınız uzun bir şifreyle değiştirin.",
  },
  passwordReset: {
    subject: "Bosphorus Translate şifrenizi sıfırlayın",
    asked: "Birisi (umarız sizsiniz) {{username}} hesabınızın şifresini sıfırlamak istedi.",
    openLink: "Yeni bir şifre belirlemek için bu bağlantıyı açın:",
    expiry: "Bağlantı yalnızca bir kez kullanılabilir ve 60 dakika geçerlidir.",
    ignore: "Bunu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz: şifreniz değişmez.",
  },
  passwordChanged: {
    subject: "Bosphorus Translate şifreniz değiştirildi",
    changed:
      "{{username}} hesabınızın şifresi az önce değiştirildi ve hesaba giriş yapılmış tüm cihazlarda oturum kapatıldı.",
    warning:
      "Bu değişikliği siz yapmadıysanız şifrenizi hemen buradan sıfırlayın: {{url}} ve destek ekibimizle iletişime geçin.",
    warningAdmin:
      "Bu değişikliği siz yapmadıysanız hemen diğer yöneticilere haber verin: sunucuyu işleten kişi yeni bir sıfırlama bağlantısı oluşturabilir.",
  },
  // Hesap Ayarları: "Hesabımı sil" ve "Verilerimi indir" (src/server/account-deletion, src/server/data-export).
  accountDeleted: {
    subject: "Bosphorus Translate hesabınız silindi",
    done: "İsteğiniz üzerine Bosphorus Translate hesabınızı sildik ve tüm cihazlarda oturumunuzu kapattık.",
    gone: "Silinenler: adınız, e-posta adresiniz, kullanıcı adınız ve teslimat adresleriniz ile siparişlerinizin tüm dosyaları: belgeleriniz, çevirileri, sertifika PDF'leri ve noter onaylı taramalar.",
    kept: 'Vergi mevzuatı gereği saklananlar: siparişlerinizin ödemeleri, makbuzları ve iadeleri; adınız ve e-posta adresiniz olmadan, "Silinmiş müşteri #{{id}}" olarak; bunlar için düzenlenen faturalar ve iade faturaları, alıcı olarak adınız ve e-posta adresinizle, düzenlendikleri haliyle kalır.',
    certificates:
      "Düzenlediğimiz bir sertifika doğrulama sayfamızda (numarası, tarihi, çevirmeni ve parmak izi ile) adınız olmadan doğrulanmaya devam eder.",
    notYou: "Bunu siz istemediyseniz lütfen hemen bizimle iletişime geçin.",
    last: "Bu adrese gönderdiğimiz son e-posta budur.",
  },
  dataExport: {
    subject: "Bosphorus Translate verileriniz indirilmeye hazır",
    ready:
      "İstediğiniz veri kopyanız hazır: profiliniz, siparişleriniz, ödemeleriniz, iadeleriniz ve dosyalarınız tek bir ZIP dosyasında ({{size}}).",
    openLink: "Hesabınızla giriş yapıp buradan indirin:",
    expiry:
      "Bağlantı yalnızca sizin için, bir kez ve {{date}} tarihine kadar (48 saat) çalışır. İndirildikten ya da süresi dolduktan sonra dosya silinir; Hesap Ayarları'ndan yenisini isteyebilirsiniz.",
    notYou:
      "Bunu siz istemediyseniz şifrenizi değiştirin ve bizimle iletişime geçin: hesabınızda başka biri oturum açmış olabilir.",
    readme: {
      title: "Bosphorus Translate verileriniz",
      prepared: "{{username}} hesabı için, Hesap Ayarları'ndaki isteğiniz üzerine {{date}} tarihinde hazırlandı.",
      contents: "Bu ZIP dosyasının içindekiler:",
      profile:
        "profile.json: hesabınız: kullanıcı adı, ad, e-posta adresi, dil, üyelik tarihi ve hizmet koşulları ile gizlilik politikasının hangi sürümünü ne zaman kabul ettiğiniz.",
      orders:
        "orders.json: her sipariş; belgeleri, fiyatlandırılmış kalemleri ve tutarları (ABD senti olarak), durum geçmişi, zaman çizelgesi, teslimat bilgileri ve varsa iptal talebi ile.",
      payments: "payments.json: kartla yaptığınız ödemeler (iade edilen tutarlarla), makbuzları ve yapılan iadeler.",
      messages:
        "messages.json: her siparişinizdeki yazışma (mesajlarınız ve yanıtlarımız, pasaporttaki gibi isimler ve değişiklikleri) ile oturum açıkken iletişim formundan bize gönderdiğiniz mesajlar; mesajlara eklenen dosyalar files/ altında, her siparişin messages klasöründedir.",
      files:
        "files/: her siparişin dosyaları, sipariş başına bir klasörde: belgeleriniz, size teslim edilen çeviriler, çeviri doğruluk sertifikaları ve noter onaylı taramalar.",
      manifest:
        "manifest.json: yukarıdaki her dosyanın boyutu ve SHA-256 parmak izi ile listesi ve eklenemeyen dosyalar.",
      missing:
        "Bazı dosyalar artık saklanmadığı için (örneğin sipariş tamamlandıktan sonra silindiği için) eklenemedi: manifest.json bunları missingFiles altında listeler.",
      format:
        ".json dosyaları herhangi bir metin düzenleyicinin, tablo programının ya da programlama dilinin açabileceği düz metinlerdir (JSON). Tarihler UTC'dir.",
      questions: "Verilerinizle ilgili sorularınız için bize {{email}} adresinden ulaşın.",
    },
  },
  orderStatus: {
    subject: "#{{orderId}} numaralı siparişinizin durumu: {{status}}",
    body: "Bosphorus Translate #{{orderId}} numaralı siparişinizin durumu artık: {{status}}.",
    download: "Dosyalarınızı indirin: {{url}}",
    status: { pending: "beklemede", processing: "işleniyor", completed: "tamamlandı", cancelled: "iptal edildi" },
    explanation: {
      pending:
        "Siparişiniz bir sonraki adımı bekliyor. Eksik bir ödeme ya da belge varsa panelinizden tamamlayabilirsiniz.",
      processing:
        "Güzel haber: tercümanlarımız belgeleriniz üzerinde çalışmaya başladı. Tercüme hazır olur olmaz size yeniden e-posta göndereceğiz.",
      completed:
        "Tercümeniz hazır. Tercüme edilmiş dosyaları (ve onaylı siparişlerde tercüme doğruluk sertifikalarını) panelinizden indirebilirsiniz.",
      cancelled:
        "Siparişiniz iptal edildi. Bunu beklemiyorduysanız ya da sorularınız varsa bu e-postayı yanıtlamanız ya da bizimle iletişime geçmeniz yeterli.",
    },
  },
  receipt: {
    subject: "#{{orderId}} numaralı sipariş için ödeme makbuzu - {{company}}",
    dear: "Sayın {{name}},",
    thanks: "Ödemeniz için teşekkür ederiz. #{{orderId}} numaralı siparişiniz artık işleniyor.",
    number: "Makbuz {{number}}",
    date: "Tarih: {{date}}",
    order: "Sipariş: #{{orderId}}",
    totalPaid: "Ödenen toplam: {{amount}} USD",
    paidWith: "Ödeme yöntemi: {{card}}",
    cardEnding: "Son dört hanesi {{last4}} olan {{brand}}",
    card: "Kart",
    follow: "Siparişinizi panelinizden takip edebilir ve tercümenizi oradan indirebilirsiniz.",
  },
  draftReady: {
    subject: "Tercümeniz incelemenize hazır",
    ready: "#{{orderId}} numaralı siparişinizin tercümesi incelemenize hazır.",
    instructions:
      "Lütfen taslağı indirin, ardından onaylayın ya da düzeltme isteyin (değişmesini istediğiniz her belge için bir yorumla).",
    autoApproval: "{{days}} gün içinde yanıtlanmayan taslaklar otomatik olarak onaylanır.",
    review: "Buradan inceleyin: {{url}}",
  },
  completed: {
    subject: "#{{orderId}} numaralı siparişiniz tamamlandı",
    automatically:
      "#{{orderId}} numaralı siparişinizin tercümesi teslimden {{days}} gün sonra otomatik olarak onaylandı; siparişinizi tamamladık.",
    approved:
      "#{{orderId}} numaralı siparişinizin tercümesini onayladığınız için teşekkür ederiz. Siparişinizi tamamladık.",
    files: "Son dosyalar (ve onaylı ve premium siparişlerde tercüme doğruluk sertifikaları) indirilmeye hazır.",
    download: "Buradan indirin: {{url}}",
  },
  refund: {
    subject: "#{{orderId}} numaralı siparişiniz için {{amount}} iade",
    refunded:
      "Bosphorus Translate #{{orderId}} numaralı siparişiniz için yaptığınız ödemenin {{amount}} tutarındaki kısmını iade ettik.",
    cancelled: "Siparişiniz iptal edildi.",
    line: "İade: {{amount}}, ödeme yaptığınız karta.",
    reason: "Neden: {{reason}}",
    timing: "Kart iadeleri bankanıza bağlı olarak genellikle 5–10 iş günü içinde hesap özetinizde görünür.",
  },
  cancellation: {
    subjectApproved: "#{{orderId}} numaralı sipariş için iptal talebiniz onaylandı",
    subjectDeclined: "#{{orderId}} numaralı sipariş için iptal talebiniz reddedildi",
    approved: "İsteğiniz üzerine Bosphorus Translate #{{orderId}} numaralı siparişiniz iptal edildi.",
    refundToFollow: "Bir iade söz konusuysa, iade yapılır yapılmaz size e-posta göndereceğiz.",
    declined:
      "#{{orderId}} numaralı siparişi iptal etme talebinizi inceledik ancak iptal edemedik; siparişiniz üzerindeki çalışma sürüyor.",
  },
  fulfilment: {
    shippedSubject: "#{{orderId}} numaralı siparişiniz kargoya verildi",
    shipped: "#{{orderId}} numaralı siparişinizin basılı ve imzalı tercümesi yola çıktı.",
    carrier: "Kargo firması: {{carrier}}",
    trackingNumber: "Takip numarası: {{trackingNumber}}",
    trackLink: "Gönderinizi takip edin: {{url}}",
    trackOnSite: "Gönderinizi yukarıdaki numarayla {{carrier}} web sitesinden takip edebilirsiniz.",
    deliveredSubject: "#{{orderId}} numaralı siparişiniz teslim edildi",
    delivered: "#{{orderId}} numaralı siparişinizin basılı tercümesi teslimat adresinize teslim edildi.",
    notarizedSubject: "#{{orderId}} numaralı siparişiniz noter tarafından onaylandı",
    notarized:
      "#{{orderId}} numaralı siparişinizin noter onaylı kopyası hazır. Taranmış bir kopyasını sipariş sayfanızdan indirebilirsiniz.",
  },
  fileRetention: {
    subject: "#{{orderId}} numaralı siparişinizin dosyaları {{date}} tarihinde silinecek",
    policy:
      "Gizliliğinizi korumak için bir siparişin dosyalarını, sipariş tamamlandıktan ya da iptal edildikten sonra yalnızca sınırlı bir süre saklıyoruz.",
    deleteOn:
      "#{{orderId}} numaralı siparişinizin dosyaları (belgeleriniz, tercümeleri, sertifikaların saklanan kopyaları ve mesajlarda gönderilen dosyalar) {{date}} tarihinde silinecek.",
    download: "Saklamak isterseniz bu tarihten önce indirin: {{url}}",
    verifyStays: "İndirdiğiniz sertifikalar bu tarihten sonra da çevrimiçi doğrulanabilir.",
    deleteNow: "Dosyaları dilediğiniz zaman sipariş sayfasından kendiniz de silebilirsiniz.",
  },
  wordCountConfirmed: {
    subject: "#{{orderId}} numaralı siparişinizin fiyatı değişti",
    counted:
      "{{name}} belgesini güvenilir biçimde okuyamadığımız için {{estimate}} kelimelik bir tahminle fiyatlandırmıştık. Ekibimizden biri belgeyi saydı: {{words}} kelime.",
    total: "Sipariş toplamınız {{from}} tutarından {{to}} tutarına değişti.",
    beforePaying:
      "Henüz hiçbir ücret alınmadı. Ödemeden önce yeni toplamı sipariş sayfanızda kontrol edin: ödeme yeni fiyatı tahsil eder.",
  },
};

export default email;
