import type { UnreadAnswer } from "@shared/schemas/order-messages";
import { apiRequest } from "@/lib/api";

// The badges of a list ask for their own order's count; the asks made while one list renders go out together as
// one GET /api/messages/unread?orderIds=… (at most 100 ids each, the server's limit).

const MAX_IDS = 100;
let batch: { ids: Set<number>; counts: Promise<Map<number, number>> } | null = null;

async function fetchCounts(ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let start = 0; start < ids.length; start += MAX_IDS) {
    const chunk = ids.slice(start, start + MAX_IDS);
    const answer = (await (
      await apiRequest("GET", `/api/messages/unread?orderIds=${chunk.join(",")}`)
    ).json()) as UnreadAnswer;
    for (const thread of answer.threads) counts.set(thread.orderId, thread.unread);
  }
  return counts;
}

/** The viewer's unread messages on the order (0 when none, or when the order is not theirs to read). */
export function loadUnreadCount(orderId: number): Promise<number> {
  if (!batch) {
    const ids = new Set<number>();
    const counts = new Promise<Map<number, number>>((resolve, reject) => {
      setTimeout(() => {
        batch = null;
        fetchCounts([...ids]).then(resolve, reject);
      }, 0);
    });
    batch = { ids, counts };
  }
  batch.ids.add(orderId);
  return batch.counts.then((counts) => counts.get(orderId) ?? 0);
}
