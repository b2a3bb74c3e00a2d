// The public pages' body texts in Turkish: exactly the English catalog's keys (../en/site.ts).
import type enSite from "../en/site";

const site: typeof enSite = {
  guarantee: {
    title: "%100 Memnuniyet Garantisi",
    body:
      "USCIS, yeminli tercümelerimizden birini bir çeviri hatası nedeniyle reddederse siparişinizin tamamını iade ederiz. Bir yanlışlık mı fark ettiniz? Gerektiği kadar, ücretsiz düzeltiriz.",
    cta: "Hemen Başlayın",
  },
};

export default site;
