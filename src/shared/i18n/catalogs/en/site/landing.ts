// The home page's sections (src/client/features/landing), also shown on /pricing, /about and /faq.
const landing = {
  hero: {
    badge: "Turkish ⇄ English · New York · Since 2010",
    intro:
      "Birth certificates, diplomas, court records and contracts translated between Turkish and English by professional linguists, certified for USCIS and notarized when you need it. Upload your document, see your price instantly, and get your translation in days, not weeks.",
    highlights: {
      accepted: "Accepted by USCIS, courts and universities",
      fast: "Delivered in as little as 24 hours",
      refund: "Full refund if rejected for a translation error",
    },
    viewPricing: "View Pricing Options",
    howItWorks: "How It Works",
  },
  challenges: {
    eyebrow: "Sound familiar?",
    title: "Facing Translation Challenges?",
    intro:
      "An official translation has to be right the first time. These are the problems we hear about most, and how we solve them.",
    items: {
      rejected: {
        title: "Rejected applications",
        problem:
          "A missing certification statement or an incomplete translation can earn you a Request for Evidence and months of delay.",
        answer: "Every certified translation includes a signed certificate of accuracy that meets USCIS requirements.",
      },
      inaccurate: {
        title: "Inaccurate translations",
        problem:
          "Machine translation and bilingual friends misread names, dates, seals and legal terms that officials check closely.",
        answer: "Native-speaking professionals translate and a second linguist proofreads every page.",
      },
      deadlines: {
        title: "Missed deadlines",
        problem: "Filing windows, interview dates and school deadlines do not wait for a slow translation.",
        answer: "Certified orders are delivered in 2-3 days, and rush orders within 24 hours.",
      },
      costs: {
        title: "Unexpected costs",
        problem: 'Per-page fees, "formatting charges" and surprise add-ons make it impossible to budget.',
        answer: "A per-word price you see before you order, and flat rates for common documents.",
      },
      requirements: {
        title: "Confusing requirements",
        problem:
          "Certified, notarized, apostilled: it is hard to know what USCIS, a court or a university actually asks for.",
        answer: "We tell you which service your document needs, in plain English, before you pay.",
      },
      privacy: {
        title: "Privacy concerns",
        problem: "Passports, birth records and court files carry the most sensitive details of your life.",
        answer:
          "Encrypted uploads and storage, translators under confidentiality agreements, every file access logged, and files deleted after your order, or by you sooner.",
      },
    },
  },
  services: {
    eyebrow: "What we do",
    title: "Our Translation Services",
    intro:
      "One language pair, done exceptionally well. Whatever the document is for, we prepare it the way the receiving office expects.",
    items: {
      certified: {
        title: "USCIS-Certified Translations",
        description:
          "Word-for-word translations of Turkish documents for green card, citizenship, visa and asylum filings, with the signed certification USCIS requires.",
        features: [
          "Birth, marriage and divorce certificates",
          "Nüfus kayıt örneği and population records",
          "Signed certificate of translation accuracy",
          "Guaranteed acceptance or your money back",
        ],
        cta: "See certified pricing",
      },
      notarization: {
        title: "Notarization Services",
        description:
          "For courts, banks, schools and foreign consulates that ask for a notarized translation, our New York notary stamps the translator's affidavit.",
        features: [
          "Notarized translator affidavit",
          "Accepted by courts and state agencies",
          "Digital copy plus mailed originals",
          "Guidance on apostille requirements",
        ],
        cta: "See notarization pricing",
      },
      general: {
        title: "General Translation",
        description:
          "Accurate, natural translations of business, academic and personal documents in both directions, English to Turkish and Turkish to English.",
        features: [
          "Contracts, reports and correspondence",
          "Transcripts, diplomas and course syllabi",
          "Websites, brochures and manuals",
          "Terminology kept consistent across files",
        ],
        cta: "See general pricing",
      },
    },
  },
  story: {
    eyebrow: "About us",
    title: "Our Story",
    paragraphs: [
      "Bosphorus Translate began in 2010, when our founders kept meeting families whose green card applications were delayed by a poorly translated birth certificate. They knew both languages, both legal systems and exactly what an officer looks for, so they started translating for them.",
      "Like the bridge we are named after, our work connects two continents. More than fifteen years later we still translate only Turkish and English, which is why law firms, universities and families across the country trust us with the documents that matter most.",
    ],
    milestones: [
      {
        year: "2010",
        title: "A small office in Brooklyn",
        text: "Two Turkish-American court interpreters open a translation office to help neighbors with immigration paperwork, one document at a time.",
      },
      {
        year: "2018",
        title: "Our online platform",
        text: "Customers in every state can now upload a document, get an instant quote, pay securely and download the certified translation, without a trip to New York.",
      },
      {
        year: "Today",
        title: "Still personal",
        text: "A team of certified Turkish and English linguists, a notary in the office, and the same promise: every translation checked by two people before it reaches you.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "Simple and online",
    title: "How It Works",
    intro: "From upload to certified translation in four steps, all from your phone or computer.",
    step: "Step ",
    startNow: "Start Now",
    steps: [
      {
        title: "Upload Documents",
        description:
          "Create an account and upload a scan or photo of your document. We accept PDF, JPG, PNG, DOCX, DOC and TXT.",
      },
      {
        title: "Get a Quote",
        description:
          "Choose your service, delivery speed and shipping. Your price is calculated instantly, with no hidden fees.",
      },
      {
        title: "Make Payment",
        description:
          "Pay securely by card. Your translator starts right away and you can follow the order from your dashboard.",
      },
      {
        title: "Receive Translation",
        description:
          "Download your signed, certified PDF from your dashboard, and receive the hard copy by mail if you chose it.",
      },
    ],
  },
  whyChoose: {
    eyebrow: "The difference",
    title: "Why Choose Bosphorus Translate",
    intro: "Specialists in one language pair, accountable for every word.",
    items: {
      native: {
        title: "Native-speaking specialists",
        text: "Every translator is a native Turkish or English speaker with at least five years of legal or official-document experience.",
      },
      accepted: {
        title: "Accepted by USCIS",
        text: "Our certified translations follow 8 CFR 103.2(b)(3) to the letter and are backed by a full refund if they are rejected.",
      },
      fast: {
        title: "Fast turnaround",
        text: "Most certified orders are ready in 2-3 days; rush orders are delivered within 24 hours, weekends included.",
      },
      prices: {
        title: "Transparent prices",
        text: "Per-word and flat rates published on this page. The price you see in the calculator is the price you pay.",
      },
      secure: {
        title: "Secure and confidential",
        text: "Files encrypted in transit and at rest, translators under signed NDAs, and your files deleted automatically after your order is completed, or by you as soon as it is.",
      },
      people: {
        title: "Real people in New York",
        text: "Questions about a seal, a name spelling or a deadline? Call or e-mail our office and talk to the team doing your work.",
      },
    },
  },
  testimonials: {
    eyebrow: "Client ratings",
    title: "What Our Clients Say",
    intro: "Ratings customers gave their completed orders; the comments are shown with their permission.",
    summary_other: "{{average}} out of 5 from {{count}} customer ratings",
    summary_one: "{{average}} out of 5 from one customer rating",
    regionLabel: "Client reviews, scrolling; hover or focus to pause",
    play: "Play reviews",
    pause: "Pause reviews",
    rating: "Rated {{rating}} out of 5",
    given: "Rated in {{month}}",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently Asked Questions",
    stillQuestion: "Still have a question? We answer every message within one business day.",
    contactUs: "Contact Us",
    items: {
      certified: {
        question: 'What makes a translation "certified"?',
        answer:
          "A certified translation is a complete, word-for-word translation accompanied by a signed statement from the translator confirming that it is accurate and that they are competent in both languages. This is exactly what USCIS requires under 8 CFR 103.2(b)(3). Our certificate of accuracy is on company letterhead, signed and dated, and includes the translator's contact details.",
      },
      turnaround: {
        question: "How long does a translation take?",
        answer:
          "Standard translations take 3-5 business days and Certified 2-3 business days. With Rush service ({{rush}}% surcharge) we deliver within 24 hours, weekends and holidays included; every Premium order is a rush order. Business days are Monday to Friday except US federal holidays. Longer documents may need more time; the calculator shows your estimated delivery date before you order.",
      },
      notarization: {
        question: "Do you offer notarization?",
        answer:
          "Yes. Notarization is included with Premium and costs {{notarization}} per document with other plans. A New York notary public notarizes the translator's signed affidavit. USCIS does not require notarization, but many courts, banks, schools and foreign consulates do, so check with the office receiving your documents.",
      },
      formats: {
        question: "Which file formats do you accept?",
        answer:
          "You can upload PDF, JPG, PNG, DOCX, DOC and TXT files up to 10 MB each. A clear phone photo is fine as long as every stamp, seal and signature is readable. You will receive your translation as a PDF, plus a mailed hard copy if you choose physical delivery.",
      },
      guarantee: {
        question: "What is your satisfaction guarantee?",
        answer:
          "If USCIS rejects one of our certified translations because of a translation error, we refund the order in full. If you find an inaccuracy in any translation, tell us and we will correct it free of charge, usually within one business day.",
      },
      minimum: {
        question: "Is there a minimum charge?",
        answer:
          'Yes: every order costs at least {{minimum}}. When the translation, add-ons and shipping come to less, a "Minimum order charge" line makes up the difference. The calculator shows it before you order, so the total you see is the total you pay.',
      },
    },
  },
};

export default landing;
