// Words shared by every customer-facing screen: header, menus, footer, banners, the 404 page (decision 014).
const common = {
  language: {
    label: "Language",
    choose: "Choose a language",
    en: "English",
    tr: "Türkçe",
  },
  nav: {
    home: "Home",
    services: "Services",
    pricing: "Pricing",
    about: "About",
    contact: "Contact",
    careers: "Careers",
    blog: "Blog",
    dashboard: "Dashboard",
    orders: "Orders",
    translatorPortal: "Translator Portal",
    login: "Login",
    signUp: "Sign Up",
  },
  account: {
    account: "Account",
    myAccount: "My Account",
    myAccountOf: "My Account ({{name}})",
    signedInAs: "Signed in as {{username}}",
    logout: "Logout",
    applyAsTranslator: "Apply as Translator",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  // The title of every screen that sets none of its own (src/client/features/site/DefaultDocumentTitle.tsx).
  siteTitle: "Bosphorus Translate | USCIS Certified Turkish-English Translation Services",
  // The notification region (Radix toasts); "{hotkey}" is filled in by the component.
  toast: { close: "Close notification", label: "Notification", viewport: "Notifications ({hotkey})" },
  footer: {
    // Day names in the business_hours setting ("Mon-Fri 9AM-6PM EST"), as the footer and contact page show them.
    days: { Mon: "Mon", Tue: "Tue", Wed: "Wed", Thu: "Thu", Fri: "Fri", Sat: "Sat", Sun: "Sun" },
    title: "Contact and site information",
    about:
      "Certified Turkish-English translation for immigration, legal, academic and business documents. Serving customers across the United States from New York since 2010.",
    services: "Services",
    support: "Support",
    contact: "Contact",
    serviceNames: {
      uscis: "USCIS Certified Translations",
      notarization: "Notarization Services",
      general: "General Translations",
      business: "Business Document Translation",
      academic: "Academic Translation",
    },
    links: {
      faqs: "FAQs",
      contactUs: "Contact Us",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      blog: "Blog",
    },
    rights: "All rights reserved.",
    membership: "Member of the American Translators Association · Translations accepted by USCIS",
  },
  // Names of the header's navigation landmarks, and of a dialog's close button (components/ui/dialog.tsx).
  landmarks: { main: "Main", mobile: "Mobile" },
  close: "Close",
  // The first focusable element of every page (components/routing/SkipLink.tsx).
  skipToContent: "Skip to content",
  skipToCalculator: "Skip to the price calculator",
  testMode: "Test mode: payments and identity checks are simulated. No real card is charged.",
  restoreDrill: "Restore drill — no e-mail is sent",
  notFound: {
    title: "Page not found | Bosphorus Translate",
    heading: "404 Page Not Found",
    description: "The page you are looking for does not exist.",
    hint: "Did you forget to add the page to the router?",
    home: "Go back home",
  },
};

export default common;
