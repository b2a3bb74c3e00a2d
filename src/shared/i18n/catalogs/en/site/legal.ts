// The terms of service and the privacy policy (src/client/pages/terms, src/client/pages/privacy), section by
// section in the order shown. <privacyLink> and <emailLink> are links; {{name}}, {{email}}, {{phone}} and
// {{address}} are the company details of the site settings; {{retentionDays}} is how many days after completion an
// order's files are kept (the file retention setting, docs/security.md).
const legal = {
  terms: {
    intro: "Plain-language terms for ordering translations from {{name}}. By placing an order you agree to them.",
    sections: {
      "our-services": {
        title: "Our services",
        paragraphs: [
          "{{name}} provides Turkish-to-English and English-to-Turkish document translation, certified translation for U.S. Citizenship and Immigration Services (USCIS) and other agencies, notarization of translator affidavits, and related services ordered through this website.",
          "We are a translation company, not a law firm. We do not give legal or immigration advice, and we cannot tell you which documents your case requires. Please confirm requirements with the receiving office or your attorney.",
        ],
      },
      quotes: {
        title: "Quotes and prices",
        paragraphs: [
          "Prices are in U.S. dollars and are calculated per word of the source document, or at the flat rate published for a document type. Rush service adds 50% to the translation price; physical delivery adds a $15 shipping fee; notarization and extra copies are charged as listed on our pricing section.",
          "The calculator estimates the word count from your file. If our review finds a count that differs by more than 10%, we will tell you the corrected price before we start, and you may cancel for a full refund.",
        ],
      },
      orders: {
        title: "Orders and payment",
        paragraphs: [
          "An order is confirmed when payment is received. Payments are processed by our card processor; we never see or store your full card number. Work starts once the order is paid and all documents are uploaded.",
          "You may cancel an order for a full refund until a translator has started work on it.",
        ],
      },
      turnaround: {
        title: "Turnaround times",
        paragraphs: [
          "Delivery times are counted from payment and are shown as estimates: Standard 3-5 business days, Certified 2-3 business days, Rush and Premium (which includes rush) within 24 hours, weekends and holidays included. Very long, handwritten or hard-to-read documents may take longer; we will tell you in advance if that is the case. If we miss a guaranteed rush deadline, we refund the rush surcharge.",
        ],
      },
      certification: {
        title: "Certification and acceptance",
        paragraphs: [
          "Certified translations include a signed statement that the translation is complete and accurate and that the translator is competent to translate from the source language into English, as required by 8 CFR 103.2(b)(3). Acceptance by any other institution depends on that institution's own rules.",
        ],
      },
      guarantee: {
        title: "Satisfaction guarantee, revisions and refunds",
        paragraphs: [
          "If USCIS rejects one of our certified translations because of an error in the translation, we refund the full price of that order. Send us the rejection notice within 90 days of delivery.",
          "If you find an inaccuracy in any translation, tell us within 30 days of delivery and we will correct it free of charge. Changes to the source document, or requests for a different style, are new work and are quoted separately.",
        ],
      },
      responsibilities: {
        title: "Your responsibilities",
        items: [
          "Upload complete, legible copies of your documents, including every page, stamp and seal.",
          "Tell us how names should be spelled when they appear differently across documents.",
          "Only upload documents you have the right to have translated.",
          "Keep your account password private and tell us at once about any unauthorized use.",
          "Download your translations and certificates and keep your own copies: we delete an order's files {{retentionDays}} days after it is completed.",
        ],
      },
      "your-account": {
        title: "Your account and your files",
        paragraphs: [
          "We delete the files of an order (your documents, the translations, certificate PDFs and notarized scans) {{retentionDays}} days after the order is completed, and e-mail you 7 days before we do. Once an order is completed you can also delete its files yourself, on the order's page. The public check of a certificate (its number, date, translator and fingerprint) keeps working after the files are gone.",
          "You can download a copy of your data, and delete your account, in Account Settings. An account cannot be deleted while one of its orders is in progress; we keep the payment records of a deleted account as the law requires, and its invoices and credit notes with the name and e-mail address they were issued to. Our <privacyLink>Privacy Policy</privacyLink> explains both.",
        ],
      },
      confidentiality: {
        title: "Confidentiality",
        paragraphs: [
          "Everyone who works on your documents has signed a confidentiality agreement. We use your documents only to provide the service you ordered. Our <privacyLink>Privacy Policy</privacyLink> explains how we handle personal information.",
        ],
      },
      liability: {
        title: "Limitation of liability",
        paragraphs: [
          "To the extent permitted by law, our total liability for any claim related to an order is limited to the amount you paid for that order. We are not liable for indirect losses, such as missed appointments or deadlines caused by circumstances outside our control.",
        ],
      },
      law: {
        title: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the State of New York. Any dispute will be heard in the state or federal courts located in New York County, New York, unless the law of your state requires otherwise.",
        ],
      },
      changes: {
        title: "Changes and contact",
        paragraphs: [
          "We may update these terms; the version in force when you place an order applies to that order. Questions? Write to <emailLink>{{email}}</emailLink>, call {{phone}}, or write to {{name}}, {{address}}.",
        ],
      },
    },
  },
  privacy: {
    intro: "Your documents carry the most personal details of your life. This is how {{name}} protects them.",
    sections: {
      collect: {
        title: "Information we collect",
        items: [
          "Account details: your name, username, e-mail address and password (stored only as a secure hash).",
          "Order details: the service, language direction, word count, delivery options and shipping address.",
          "Your documents and their translations, which often contain sensitive personal information.",
          "Messages you send us through the contact form, by e-mail or by phone.",
          "Basic technical data such as your IP address and browser type, used for security and to keep you signed in.",
          "A record of who opened your files and when (see “Your documents”).",
        ],
      },
      use: {
        title: "How we use it",
        paragraphs: [
          "We use your information only to create and deliver your translations, process payments, send order updates, answer your questions, prevent fraud and meet our legal obligations. We do not use your documents to train machine translation systems, and we do not sell or rent personal information.",
        ],
      },
      documents: {
        title: "Your documents",
        paragraphs: [
          "Documents are uploaded and downloaded over encrypted connections (HTTPS) and every stored file (your documents, translations, certificates and notarized scans) is encrypted with AES-256-GCM. Only our staff and the translator assigned to your order can open them, and all of them have signed confidentiality agreements.",
          "Every time one of them opens or downloads one of your files, we record who it was and when, in an access log.",
        ],
      },
      payments: {
        title: "Payments",
        paragraphs: [
          "Card payments are handled by our PCI-compliant payment processor, Stripe. We receive a confirmation and the last four digits of your card, never the full card number.",
        ],
      },
      sharing: {
        title: "Who we share it with",
        paragraphs: [
          "We share information only with service providers that help us run the service (hosting, e-mail delivery, payment processing, shipping carriers for physical delivery), under contracts that require them to protect it, and with authorities when the law requires us to.",
        ],
      },
      retention: {
        title: "How long we keep it",
        paragraphs: [
          "Your files (documents, translations, certificate PDFs and notarized scans) are deleted automatically {{retentionDays}} days after your order is completed. We e-mail you 7 days before, so you can download them first. Once an order is completed you can also delete its files yourself, at any time, on the order's page.",
          "Your account details and your orders stay as long as your account exists. When you delete your account, we delete your personal details and files as described below; your orders stay, without your name, for the payment records that refer to them.",
          "We keep payment records (payments, receipts and refunds) as tax law requires, also after you delete your account, without your name or e-mail address. The one exception is the invoices and credit notes we issued for your payments and refunds: tax law requires them as issued, so they keep their number, date, amounts and tax, and your name and e-mail address as the buyer. After your files are deleted, anyone holding one of your certificates can still check it on our verification page (its number, date, translator and fingerprint); the check never shows your name.",
        ],
      },
      rights: {
        title: "Your choices and rights",
        paragraphs: [
          "You can see and correct your account details in Account Settings.",
          "Download your data: in Account Settings you can ask for a copy of everything we hold about you (your profile, orders, payments, receipts, refunds and files) in one ZIP file. We e-mail you a link, usually within a few minutes; it works once, only for your account, for 48 hours, and we then delete the file.",
          "Delete your account: in Account Settings, once none of your orders is in progress (unpaid, being translated or shipped, or waiting for an answer to a cancellation or a refund), you can delete your account after entering your password. We delete your name, e-mail address, username, password, shipping addresses, what you wrote in cancellation requests and revision comments, every file of your orders, the e-mails we sent you, the order conversations and contact messages you wrote (and our e-mails quoting them), your file names and the IP address of your downloads in the record of who opened your files, and we sign you out everywhere. What we keep is listed under “How long we keep it”.",
          "Residents of California and other states with privacy laws have these rights under those laws; we honor the same requests from every customer. You can also write to us to ask for any of them.",
          "We will not treat you differently for exercising your privacy rights.",
        ],
      },
      cookies: {
        title: "Cookies",
        paragraphs: [
          "We use two essential cookies: one keeps you signed in, and one remembers a browser that has signed in to your account, so that someone guessing your password elsewhere cannot lock you out. We do not use advertising or cross-site tracking cookies.",
        ],
      },
      children: {
        title: "Children",
        paragraphs: [
          "Our service is for adults. Parents and guardians may order translations of their children's documents; we do not knowingly collect information directly from children under 13.",
        ],
      },
      "privacy-contact": {
        title: "Contact us",
        paragraphs: [
          "For privacy questions or requests, write to <emailLink>{{email}}</emailLink> or to {{name}}, {{address}}. We answer within 30 days, usually much sooner.",
        ],
      },
    },
  },
  // The frame of both documents (features/site/LegalDocument.tsx).
  legalDocument: {
    /** The policy's version and effective date (shared/legal-policy.ts): the one a sign-up agrees to. */
    version: "Version {{version}} · Effective {{date}}",
    contents: "On this page",
  },
};

export default legal;
