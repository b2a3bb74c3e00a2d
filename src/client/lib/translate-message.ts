import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import enValidation from "@shared/i18n/catalogs/en/validation";

type ValidationKey = keyof typeof enValidation;

// docs/customer-ui.md, "Messages in Turkish": the zod schemas and the API speak the spec's English.
// A Turkish screen looks each message up by its exact English text and shows the catalog's translation;
// a message the catalog does not know is shown as it came (never an empty error).
const BY_ENGLISH = new Map<string, ValidationKey>(
  (Object.entries(enValidation) as [ValidationKey, string][]).filter(([, text]) => !text.includes("{{")).map(([key, text]) => [text, key]),
);

/** "1,000,000" as Turkish writes it: "1.000.000". */
const turkishNumber = (englishDigits: string) => englishDigits.replace(/,/g, ".");

// Messages built with a value inside (src/shared/file-types.ts).
const PATTERNS: { pattern: RegExp; key: ValidationKey; values: (match: RegExpMatchArray) => Record<string, string> }[] = [
  { pattern: /^File size exceeds (\d+)MB limit$/, key: "fileSize", values: (m) => ({ mb: m[1]! }) },
  { pattern: /^File type not supported\. Allowed types: (.+)$/, key: "fileType", values: (m) => ({ types: m[1]! }) },
  // Document limits (src/shared/schemas/documents.ts); numbers are written the Turkish way.
  {
    pattern: /^This image is too large to read \(([\d,]+) × ([\d,]+) pixels\)\. Please upload an image of at most ([\d.]+) megapixels\.$/,
    key: "imageTooLarge",
    values: (m) => ({ width: turkishNumber(m[1]!), height: turkishNumber(m[2]!), megapixels: m[3]!.replace(".", ",") }),
  },
  {
    pattern: /^An order can have at most ([\d,]+) words\. Please remove a document or place a separate order for it, or contact us\.$/,
    key: "orderTooManyWords",
    values: (m) => ({ words: turkishNumber(m[1]!) }),
  },
  // Rate limits (src/server/auth): the wait in seconds.
  { pattern: /^Please wait (\d+) seconds before requesting a new email$/, key: "waitForEmail", values: (m) => ({ seconds: m[1]! }) },
  { pattern: /^Too many failed sign-ins for this account\. Please try again in (\d+) seconds?\.$/, key: "tooManySignIns", values: (m) => ({ seconds: m[1]! }) },
  // The rate limit on POST /api/forgot-password; "1 minute" and "1 second" are fixed texts of the catalog.
  {
    pattern: /^Too many password reset requests from this network\. Please try again in (\d+) minutes\.$/,
    key: "resetRequestsMinutes",
    values: (m) => ({ count: m[1]! }),
  },
  {
    pattern: /^Too many password reset requests from this network\. Please try again in (\d+) seconds\.$/,
    key: "resetRequestsSeconds",
    values: (m) => ({ count: m[1]! }),
  },
  // A 500 answer carries the request's ID (lib/api.ts): the person can quote it to support.
  { pattern: /^Something went wrong on our side\. If it happens again, please quote this reference: (\S+)$/, key: "serverError", values: (m) => ({ reference: m[1]! }) },
];

type Translate = (key: ValidationKey, options?: Record<string, string>) => string;

/** The translation of a known English message, or the message itself. */
export function translateMessage(message: string, t: Translate): string {
  const key = BY_ENGLISH.get(message);
  if (key) return t(key);
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return t(patternKey, values(match));
  }
  return message;
}

/** The message as a screen in `language` shows it: the API already speaks English, so English screens show it as it came. */
export function messageFor(language: string, message: string, t: Translate): string {
  return language === "en" ? message : translateMessage(message, t);
}

/**
 * A function translating validation and API messages for the current language (or `language`, for the
 * English-only admin screens); undefined stays undefined.
 */
export function useTranslateMessage(language?: "en") {
  const { t, i18n } = useTranslation("validation", { lng: language });
  const shownIn = language ?? i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    <T extends string | undefined>(message: T): T => (message === undefined ? message : (messageFor(shownIn, message, t as unknown as Translate) as T)),
    [t, shownIn],
  );
}
