// The careers page (src/client/pages/careers).
const careers = {
  eyebrow: "Careers",
  intro:
    "Behind every document we translate is someone starting a new life, a new degree or a new business. We are looking for careful, kind professionals who take that seriously.",
  applyAsTranslator: "Apply as Translator",
  perksTitle: "Why translators stay with us",
  perks: {
    pay: { title: "Fair pay, paid fast", text: "Per-word rates above the industry median, paid every two weeks." },
    remote: {
      title: "Work from anywhere in the U.S.",
      text: "Choose your hours and your workload; our platform does the admin.",
    },
    growing: { title: "Keep growing", text: "We reimburse ATA certification exam fees and share a living glossary." },
    review: {
      title: "A second pair of eyes",
      text: "Every translation is reviewed, so you are never alone with a hard file.",
    },
  },
  openingsTitle: "Open positions",
  openingsNote: "We can only accept translators who live in the United States.",
  applyNow: "Apply now",
  emailResume: "E-mail your résumé",
  /** The e-mail's subject stays in English: it is read by our office. */
  openings: {
    certified: {
      title: "Certified Turkish-English Translator",
      type: "Freelance",
      location: "Remote, United States",
      description:
        "Translate and certify vital records, diplomas and identity documents for USCIS filings, mostly Turkish into English.",
      requirements: [
        "Native-level Turkish and English",
        "3+ years of official-document translation",
        "ATA certification or equivalent is a plus",
      ],
    },
    legal: {
      title: "Legal & Court Document Translator",
      type: "Freelance",
      location: "Remote, United States",
      description:
        "Court rulings, powers of attorney, contracts and affidavits for law firms and individuals, in both directions.",
      requirements: [
        "Legal training or 5+ years of legal translation",
        "Knowledge of Turkish and U.S. legal terminology",
        "Comfortable with tight filing deadlines",
      ],
    },
    medical: {
      title: "Medical Translator (English to Turkish)",
      type: "Freelance",
      location: "Remote, United States",
      description: "Patient records, discharge summaries and consent forms for families and clinics.",
      requirements: [
        "Medical background or specialized training",
        "Native Turkish",
        "Experience with HIPAA-sensitive material",
      ],
    },
    clientSuccess: {
      title: "Client Success Coordinator",
      type: "Full-time",
      location: "New York, NY (hybrid)",
      description:
        "Be the friendly voice customers hear first: answer questions, check incoming documents and keep orders on schedule.",
      requirements: [
        "Fluent Turkish and English",
        "2+ years in customer service or operations",
        "Calm, organized and detail-minded",
      ],
    },
    notary: {
      title: "Notary & Document Specialist",
      type: "Part-time",
      location: "New York, NY (on site)",
      description: "Notarize translator affidavits, prepare certified packets and send physical deliveries.",
      requirements: [
        "Commissioned New York notary public",
        "Experience with official document handling",
        "Available three weekdays",
      ],
    },
  },
  processTitle: "How translator hiring works",
  process: [
    "Submit the online application with your résumé and a sample translation.",
    "Confirm your e-mail address with the link or code we send you.",
    "Verify your identity with a government photo ID (it takes 1-2 minutes).",
    "We review your application within 3-5 business days and may ask for a short paid test.",
  ],
  questions: "Questions about a role? Write to",
};

export default careers;
