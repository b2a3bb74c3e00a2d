import type en from "../en/certificate";

const certificate: typeof en = {
  title: "Sertifika doğrulama",
  intro: "Bir Tercüme Doğruluk Sertifikasını kayıtlarımızla karşılaştırın.",
  loading: "Sertifika aranıyor...",
  notChecked: "Sertifika kontrol edilemedi",
  notFoundText:
    "Bu doğrulama koduna ait bir sertifika yok. Sertifikadaki QR kodunun altında yazan kodu kontrol edin ya da bizimle iletişime geçin.",
  tryLater: "Lütfen biraz sonra tekrar deneyin.",
  valid: "Bu sertifika geçerlidir",
  revoked: "Bu sertifika iptal edilmiştir",
  validText: "{{date}} tarihinde düzenlenmiş olup sicilimizde kayıtlıdır.",
  revokedText: "{{date}} tarihinde iptal edilmiştir; geçerli bir belge olarak kullanılamaz.",
  facts: {
    number: "Sertifika numarası",
    issued: "Düzenlenme tarihi",
    languagePair: "Dil çifti",
    translator: "Tercüman",
    document: "Belge",
    pages: "Sayfa sayısı",
    notarization: "Noter onayı",
    certificateSha: "Sertifika PDF'inin SHA-256 özeti",
    translationSha: "Tercümenin SHA-256 özeti",
  },
  notRecorded: "Kayıtlı değil",
  pages_one: "{{count}} sayfa",
  pages_other: "{{count}} sayfa",
  combined: "(onaylı PDF)",
  translationOnly: "(tercüme)",
  notarized: "Noter onay bölümü var",
  notNotarized: "Noter onaylı değil",
  check: {
    title: "Elinizdeki kopyayı kontrol edin",
    drop: "Sertifika PDF'ini ya da tercümeyi buraya bırakın veya",
    choose: "Dosya seçin",
    checking: "Kontrol ediliyor...",
    local: "Dosya tarayıcınızda kontrol edilir, hiçbir yere yüklenmez.",
    unreadable: "Bu dosya okunamadı. Lütfen tekrar deneyin.",
    matches: "Eşleşiyor",
    certificateMatch: "Bu dosya, bu numarayla düzenlenen onaylı PDF'in (ya da sertifikanın) ta kendisidir.",
    translationMatch: "Bu dosya, bu sertifikanın onayladığı tercümenin ta kendisidir.",
    noMatch: "Eşleşmiyor",
    noMatchText:
      "Bu dosya, bu numara için kayıtlı sertifika ya da tercüme değil: üzerinde değişiklik yapılmış olabilir.",
  },
};

export default certificate;
