/** pg-boss's backoff, without its jitter: retryDelay × 2^(attempt−1), capped at one day. */
export function retryDelayMs(retryDelaySeconds: number, attempt: number): number {
  return Math.min(retryDelaySeconds * 1000 * 2 ** Math.max(0, attempt - 1), 24 * 60 * 60 * 1000);
}

/** The start of the schedule slot holding `at` ("2026-11-23T18:10Z" for every 10 minutes at 18:17), in UTC. */
export function scheduleSlot(at: Date, everyMinutes: number): string {
  const slotMs = everyMinutes * 60 * 1000;
  return new Date(Math.floor(at.getTime() / slotMs) * slotMs).toISOString().slice(0, 16) + "Z";
}
