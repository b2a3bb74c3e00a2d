// Keeps the test card form's inputs in the shape people read on a card: "4242 4242 4242 4242", "MM/YY".

const digits = (value: string) => value.replace(/\D/g, "");

/** Digits in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "MM/YY" as it is typed: the slash appears after the month; a leading 2-9 becomes "0x". */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4);
  if (d.length === 1 && d > "1") d = `0${d}`;
  if (d.length <= 2) return d.length === 2 && value.endsWith("/") ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

/** US ZIP: 5 digits, optionally -4 more. */
export function formatZip(value: string): string {
  const d = digits(value).slice(0, 9);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
