import { describe, expect, it } from "vitest";
import { isExpiryInPast, testCardPaymentSchema } from "../../shared/schemas/payments";
import { passesLuhnCheck, testCardOutcome } from "./test-card-outcome";

describe("testCardOutcome", () => {
  it.each([
    ["4242424242424242", { ok: true, brand: "visa", last4: "4242" }],
    ["5555 5555 5555 4444", { ok: true, brand: "mastercard", last4: "4444" }],
    ["4000000000000002", { ok: false, code: "card_declined", message: "Your card was declined." }],
    ["4000000000009995", { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." }],
    ["4000000000000069", { ok: false, code: "expired_card", message: "Your card has expired." }],
    ["4000000000000127", { ok: false, code: "incorrect_cvc", message: "Your card's security code is incorrect." }],
    ["4242424242424243", { ok: false, code: "incorrect_number", message: "Your card number is incorrect." }],
  ])("%s", (cardNumber, outcome) => {
    expect(testCardOutcome(cardNumber)).toMatchObject(outcome);
  });

  it("implements the Luhn check", () => {
    expect(passesLuhnCheck("378282246310005")).toBe(true);
    expect(passesLuhnCheck("378282246310006")).toBe(false);
    expect(passesLuhnCheck("42")).toBe(false);
  });
});

describe("the test card form", () => {
  it("treats a card as valid through the last day of its expiry month", () => {
    const now = new Date(2026, 4, 31, 23, 0); // 31 May 2026
    expect(isExpiryInPast("05/26", now)).toBe(false);
    expect(isExpiryInPast("04/26", now)).toBe(true);
    expect(isExpiryInPast("06/26", new Date(2026, 6, 1))).toBe(true);
  });

  it("normalises the card number and keeps Stripe's wording", () => {
    expect(
      testCardPaymentSchema.parse({
        clientSecret: "x",
        cardNumber: "4242-4242 4242 4242",
        expiry: "12/99",
        cvc: "1234",
      }).cardNumber,
    ).toBe("4242424242424242");
    const result = testCardPaymentSchema.safeParse({
      clientSecret: "x",
      cardNumber: "4242424242424242",
      expiry: "12/99",
      cvc: "123",
      postalCode: "1234",
    });
    expect(result.error?.issues[0]?.message).toBe("Your postal code is incomplete.");
  });
});
