import type { ServiceType } from "@shared/enums";
import { FLAT_DOCUMENT_TYPES, type FlatDocumentTypeId, type TranslatorRates } from "@shared/translator-pay/fee";
import { centsToDecimal, parseDollarsToCents } from "@shared/money";

// Rates as the admin types them (dollars, "0.08", "30"), and back to the cents the API takes.

export type RatesDraft = {
  perWord: Record<ServiceType, string>;
  flat: Record<FlatDocumentTypeId, string>;
  rushBonusPercent: string;
};

export const AMOUNT_MESSAGE = "Enter an amount in dollars, e.g. 30 or 0.08";
export const PERCENT_MESSAGE = "Enter a whole percentage, e.g. 25";

export function draftFromRates(rates: TranslatorRates): RatesDraft {
  return {
    perWord: {
      standard: centsToDecimal(rates.perWordCents.standard),
      certified: centsToDecimal(rates.perWordCents.certified),
      premium: centsToDecimal(rates.perWordCents.premium),
    },
    flat: Object.fromEntries(
      FLAT_DOCUMENT_TYPES.map((type) => [type, centsToDecimal(rates.flatCents[type])]),
    ) as Record<FlatDocumentTypeId, string>,
    rushBonusPercent: String(rates.rushBonusPercent),
  };
}

/** The rates in cents, or the fields (by key: `word-standard`, `flat-diploma`, `rush`) that could not be read. */
export function ratesFromDraft(draft: RatesDraft): { rates: TranslatorRates; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cents = (key: string, text: string) => {
    const value = parseDollarsToCents(text);
    if (value === null) errors[key] = AMOUNT_MESSAGE;
    return value ?? 0;
  };
  const percent = /^\d{1,3}$/.test(draft.rushBonusPercent.trim()) ? Number(draft.rushBonusPercent.trim()) : null;
  if (percent === null) errors.rush = PERCENT_MESSAGE;
  return {
    rates: {
      perWordCents: {
        standard: cents("word-standard", draft.perWord.standard),
        certified: cents("word-certified", draft.perWord.certified),
        premium: cents("word-premium", draft.perWord.premium),
      },
      flatCents: Object.fromEntries(
        FLAT_DOCUMENT_TYPES.map((type) => [type, cents(`flat-${type}`, draft.flat[type])]),
      ) as Record<FlatDocumentTypeId, number>,
      rushBonusPercent: percent ?? 0,
    },
    errors,
  };
}
