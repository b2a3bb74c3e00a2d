// The contact page and its form (src/client/pages/contact). The form's validation messages are the shared
// schema's (translated by src/client/lib/translate-message.ts).
const contact = {
  eyebrow: "Contact",
  intro:
    "Not sure which service you need, or racing a deadline? Tell us about your documents and a real person from our New York office will answer within one business day.",
  detailsLabel: "Contact details",
  callUs: "Call us",
  email: "E-mail",
  office: "Office",
  hours: "Hours",
  fasterTitle: "To get a faster answer",
  fasterTips: [
    "Say which documents you have and how many pages.",
    "Tell us who will receive them (USCIS, a court, a school).",
    "Mention your deadline if you have one.",
  ],
  priceNow: "Need a price right now?",
  useCalculator: "Use the instant quote calculator",
  form: {
    title: "Send us a message",
    fullName: "Full name",
    email: "E-mail",
    phone: "Phone (optional)",
    subject: "Subject",
    subjectPlaceholder: "e.g. Birth certificate for USCIS",
    message: "Message",
    messagePlaceholder: "Tell us which documents you have, what they are for, and when you need them.",
    characters: "{{length}} / {{max}} characters",
    send: "Send Message",
    sending: "Sending...",
    sentTitle: "Message sent",
    notSentTitle: "Message not sent",
    notSentText: "Something went wrong. Please try again or e-mail us directly.",
    thankYou: "Thank you!",
    confirmationSent: "A short confirmation is on its way to your inbox.",
    sendAnother: "Send another message",
  },
};

export default contact;
