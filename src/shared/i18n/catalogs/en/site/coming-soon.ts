// The /coming-soon page and its Notify Me form (src/client/pages/coming-soon).
const comingSoon = {
  metaTitle: "Coming Soon | Bosphorus Translate",
  metaDescription:
    "Our new online translation platform is almost here. Leave your e-mail and we'll let you know when it launches.",
  eyebrow: "Under construction",
  title: "Something new is coming",
  intro: "We are rebuilding our online platform to make ordering certified Turkish-English translations even faster.",
  timerLabel: "Time until launch",
  units: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
  done: "The wait is over; the new platform is launching now.",
  notifyIntro: "Leave your e-mail and we'll tell you the moment we launch.",
  servicesTitle: "Our Services",
  servicesText:
    "USCIS-certified translations, notarization and general translation between Turkish and English, for individuals, law firms and businesses across the United States. Our team keeps working while we build, so you can still order today.",
  questions: "Questions?",
  form: {
    label: "Launch notification",
    email: "E-mail address",
    submit: "Notify Me",
    saving: "Saving...",
    savedTitle: "You're on the list",
    failedTitle: "Something went wrong",
    failedText: "We couldn't save your address. Please try again.",
  },
};

export default comingSoon;
