import { describe, expect, it } from "vitest";
import { writtenTables } from "../db/table-writes";
import { invalidate } from "./invalidation-bus";
import { dropCachedReads, writeInvalidatedCache } from "./write-invalidated-cache";

describe("a write-invalidated cache", () => {
  it("keeps a value until its lifetime or its own end, whichever is sooner", () => {
    const cache = writeInvalidatedCache<string>({ topic: "test-lifetime", tables: [], ttlMs: 1000, maxEntries: 10 });
    cache.set("a", cache.epoch(), "A", { now: 0 });
    cache.set("b", cache.epoch(), "B", { now: 0, validUntil: 200 });
    expect(cache.get("a", 999)).toBe("A");
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.get("b", 199)).toBe("B");
    expect(cache.get("b", 200)).toBeUndefined();
  });

  it("does not store what was read before a write it heard of, and forgets everything on a write", () => {
    const cache = writeInvalidatedCache<string>({
      topic: "test-epoch",
      tables: ["test_epoch_rows"],
      ttlMs: 1000,
      maxEntries: 10,
    });
    expect(writtenTables('update "test_epoch_rows" set x = 1')).toEqual(["test_epoch_rows"]);
    const before = cache.epoch();
    invalidate("test-epoch", "*"); // another instance's write, heard through the bus
    cache.set("a", before, "stale");
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", cache.epoch(), "fresh");
    expect(cache.get("a")).toBe("fresh");
    dropCachedReads();
    expect(cache.get("a")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest", () => {
    const cache = writeInvalidatedCache<number>({ topic: "test-size", tables: [], ttlMs: 1000, maxEntries: 2 });
    for (const [key, value] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      cache.set(key, cache.epoch(), value);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
    cache.set("b", cache.epoch(), 20); // replacing an entry drops nothing
    expect([cache.get("b"), cache.get("c")]).toEqual([20, 3]);
  });
});
