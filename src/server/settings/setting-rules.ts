import type { SettingKind } from "../../shared/schemas/settings";
import { FILE_MESSAGES, MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from "../../shared/file-retention";
import { isTaxRateSetting, TAX_RATE_MESSAGE } from "../../shared/billing";
import { badRequest, english } from "../http/app-error";
import { TRANSLATOR_PAY_KEY, checkTranslatorPayValue } from "../translator-pay/pay-settings";

// Which values a setting accepts, decided from the row itself so settings added later need no code:
// a switch is a setting whose value is 'true' or 'false'; an e-mail setting is named like one.

const EMAIL_KEY = /(^|_)email$|^email_.*_address$/;
const EMAIL_VALUE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Word limits (max_order_words) are whole numbers; far above any real order, but finite. */
const WORDS_KEY = /_words$/;
/** Rates (invoice_tax_rate_percent) are percentages with at most three decimals. */
const PERCENT_KEY = /_percent$/;
export const MAX_WORDS_SETTING = 100_000_000;
/** Retention periods (file_retention_days) are whole numbers of days (src/shared/file-retention.ts). */
const DAYS_KEY = /_days$/;
/** Quotas in megabytes (message_attachments_order_mb): whole numbers, at most a terabyte. */
const MEGABYTES_KEY = /_mb$/;
export const MAX_MEGABYTES_SETTING = 1_000_000;
export const MEGABYTES_SETTING_MESSAGE = `Value must be a whole number of megabytes from 1 to ${MAX_MEGABYTES_SETTING.toLocaleString("en-US")}`;
export const WORDS_SETTING_MESSAGE = `Value must be a whole number from 1 to ${MAX_WORDS_SETTING.toLocaleString("en-US")}`;

export function settingKind(key: string, currentValue: string): SettingKind {
  if (currentValue === "true" || currentValue === "false") return "switch";
  if (EMAIL_KEY.test(key)) return "email";
  return "text";
}

/** The value to store, or a 400 with the reason. Secrets may be emptied (to fall back to configuration). */
export function checkSettingValue(options: {
  key: string;
  currentValue: string;
  isSecret: boolean;
  value: string;
}): string {
  const { key, value } = options;
  const kind = settingKind(key, options.currentValue);
  if (kind === "switch") {
    if (value !== "true" && value !== "false") throw badRequest(english("This setting can only be true or false"));
    return value;
  }
  if (value === "") {
    if (options.isSecret) return value;
    throw badRequest(english("Value is required"));
  }
  if (WORDS_KEY.test(key)) {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > MAX_WORDS_SETTING)
      throw badRequest(english(WORDS_SETTING_MESSAGE));
    return String(Number(value));
  }
  if (MEGABYTES_KEY.test(key)) {
    if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > MAX_MEGABYTES_SETTING)
      throw badRequest(english(MEGABYTES_SETTING_MESSAGE));
    return String(Number(value));
  }
  if (DAYS_KEY.test(key)) {
    if (!/^\d{1,4}$/.test(value) || Number(value) < MIN_RETENTION_DAYS || Number(value) > MAX_RETENTION_DAYS)
      throw badRequest(english(FILE_MESSAGES.retentionDays));
    return String(Number(value));
  }
  // Translator pay defaults (docs/translators.md, "Pay"): whole cents or percent, and the offer reply deadline in hours.
  if (TRANSLATOR_PAY_KEY.test(key)) return checkTranslatorPayValue(key, value);
  if (PERCENT_KEY.test(key)) {
    if (!isTaxRateSetting(value)) throw badRequest(english(TAX_RATE_MESSAGE));
    return value.trim();
  }
  if (kind === "email") {
    if (!EMAIL_VALUE.test(value)) throw badRequest("EMAIL_INVALID");
    return value.toLowerCase();
  }
  // Values end up in e-mail headers and one-line page elements (footer, sender name).
  if (/[\r\n]/.test(value)) throw badRequest(english("Value must be a single line"));
  return value;
}
