import type en from "../en/review";

const review: typeof en = {
  region: "Tercüme incelemesi",
  readyTitle: "İncelemenize hazır",
  readyText: "Tercümeyi indirip kontrol edin. Onaylı dosyaları almak için onaylayın ya da düzeltme isteyin.",
  autoApproval: " Sizden yanıt alamazsak {{date}} tarihinde otomatik olarak onaylanır.",
  autoApprovalPending:
    " Yanıtınız için verilen {{days}} günlük süre {{date}} tarihinde doldu: tercüme birkaç dakika içinde otomatik olarak onaylanacak.",
  revisionNotice:
    "Düzeltme istediniz. Tercümanınız yeni bir sürüm üzerinde çalışıyor; hazır olduğunda size e-posta göndereceğiz.",
  approvedText: "Tercümeyi onayladınız",
  approvedAuto: " (5 gün sonra otomatik olarak onaylandı)",
  approvedOn: " ({{date}})",
  versionsOf: "{{name}} sürümleri",
  version: "Sürüm {{version}} · {{date}}",
  current: "güncel",
  download: "İndir",
  downloadVersion: "İndir: {{name}}, {{version}}. sürüm",
  approve: {
    button: "Tercümeyi onayla",
    title: "Tercüme onaylansın mı?",
    text: "Onaylandıktan sonra tercüme kesinleşir: belgeleri düzenler ve siparişinizi tamamlarız. Değişiklik istiyorsanız bunun yerine düzeltme isteyin.",
    notYet: "Henüz değil",
    confirm: "Onayla",
    confirming: "Onaylanıyor...",
    doneTitle: "Tercüme onaylandı",
    doneText: "Tercümeyi onaylayıp siparişinizi tamamlayacağız.",
    failedTitle: "Onay başarısız",
  },
  revision: {
    button: "Düzeltme iste",
    title: "Düzeltme isteyin",
    text: "Her belgede neyin değişmesi gerektiğini açıklayın. Tercümanınız incelemeniz için yeni bir sürüm yükleyecek.",
    changesTo: "{{name}} için değişiklikler",
    cancel: "Vazgeç",
    send: "Düzeltme talebini gönder",
    sending: "Gönderiliyor...",
    doneTitle: "Düzeltme istendi",
    doneText: "Tercümanınız yeni bir sürüm yükleyecek.",
    failedTitle: "Talep başarısız",
  },
  tryAgain: "Lütfen tekrar deneyin.",
};

export default review;
