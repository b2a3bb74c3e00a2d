import { formatCents } from "@shared/money";
import { formatWords } from "@/features/orders/order-labels";

/** Why the order's price moved (amounts in cents): documents were added, or one was removed. */
export type PriceChange = { from: number; to: number; wordCount: number; removedName?: string };

/** "Your documents contain 1,240 words, so the price changed from $75.00 to $186.00." */
export function describePriceChange({ from, to, wordCount, removedName }: PriceChange): string {
  const change = `the price changed from ${formatCents(from)} to ${formatCents(to)}`;
  if (removedName && wordCount === 0)
    return `After removing ${removedName} no documents are left, so ${change}. Upload your documents to continue.`;
  if (removedName)
    return `After removing ${removedName}, your documents contain ${formatWords(wordCount)}, so ${change}.`;
  return `Your documents contain ${formatWords(wordCount)}, so ${change}.`;
}
