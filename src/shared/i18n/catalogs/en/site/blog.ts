// The blog (src/client/pages/blog): the list's texts and every post, by slug (the posts' dates and reading
// times are in src/client/pages/blog/blog-posts.ts).
const blog = {
  eyebrow: "Blog",
  intro: "Practical answers to the questions our customers ask most, written by our translators and client team.",
  minRead: "{{minutes}} min read",
  readFull: "Read the full article",
  showLess: "Show less",
  allArticles: "All articles",
  posts: {
    "uscis-certified-translation-guide": {
      title: "How to Get a Certified Translation for USCIS, Step by Step",
      category: "Immigration",
      excerpt:
        "USCIS asks for a complete English translation of every foreign-language document, with a translator's certification. Here is what that means in practice.",
      body: [
        "Under 8 CFR 103.2(b)(3), any document in a foreign language that you submit to USCIS must come with a full English translation. The translator must certify that the translation is complete and accurate and that they are competent to translate from that language into English.",
        'Complete means everything: stamps, seals, handwritten notes, marginal annotations and the back of the page if it has text. Summaries or "extracts" are a common reason for a Request for Evidence.',
        "You cannot certify a translation of your own documents, and a family member should not do it either. A professional translator or translation company signs the certificate, with their name, address, signature and the date.",
        "Notarization is not required by USCIS. It does no harm, but if USCIS is the only recipient you can save the fee. Courts, schools and foreign consulates are different; check what they ask for.",
        "To order with us: upload a clear scan or phone photo of every page, choose Certified, and you will receive a signed PDF that you can upload with an online filing or print for a paper one.",
      ],
    },
    "certified-vs-notarized-translation": {
      title: "Certified vs. Notarized Translation: What Is the Difference?",
      category: "Guides",
      excerpt:
        "Two terms that are often confused. One is about accuracy, the other about identity. Knowing which you need can save you time and money.",
      body: [
        "A certified translation comes with a signed statement from the translator or translation company that the translation is accurate and complete. The certification vouches for the quality of the translation.",
        "A notarized translation adds a notary public, who confirms the identity of the person signing the certification. The notary does not check the translation itself.",
        "USCIS accepts certified translations without notarization. Many courts, universities, banks and foreign consulates ask for notarization as an extra formality.",
        "When in doubt, ask the receiving office for its exact wording. Our Premium plan includes notarization, and you can add it to any order for $25 per document.",
      ],
    },
    "turkish-birth-certificate-green-card": {
      title: "Translating a Turkish Birth Record for Your Green Card",
      category: "Immigration",
      excerpt:
        "Turkey records births in its civil registry rather than on a single certificate. Here is how applicants usually document their birth, and how to get it translated.",
      body: [
        "Many Turkish applicants use a civil registry extract, the Nüfus Kayıt Örneği, which can be requested from a population office or downloaded through e-Devlet. It lists parents, date and place of birth and later life events.",
        "Before you order, check the U.S. Department of State's reciprocity schedule for Turkey. It describes which civil documents are available and which are accepted for immigration purposes.",
        "Registry extracts are dense tables with abbreviations and codes. Our translators reproduce the layout so an officer can match every field to the original.",
        "Tell us how your name is spelled in your passport. Turkish characters such as ş, ğ, ı and ç are often written differently in U.S. records, and a consistent spelling across your documents avoids questions later.",
      ],
    },
    "turkish-diplomas-transcripts-us": {
      title: "Using Turkish Diplomas and Transcripts in the United States",
      category: "Education",
      excerpt:
        "Applying to a U.S. university or for a professional license? Most institutions want both a translation and a credential evaluation.",
      body: [
        "A translation turns your diploma and transcript into English. A credential evaluation, done by a member of NACES such as WES or ECE, tells a U.S. school or employer what your degree is equivalent to.",
        "Most evaluators accept certified translations from a professional translator, and some require the translation to be sent together with the original-language documents. Check their instructions before you order.",
        "Course titles matter. We translate them consistently and keep the original Turkish title in brackets where it helps the evaluator.",
        "Grades stay as they are: a 4.00 or an 85 out of 100 is translated, never converted. Conversion is the evaluator's job.",
      ],
    },
    "us-documents-for-use-in-turkey": {
      title: "Sending U.S. Documents to Turkey: Apostille and Translation",
      category: "Guides",
      excerpt:
        "Selling property in Istanbul or registering a marriage in Turkey? Your U.S. documents usually need an apostille first, then a Turkish translation.",
      body: [
        "The United States and Turkey are both parties to the Hague Apostille Convention. State documents, such as birth or marriage certificates, get their apostille from the Secretary of State of the issuing state; federal documents from the U.S. Department of State.",
        "The apostille is attached to the original English document. After that, the document and its apostille are translated into Turkish.",
        "Some Turkish offices ask for the translation to be made or confirmed by a sworn translator and notary in Turkey, or by a Turkish consulate. Ask the office that will receive your documents before you order.",
        "Our English-to-Turkish team can translate the full packet, including the apostille, and prepare it for notarization here in New York if that is accepted.",
      ],
    },
  },
};

export default blog;
