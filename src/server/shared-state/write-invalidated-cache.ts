import { onTableWritten } from "../db/table-writes";
import { invalidate, onInvalidate } from "./invalidation-bus";

/**
 * A per-instance cache of values read from the database, dropped whole whenever one of its tables is written: by
 * anyone on this instance (db/table-writes.ts watches the driver, after COMMIT), and on the others through the
 * invalidation bus (docs/decisions/013-caches-static-files-and-per-user-limits.md). Entries also end after `ttlMs`,
 * which bounds what an instance that missed a message (Redis down) shows.
 */
export type WriteInvalidatedCache<V> = {
  get(key: string, now?: number): V | undefined;
  /** Take before reading the rows; give it to set (a write committed meanwhile makes that set a no-op). */
  epoch(): number;
  /** `validUntil` may end an entry sooner than the cache's lifetime (a value that goes stale by the clock). */
  set(key: string, startedAt: number, value: V, options?: { validUntil?: number; now?: number }): void;
};

type Entry<V> = { value: V; validUntil: number };

const dropEverything = new Set<() => void>();

/**
 * Empties every such cache: for a process that opens another database (the test suite keeps its modules between
 * files, docs/ci.md), where the same ids name other rows.
 */
export function dropCachedReads(): void {
  for (const drop of dropEverything) drop();
}

export function writeInvalidatedCache<V>(options: {
  topic: string;
  tables: string[];
  ttlMs: number;
  maxEntries: number;
}): WriteInvalidatedCache<V> {
  const entries = new Map<string, Entry<V>>();
  let epoch = 0;
  onInvalidate(options.topic, () => {
    epoch += 1;
    entries.clear();
  });
  for (const table of options.tables) onTableWritten(table, () => invalidate(options.topic, "*"));
  dropEverything.add(() => invalidate(options.topic, "*"));
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now >= entry.validUntil) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    epoch: () => epoch,
    set(key, startedAt, value, { validUntil, now = Date.now() } = {}) {
      if (startedAt !== epoch) return;
      if (entries.size >= options.maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, validUntil: Math.min(validUntil ?? Infinity, now + options.ttlMs) });
    },
  };
}
