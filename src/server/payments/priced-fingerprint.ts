import { createHash } from "node:crypto";

/** What a document contributes to an order's price: which file, whether it was read, and how many words it holds. */
export type PricedDocument = { id: number; analysisStatus: string; wordCount: number };

export type PricedOrder = { totalCents: number; priceLines: unknown; documents: readonly PricedDocument[] };

/**
 * A short digest of everything an order's price was computed from: its total, its stored lines and its documents
 * (docs/ordering.md, "Stale checkout"). A checkout remembers the digest it was opened for; any upload, removal or
 * recount changes it, so a card is never charged for an order that is no longer the one the customer saw.
 */
export function pricedFingerprint(order: PricedOrder): string {
  const documents = [...order.documents]
    .sort((a, b) => a.id - b.id)
    .map(({ id, analysisStatus, wordCount }) => [id, analysisStatus, wordCount]);
  return createHash("sha256")
    .update(canonicalJson({ totalCents: order.totalCents, priceLines: order.priceLines ?? null, documents }))
    .digest("hex")
    .slice(0, 32);
}

/** JSON with object keys sorted, so the same value always gives the same text (jsonb does not keep key order). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
