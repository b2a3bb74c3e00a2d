// The terms of service and the privacy policy in Turkish, in full: exactly the English keys, tags and
// placeholders (../../en/site/legal.ts).
import type en from "../../en/site/legal";

const legal: typeof en = {
  terms: {
    intro:
      "{{name}} üzerinden tercüme siparişi vermeye ilişkin, sade bir dille yazılmış şartlar. Sipariş vererek bu şartları kabul etmiş olursunuz.",
    sections: {
      "our-services": {
        title: "Hizmetlerimiz",
        paragraphs: [
          "{{name}}; Türkçeden İngilizceye ve İngilizceden Türkçeye belge tercümesi, ABD Vatandaşlık ve Göçmenlik Hizmetleri (USCIS) ve diğer kurumlar için onaylı tercüme, tercüman yeminli beyanlarının noter onayı ve bu web sitesi üzerinden sipariş edilen ilgili hizmetleri sunar.",
          "Biz bir hukuk bürosu değil, bir tercüme şirketiyiz. Hukuki ya da göçmenlik konusunda danışmanlık vermeyiz ve davanızın hangi belgeleri gerektirdiğini size söyleyemeyiz. Lütfen gereklilikleri belgeleri teslim alacak kurumla ya da avukatınızla teyit edin.",
        ],
      },
      quotes: {
        title: "Fiyat teklifleri ve fiyatlar",
        paragraphs: [
          "Fiyatlar ABD doları cinsindendir ve kaynak belgenin kelime sayısına göre ya da bir belge türü için yayımlanan sabit ücrete göre hesaplanır. Acil hizmet tercüme ücretine %50 ekler; basılı teslimat $15 gönderim ücreti ekler; noter onayı ve ek kopyalar fiyatlar bölümümüzde belirtildiği şekilde ücretlendirilir.",
          "Hesaplayıcı, kelime sayısını dosyanızdan tahmin eder. İncelememizde %10'dan fazla farklı bir sayı bulursak, işe başlamadan önce size düzeltilmiş fiyatı bildiririz; dilerseniz siparişi iptal edip ücretin tamamını geri alabilirsiniz.",
        ],
      },
      orders: {
        title: "Siparişler ve ödeme",
        paragraphs: [
          "Bir sipariş, ödeme alındığında kesinleşir. Ödemeler kart işlemcimiz tarafından işlenir; kart numaranızın tamamını asla görmez ve saklamayız. Çalışma, sipariş ödendikten ve tüm belgeler yüklendikten sonra başlar.",
          "Bir tercüman üzerinde çalışmaya başlayana kadar siparişinizi iptal edip ücretin tamamını geri alabilirsiniz.",
        ],
      },
      turnaround: {
        title: "Teslim süreleri",
        paragraphs: [
          "Teslim süreleri ödemeden itibaren hesaplanır ve tahmini olarak gösterilir: Standart 3-5 iş günü, Onaylı 2-3 iş günü, Acil ve (acil teslimatı içeren) Premium hafta sonları ve tatiller dahil 24 saat içinde. Çok uzun, el yazısıyla yazılmış ya da okunması zor belgeler daha uzun sürebilir; böyle bir durumda sizi önceden bilgilendiririz. Garanti edilen acil teslim süresini kaçırırsak acil hizmet ek ücretini iade ederiz.",
        ],
      },
      certification: {
        title: "Onay ve kabul",
        paragraphs: [
          "Onaylı tercümeler, 8 CFR 103.2(b)(3) hükmünün gerektirdiği şekilde, tercümenin eksiksiz ve doğru olduğunu ve tercümanın kaynak dilden İngilizceye tercüme yapmaya yetkin olduğunu belirten imzalı bir beyan içerir. Başka herhangi bir kurumun kabulü, o kurumun kendi kurallarına bağlıdır.",
        ],
      },
      guarantee: {
        title: "Memnuniyet garantisi, düzeltmeler ve iadeler",
        paragraphs: [
          "USCIS, onaylı tercümelerimizden birini tercümedeki bir hata nedeniyle reddederse o siparişin ücretinin tamamını iade ederiz. Ret bildirimini teslimattan itibaren 90 gün içinde bize gönderin.",
          "Herhangi bir tercümede bir yanlışlık fark ederseniz teslimattan itibaren 30 gün içinde bize bildirin; ücretsiz olarak düzeltiriz. Kaynak belgedeki değişiklikler ya da farklı bir üslup talepleri yeni bir iş sayılır ve ayrıca fiyatlandırılır.",
        ],
      },
      responsibilities: {
        title: "Sorumluluklarınız",
        items: [
          "Belgelerinizin her sayfası, damgası ve mührü dahil eksiksiz ve okunaklı kopyalarını yükleyin.",
          "İsimler belgeler arasında farklı yazılmışsa nasıl yazılması gerektiğini bize bildirin.",
          "Yalnızca tercüme ettirme hakkına sahip olduğunuz belgeleri yükleyin.",
          "Hesap şifrenizi gizli tutun ve yetkisiz bir kullanımı derhâl bize bildirin.",
          "Tercümelerinizi ve sertifikalarınızı indirip kendi kopyalarınızı saklayın: bir siparişin dosyalarını, sipariş tamamlandıktan {{retentionDays}} gün sonra sileriz.",
        ],
      },
      "your-account": {
        title: "Hesabınız ve dosyalarınız",
        paragraphs: [
          "Bir siparişin dosyalarını (belgeleriniz, tercümeler, sertifika PDF'leri ve noter onaylı taramalar) sipariş tamamlandıktan {{retentionDays}} gün sonra siler, bundan 7 gün önce size e-postayla haber veririz. Sipariş tamamlandıktan sonra dosyalarını siparişin sayfasından kendiniz de silebilirsiniz. Bir sertifikanın herkese açık doğrulaması (numarası, tarihi, tercümanı ve parmak izi) dosyalar silindikten sonra da çalışmaya devam eder.",
          "Verilerinizin bir kopyasını Hesap Ayarları'ndan indirebilir, hesabınızı yine oradan silebilirsiniz. Siparişlerinden biri devam ederken bir hesap silinemez; silinen bir hesabın ödeme kayıtlarını yasanın gerektirdiği şekilde, faturalarını ve iade faturalarını da düzenlendikleri ad ve e-posta adresiyle saklarız. <privacyLink>Gizlilik Politikamız</privacyLink> ikisini de açıklar.",
        ],
      },
      confidentiality: {
        title: "Gizlilik",
        paragraphs: [
          "Belgeleriniz üzerinde çalışan herkes bir gizlilik sözleşmesi imzalamıştır. Belgelerinizi yalnızca sipariş ettiğiniz hizmeti sunmak için kullanırız. Kişisel bilgileri nasıl işlediğimiz <privacyLink>Gizlilik Politikamızda</privacyLink> açıklanmıştır.",
        ],
      },
      liability: {
        title: "Sorumluluğun sınırlandırılması",
        paragraphs: [
          "Yasaların izin verdiği ölçüde, bir siparişle ilgili herhangi bir talep için toplam sorumluluğumuz, o sipariş için ödediğiniz tutarla sınırlıdır. Kontrolümüz dışındaki koşulların neden olduğu kaçırılan randevular ya da son tarihler gibi dolaylı kayıplardan sorumlu değiliz.",
        ],
      },
      law: {
        title: "Uygulanacak hukuk",
        paragraphs: [
          "Bu şartlar New York Eyaleti yasalarına tabidir. Eyaletinizin yasaları aksini gerektirmedikçe, her türlü uyuşmazlık New York County, New York'ta bulunan eyalet veya federal mahkemelerde görülür.",
        ],
      },
      changes: {
        title: "Değişiklikler ve iletişim",
        paragraphs: [
          "Bu şartları güncelleyebiliriz; bir siparişe, siparişi verdiğiniz sırada yürürlükte olan sürüm uygulanır. Sorularınız mı var? <emailLink>{{email}}</emailLink> adresine yazın, {{phone}} numarasını arayın ya da {{name}}, {{address}} adresine yazın.",
        ],
      },
    },
  },
  privacy: {
    intro: "Belgeleriniz hayatınızın en kişisel bilgilerini taşır. {{name}} bunları şöyle korur.",
    sections: {
      collect: {
        title: "Topladığımız bilgiler",
        items: [
          "Hesap bilgileri: adınız, kullanıcı adınız, e-posta adresiniz ve şifreniz (yalnızca güvenli bir özet/hash olarak saklanır).",
          "Sipariş bilgileri: hizmet, tercüme yönü, kelime sayısı, teslimat seçenekleri ve gönderim adresi.",
          "Çoğu zaman hassas kişisel bilgiler içeren belgeleriniz ve bunların tercümeleri.",
          "İletişim formu, e-posta ya da telefon yoluyla bize gönderdiğiniz mesajlar.",
          "Güvenlik ve oturumunuzu açık tutmak için kullanılan IP adresiniz ve tarayıcı türünüz gibi temel teknik veriler.",
          "Dosyalarınızı kimin ve ne zaman açtığının kaydı (bkz. “Belgeleriniz”).",
        ],
      },
      use: {
        title: "Bilgileri nasıl kullanıyoruz",
        paragraphs: [
          "Bilgilerinizi yalnızca tercümelerinizi hazırlayıp teslim etmek, ödemeleri işlemek, sipariş güncellemeleri göndermek, sorularınızı yanıtlamak, dolandırıcılığı önlemek ve yasal yükümlülüklerimizi yerine getirmek için kullanırız. Belgelerinizi makine çevirisi sistemlerini eğitmek için kullanmayız; kişisel bilgileri satmaz ya da kiralamayız.",
        ],
      },
      documents: {
        title: "Belgeleriniz",
        paragraphs: [
          "Belgeler şifreli bağlantılar (HTTPS) üzerinden yüklenir ve indirilir; saklanan her dosya (belgeleriniz, tercümeler, sertifikalar ve noter onaylı taramalar) AES-256-GCM ile şifrelenir. Bunları yalnızca çalışanlarımız ve siparişinize atanan tercüman açabilir; bu kişilerin tümü gizlilik sözleşmesi imzalamıştır.",
          "Bu kişilerden biri dosyalarınızdan birini her açtığında ya da indirdiğinde, kimin ve ne zaman yaptığını bir erişim kaydına yazarız.",
        ],
      },
      payments: {
        title: "Ödemeler",
        paragraphs: [
          "Kartla yapılan ödemeler, PCI uyumlu ödeme işlemcimiz Stripe tarafından işlenir. Biz yalnızca bir onay ve kartınızın son dört hanesini alırız, kart numaranızın tamamını asla almayız.",
        ],
      },
      sharing: {
        title: "Bilgileri kimlerle paylaşıyoruz",
        paragraphs: [
          "Bilgileri yalnızca hizmeti yürütmemize yardımcı olan hizmet sağlayıcılarla (barındırma, e-posta gönderimi, ödeme işleme, basılı teslimat için kargo şirketleri), bilgileri korumalarını zorunlu kılan sözleşmeler çerçevesinde ve yasaların gerektirdiği durumlarda yetkili makamlarla paylaşırız.",
        ],
      },
      retention: {
        title: "Bilgileri ne kadar süre saklıyoruz",
        paragraphs: [
          "Dosyalarınız (belgeler, tercümeler, sertifika PDF'leri ve noter onaylı taramalar) siparişiniz tamamlandıktan {{retentionDays}} gün sonra otomatik olarak silinir. Önce indirebilmeniz için 7 gün önceden size e-posta göndeririz. Sipariş tamamlandıktan sonra dosyalarını siparişin sayfasından istediğiniz zaman kendiniz de silebilirsiniz.",
          "Hesap bilgileriniz ve siparişleriniz hesabınız var olduğu sürece saklanır. Hesabınızı sildiğinizde kişisel bilgilerinizi ve dosyalarınızı aşağıda anlatıldığı gibi sileriz; siparişleriniz, onlara dayanan ödeme kayıtları için adınız olmadan kalır.",
          "Ödeme kayıtlarını (ödemeler, makbuzlar ve iadeler) vergi mevzuatının gerektirdiği şekilde, hesabınızı sildikten sonra da adınız ve e-posta adresiniz olmadan saklarız. Tek istisna, ödemeleriniz ve iadeleriniz için düzenlediğimiz faturalar ve iade faturalarıdır: vergi mevzuatı bunları düzenlendikleri haliyle ister; bu yüzden numaralarını, tarihlerini, tutarlarını ve vergilerini, alıcı olarak da adınızı ve e-posta adresinizi korurlar. Dosyalarınız silindikten sonra da sertifikalarınızdan birine sahip olan herkes onu doğrulama sayfamızda (numarası, tarihi, tercümanı ve parmak izi ile) kontrol edebilir; bu kontrol adınızı asla göstermez.",
        ],
      },
      rights: {
        title: "Seçimleriniz ve haklarınız",
        paragraphs: [
          "Hesap bilgilerinizi Hesap Ayarları'ndan görebilir ve düzeltebilirsiniz.",
          "Verilerinizi indirin: Hesap Ayarları'ndan hakkınızda tuttuğumuz her şeyin (profiliniz, siparişleriniz, ödemeleriniz, makbuzlarınız, iadeleriniz ve dosyalarınız) tek bir ZIP dosyasında bir kopyasını isteyebilirsiniz. Bağlantıyı genellikle birkaç dakika içinde e-postayla göndeririz; bağlantı yalnızca hesabınız için, bir kez ve 48 saat çalışır, ardından dosyayı sileriz.",
          "Hesabınızı silin: Hesap Ayarları'ndan, siparişlerinizden hiçbiri devam etmiyorsa (ödenmemiş, tercümesi ya da gönderimi süren, bir iptal talebinin ya da iadenin yanıtını bekleyen), şifrenizi girerek hesabınızı silebilirsiniz. Adınızı, e-posta adresinizi, kullanıcı adınızı, şifrenizi, teslimat adreslerinizi, iptal taleplerine ve düzeltme yorumlarına yazdıklarınızı, siparişlerinizin tüm dosyalarını, size gönderdiğimiz e-postaları, yazdığınız sipariş yazışmalarını ve iletişim mesajlarını (ve bunları aktaran e-postalarımızı), dosyalarınıza kimin eriştiğinin kaydındaki dosya adlarınızı ve indirmelerinizin IP adresini siler, tüm cihazlarda oturumunuzu kapatırız. Sakladıklarımız “Bilgileri ne kadar süre saklıyoruz” bölümünde listelenmiştir.",
          "Kaliforniya'da ve gizlilik yasaları bulunan diğer eyaletlerde yaşayanlar bu haklara o yasalar kapsamında sahiptir; biz aynı talepleri her müşterimiz için yerine getiririz. Bunlardan herhangi birini bize yazarak da isteyebilirsiniz.",
          "Gizlilik haklarınızı kullandığınız için size farklı davranmayız.",
        ],
      },
      cookies: {
        title: "Çerezler",
        paragraphs: [
          "İki zorunlu çerez kullanırız: biri oturumunuzu açık tutar, diğeri hesabınıza giriş yapmış bir tarayıcıyı hatırlar; böylece şifrenizi başka bir yerden tahmin etmeye çalışan biri sizi hesabınızın dışında bırakamaz. Reklam çerezleri ya da siteler arası izleme çerezleri kullanmayız.",
        ],
      },
      children: {
        title: "Çocuklar",
        paragraphs: [
          "Hizmetimiz yetişkinlere yöneliktir. Ebeveynler ve vasiler çocuklarının belgelerinin tercümesini sipariş edebilir; 13 yaşından küçük çocuklardan doğrudan, bilerek bilgi toplamayız.",
        ],
      },
      "privacy-contact": {
        title: "Bize ulaşın",
        paragraphs: [
          "Gizlilikle ilgili sorularınız ya da talepleriniz için <emailLink>{{email}}</emailLink> adresine ya da {{name}}, {{address}} adresine yazın. 30 gün içinde, genellikle çok daha kısa sürede yanıt veririz.",
        ],
      },
    },
  },
  legalDocument: {
    version: "Sürüm {{version}} · Yürürlük tarihi: {{date}}",
    contents: "Bu sayfada",
  },
};

export default legal;
