/**
 * In-memory sliding-window limiter: at most `max` hits per key within `windowMs`. Per server process, which
 * suits the single-server install; it guards against bursts, and the database keeps the durable limits.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  }

  function sweep(now: number) {
    if (hits.size < 10_000) return;
    for (const key of [...hits.keys()]) recent(key, now);
  }

  return {
    /** Seconds until this key may be hit again (0 when allowed now). */
    waitSeconds(key: string, now = Date.now()): number {
      const kept = recent(key, now);
      if (kept.length < max) return 0;
      return Math.max(1, Math.ceil((kept[0] + windowMs - now) / 1000));
    },
    record(key: string, now = Date.now()): void {
      sweep(now);
      hits.set(key, [...recent(key, now), now]);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
