import { describe, expect, it } from "vitest";
import { DEFAULT_TRANSLATOR_RATES } from "@shared/translator-pay/fee";
import { AMOUNT_MESSAGE, PERCENT_MESSAGE, draftFromRates, ratesFromDraft } from "./rates-draft";

describe("rates draft", () => {
  it("shows cents as dollars and reads them back unchanged", () => {
    const draft = draftFromRates(DEFAULT_TRANSLATOR_RATES);
    expect(draft.perWord.certified).toBe("0.08");
    expect(draft.flat.birth_certificate).toBe("30.00");
    expect(ratesFromDraft(draft)).toEqual({ rates: DEFAULT_TRANSLATOR_RATES, errors: {} });
  });

  it("names the fields that are not amounts", () => {
    const draft = draftFromRates(DEFAULT_TRANSLATOR_RATES);
    const { errors } = ratesFromDraft({
      ...draft,
      perWord: { ...draft.perWord, premium: "0.105" },
      flat: { ...draft.flat, diploma: "forty" },
      rushBonusPercent: "12.5",
    });
    expect(errors).toEqual({ "word-premium": AMOUNT_MESSAGE, "flat-diploma": AMOUNT_MESSAGE, rush: PERCENT_MESSAGE });
  });
});
