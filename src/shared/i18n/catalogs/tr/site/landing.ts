// The home page's sections in Turkish: exactly the English keys (../../en/site/landing.ts).
import type en from "../../en/site/landing";

const landing: typeof en = {
  hero: {
    badge: "Türkçe ⇄ İngilizce · New York · 2010'dan beri",
    intro:
      "Doğum belgeleri, diplomalar, mahkeme kayıtları ve sözleşmeler, profesyonel dilbilimciler tarafından Türkçe ile İngilizce arasında tercüme edilir; USCIS için onaylanır, gerektiğinde noter onayı da yapılır. Belgenizi yükleyin, fiyatınızı anında görün ve tercümenizi haftalar değil, günler içinde teslim alın.",
    highlights: {
      accepted: "USCIS, mahkemeler ve üniversiteler tarafından kabul edilir",
      fast: "24 saat gibi kısa bir sürede teslim",
      refund: "Tercüme hatası nedeniyle reddedilirse ücretin tamamı iade",
    },
    viewPricing: "Fiyat Seçeneklerini Görün",
    howItWorks: "Nasıl Çalışır?",
  },
  challenges: {
    eyebrow: "Tanıdık geliyor mu?",
    title: "Tercümede Sorun mu Yaşıyorsunuz?",
    intro:
      "Resmî bir tercümenin ilk seferde doğru olması gerekir. En sık duyduğumuz sorunlar ve onları nasıl çözdüğümüz:",
    items: {
      rejected: {
        title: "Reddedilen başvurular",
        problem:
          "Eksik bir onay beyanı ya da tam olmayan bir tercüme, size bir ek belge talebine (Request for Evidence) ve aylarca gecikmeye mal olabilir.",
        answer: "Her onaylı tercüme, USCIS gerekliliklerini karşılayan imzalı bir doğruluk beyanı içerir.",
      },
      inaccurate: {
        title: "Hatalı tercümeler",
        problem:
          "Makine çevirisi ve iki dil bilen arkadaşlar; yetkililerin dikkatle kontrol ettiği isimleri, tarihleri, mühürleri ve hukuki terimleri yanlış okuyabilir.",
        answer: "Tercümeyi anadili düzeyinde profesyoneller yapar, her sayfayı ikinci bir dilbilimci kontrol eder.",
      },
      deadlines: {
        title: "Kaçırılan son tarihler",
        problem: "Başvuru süreleri, mülakat tarihleri ve okulların son başvuru tarihleri yavaş bir tercümeyi beklemez.",
        answer: "Onaylı siparişler 2-3 günde, acil siparişler 24 saat içinde teslim edilir.",
      },
      costs: {
        title: "Beklenmedik masraflar",
        problem:
          'Sayfa başı ücretler, "biçimlendirme ücretleri" ve sürpriz ek kalemler bütçe yapmayı imkânsız hâle getirir.',
        answer: "Sipariş vermeden önce gördüğünüz kelime başı fiyat ve sık istenen belgeler için sabit ücretler.",
      },
      requirements: {
        title: "Kafa karıştıran gereklilikler",
        problem:
          "Onaylı, noter onaylı, apostilli: USCIS'in, bir mahkemenin ya da bir üniversitenin gerçekte ne istediğini bilmek zordur.",
        answer: "Belgenizin hangi hizmete ihtiyaç duyduğunu, ödeme yapmadan önce açık bir dille söyleriz.",
      },
      privacy: {
        title: "Gizlilik kaygıları",
        problem: "Pasaportlar, doğum kayıtları ve mahkeme dosyaları hayatınızın en hassas bilgilerini taşır.",
        answer:
          "Şifreli yükleme ve saklama, gizlilik sözleşmesi imzalamış tercümanlar, kaydı tutulan her dosya erişimi ve siparişinizden sonra (ya da daha önce sizin tarafınızdan) silinen dosyalar.",
      },
    },
  },
  services: {
    eyebrow: "Neler yapıyoruz",
    title: "Tercüme Hizmetlerimiz",
    intro:
      "Tek bir dil çifti, son derece iyi yapılmış. Belge ne için olursa olsun, onu teslim edileceği kurumun beklediği şekilde hazırlarız.",
    items: {
      certified: {
        title: "USCIS İçin Onaylı Tercüme",
        description:
          "Green card, vatandaşlık, vize ve sığınma başvuruları için Türkçe belgelerin, USCIS'in istediği imzalı onay beyanıyla birlikte kelimesi kelimesine tercümesi.",
        features: [
          "Doğum, evlilik ve boşanma belgeleri",
          "Nüfus kayıt örneği ve nüfus kayıtları",
          "İmzalı tercüme doğruluk beyanı",
          "Kabul garantisi, aksi hâlde paranız iade",
        ],
        cta: "Onaylı tercüme fiyatlarını görün",
      },
      notarization: {
        title: "Noter Onayı Hizmetleri",
        description:
          "Noter onaylı tercüme isteyen mahkemeler, bankalar, okullar ve yabancı konsolosluklar için New York'taki noterimiz tercümanın yeminli beyanını onaylar.",
        features: [
          "Noter onaylı tercüman beyanı",
          "Mahkemeler ve eyalet kurumları tarafından kabul edilir",
          "Dijital kopya ve posta ile gönderilen asıllar",
          "Apostil gereklilikleri hakkında yol gösterme",
        ],
        cta: "Noter onayı fiyatlarını görün",
      },
      general: {
        title: "Genel Tercüme",
        description:
          "İş, akademik ve kişisel belgelerin her iki yönde, İngilizceden Türkçeye ve Türkçeden İngilizceye doğru ve doğal tercümesi.",
        features: [
          "Sözleşmeler, raporlar ve yazışmalar",
          "Transkriptler, diplomalar ve ders içerikleri",
          "Web siteleri, broşürler ve kılavuzlar",
          "Dosyalar arasında tutarlı terminoloji",
        ],
        cta: "Genel tercüme fiyatlarını görün",
      },
    },
  },
  story: {
    eyebrow: "Hakkımızda",
    title: "Hikâyemiz",
    paragraphs: [
      "Bosphorus Translate 2010'da, kurucularımız green card başvuruları kötü tercüme edilmiş bir doğum belgesi yüzünden gecikmiş ailelerle karşılaşıp durunca doğdu. Her iki dili, her iki hukuk sistemini ve bir memurun tam olarak neye baktığını biliyorlardı; bu yüzden bu aileler için tercüme yapmaya başladılar.",
      "Adını aldığımız köprü gibi, işimiz de iki kıtayı birbirine bağlıyor. On beş yılı aşkın bir süre sonra hâlâ yalnızca Türkçe ve İngilizce tercüme yapıyoruz; ülkenin dört bir yanındaki hukuk büroları, üniversiteler ve ailelerin en önemli belgelerini bize emanet etmesinin nedeni de bu.",
    ],
    milestones: [
      {
        year: "2010",
        title: "Brooklyn'de küçük bir ofis",
        text: "İki Türk-Amerikalı mahkeme tercümanı, komşularına göçmenlik evraklarında yardımcı olmak için bir tercüme ofisi açar; her seferinde bir belge.",
      },
      {
        year: "2018",
        title: "Çevrimiçi platformumuz",
        text: "Artık her eyaletteki müşteriler New York'a gelmeden belgelerini yükleyebilir, anında fiyat teklifi alabilir, güvenle ödeme yapabilir ve onaylı tercümelerini indirebilir.",
      },
      {
        year: "Bugün",
        title: "Hâlâ kişisel",
        text: "Onaylı Türkçe ve İngilizce dilbilimcilerden oluşan bir ekip, ofiste bir noter ve aynı söz: her tercüme size ulaşmadan önce iki kişi tarafından kontrol edilir.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "Basit ve çevrimiçi",
    title: "Nasıl Çalışır?",
    intro: "Yüklemeden onaylı tercümeye dört adımda, tamamı telefonunuzdan ya da bilgisayarınızdan.",
    step: "Adım ",
    startNow: "Hemen Başlayın",
    steps: [
      {
        title: "Belgelerinizi Yükleyin",
        description:
          "Bir hesap oluşturun ve belgenizin taranmış hâlini ya da fotoğrafını yükleyin. PDF, JPG, PNG, DOCX, DOC ve TXT kabul ediyoruz.",
      },
      {
        title: "Fiyat Teklifi Alın",
        description:
          "Hizmetinizi, teslim hızını ve gönderim seçeneğini belirleyin. Fiyatınız gizli ücret olmadan anında hesaplanır.",
      },
      {
        title: "Ödeme Yapın",
        description:
          "Kartla güvenle ödeyin. Tercümanınız hemen işe başlar; siparişinizi panelinizden takip edebilirsiniz.",
      },
      {
        title: "Tercümenizi Teslim Alın",
        description:
          "İmzalı, onaylı PDF'inizi panelinizden indirin; basılı kopyayı seçtiyseniz posta ile de teslim alın.",
      },
    ],
  },
  whyChoose: {
    eyebrow: "Farkımız",
    title: "Neden Bosphorus Translate?",
    intro: "Tek bir dil çiftinde uzmanız ve her kelimenin sorumluluğunu alıyoruz.",
    items: {
      native: {
        title: "Anadili düzeyinde uzmanlar",
        text: "Tercümanlarımızın her biri, hukuki ya da resmî belgelerde en az beş yıllık deneyime sahip, anadili Türkçe veya İngilizce olan uzmanlardır.",
      },
      accepted: {
        title: "USCIS tarafından kabul edilir",
        text: "Onaylı tercümelerimiz 8 CFR 103.2(b)(3) hükmüne harfiyen uyar ve reddedilmeleri hâlinde ücretin tamamının iadesiyle güvence altındadır.",
      },
      fast: {
        title: "Hızlı teslim",
        text: "Onaylı siparişlerin çoğu 2-3 günde hazır olur; acil siparişler hafta sonları dahil 24 saat içinde teslim edilir.",
      },
      prices: {
        title: "Şeffaf fiyatlar",
        text: "Kelime başı ve sabit ücretler bu sayfada yayımlanır. Hesaplayıcıda gördüğünüz fiyat, ödediğiniz fiyattır.",
      },
      secure: {
        title: "Güvenli ve gizli",
        text: "Aktarımda ve saklamada şifrelenen dosyalar, gizlilik sözleşmesi imzalamış tercümanlar ve siparişiniz tamamlandıktan sonra otomatik olarak, ya da tamamlanır tamamlanmaz sizin tarafınızdan silinen dosyalar.",
      },
      people: {
        title: "New York'ta gerçek insanlar",
        text: "Bir mühür, bir ismin yazımı ya da bir son tarih hakkında sorunuz mu var? Ofisimizi arayın ya da e-posta gönderin, işinizi yapan ekiple konuşun.",
      },
    },
  },
  testimonials: {
    eyebrow: "Müşteri değerlendirmeleri",
    title: "Müşterilerimiz Ne Diyor",
    intro: "Müşterilerin tamamlanan siparişlerine verdiği puanlar; yorumlar izinleriyle gösterilir.",
    summary_other: "{{count}} müşteri değerlendirmesinden 5 üzerinden {{average}}",
    summary_one: "Bir müşteri değerlendirmesinden 5 üzerinden {{average}}",
    regionLabel: "Müşteri yorumları, kayan şerit; durdurmak için üzerine gelin veya odaklanın",
    play: "Yorumları oynat",
    pause: "Yorumları durdur",
    rating: "5 üzerinden {{rating}} puan",
    given: "{{month}} tarihinde değerlendirildi",
  },
  faq: {
    eyebrow: "Sorular",
    title: "Sıkça Sorulan Sorular",
    stillQuestion: "Hâlâ bir sorunuz mu var? Her mesajı bir iş günü içinde yanıtlıyoruz.",
    contactUs: "Bize Ulaşın",
    items: {
      certified: {
        question: 'Bir tercümeyi "onaylı" yapan nedir?',
        answer:
          "Onaylı tercüme, tercümanın tercümenin doğru olduğunu ve her iki dilde de yetkin olduğunu teyit eden imzalı bir beyanla birlikte sunulan, eksiksiz ve kelimesi kelimesine bir tercümedir. USCIS'in 8 CFR 103.2(b)(3) uyarınca istediği tam olarak budur. Doğruluk beyanımız şirket antetli kâğıdına yazılır, imzalanır ve tarih atılır; tercümanın iletişim bilgilerini de içerir.",
      },
      turnaround: {
        question: "Bir tercüme ne kadar sürer?",
        answer:
          "Standart tercümeler 3-5 iş günü, Onaylı tercümeler 2-3 iş günü sürer. Acil hizmetle (%{{rush}} ek ücret) hafta sonları ve tatiller dahil 24 saat içinde teslim ederiz; her Premium siparişi acil siparişdir. İş günleri, ABD federal tatilleri dışında pazartesiden cumaya kadardır. Uzun belgeler daha fazla zaman alabilir; hesaplayıcı, sipariş vermeden önce tahmini teslim tarihinizi gösterir.",
      },
      notarization: {
        question: "Noter onayı hizmeti veriyor musunuz?",
        answer:
          "Evet. Noter onayı Premium pakete dahildir, diğer paketlerde belge başına {{notarization}} tutarındadır. Tercümanın imzalı yeminli beyanını New York'ta bir noter onaylar. USCIS noter onayı istemez, ancak birçok mahkeme, banka, okul ve yabancı konsolosluk ister; bu nedenle belgelerinizi teslim edeceğiniz kuruma danışın.",
      },
      formats: {
        question: "Hangi dosya biçimlerini kabul ediyorsunuz?",
        answer:
          "Her biri en fazla 10 MB olan PDF, JPG, PNG, DOCX, DOC ve TXT dosyaları yükleyebilirsiniz. Tüm damgalar, mühürler ve imzalar okunaklı olduğu sürece net bir telefon fotoğrafı yeterlidir. Tercümenizi PDF olarak, basılı teslimatı seçerseniz ayrıca posta ile basılı bir kopya olarak teslim alırsınız.",
      },
      guarantee: {
        question: "Memnuniyet garantiniz nedir?",
        answer:
          "USCIS, onaylı tercümelerimizden birini bir tercüme hatası nedeniyle reddederse sipariş ücretinin tamamını iade ederiz. Herhangi bir tercümede bir yanlışlık fark ederseniz bize bildirin; genellikle bir iş günü içinde ücretsiz düzeltiriz.",
      },
      minimum: {
        question: "Asgari bir ücret var mı?",
        answer:
          'Evet: her sipariş en az {{minimum}} tutarındadır. Tercüme, ek hizmetler ve kargo toplamı bunun altında kalırsa farkı bir "Asgari sipariş ücreti" satırı tamamlar. Hesaplayıcı bunu sipariş vermeden önce gösterir; gördüğünüz toplam, ödediğiniz toplamdır.',
      },
    },
  },
};

export default landing;
