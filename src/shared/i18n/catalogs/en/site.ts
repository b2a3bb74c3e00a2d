// The public pages' body texts (home sections, pricing, FAQ, about, careers, contact, blog, terms,
// privacy). Not in the main bundle: src/client/i18n/i18n.ts loads this namespace as a chunk of its own, before a
// public page renders or hydrates. The English texts are the pages' texts, unchanged.
import landing from "./site/landing";
import legal from "./site/legal";
import blog from "./site/blog";
import careers from "./site/careers";
import contact from "./site/contact";
import pricing from "./site/pricing";
import quote from "./site/quote";
import comingSoon from "./site/coming-soon";

const site = {
  ...landing,
  pricing,
  careers,
  blog,
  ...legal,
  contact,
  quote,
  comingSoon,
  guarantee: {
    title: "100% Satisfaction Guarantee",
    body: "If USCIS rejects one of our certified translations because of a translation error, we refund your order in full. Spotted an inaccuracy? We revise it free of charge, as many times as it takes.",
    cta: "Get Started Today",
  },
};

export default site;
