/** "Visa •••• 4242", or what is known of the card. */
export function cardLabel(payment: {
  cardBrand: string | null;
  cardLast4: string | null;
  paymentMethod?: string | null;
}): string {
  const brand = payment.cardBrand ? payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1) : "Card";
  if (payment.cardLast4) return `${brand} •••• ${payment.cardLast4}`;
  return payment.cardBrand
    ? brand
    : payment.paymentMethod === "card" || !payment.paymentMethod
      ? "Card"
      : payment.paymentMethod;
}
