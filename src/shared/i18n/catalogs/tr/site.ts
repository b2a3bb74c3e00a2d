// The public pages' body texts in Turkish: exactly the English catalog's keys (../en/site.ts).
import type enSite from "../en/site";
import landing from "./site/landing";
import legal from "./site/legal";
import blog from "./site/blog";
import careers from "./site/careers";
import contact from "./site/contact";
import pricing from "./site/pricing";
import quote from "./site/quote";
import comingSoon from "./site/coming-soon";

const site: typeof enSite = {
  ...landing,
  pricing,
  careers,
  blog,
  ...legal,
  contact,
  quote,
  comingSoon,
  guarantee: {
    title: "%100 Memnuniyet Garantisi",
    body: "USCIS, onaylı tercümelerimizden birini bir çeviri hatası nedeniyle reddederse siparişinizin tamamını iade ederiz. Bir yanlışlık mı fark ettiniz? Gerektiği kadar, ücretsiz düzeltiriz.",
    cta: "Hemen Başlayın",
  },
};

export default site;
