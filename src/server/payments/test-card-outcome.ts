import { errorText } from "../../shared/error-codes";
// The built-in provider's cards behave like Stripe's test cards (the list is in docs/ordering.md, "Test cards").

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; brand: string; last4: string };

const DECLINES: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", message: errorText("CARD_DECLINED") },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

/** What happens when this card number is charged: 4242 4242 4242 4242 (or any valid number) succeeds. */
export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/\D/g, "");
  const card = { brand: cardBrand(digits), last4: digits.slice(-4) };
  if (!passesLuhnCheck(digits))
    return { ok: false, code: "incorrect_number", message: "Your card number is incorrect.", ...card };
  const decline = DECLINES[digits];
  return decline ? { ok: false, ...decline, ...card } : { ok: true, ...card };
}

/** The checksum every real card number satisfies. */
export function passesLuhnCheck(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}
