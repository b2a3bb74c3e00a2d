const recount = {
  estimated: "tahmini — bir temsilci doğrulayacak",
  estimatedTitle:
    "Bu belgeyi güvenilir biçimde okuyamadık, bu yüzden şimdilik sayfa başına 250 kelimelik bir tahminle fiyatlandırıldı. Bir temsilcimiz kelimelerini sayar; fiyat değişirse ödemeden önce size e-posta göndeririz.",
  agent: "ekibimiz tarafından sayıldı",
  agentTitle: "Bu belgenin kelimelerini ekibimizden biri saydı.",
  pending: {
    title: "Kelime sayınızı bir temsilci doğrulayacak",
    body: "{{names}} belgesini güvenilir biçimde okuyamadık, bu yüzden siparişiniz şimdilik bir tahminle fiyatlandırıldı. Bir temsilcimiz kelimeleri sayacak; fiyat değişirse ödemeden önce size e-posta gönderip yeni fiyatı burada göstereceğiz.",
  },
  confirmed: {
    title: "Kelime sayınız doğrulandı",
    changed:
      "Ekibimiz {{name}} belgesinde {{words}} saydı (tahminimiz {{estimate}} idi). Siparişinizin fiyatı {{from}} tutarından {{to}} tutarına değişti; ödeme yeni fiyatı tahsil eder.",
    unchanged:
      "Ekibimiz {{name}} belgesinde {{words}} saydı (tahminimiz {{estimate}} idi). Siparişinizin fiyatı değişmedi.",
  },
};

export default recount;
