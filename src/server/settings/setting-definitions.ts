import type { SettingCategory } from "../../shared/enums";

type SettingDefinition = { value: string; description: string; category: SettingCategory; isSecret?: boolean };

/**
 * The system settings seeded on first start, one entry per row of the admin settings tabs
 * (General, Security, Email, Payment). Each is read somewhere in the product; docs/settings.md says where.
 */
export const SETTING_DEFAULTS = {
  company_name: {
    value: "Bosphorus Translate",
    description: "Company name shown across the site and in e-mails",
    category: "general",
  },
  company_email: {
    value: "info@bosphorustranslate.com",
    description: "Contact e-mail shown in the footer and on the contact page",
    category: "general",
  },
  company_phone: {
    value: "+1 (212) 555-0147",
    description: "Phone number shown in the footer and on the contact page",
    category: "general",
  },
  company_address: {
    value: "350 Fifth Avenue, Suite 4200, New York, NY 10118",
    description: "Postal address shown in the footer and on certificates",
    category: "general",
  },
  company_legal_name: {
    value: "Bosphorus Translate",
    description: "The agency's legal name, printed with the postal address on invoices and credit notes",
    category: "general",
  },
  business_hours: {
    value: "Mon-Fri 9AM-6PM EST",
    description: "Opening hours shown in the footer",
    category: "general",
  },
  max_order_words: {
    value: "1000000",
    description:
      "Most words one order may hold, all its documents together: an upload past it is refused, and so is checkout",
    category: "general",
  },
  admin_two_step_verification: {
    value: "true",
    description: "Require an e-mailed 6-digit code after every admin login",
    category: "security",
  },
  // docs/settings.md, "Retention": read by the daily files.retention job and the order pages.
  file_retention_days: {
    value: "90",
    description:
      "Days after an order is completed or cancelled before its files (documents, translations, certificate copies, scans) are deleted; the customer is e-mailed 7 days before",
    category: "security",
  },
  // docs/order-messages.md, "Files": message attachments are refused past these (issue 37), counted in the database.
  message_attachments_order_mb: {
    value: "100",
    description: "Most megabytes of files all messages on one order may carry together",
    category: "security",
  },
  message_attachments_daily_mb: {
    value: "200",
    description: "Most megabytes of files one account may attach to messages in 24 hours",
    category: "security",
  },
  // docs/workbench.md, "Machine pre-translation": off by default; only with DEEPL_API_KEY may it be switched on. Edited
  // on its own card (GET/PUT /api/admin/machine-translation), which says in plain words where the text goes.
  machine_pretranslation: {
    value: "false",
    description:
      "Machine pre-translation: segments without a memory match are sent to DeepL (deepl.com) for a first draft; off, no customer text leaves the platform",
    category: "security",
  },
  email_sender_name: {
    value: "Bosphorus Translate",
    description: "Sender name on every e-mail the platform sends",
    category: "email",
  },
  email_sender_address: {
    value: "no-reply@bosphorustranslate.com",
    description: "Sender address on every e-mail the platform sends",
    category: "email",
  },
  agency_notification_email: {
    value: "orders@bosphorustranslate.com",
    description: "Where new orders and contact messages are reported",
    category: "email",
  },
  order_status_emails: {
    value: "true",
    description: "E-mail customers when their order changes status",
    category: "email",
  },
  payment_receipt_emails: {
    value: "true",
    description: "E-mail the customer a receipt after each successful payment",
    category: "payment",
  },
  invoice_tax_rate_percent: {
    value: "0",
    description:
      "Sales tax included in prices, in percent (e.g. 8.875), shown on invoices and credit notes; 0 shows no tax line",
    category: "payment",
  },
  stripe_webhook_secret: {
    value: "",
    description: "Stripe webhook signing secret (overrides STRIPE_WEBHOOK_SECRET)",
    category: "payment",
    isSecret: true,
  },
  // Add-on prices and the minimum order charge in whole cents, edited on Settings → Pricing (PUT /api/admin/pricing).
  notarization_cents: {
    value: "2500",
    description: "Notarization price per document, in cents (free on Premium)",
    category: "payment",
  },
  extra_copy_cents: {
    value: "1000",
    description: "Price of each extra certified hard copy, in cents",
    category: "payment",
  },
  minimum_order_cents: {
    value: "2500",
    description: "Minimum order charge, in cents (an order below it gets a 'Minimum order charge' line)",
    category: "payment",
  },
  // Translator pay (docs/translators.md, "Pay"), edited on Settings → Translator pay (PUT /api/admin/translator-pay/defaults).
  translator_offer_reply_hours: {
    value: "4",
    description: "Hours a translator has to answer a job offer before it lapses",
    category: "payment",
  },
  translator_rate_word_standard_cents: {
    value: "6",
    description: "Default translator rate per word on Standard orders, in cents",
    category: "payment",
  },
  translator_rate_word_certified_cents: {
    value: "8",
    description: "Default translator rate per word on Certified orders, in cents",
    category: "payment",
  },
  translator_rate_word_premium_cents: {
    value: "10",
    description: "Default translator rate per word on Premium orders, in cents",
    category: "payment",
  },
  translator_rate_flat_birth_certificate_cents: {
    value: "3000",
    description: "Default translator fee per birth certificate, in cents",
    category: "payment",
  },
  translator_rate_flat_marriage_certificate_cents: {
    value: "3500",
    description: "Default translator fee per marriage certificate, in cents",
    category: "payment",
  },
  translator_rate_flat_diploma_cents: {
    value: "4000",
    description: "Default translator fee per diploma, in cents",
    category: "payment",
  },
  translator_rate_flat_drivers_license_cents: {
    value: "2000",
    description: "Default translator fee per driver's license, in cents",
    category: "payment",
  },
  translator_rate_flat_power_of_attorney_cents: {
    value: "6000",
    description: "Default translator fee per power of attorney, in cents",
    category: "payment",
  },
  translator_rate_flat_affidavit_cents: {
    value: "4500",
    description: "Default translator fee per affidavit, in cents",
    category: "payment",
  },
  translator_rush_bonus_percent: {
    value: "25",
    description: "Default translator bonus on rush orders, in percent of the fee",
    category: "payment",
  },
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
