// The findings' own code list. Findings are not API errors (src/shared/error-codes.ts): a check reports, the
// translator fixes or overrides with a reason. Each code has one severity and its English text here; a screen
// words a finding by its code, placing the params into the {{placeholders}}.

export type CheckName = "numbers" | "dates" | "names" | "untranslated" | "length" | "terminology" | "consistency";
export type Severity = "error" | "warning";
export type FindingParams = Record<string, string | number>;

interface CodeInfo {
  check: CheckName;
  severity: Severity;
  text: string;
}

export const FINDING_CODES = {
  NUMBER_MISSING: {
    check: "numbers",
    severity: "error",
    text: "The number {{number}} of the source is missing from the translation",
  },
  NUMBER_ADDED: {
    check: "numbers",
    severity: "warning",
    text: "The number {{number}} of the translation is not in the source",
  },
  ID_NUMBER_CHANGED: {
    check: "numbers",
    severity: "error",
    text: "ID number {{expected}} is written {{found}} in the translation",
  },
  ID_CHECKSUM_INVALID: {
    check: "numbers",
    severity: "warning",
    text: "{{number}} is not a valid T.C. Kimlik No (check digits): compare it with the original",
  },
  CURRENCY_MISSING: {
    check: "numbers",
    severity: "warning",
    text: "The amount {{number}} has lost its currency in the translation",
  },
  DATE_MISSING: {
    check: "dates",
    severity: "error",
    text: "The date {{date}} ({{expected}}) is missing from the translation",
  },
  DATE_SWAPPED: {
    check: "dates",
    severity: "error",
    text: "The date {{date}} reads as another day in the translation: {{found}} (expected {{expected}})",
  },
  DATE_NOT_US_FORM: {
    check: "dates",
    severity: "warning",
    text: "The date {{found}} is not in a US form (expected {{expected}})",
  },
  DATE_ADDED: {
    check: "dates",
    severity: "warning",
    text: "The date {{found}} of the translation is not in the source",
  },
  NAME_TURKISH_LETTERS: {
    check: "names",
    severity: "error",
    text: "The name {{found}} keeps Turkish letters: the passport spells it {{passport}}",
  },
  NAME_NOT_AS_PASSPORT: {
    check: "names",
    severity: "error",
    text: "The name {{name}} is not written as in the passport: {{passport}}",
  },
  TARGET_EMPTY: {
    check: "untranslated",
    severity: "error",
    text: "The segment is not translated (the translation is empty)",
  },
  TARGET_SAME_AS_SOURCE: {
    check: "untranslated",
    severity: "error",
    text: "The translation is the same as the source",
  },
  SOURCE_WORDS_LEFT: {
    check: "untranslated",
    severity: "error",
    text: "Words of the source language are left untranslated: {{words}}",
  },
  TURKISH_LETTERS_LEFT: {
    check: "untranslated",
    severity: "warning",
    text: "Words with Turkish letters outside names: {{words}}",
  },
  // An uploaded translation with no text to read (a scan or photo): told, never blocking (docs/translation-checks.md).
  NOT_CHECKED_NO_TEXT: {
    check: "untranslated",
    severity: "warning",
    text: "The uploaded translation could not be checked automatically: no text could be read from it",
  },
  LENGTH_OUTLIER: {
    check: "length",
    severity: "warning",
    text: "The translation is {{ratio}} times the source's length, the document's usual is {{median}}: a part may be omitted or added",
  },
  SEGMENT_COUNT_MISMATCH: {
    check: "length",
    severity: "error",
    text: "The source has {{source}} lines and the translation {{target}}: a line is omitted or added",
  },
  TERM_MISSING: {
    check: "terminology",
    severity: "warning",
    text: "The term {{term}} is not translated with the approved {{expected}}",
  },
  TERM_FORBIDDEN: {
    check: "terminology",
    severity: "error",
    text: "{{found}} must not be used: the approved translation of {{term}} is {{expected}}",
  },
  INCONSISTENT_TRANSLATION: {
    check: "consistency",
    severity: "warning",
    text: "The same source is translated differently in segment {{otherSegment}}",
  },
} as const satisfies Record<string, CodeInfo>;

export type FindingCode = keyof typeof FINDING_CODES;

/** One finding. `segmentId` null: the whole document (segment counts). The UI words it by `code`. */
export interface Finding {
  segmentId: string | null;
  check: CheckName;
  severity: Severity;
  code: FindingCode;
  params: FindingParams;
}

/** A finding with the code's check and severity. */
export function finding(segmentId: string | null, code: FindingCode, params: FindingParams = {}): Finding {
  const { check, severity } = FINDING_CODES[code];
  return { segmentId, check, severity, code, params };
}

/** The English text of a finding, its params in place. */
export function findingText(code: FindingCode, params: FindingParams = {}): string {
  return FINDING_CODES[code].text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
