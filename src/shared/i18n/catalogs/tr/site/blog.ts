// The blog in Turkish: exactly the English keys (../../en/site/blog.ts).
import type en from "../../en/site/blog";

const blog: typeof en = {
  eyebrow: "Blog",
  intro:
    "Müşterilerimizin en sık sorduğu sorulara, tercümanlarımızın ve müşteri ekibimizin kaleminden pratik yanıtlar.",
  minRead: "{{minutes}} dk okuma",
  readFull: "Makalenin tamamını okuyun",
  showLess: "Daha az göster",
  allArticles: "Tüm makaleler",
  posts: {
    "uscis-certified-translation-guide": {
      title: "USCIS İçin Onaylı Tercüme Adım Adım Nasıl Alınır?",
      category: "Göçmenlik",
      excerpt:
        "USCIS, yabancı dildeki her belgenin eksiksiz bir İngilizce tercümesini, tercümanın onay beyanıyla birlikte ister. Bunun pratikte ne anlama geldiğini anlatıyoruz.",
      body: [
        "8 CFR 103.2(b)(3) uyarınca, USCIS'e sunduğunuz yabancı dildeki her belgenin yanında eksiksiz bir İngilizce tercümesi bulunmalıdır. Tercüman, tercümenin eksiksiz ve doğru olduğunu ve o dilden İngilizceye tercüme yapmaya yetkin olduğunu onaylamalıdır.",
        'Eksiksiz, her şey demektir: damgalar, mühürler, el yazısı notlar, kenar açıklamaları ve üzerinde yazı varsa sayfanın arka yüzü. Özetler ya da "alıntılar", ek belge talebinin (Request for Evidence) sık rastlanan nedenlerindendir.',
        "Kendi belgelerinizin tercümesini onaylayamazsınız; bir aile üyesinin de onaylamaması gerekir. Beyanı; adı, adresi, imzası ve tarihle birlikte profesyonel bir tercüman ya da tercüme şirketi imzalar.",
        "USCIS noter onayı istemez. Noter onayının zararı yoktur, ancak belgeyi yalnızca USCIS'e sunacaksanız bu ücretten tasarruf edebilirsiniz. Mahkemeler, okullar ve yabancı konsolosluklar için durum farklıdır; ne istediklerini kontrol edin.",
        "Bizden sipariş vermek için: her sayfanın net bir taramasını ya da telefon fotoğrafını yükleyin, Onaylı paketi seçin; çevrimiçi başvurunuza yükleyebileceğiniz ya da kâğıt başvurunuz için yazdırabileceğiniz imzalı bir PDF teslim alırsınız.",
      ],
    },
    "certified-vs-notarized-translation": {
      title: "Onaylı Tercüme ile Noter Onaylı Tercüme Arasındaki Fark Nedir?",
      category: "Rehberler",
      excerpt:
        "Sık karıştırılan iki terim. Biri doğrulukla, diğeri kimlikle ilgilidir. Hangisine ihtiyacınız olduğunu bilmek size zaman ve para kazandırabilir.",
      body: [
        "Onaylı tercüme, tercümanın ya da tercüme şirketinin tercümenin doğru ve eksiksiz olduğunu belirten imzalı bir beyanıyla birlikte verilir. Bu onay, tercümenin kalitesine kefil olur.",
        "Noter onaylı tercümede buna bir noter eklenir; noter, onay beyanını imzalayan kişinin kimliğini teyit eder. Noter, tercümenin kendisini kontrol etmez.",
        "USCIS, noter onayı olmadan onaylı tercümeleri kabul eder. Birçok mahkeme, üniversite, banka ve yabancı konsolosluk ise ek bir formalite olarak noter onayı ister.",
        "Emin değilseniz, belgeyi teslim alacak kurumdan tam olarak ne istediğini sorun. Premium paketimiz noter onayını içerir; noter onayını her siparişe belge başına $25 karşılığında ekleyebilirsiniz.",
      ],
    },
    "turkish-birth-certificate-green-card": {
      title: "Green Card Başvurunuz İçin Türk Doğum Kaydının Tercümesi",
      category: "Göçmenlik",
      excerpt:
        "Türkiye doğumları tek bir belgede değil, nüfus kütüğünde kayıt altına alır. Başvuru sahiplerinin doğumlarını genellikle nasıl belgelediğini ve bunun nasıl tercüme ettirileceğini anlatıyoruz.",
      body: [
        "Türk başvuru sahiplerinin çoğu, nüfus müdürlüğünden istenebilen ya da e-Devlet üzerinden indirilebilen Nüfus Kayıt Örneği'ni kullanır. Bu belgede anne ve baba, doğum tarihi ve yeri ile sonraki yaşam olayları yer alır.",
        "Sipariş vermeden önce ABD Dışişleri Bakanlığı'nın Türkiye için yayımladığı karşılıklılık tablosunu (reciprocity schedule) kontrol edin. Bu tablo, hangi nüfus belgelerinin temin edilebildiğini ve hangilerinin göçmenlik işlemlerinde kabul edildiğini açıklar.",
        "Nüfus kayıt örnekleri, kısaltmalar ve kodlarla dolu yoğun tablolardır. Tercümanlarımız düzeni aynen korur; böylece bir memur her alanı asıl belgeyle eşleştirebilir.",
        "Adınızın pasaportunuzda nasıl yazıldığını bize bildirin. ş, ğ, ı ve ç gibi Türkçe karakterler ABD kayıtlarında çoğu zaman farklı yazılır; tüm belgelerinizde tutarlı bir yazım, ileride sorularla karşılaşmanızı önler.",
      ],
    },
    "turkish-diplomas-transcripts-us": {
      title: "Türk Diplomaları ve Transkriptlerinin Amerika Birleşik Devletleri'nde Kullanımı",
      category: "Eğitim",
      excerpt:
        "Bir ABD üniversitesine ya da mesleki bir lisansa mı başvuruyorsunuz? Kurumların çoğu hem tercüme hem de bir diploma denklik değerlendirmesi ister.",
      body: [
        "Tercüme, diplomanızı ve transkriptinizi İngilizceye aktarır. WES ya da ECE gibi bir NACES üyesi kuruluşun yaptığı diploma denklik değerlendirmesi (credential evaluation) ise bir ABD okuluna ya da işverene derecenizin neye denk olduğunu söyler.",
        "Değerlendirme kuruluşlarının çoğu profesyonel bir tercümanın onaylı tercümelerini kabul eder; bazıları ise tercümenin asıl dildeki belgelerle birlikte gönderilmesini şart koşar. Sipariş vermeden önce talimatlarını kontrol edin.",
        "Ders adları önemlidir. Onları tutarlı biçimde tercüme eder, değerlendirmeyi yapan kişiye yardımcı olacaksa özgün Türkçe adı köşeli parantez içinde koruruz.",
        "Notlar olduğu gibi kalır: 4,00 ya da 100 üzerinden 85 tercüme edilir, asla dönüştürülmez. Dönüştürme, değerlendirme kuruluşunun işidir.",
      ],
    },
    "us-documents-for-use-in-turkey": {
      title: "ABD Belgelerini Türkiye'ye Göndermek: Apostil ve Tercüme",
      category: "Rehberler",
      excerpt:
        "İstanbul'da mülk mü satıyorsunuz ya da Türkiye'de evliliğinizi mi tescil ettiriyorsunuz? ABD belgelerinizin genellikle önce apostil, ardından Türkçe tercüme alması gerekir.",
      body: [
        "Amerika Birleşik Devletleri ve Türkiye, Lahey Apostil Sözleşmesi'nin taraflarıdır. Doğum ya da evlilik belgesi gibi eyalet belgelerinin apostili, belgeyi düzenleyen eyaletin Secretary of State ofisinden; federal belgelerinki ise ABD Dışişleri Bakanlığı'ndan alınır.",
        "Apostil, asıl İngilizce belgeye eklenir. Ardından belge ve apostili Türkçeye tercüme edilir.",
        "Bazı Türk kurumları, tercümenin Türkiye'de bir yeminli tercüman ve noter ya da bir Türk konsolosluğu tarafından yapılmasını veya onaylanmasını ister. Sipariş vermeden önce belgelerinizi teslim alacak kuruma danışın.",
        "İngilizceden Türkçeye tercüme ekibimiz, apostil dahil tüm dosyayı tercüme edebilir ve kabul ediliyorsa burada, New York'ta noter onayına hazırlayabilir.",
      ],
    },
  },
};

export default blog;
